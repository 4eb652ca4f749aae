import PokedexDomain
import PokedexWords

/// `pokedex chart`: the eighteen types, the rows attacking and the columns defending.
package struct ChartViewModel: Sendable, Equatable {
    /// The types' PokeAPI names, in the games' order.
    package let types: [String]
    /// `multipliers[a][d]`: what type `types[a]` does to a Pokémon of type `types[d]` alone
    /// (2, 1, 0.5 or 0).
    package let multipliers: [[Double]]
}

extension ChartViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { labels.say(.typeChart) }
}
