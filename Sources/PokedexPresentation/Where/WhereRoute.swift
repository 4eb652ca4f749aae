import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Where a Pokémon is found: in one game, by one method, when given; `all`: every row of the
/// games' own tables, unfolded.
struct WhereRoute: ScreenRoute {
    package let pokemon: String
    package let game: String?
    let method: String?
    let all: Bool

    func title(_ labels: ScreenLabels) -> String { labels.titled(.whereFound, pokemon) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.whereFound(pokemon, game: game, method: method, all: all)
    }

    var pokemonInView: String? { pokemon }
}

extension Route {
    /// Where a Pokémon is found: in one game, by one method, when given; `all`: every row of the
    /// games' own tables, unfolded.
    package static func `where`(pokemon: String, game: String? = nil, method: String? = nil, all: Bool = false) -> Route
    {
        Route(WhereRoute(pokemon: pokemon, game: game, method: method, all: all))
    }
}
