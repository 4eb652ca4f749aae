import PokedexDomain
import PokedexInteractors
import PokedexWords

/// One Pokémon's entry; `shiny` picks the shiny picture where one is drawn; `game` (a version
/// group) the game where it is met, when not its latest.
struct ShowRoute: ScreenRoute {
    package let name: String
    let shiny: Bool
    package let game: String?

    func title(_ labels: ScreenLabels) -> String { name }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.entry(name, shiny: shiny, game: game)
    }

    package var screen: Screen {
        var detail = DetailScreen(query: name, shiny: shiny)
        detail.game = game
        return .detail(detail)
    }

    var pokemonInView: String? { name }

    func inGame(_ game: String) -> Route? {
        self.game == nil ? .show(name: name, shiny: shiny, game: game) : nil
    }
}

extension Route {
    /// One Pokémon's entry; `shiny` picks the shiny picture where one is drawn; `game` (a version
    /// group) the game where it is met, when not its latest.
    package static func show(name: String, shiny: Bool = false, game: String? = nil) -> Route {
        Route(ShowRoute(name: name, shiny: shiny, game: game))
    }
}
