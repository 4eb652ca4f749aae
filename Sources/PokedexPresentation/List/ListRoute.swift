import PokedexDomain
import PokedexInteractors
import PokedexWords

/// The Pokédex from `offset`, `limit` rows at a time, filtered and sorted as `filter` says.
package struct ListRoute: ScreenRoute {
    package let offset: Int
    package let limit: Int
    let filter: ListFilter

    package func title(_ labels: ScreenLabels) -> String { "Pokédex" }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.list(offset: offset, limit: limit, filter: filter)
    }

    package var screen: Screen {
        var list = ListScreen(filter: filter)
        list.top = offset
        list.cursor = offset
        list.limit = limit
        return .list(list)
    }
}

extension Route {
    /// The Pokédex from `offset`, `limit` rows at a time, filtered and sorted as `filter` says.
    package static func list(offset: Int, limit: Int, filter: ListFilter = ListFilter()) -> Route {
        Route(ListRoute(offset: offset, limit: limit, filter: filter))
    }
}
