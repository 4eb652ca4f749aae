import PokedexDomain
import PokedexInteractors
import PokedexWords

/// One move of a learnset, as shown.
package struct LearnsetRowModel: Sendable, Equatable {
    package let name: String
    package let displayName: String
    /// `level-up`, `machine`, `egg`, `tutor` or a rare method's name.
    package let method: String
    /// For level-up moves: 0 is "on evolution".
    package let level: Int?
    /// Legends: Z-A: the level from which it can be used as its Plus version.
    package var plusLevel: Int?
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
    /// Whether `displayName` is English for want of a name in the reader's language.
    package var isEnglish = false

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
