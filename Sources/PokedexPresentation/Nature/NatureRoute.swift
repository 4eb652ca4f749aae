import PokedexDomain
import PokedexInteractors
import PokedexWords

/// One nature, or all of them.
struct NatureRoute: ScreenRoute {
    package let name: String?

    func title(_ labels: ScreenLabels) -> String { name ?? labels.say(.natures) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.natures(name)
    }
}

extension Route {
    /// One nature, or all of them.
    package static func nature(name: String?) -> Route {
        Route(NatureRoute(name: name))
    }
}
