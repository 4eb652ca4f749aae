import PokedexDomain
import PokedexInteractors
import PokedexWords

/// An item: what it does, its cost and where it is a machine.
struct ItemRoute: ScreenRoute {
    package let name: String

    func title(_ labels: ScreenLabels) -> String { name }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.item(name)
    }
}

extension Route {
    /// An item: what it does, its cost and where it is a machine.
    package static func item(name: String) -> Route {
        Route(ItemRoute(name: name))
    }
}
