import PokedexDomain
import PokedexInteractors
import PokedexWords

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
    var summary = ""
    /// The facts the summary is made of; nil for a move PokeAPI has none for.
    package var facts: MoveEffect?
    /// What it was before games changed it, with those games' names.
    package var pastValues: [PastValuesLine] = []
    /// PokeAPI's effect text, when cached or fetched.
    package let effect: EffectProse
    package let machines: [MachineLine]
    package let learnedBy: [Learner]
    /// The game the learners are for, if one was asked about.
    package let game: String?
    package let gameDisplayName: String?
}
