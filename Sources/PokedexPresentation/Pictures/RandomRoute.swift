import PokedexDomain
import PokedexInteractors
import PokedexWords

/// A Pokémon picked at random, with its picture (or its entry).
package struct RandomRoute: ScreenRoute {
    package let request: RandomRequest

    package func title(_ labels: ScreenLabels) -> String { "?" }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.random(request)
    }
}

extension Route {
    /// A Pokémon picked at random, with its picture (or its entry).
    package static func random(_ request: RandomRequest) -> Route {
        Route(RandomRoute(request: request))
    }
}
