import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `pokedex stats`: a Pokémon's six stats in battle.
package struct StatsViewModel: Sendable, Equatable {
    package struct Line: Sendable, Equatable {
        /// `hp`, `special-attack`; the JSON key is its snake case.
        package let stat: String
        package let key: String
        /// `HP`, `SpA`.
        package let label: String
        package let base: Int
        package let iv: Int
        package let ev: Int
        package let value: Int
        /// +10% (`+`), −10% (`−`) or neither (empty), from the nature.
        package let natureMark: String
        /// The boost stage and the stat after it, when the stat is boosted.
        package let stage: Int
        package let boosted: Int?
    }

    /// `--outspeed`'s answer: the set as typed and the Pokémon it names, its Speed, and for a
    /// neutral nature and one raising Speed the fewest Speed EVs that are faster (nil: none is)
    /// and the Speed they give.
    package struct Outspeed: Sendable, Equatable {
        package struct Spread: Sendable, Equatable {
            package let evs: Int
            package let speed: Int
        }

        package let set: String
        package let pokemon: PokemonRow
        package let speed: Int
        package let neutral: Spread?
        package let raised: Spread?
    }

    package let pokemon: PokemonRow
    package let level: Int
    package let nature: String?
    package let natureDisplayName: String?
    package let lines: [Line]
    package var outspeed: Outspeed?
}
