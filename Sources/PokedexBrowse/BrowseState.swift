import PokedexDomain
import PokedexPresentation

/// A prompt on the status line.
package enum Prompt: Sendable, Equatable {
    /// `t`: the type to filter the list by.
    case type(String)
    /// `f`: the letters of the link to open, as typed so far.
    case hint(String)
    /// `g` in an entry: the game whose moves to show, the cursor on one of the entry's games.
    case game(Int)
    /// `:`: a one-shot command, as typed; `recalled` is the place in the history ↑ ↓ reached.
    case command(String, recalled: Int?)
}

/// What the `:` line made of a command: the route of its screen, or why not, in a line.
package enum CommandLineOutcome: Sendable, Equatable {
    case screen(Route)
    case error(String)
}

/// The short labels `f` puts on links, vimium's way: `a`…`z`, or two letters each when there
/// are more than 26, so that every link is one or two keys away.
package enum LinkHints {
    static let letters = Array("asdfghjklqwertyuiopzxcvbnm")

    package static func labels(count: Int) -> [String] {
        guard count > letters.count else { return letters.prefix(count).map(String.init) }
        return (0..<count).map { index in
            String([letters[index / letters.count % letters.count], letters[index % letters.count]])
        }
    }
}

/// Everything on screen: the Navigator's stack of screens, and what the status line shows.
package struct BrowseState: Sendable, Equatable {
    package var navigator = Navigator(listRows: 1)
    package var router: Router { navigator.router }
    /// The screen on top of the stack.
    package var top: Screen? { navigator.top }
    /// An error or a note for the status line, until the next key.
    package var message: String? {
        get { navigator.message }
        set { navigator.message = newValue }
    }
    package var pendingLoads: Int { navigator.pendingLoads }
    /// Advances ten times a second: the spinner's frame.
    package var tick = 0
    package var showHelp = false
    package var prompt: Prompt?
    /// The letters typed after `f`, while the links wear their labels.
    package var hint: String? {
        if case .hint(let typed)? = prompt { return typed }
        return nil
    }
    /// Digits typed in the list, to jump to that number.
    package var numberBuffer = ""
    package var numberTypedAt = 0
    /// The Pokémon `c` has set aside for a comparison, by name, until there are two.
    package var comparing: [String] = []
    /// The commands run from `:`, oldest first, each once (its last time).
    package var commandHistory: [String] = []

    package init() {}

    package static func == (lhs: BrowseState, rhs: BrowseState) -> Bool {
        lhs.navigator == rhs.navigator && lhs.showHelp == rhs.showHelp && lhs.prompt == rhs.prompt
            && lhs.comparing == rhs.comparing
    }
}
