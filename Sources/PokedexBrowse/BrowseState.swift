import PokedexDomain
import PokedexPresentation

/// A prompt on the status line.
public enum Prompt: Sendable, Equatable {
    /// `t`: the type to filter the list by.
    case type(String)
}

/// Everything on screen: the Router's stack of screens, and what the status line shows.
public struct BrowseState: Sendable, Equatable {
    public var router = Router()
    /// The screen on top of the Router's stack.
    public var top: Screen? { router.top?.screen }
    /// An error or a note for the status line, until the next key.
    public var message: String?
    public var pendingLoads = 0
    /// Advances ten times a second: the spinner's frame.
    public var tick = 0
    public var showHelp = false
    public var prompt: Prompt?
    /// Digits typed in the list, to jump to that number.
    public var numberBuffer = ""
    public var numberTypedAt = 0
    /// The Pokémon `c` has set aside for a comparison, by name, until there are two.
    public var comparing: [String] = []

    public init() {}

    public static func == (lhs: BrowseState, rhs: BrowseState) -> Bool {
        lhs.router == rhs.router && lhs.message == rhs.message
            && lhs.pendingLoads == rhs.pendingLoads && lhs.showHelp == rhs.showHelp && lhs.prompt == rhs.prompt
            && lhs.comparing == rhs.comparing
    }
}
