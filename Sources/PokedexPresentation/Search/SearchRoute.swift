import PokedexDomain
import PokedexInteractors
import PokedexWords

/// What matches `query`, `limit` hits at most, of `kinds` only (every kind when empty).
struct SearchRoute: ScreenRoute {
    let query: String
    let limit: Int
    let kinds: Set<TermKind>

    func title(_ labels: ScreenLabels) -> String { labels.titled(.search, query) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.search(query, limit: limit, kinds: kinds)
    }

    package var screen: Screen {
        var search = SearchScreen()
        search.query = query
        search.limit = limit
        search.editing = false
        return .search(search)
    }
}

extension Route {
    /// What matches `query`, `limit` hits at most, of `kinds` only (every kind when empty).
    package static func search(query: String, limit: Int, kinds: Set<TermKind> = []) -> Route {
        Route(SearchRoute(query: query, limit: limit, kinds: kinds))
    }
}
