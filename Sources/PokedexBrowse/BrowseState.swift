import PokedexDomain
import PokedexPresentation

/// One screen of the interactive Pokédex with everything needed to restore it exactly when
/// the person comes back to it: cursor, scroll, filter.
public enum Screen: Sendable, Equatable {
    case list(ListScreen)
    case detail(DetailScreen)
    case search(SearchScreen)
}

public struct ListScreen: Sendable, Equatable {
    public static let pageSize = 50

    public var filter = ListFilter()
    /// How many Pokémon the (filtered) list has, once the first page has come.
    public var total: Int?
    /// Loaded rows by position; pages load as the cursor nears them.
    public var rows: [Int: PokemonRow] = [:]
    public var requestedPages: Set<Int> = []
    public var cursor = 0
    /// The first position on screen.
    public var top = 0

    public init(filter: ListFilter = ListFilter()) {
        self.filter = filter
    }
}

public struct DetailScreen: Sendable, Equatable {
    /// What was asked for (a name or a number).
    public var query: String
    public var model: DetailViewModel?
    public var scroll = 0
    /// Which link (evolution member or form) is selected.
    public var link = 0

    public init(query: String) {
        self.query = query
    }

    /// What can be opened from here: the chain's other members, then the other forms.
    public var links: [(label: String, query: String)] {
        guard let model else { return [] }
        var links: [(String, String)] = []
        func walk(_ line: EvolutionLine) {
            if !line.isCurrent { links.append((line.displayName, line.species)) }
            line.evolvesTo.forEach(walk)
        }
        model.evolution.map(walk)
        for form in model.forms where form.name != model.name {
            links.append((form.name, form.name))
        }
        return links
    }

    public static func == (lhs: DetailScreen, rhs: DetailScreen) -> Bool {
        lhs.query == rhs.query && lhs.model == rhs.model && lhs.scroll == rhs.scroll && lhs.link == rhs.link
    }
}

public struct SearchScreen: Sendable, Equatable {
    public var query = ""
    public var hits: [SearchViewModel.Hit] = []
    public var cursor = 0
    /// Whether keys still type into the query.
    public var editing = true

    public init() {}
}

/// A prompt on the status line.
public enum Prompt: Sendable, Equatable {
    /// `t`: the type to filter the list by.
    case type(String)
}

/// Everything on screen: the stack of screens (beside the router's stack of routes), and
/// what the status line shows.
public struct BrowseState: Sendable, Equatable {
    public var router = Router()
    public var screens: [Screen] = []
    /// Identifies each screen on the stack, so a late answer finds its screen or none.
    public var screenIDs: [Int] = []
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

    public init() {}

    public static func == (lhs: BrowseState, rhs: BrowseState) -> Bool {
        lhs.router.stack == rhs.router.stack && lhs.screens == rhs.screens && lhs.message == rhs.message
            && lhs.pendingLoads == rhs.pendingLoads && lhs.showHelp == rhs.showHelp && lhs.prompt == rhs.prompt
    }
}
