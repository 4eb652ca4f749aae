import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A type: what it hits and what hits it, and how many Pokémon have it.
struct TypeRoute: ScreenRoute {
    package let name: String

    func title(_ labels: ScreenLabels) -> String { labels.type(name) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.type(name)
    }
}

extension Route {
    /// A type: what it hits and what hits it, and how many Pokémon have it.
    package static func type(name: String) -> Route {
        Route(TypeRoute(name: name))
    }
}
