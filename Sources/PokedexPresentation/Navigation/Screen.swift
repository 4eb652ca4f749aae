import PokedexDomain
import PokedexWords

/// A screen a person asked for, with everything needed to restore it exactly when they come
/// back to it: cursor, scroll, filter, the pages loaded. The Router keeps a stack of them.
package enum Screen: Sendable, Equatable {
    case list(ListScreen)
    case detail(DetailScreen)
    case search(SearchScreen)
    /// Any other screen a route opens (a learnset, a move, where, a team, damage…): a page of
    /// text with sections and links.
    case reference(ReferenceScreen)

    /// The screen a route opens, before anything is loaded: as the route says.
    package init(_ route: Route) {
        self = route.screenRoute.screen
    }

    /// The screen as its own kind: what every kind answers alike (`ScreenPage`). With
    /// `Navigator.dispatch`, the one place navigation parts by kind of screen.
    var page: any ScreenPage {
        switch self {
        case .list(let list): list
        case .detail(let detail): detail
        case .search(let search): search
        case .reference(let reference): reference
        }
    }

    /// What this screen shows, as a route: what reloading it would ask for.
    package var route: Route { page.route }

    /// The Pokémon this screen is about, as a command that names none takes it.
    package var pokemonInView: String? { page.pokemonInView }

    /// Its place in the breadcrumb: `Pokédex (Fire)`, `Eevee`, `Search: pika`.
    func title(_ labels: ScreenLabels = .english) -> String { page.title(labels) }

    /// What can be opened from it, in the order shown and lettered.
    var links: [ScreenLink] { page.links }

    /// An entry of one thing, which is taken off the stack when it cannot be loaded.
    package var isEntry: Bool { page.isEntry }
}

/// What every kind of screen answers alike, each kind in its own way.
protocol ScreenPage: Sendable {
    /// What this screen shows, as a route: what reloading it would ask for.
    var route: Route { get }
    /// The Pokémon this screen is about, as a command that names none takes it: the entry
    /// shown, the row highlighted, the Pokémon whose moves, places or stats are shown.
    var pokemonInView: String? { get }
    /// Its place in the breadcrumb.
    func title(_ labels: ScreenLabels) -> String
    /// What can be opened from it, in the order shown and lettered.
    var links: [ScreenLink] { get }
    /// Whether it is an entry of one thing, taken off the stack when it cannot be loaded.
    var isEntry: Bool { get }
    /// What `open n` opens: the n-th row shown, the n-th hit, the n-th link (from 1).
    func route(at number: Int) -> Route?
}

extension ScreenPage {
    var links: [ScreenLink] { [] }
    var isEntry: Bool { false }

    func route(at number: Int) -> Route? {
        links.indices.contains(number - 1) ? links[number - 1].route : nil
    }
}

/// A screen of text that scrolls and has links chosen by ←→: an entry, and every screen but the
/// list and the search.
protocol ScrolledPage: ScreenPage {
    var scroll: Int { get set }
    var link: Int { get set }
    /// Itself, as the stack holds it.
    var screen: Screen { get }
}

extension DetailScreen: ScrolledPage {
    var screen: Screen { .detail(self) }
}

extension ReferenceScreen: ScrolledPage {
    var screen: Screen { .reference(self) }
}

extension ListScreen: ScreenPage {
    var route: Route { .list(offset: top, limit: limit, filter: filter) }

    var pokemonInView: String? { rows[cursor]?.name }

    /// `Pokédex (Fire)`.
    func title(_ labels: ScreenLabels) -> String {
        var title = "Pokédex"
        if !filter.types.isEmpty {
            title += labels.parenthesized(filter.types.map(labels.type).joined(separator: labels.separator))
        }
        return title
    }

    /// The links of the entry beside the list, when it has the keys.
    var links: [ScreenLink] { focus == .entry ? pane?.links ?? [] : [] }

    /// The n-th row shown.
    func route(at number: Int) -> Route? {
        rows[top.clampedAdding(number - 1)].map { .show(name: String($0.id)) }
    }
}

extension DetailScreen: ScreenPage {
    var route: Route { .show(name: query, shiny: shiny, game: game) }

    var pokemonInView: String? { model?.name ?? query }

    /// `Eevee`; before it is loaded, what was asked for.
    func title(_ labels: ScreenLabels) -> String { model?.displayName ?? query }

    var isEntry: Bool { true }
}

extension SearchScreen: ScreenPage {
    var route: Route { .search(query: query, limit: limit) }

    /// The Pokémon hit under the cursor.
    var pokemonInView: String? {
        guard hits.indices.contains(cursor) else { return nil }
        let hit = hits[cursor]
        return hit.kind == .pokemon ? hit.row.name : nil
    }

