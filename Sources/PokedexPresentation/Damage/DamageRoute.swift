import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A move's damage to one Pokémon; `rolls` shows each hit's sixteen rolls.
package struct DamageRoute: ScreenRoute {
    package let request: DamageRequest
    package let rolls: Bool

    package func title(_ labels: ScreenLabels) -> String { labels.say(.damage) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.damage(request, rolls: rolls)
    }
}

extension Route {
    /// A move's damage to one Pokémon; `rolls` shows each hit's sixteen rolls.
    package static func damage(_ request: DamageRequest, rolls: Bool = false) -> Route {
        Route(DamageRoute(request: request, rolls: rolls))
    }
}
