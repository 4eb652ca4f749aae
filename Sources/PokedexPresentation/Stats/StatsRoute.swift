import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A Pokémon's stats at a level, with a nature, EVs, IVs and boosts.
struct StatsRoute: ScreenRoute {
    let request: StatsRequest

    func title(_ labels: ScreenLabels) -> String { labels.titled(.stats, request.pokemon) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.stats(request)
    }

    var pokemonInView: String? { request.pokemon }
}

extension Route {
    /// A Pokémon's stats at a level, with a nature, EVs, IVs and boosts.
    package static func stats(_ request: StatsRequest) -> Route {
        Route(StatsRoute(request: request))
    }
}
