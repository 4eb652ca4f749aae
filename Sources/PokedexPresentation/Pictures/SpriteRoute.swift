import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Pictures of the Pokémon named, side by side.
struct SpriteRoute: ScreenRoute {
    package let names: [String]
    let variant: SpriteVariant

    func title(_ labels: ScreenLabels) -> String { names.joined(separator: labels.separator) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.pictures(of: names, variant: variant)
    }
}

extension Route {
    /// Pictures of the Pokémon named, side by side.
    package static func sprite(names: [String], variant: SpriteVariant) -> Route {
        Route(SpriteRoute(names: names, variant: variant))
    }
}
