/// What the species tells beyond the Pokémon itself.
public struct SpeciesFacts: Sendable, Hashable {
    public var isLegendary = false
    public var isMythical = false
    public var isBaby = false
    /// PokeAPI's egg group names: `monster`, `plant`.
    public var eggGroups: [String] = []
    /// -1 genderless; else eighths female (0 all male, 8 all female).
    public var genderRate = -1
    public var captureRate = 0
    public var baseHappiness: Int?
    /// PokeAPI's names: `medium-slow`, `grassland`, `green`, `quadruped`.
    public var growthRate: String?
    public var habitat: String?
    public var color: String?
    public var shape: String?

    public init() {}
}

/// One of a species' varieties: a form with its own types and stats.
public struct PokemonForm: Sendable, Hashable {
    public let name: String
    public let id: Int
    public let isDefault: Bool

    public init(name: String, id: Int, isDefault: Bool) {
        self.name = name
        self.id = id
        self.isDefault = isDefault
    }
}
