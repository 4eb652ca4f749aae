/// One species in an evolution chain, with what makes it evolve from its parent.
public struct EvolutionNode: Sendable, Hashable {
    /// PokeAPI's species name: `ivysaur`.
    public let species: String
    public let speciesID: Int
    /// The ways to evolve into this species from its parent (empty at the root); several
    /// when games differ.
    public let conditions: [EvolutionCondition]
    public let evolvesTo: [EvolutionNode]

    public init(species: String, speciesID: Int, conditions: [EvolutionCondition], evolvesTo: [EvolutionNode]) {
        self.species = species
        self.speciesID = speciesID
        self.conditions = conditions
        self.evolvesTo = evolvesTo
    }

    /// Every species in the tree, root first (depth first).
    public var allSpecies: [EvolutionNode] {
        [self] + evolvesTo.flatMap(\.allSpecies)
    }
}

/// What PokeAPI records about one way to evolve. Names are PokeAPI's (`fire-stone`).
public struct EvolutionCondition: Sendable, Hashable {
    public var trigger: String
    public var minLevel: Int?
    public var item: String?
    public var heldItem: String?
    public var knownMove: String?
    public var knownMoveType: String?
    public var location: String?
    public var minHappiness: Int?
    public var minBeauty: Int?
    public var minAffection: Int?
    /// `day`, `night`, `dusk`, `full-moon`; nil for any time.
    public var timeOfDay: String?
    /// 1 female, 2 male.
    public var gender: Int?
    public var partySpecies: String?
    public var partyType: String?
    /// 1: Attack > Defense; 0: equal; -1: Attack < Defense.
    public var relativePhysicalStats: Int?
    public var needsOverworldRain = false
    public var turnUpsideDown = false
    public var tradeSpecies: String?
    public var minDamageTaken: Int?
    public var minMoveCount: Int?
    public var minSteps: Int?
    public var usedMove: String?
    public var nearSpecialRock = false
    public var needsMultiplayer = false
    public var region: String?

    public init(trigger: String) {
        self.trigger = trigger
    }
}
