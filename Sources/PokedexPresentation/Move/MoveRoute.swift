import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A move, and who learns it (in one game, with how, when `game` is given).
struct MoveRoute: ScreenRoute {
    package let name: String
    package let game: String?

    func title(_ labels: ScreenLabels) -> String { name }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.move(name, game: game)
    }
}

extension Route {
    /// A move, and who learns it (in one game, with how, when `game` is given).
    package static func move(name: String, game: String? = nil) -> Route {
        Route(MoveRoute(name: name, game: game))
    }
}
