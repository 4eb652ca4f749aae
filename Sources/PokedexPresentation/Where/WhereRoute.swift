import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Where a Pokémon is found: in one game, by one method, when given; `all`: every row of the
/// games' own tables, unfolded.
package struct WhereRoute: ScreenRoute {
    package let pokemon: String
    package let game: String?
    package let method: String?
    package let all: Bool

    package func title(_ labels: ScreenLabels) -> String { labels.titled(.whereFound, pokemon) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.whereFound(pokemon, game: game, method: method, all: all)
    }

    package var pokemonInView: String? { pokemon }
}

extension Route {
    /// Where a Pokémon is found: in one game, by one method, when given; `all`: every row of the
    /// games' own tables, unfolded.
    package static func `where`(pokemon: String, game: String? = nil, method: String? = nil, all: Bool = false) -> Route
    {
        Route(WhereRoute(pokemon: pokemon, game: game, method: method, all: all))
    }
}
