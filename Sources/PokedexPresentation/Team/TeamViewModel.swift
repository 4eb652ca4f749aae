import PokedexDomain
import PokedexInteractors

/// `pokedex team`.
package struct TeamViewModel: Sendable, Equatable {
    package struct Member: Sendable, Equatable {
        package var id = 0
        /// The nickname the export gives, if any.
        package var nickname: String?
        /// The nickname, else the Pokémon's name as people read it.
        package let name: String
        /// PokeAPI's name of the Pokémon: `garchomp`, `rotom-wash`.
        package let species: String
        package let displayName: String
        package let types: [String]
        package let ability: String?
        package let item: String?
        package let nature: String?
        /// The ability, item and nature as people write them (`Good as Gold`), from the bundled names.
        package let abilityDisplayName: String?
        package let itemDisplayName: String?
        package let natureDisplayName: String?
        package let teraType: String?
        package let moves: [String]
        /// The moves as people write them: `Will-O-Wisp`.
        package let moveDisplayNames: [String]
        /// HP, Attack, Defense, Sp. Atk, Sp. Def, Speed in battle; empty when unknown.
        package var stats: [Int] = []
    }

    /// One member's Speed, and what the usual changes make of it: who outspeeds whom.
    package struct SpeedTier: Sendable, Equatable {
        package let name: String
        /// A Pokémon raced with `--vs`, not a member: `+` with a Speed nature, empty without.
        package var opponentNature: String?
        package let speed: Int
        package let scarf: Int
        package let plusOne: Int
        package let minusOne: Int
        package let tailwind: Int
        package let paralysis: Int
    }

    package struct Defense: Sendable, Equatable {
        package let type: String
        package let multipliers: [Double]
        /// Each member terastallized, nil without a Tera type.
        package var teraMultipliers: [Double?] = []
        package let weak: Int
        package let resist: Int
        package let immune: Int
        package let isFlagged: Bool
    }

    package struct Offense: Sendable, Equatable {
        package let type: String
        package let moves: [String]
        /// The moves as people write them: `U-turn`.
        package let moveDisplayNames: [String]
        var isFlagged: Bool { moves.isEmpty }
    }

    package let members: [Member]
    package let defense: [Defense]
    package let offense: [Offense]
    package let warnings: [String]
    /// The game an export was checked against and how many problems it has; nil for names.
    package var legalityGame: String?
    /// Its version group's PokeAPI name (`scarlet-violet`).
    package var legalityGameName: String?
    package var legalityProblems = 0
    /// `--format`: the format's value (`ou`, `vgc`) and name (`VGC 2025 Regulation I`), and the
    /// rules the team breaks (among the warnings too); nil when none was asked for.
    package var formatName: String?
    package var formatDisplayName: String?
    package var formatProblems: [String] = []
    /// The members by Speed, fastest first (Trick Room goes the other way).
    package var speedTiers: [SpeedTier] = []
    /// Each member against each Pokémon raced (`--vs` with an export), both ways.
    package var matchups: [Matchup] = []

    package struct Matchup: Sendable, Equatable {
        package let member: String
        package let threat: String
        /// The threat's PokeAPI name (`dragapult`).
        package let threatName: String
        package let dealt: TeamReport.Hit?
        package let taken: TeamReport.Hit?
    }
}
