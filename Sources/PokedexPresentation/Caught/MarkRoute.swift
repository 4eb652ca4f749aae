import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A Pokémon marked caught in a game (the latest when nil), or unmarked when it is: what
/// `m` asks in the full screen; it opens no screen.
struct MarkRoute: ScreenRoute {
    package let pokemon: String
    package let game: String?

    func title(_ labels: ScreenLabels) -> String { labels.titled(.caughtIn, pokemon) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.toggleMark(pokemon, game: game)
    }
}

extension Route {
    /// A Pokémon marked caught in a game (the latest when nil), or unmarked when it is: what
    /// `m` asks in the full screen; it opens no screen.
    static func mark(pokemon: String, game: String?) -> Route {
        Route(MarkRoute(pokemon: pokemon, game: game))
    }
}
