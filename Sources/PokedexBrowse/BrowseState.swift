import PokedexDomain
import PokedexPresentation

/// The short labels `f` puts on links, vimium's way: `a`…`z`, or two letters each when there
/// are more than 26, so that every link is one or two keys away.
enum LinkHints {
    static let letters = Array("asdfghjklqwertyuiopzxcvbnm")

    static func labels(count: Int) -> [String] {
        guard count > letters.count else { return letters.prefix(count).map(String.init) }
        return (0..<count).map { index in
            String([letters[index / letters.count % letters.count], letters[index % letters.count]])
        }
    }
}

/// Everything on screen: the Navigator's stack of screens, what the status line shows, and
/// what the keys are typing into.
package struct BrowseState: Sendable, Equatable {
    var navigator = Navigator(listRows: 1)
    var router: Router { navigator.router }
    /// The screen on top of the stack.
    package var top: Screen? { navigator.top }
    /// An error or a note for the status line, until the next key.
    package var message: StatusMessage? {
        get { navigator.message }
        set { navigator.message = newValue }
    }
    var pendingLoads: Int { navigator.pendingLoads }
    /// The spinner's frame, while something loads.
    var spinner = 0
    var showHelp = false
    /// Which page of the help screen shows, where it does not fit at once.
    var helpPage = 0
    var prompt: Prompt?
    /// The letters typed after `f`, while the links wear their labels.
    var hint: String? {
        if case .hint(let prompt)? = prompt { return prompt.typed }
        return nil
    }
    /// The Pokémon `c` has set aside for a comparison, by name, until there are two.
    var comparing: [String] { navigator.comparing }
    /// The commands run from `:`, oldest first, each once (its last time).
    var commandHistory: [String] = []

    init() {}
}
