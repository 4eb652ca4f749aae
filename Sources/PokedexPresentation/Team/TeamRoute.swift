import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A team: one member per name, or a Pokémon Showdown export's text.
struct TeamRoute: ScreenRoute {
    let request: TeamRequest

    func title(_ labels: ScreenLabels) -> String {
        labels.titled(.team, request.names.joined(separator: labels.separator))
    }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.team(request)
    }
}

extension Route {
    /// A team: one member per name, or a Pokémon Showdown export's text.
    package static func team(_ request: TeamRequest) -> Route {
        Route(TeamRoute(request: request))
    }
}
