import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A Pokémon's learnset in one game (nil: the latest it learns anything in), by one way of
/// learning when given.
package struct MovesRoute: ScreenRoute {
    package let pokemon: String
    package let game: String?
    let method: LearnMethod?

    package func title(_ labels: ScreenLabels) -> String { labels.titled(.moves, pokemon) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.learnset(of: pokemon, game: game, method: method)
    }

    package var pokemonInView: String? { pokemon }

    package func inGame(_ game: String) -> Route? {
        self.game == nil ? .moves(pokemon: pokemon, game: game, method: method) : nil
    }
}

extension Route {
    /// A Pokémon's learnset in one game (nil: the latest it learns anything in), by one way of
    /// learning when given.
    package static func moves(pokemon: String, game: String? = nil, method: LearnMethod? = nil) -> Route {
        Route(MovesRoute(pokemon: pokemon, game: game, method: method))
    }
}
