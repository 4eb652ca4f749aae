/// One species in an evolution chain, with what makes it evolve from its parent.
package struct EvolutionNode: Sendable, Hashable {
    /// PokeAPI's species name: `ivysaur`.
    package let species: String
    package let speciesID: Int
    /// The ways to evolve into this species from its parent (empty at the root), the usual
    /// ones first; several when games differ.
    package let conditions: [EvolutionCondition]
    package let evolvesTo: [EvolutionNode]

    package init(species: String, speciesID: Int, conditions: [EvolutionCondition], evolvesTo: [EvolutionNode]) {
        self.species = species
        self.speciesID = speciesID
        self.conditions = conditions
        self.evolvesTo = evolvesTo
    }

    /// Every species in the tree, root first (depth first).
    package var allSpecies: [EvolutionNode] {
        [self] + evolvesTo.flatMap(\.allSpecies)
    }

    /// Every condition of every step in the tree.
    package var allConditions: [EvolutionCondition] {
        allSpecies.flatMap(\.conditions)
    }
}

/// What PokeAPI records about one way to evolve. Names are PokeAPI's (`fire-stone`).
package struct EvolutionCondition: Sendable, Hashable {
    package var trigger: String
    package var minLevel: Int?
    package var item: String?
    package var heldItem: String?
    package var knownMove: String?
    package var knownMoveType: String?
    package var location: String?
    package var minHappiness: Int?
    package var minBeauty: Int?
    package var minAffection: Int?
    /// `day`, `night`, `dusk`, `full-moon`; nil for any time.
    package var timeOfDay: String?
    /// 1 female, 2 male.
    package var gender: Int?
    package var partySpecies: String?
    package var partyType: String?
    /// 1: Attack > Defense; 0: equal; -1: Attack < Defense.
    package var relativePhysicalStats: Int?
    package var needsOverworldRain = false
    package var turnUpsideDown = false
    package var tradeSpecies: String?
    package var minDamageTaken: Int?
    package var minMoveCount: Int?
    package var minSteps: Int?
    package var usedMove: String?
    package var nearSpecialRock = false
    package var needsMultiplayer = false
    package var region: String?
    /// The game PokeAPI records this way for, when it says (`diamond-pearl`).
    package var versionGroup: String?
    /// Whether this is the usual way today (PokeAPI's `is_default`, or every way where it marks
    /// none); the others are how older or other games do it.
    package var isUsual = true

    package init(trigger: String) {
        self.trigger = trigger
    }
}
