import PokedexDomain

/// One move of a learnset, as shown.
package struct LearnsetRowModel: Sendable, Equatable {
    package let name: String
    package let displayName: String
    /// `level-up`, `machine`, `egg`, `tutor` or a rare method's name.
    package let method: String
    /// For level-up moves: 0 is "on evolution".
    package let level: Int?
    /// `tm085`, for machine moves.
    package let machine: String?
    package let type: String
    package let damageClass: String
    package let power: Int?
    package let accuracy: Int?
    package let pp: Int?
    /// −7 to +5: which moves go first.
    package var priority = 0
    /// The pre-evolution whose egg move this is, for one the Pokémon has through its line.
    package var from: PokemonRow?

    package var isEvolutionMove: Bool { level == 0 }
}

/// `pokedex moves <pokemon>`.
package struct LearnsetViewModel: Sendable, Equatable {
    package let pokemon: PokemonRow
    /// The version group: `scarlet-violet`.
    package let game: String
    /// `Scarlet/Violet`.
    package let gameDisplayName: String
    /// Whether the game was chosen for the person (the latest it learns moves by level in).
    package let gameIsDefault: Bool
    /// The downloadable part asked for, by name (`The Teal Mask`), whose moves are the game's.
    package var partDisplayName: String?
    /// The method asked for, if any.
    package let method: String?
    package let rows: [LearnsetRowModel]
    /// The other games it learns moves in, by name, in release order.
    package let games: [String]
    /// The same, as people read them (`Scarlet/Violet`).
    package var gameDisplayNames: [String] = []
}

/// `pokedex move <name>`.
package struct MoveViewModel: Sendable, Equatable {
    package struct MachineLine: Sendable, Equatable {
        package let versionGroup: String
        package let gameDisplayName: String
        package let item: String
    }

    package struct PastValuesLine: Sendable, Equatable {
        package let values: MoveEffect.PastValues
        /// `X/Y`: the game that brought today's values.
        package let gameDisplayName: String
    }

    package struct Learner: Sendable, Equatable {
        package let row: PokemonRow
        /// How, in the game asked about; nil when no game was.
        package let methods: [String]?
        /// The pre-evolution whose egg move it is, for one that has it only through it.
        package var from: PokemonRow?
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let type: String
    package let damageClass: String
    package let power: Int?
    package let accuracy: Int?
    package let pp: Int?
    package let priority: Int
    package let target: String
    package let generation: Int
    package let effectChance: Int?
    /// What it does, in pokedex's words, from the facts: always there.
    package var summary = ""
    /// The facts the summary is made of; nil for a move PokeAPI has none for.
    package var facts: MoveEffect?
    /// What it was before games changed it, with those games' names.
    package var pastValues: [PastValuesLine] = []
    /// PokeAPI's effect text, when cached or fetched.
    package let effect: String?
    package let machines: [MachineLine]
    package let learnedBy: [Learner]
    /// The game the learners are for, if one was asked about.
    package let game: String?
    package let gameDisplayName: String?
}

/// `pokedex ability <name>`.
package struct AbilityViewModel: Sendable, Equatable {
    package struct Holder: Sendable, Equatable {
        package let row: PokemonRow
        package let isHidden: Bool
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let generation: Int
    package let effect: String?
    package let pokemon: [Holder]
}

/// One nature, as `pokedex nature` shows it.
package struct NatureViewModel: Sendable, Equatable {
    package let name: String
    package let displayName: String
    package let increasedStat: String?
    package let decreasedStat: String?
    package let likesFlavor: String?
    package let hatesFlavor: String?

    package var isNeutral: Bool { increasedStat == nil }
}

/// `pokedex item <name>`.
package struct ItemViewModel: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    package let category: String
    package let cost: Int?
    package let flingPower: Int?
    package var flingEffect: String?
    /// `holdable`, `consumable`…
    package var attributes: [String] = []
    package let effect: String?
}
