/// What the species tells beyond the Pokémon itself.
package struct SpeciesFacts: Sendable, Hashable {
    package var isLegendary = false
    package var isMythical = false
    package var isBaby = false
    /// PokeAPI's egg group names: `monster`, `plant`.
    package var eggGroups: [String] = []
    /// -1 genderless; else eighths female (0 all male, 8 all female).
    package var genderRate = -1
    package var captureRate = 0
    package var baseHappiness: Int?
    /// PokeAPI's names: `medium-slow`, `grassland`, `green`, `quadruped`.
    package var growthRate: String?
    package var habitat: String?
    package var color: String?
    package var shape: String?

    package init() {}
}

/// One of a species' varieties: a form with its own types and stats.
package struct PokemonForm: Sendable, Hashable {
    package let name: String
    package let id: Int
    package let isDefault: Bool

    package init(name: String, id: Int, isDefault: Bool) {
        self.name = name
        self.id = id
        self.isDefault = isDefault
    }
}
