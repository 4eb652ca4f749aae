import PokedexDomain
import PokedexPresentation

/// A prompt on the status line: a small text field of its own that takes the keys until it
/// closes. Each kind says what its keys do (`handle`), and what closing it asks for.
enum Prompt: Sendable, Equatable {
    /// `t`: the type to filter the list by.
    case type(TypePrompt)
    /// `f`: the letters of the link to open.
    case hint(HintPrompt)
    /// `g` in an entry: the game whose moves and places to show.
    case game(GamePrompt)
    /// `:`: a one-shot command.
    case command(CommandPrompt)

    /// What a key does to the prompt: what it means is the key map's to say.
    mutating func handle(_ key: Key, history: [String]) -> PromptStep {
        let meaning = KeyMap.promptMeaning(of: key)
        switch self {
        case .type(var prompt):
            defer { self = .type(prompt) }
            return prompt.handle(meaning)
        case .hint(var prompt):
            defer { self = .hint(prompt) }
            return prompt.handle(meaning)
        case .game(var prompt):
            defer { self = .game(prompt) }
            // A list to choose in: the list's own keys move in it.
            return prompt.handle(KeyMap.action(for: key, on: .list))
        case .command(var prompt):
            defer { self = .command(prompt) }
            return prompt.handle(meaning, history: history)
        }
    }
}

/// What a key did to a prompt.
enum PromptStep: Sendable, Equatable {
    /// It stays open, perhaps with new text.
    case stay
    /// It closes, asking nothing.
    case close
    /// It closes, and this is what was asked for.
    case intent(Navigator.Intent)
    /// It closes, and says why nothing came of it.
    case message(StatusMessage)
    /// It closes, and this command line is to be run.
    case run(String)
}

/// `t`: a type's name, as typed.
struct TypePrompt: Sendable, Equatable {
    package var text = ""

    mutating func handle(_ key: PromptKey) -> PromptStep {
        switch key {
        case .cancel: return .close
        case .deleteBackward:
            guard !text.isEmpty else { return .close }
            text.removeLast()
        case .text(let character): text.append(character)
        case .pasted(let pasted): text += pasted.filter { !$0.isNewline }
        case .submit:
            let key = NameKey.make(text)
            // An empty type clears the filter.
            if key.isEmpty { return .intent(.filterList(ListFilter())) }
            guard TypeChart.knownTypes.contains(key) else { return .message(.noTypeNamed(text)) }
            return .intent(.filterList(ListFilter(types: [key])))
        default: break
        }
        return .stay
    }
}

/// `f`: the letters typed so far, among the labels of `count` links.
struct HintPrompt: Sendable, Equatable {
    var typed = ""
    package let count: Int

    init(count: Int) {
        self.count = count
    }

    /// Letters narrow the labels down, and the link whose whole label is typed opens; Esc, or
    /// letters no label has, put the labels away.
    mutating func handle(_ key: PromptKey) -> PromptStep {
        switch key {
        case .cancel: return .close
        case .deleteBackward:
            guard !typed.isEmpty else { return .close }
            typed.removeLast()
        case .text(let character):
            let text = typed + String(character).lowercased()
            let labels = LinkHints.labels(count: count)
            if let index = labels.firstIndex(of: text) { return .intent(.openLink(index)) }
            guard labels.contains(where: { $0.hasPrefix(text) }) else { return .message(.noLinkLabelled(text)) }
            typed = text
        default: break
        }
        return .stay
    }
}

/// `g`: the games an entry's Pokémon learns moves in, and the one the cursor is on.
struct GamePrompt: Sendable, Equatable {
    let games: [String]
    var cursor: Int

    /// ↑↓ choose, Enter shows the entry's moves and places in that game (and every entry's
    /// after it, this session), Esc keeps the game.
    mutating func handle(_ action: BrowseAction?) -> PromptStep {
        switch action {
        case .up: cursor = max(0, cursor - 1)
        case .down: cursor = min(games.count - 1, cursor + 1)
        case .first: cursor = 0
        case .last: cursor = games.count - 1
        case .open: return games.indices.contains(cursor) ? .intent(.pickGame(games[cursor])) : .close
        case .back, .quit: return .close
        default: break
        }
        return .stay
    }
}

/// `:`: a one-shot command as typed; `recalled` is the place in the history ↑ ↓ reached.
struct CommandPrompt: Sendable, Equatable {
    package var text = ""
    var recalled: Int?

    /// The longest line the prompt takes: a pasted team fits many times over.
    static let limit = 16 * 1024

    init(text: String = "", recalled: Int? = nil) {
        self.text = text
        self.recalled = recalled
    }

    mutating func handle(_ key: PromptKey, history: [String]) -> PromptStep {
        switch key {
        case .cancel: return .close
        case .deleteBackward:
            guard !text.isEmpty else { return .close }
            text.removeLast()
            recalled = nil
        case .text(let character):
            guard text.utf8.count < Self.limit else { return .message(.commandRefused("the line is too long")) }
            text.append(character)
            recalled = nil
        case .pasted(let pasted):
            // A pasted team keeps its lines: `team` reads them as an export.
            guard text.utf8.count + pasted.utf8.count <= Self.limit else {
                return .message(.commandRefused("the line is too long"))
            }
            text += pasted
            recalled = nil
        case .previous:
            guard !history.isEmpty else { break }
            let place = max(0, (recalled ?? history.count) - 1)
            (text, recalled) = (history[place], place)
        case .next:
            guard let place = recalled else { break }
            (text, recalled) = place + 1 < history.count ? (history[place + 1], place + 1) : ("", nil)
        case .submit:
            let line = text.trimmingWhitespace()
            return line.isEmpty ? .close : .run(line)
        default: break
        }
        return .stay
    }
}
