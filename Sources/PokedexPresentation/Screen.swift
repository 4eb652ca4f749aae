import PokedexDomain

/// A screen a person asked for, with everything needed to restore it exactly when they come
/// back to it: cursor, scroll, filter, the pages loaded. The Router keeps a stack of them.
public enum Screen: Sendable, Equatable {
    case list(ListScreen)
    case detail(DetailScreen)
    case search(SearchScreen)

    /// The screen a route opens, before anything is loaded. A type, browsed, is the list of
    /// its Pokémon.
    public init(_ route: Route) {
        switch route {
        case .list(let offset, let limit, let filter):
            var list = ListScreen(filter: filter)
            list.top = offset
            list.cursor = offset
            list.limit = limit
            self = .list(list)
        case .show(let name): self = .detail(DetailScreen(query: name))
        case .search(let query, let limit):
            var search = SearchScreen()
            search.query = query
            search.limit = limit
            search.editing = false
            self = .search(search)
        case .type(let name): self = .list(ListScreen(filter: ListFilter(types: [name])))
        }
    }

    /// What this screen shows, as a route: what reloading it would ask for.
    public var route: Route {
        switch self {
        case .list(let list): .list(offset: list.top, limit: list.limit, filter: list.filter)
        case .detail(let detail): .show(name: detail.query)
        case .search(let search): .search(query: search.query, limit: search.limit)
        }
    }

    /// Its place in the breadcrumb: `Pokédex (Fire)`, `Eevee`, `Search: pika`.
    public var title: String {
        switch self {
        case .list(let list):
            var title = "Pokédex"
            if !list.filter.types.isEmpty {
                title += " (" + list.filter.types.map(DisplayName.titleCase).joined(separator: ", ") + ")"
            }
            return title
        case .detail(let detail): return detail.model?.displayName ?? detail.query
        case .search(let search): return "Search: " + search.query
        }
    }
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
    /// How many rows one answer holds: a one-shot command's `--limit`, or a page.
    public var limit = pageSize

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
    /// How many hits to ask for.
    public var limit = 50
    public var hits: [SearchViewModel.Hit] = []
    public var cursor = 0
    /// Whether keys still type into the query.
    public var editing = true

    public init() {}
}