    /// `Search: pika`.
    func title(_ labels: ScreenLabels) -> String { labels.say(.search) + labels.colon + query }

    /// The n-th hit.
    func route(at number: Int) -> Route? {
        hits.indices.contains(number - 1) ? hits[number - 1].route : nil
    }
}

extension ReferenceScreen: ScreenPage {
    var pokemonInView: String? { route.screenRoute.pokemonInView }

    var isEntry: Bool { true }
}

package struct ListScreen: Sendable, Equatable {
    package static let pageSize = 50

    package var filter = ListFilter()
    /// How many Pokémon the (filtered) list has, once the first page has come.
    package var total: Int?
    /// Loaded rows by position; pages load as the cursor nears them.
    package var rows: [Int: PokemonRow] = [:]
    package var requestedPages: Set<Int> = []
    package var cursor = 0
    /// The first position on screen.
    package var top = 0
    /// How many rows one answer holds: a one-shot command's `--limit`, or a page.
    var limit = pageSize
    /// What the player has of each Pokémon shown, by id, when they have marks.
    package var marks: [Int: ListMark] = [:]
    /// The Pokémon whose picture was last asked for, beside the list on a wide terminal.
    var previewID: Int?
    /// Its picture once it came; drawn only while the cursor is still on it.
    package var preview: PictureCard?
    /// The Pokémon whose entry was last asked for, beside the list on a terminal of 100
    /// columns or more.
    var paneID: Int?
    /// Its entry once it came; shown only while the cursor is still on it.
    package var pane: DetailViewModel?
    /// How far that entry is scrolled.
    package var paneScroll = 0
    /// Which pane the keys move: the list, or the entry beside it (Tab).
    package var focus = ListFocus.list
    /// The Pokédex number typed to put the cursor where it is (`445`): Enter opens it even
    /// before its row has come.
    var jumped: Int?
    /// The place Enter was pressed on before its row came: opened when it comes.
    var openWhenLoaded: Int?

    package init(filter: ListFilter = ListFilter()) {
        self.filter = filter
    }
}

/// The pane of the list screen that the keys move.
package enum ListFocus: Sendable, Equatable {
    case list, entry
}

package struct DetailScreen: Sendable, Equatable {
    /// What was asked for (a name or a number).
    package var query: String
    package var model: DetailViewModel?
    /// Its moves in the latest game it learns moves in by level, shown below the entry.
    package var learnset: LearnsetViewModel?
    package var scroll = 0
    /// Which link (evolution member or form) is selected.
    package var link = 0
    /// Whether the picture shown is the shiny one (`s` toggles it).
    var shiny = false
    /// The game where it is met, as shown, when one was chosen (`g`).
    package var game: String?

    package init(query: String, shiny: Bool = false) {
        self.query = query
        self.shiny = shiny
    }

    /// What can be opened from here: the entry's links, then its moves.
    package var links: [ScreenLink] {
        guard let model else { return [] }
        var links = model.links
        for row in learnset?.rows ?? []
        where !links.contains(where: { $0.route == .move(name: row.name, game: learnset?.game) }) {
            links.append(ScreenLink(row.displayName, .move(name: row.name, game: learnset?.game)))
        }
        return links
    }
}

package struct SearchScreen: Sendable, Equatable {
    package var query = ""
    /// How many hits to ask for.
    package var limit = 50
    package var hits: [SearchViewModel.Hit] = []
    /// The query `hits` answer: until the newest query's answer comes, an older one's.
    var hitsQuery: String?
    package var cursor = 0
    /// Whether keys still type into the query.
    package var editing = true
    /// Enter was pressed before the query's hits came (`/dragapult⏎` in one burst): the first
    /// opens when they come.
    var openWhenLoaded = false

    package init() {}
}

/// A screen of text (a learnset, a move, where, a team, damage…): what was asked for, what
/// came, and where the person is in it.
package struct ReferenceScreen: Sendable, Equatable {
    package let route: Route
    /// The loaded state; nil until it comes.
    package var state: ViewState?
    package var scroll = 0
    /// Which link is selected.
    package var link = 0

    package init(route: Route) {
        self.route = route
    }

    /// Its place in the breadcrumb: `Moves: Garchomp`, `わざ: ガブリアス`; before it is
    /// loaded, what was asked for.
    func title(_ labels: ScreenLabels = .english) -> String {
        state?.model?.title(labels) ?? route.title(labels)
    }

    /// What can be opened from here, in the order shown.
    package var links: [ScreenLink] { state?.model?.links ?? [] }
}
