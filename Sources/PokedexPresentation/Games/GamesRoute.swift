import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Every game, or the one named.
struct GamesRoute: ScreenRoute {
    package let name: String?

    func title(_ labels: ScreenLabels) -> String { name ?? labels.say(.games) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.games(name)
    }
}

extension Route {
    /// Every game, or the one named.
    package static func games(name: String?) -> Route {
        Route(GamesRoute(name: name))
    }
}
