import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Who lives in a location (any of its names, or an area's), in one game when given.
struct LocationRoute: ScreenRoute {
    package let name: String
    package let game: String?

    func title(_ labels: ScreenLabels) -> String { name }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.location(name, game: game)
    }
}

extension Route {
    /// Who lives in a location (any of its names, or an area's), in one game when given.
    package static func location(name: String, game: String? = nil) -> Route {
        Route(LocationRoute(name: name, game: game))
    }
}
