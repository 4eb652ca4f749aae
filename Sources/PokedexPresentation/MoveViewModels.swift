import PokedexDomain

/// One move of a learnset, as shown.
public struct LearnsetRowModel: Sendable, Equatable {
    public let name: String
    public let displayName: String
    /// `level-up`, `machine`, `egg`, `tutor` or a rare method's name.
    public let method: String
    /// For level-up moves: 0 is "on evolution".
    public let level: Int?
    /// `tm085`, for machine moves.
    public let machine: String?
    public let type: String
    public let damageClass: String
    public let power: Int?
    public let accuracy: Int?
    public let pp: Int?

    public var isEvolutionMove: Bool { level == 0 }
}

/// `pokedex moves <pokemon>`.
public struct LearnsetViewModel: Sendable, Equatable {
    public let pokemon: PokemonRow
    /// The version group: `scarlet-violet`.
    public let game: String
    /// `Scarlet/Violet`.
    public let gameDisplayName: String
    /// Whether the game was chosen for the person (the latest the Pokémon learns anything in).
    public let gameIsDefault: Bool
    /// The method asked for, if any.
    public let method: String?
    public let rows: [LearnsetRowModel]
    /// The other games it learns moves in, by name, in release order.
    public let games: [String]
}

/// `pokedex move <name>`.
public struct MoveViewModel: Sendable, Equatable {
    public struct MachineLine: Sendable, Equatable {
        public let versionGroup: String
        public let gameDisplayName: String
        public let item: String
    }

    public struct Learner: Sendable, Equatable {
        public let row: PokemonRow
        /// How, in the game asked about; nil when no game was.
        public let methods: [String]?
    }

    public let id: Int
    public let name: String
    public let displayName: String
    public let type: String
    public let damageClass: String
    public let power: Int?
    public let accuracy: Int?
    public let pp: Int?
    public let priority: Int
    public let target: String
    public let generation: Int
    public let effectChance: Int?
    public let effect: String?
    public let machines: [MachineLine]
    public let learnedBy: [Learner]
    /// The game the learners are for, if one was asked about.
    public let game: String?
    public let gameDisplayName: String?
}

/// `pokedex ability <name>`.
public struct AbilityViewModel: Sendable, Equatable {
    public struct Holder: Sendable, Equatable {
        public let row: PokemonRow
        public let isHidden: Bool
    }

    public let id: Int
    public let name: String
    public let displayName: String
    public let generation: Int
    public let effect: String?
    public let pokemon: [Holder]
}

/// One nature, as `pokedex nature` shows it.
public struct NatureViewModel: Sendable, Equatable {
    public let name: String
    public let displayName: String
    public let increasedStat: String?
    public let decreasedStat: String?
    public let likesFlavor: String?
    public let hatesFlavor: String?

    public var isNeutral: Bool { increasedStat == nil }
}

/// `pokedex item <name>`.
public struct ItemViewModel: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let displayName: String
    public let category: String
    public let cost: Int?
    public let flingPower: Int?
    public let effect: String?
}
