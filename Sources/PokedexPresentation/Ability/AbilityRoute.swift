import PokedexDomain
import PokedexInteractors
import PokedexWords

/// An ability, and who has it.
struct AbilityRoute: ScreenRoute {
    package let name: String

    func title(_ labels: ScreenLabels) -> String { name }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.ability(name)
    }
}

extension Route {
    /// An ability, and who has it.
    package static func ability(name: String) -> Route {
        Route(AbilityRoute(name: name))
    }
}
