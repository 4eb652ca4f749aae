import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Two to six Pokémon side by side.
struct CompareRoute: ScreenRoute {
    package let names: [String]

    func title(_ labels: ScreenLabels) -> String { names.joined(separator: " vs ") }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.compare(names)
    }
}

extension Route {
    /// Two to six Pokémon side by side.
    package static func compare(names: [String]) -> Route {
        Route(CompareRoute(names: names))
    }
}
