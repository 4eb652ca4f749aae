import PokedexDomain
import PokedexInteractors

/// `pokedex damage`: the calculator's line and what it is made of.
package struct DamageViewModel: Sendable, Equatable {
    /// One side as the calculation used it.
    package struct Side: Sendable, Equatable {
        /// As the line writes it: `Kangaskhan-Mega`.
        package let written: String
        /// PokeAPI's name: `kangaskhan-mega`.
        package let name: String
        package let types: [String]
        package let level: Int
        package let item: String?
        package let ability: String?
        package let teraType: String?
        package let status: String?
        /// The six stats with boosts, by JSON key (`special_attack`), in the games' order.
        package let stats: [(key: String, value: Int)]
        package let boosts: [(key: String, value: Int)]

        package static func == (lhs: Side, rhs: Side) -> Bool {
            lhs.written == rhs.written && lhs.name == rhs.name && lhs.types == rhs.types && lhs.level == rhs.level
                && lhs.item == rhs.item && lhs.ability == rhs.ability && lhs.teraType == rhs.teraType
                && lhs.status == rhs.status && lhs.stats.elementsEqual(rhs.stats, by: ==)
                && lhs.boosts.elementsEqual(rhs.boosts, by: ==)
        }
    }

    package let description: String
    /// The whole line: description, range, percents, the chance to knock out.
    package let line: String
    package let low: Int
    package let high: Int
    package let lowPercent: Double
    package let highPercent: Double
    /// `guaranteed 2HKO after Leftovers recovery`; empty when the move does no damage.
    package let koText: String
    /// 0–1; nil when only possible or when the move does no damage.
    package let koChance: Double?
    package let koHits: Int?
    /// Each hit's rolls, lowest first (a single value for fixed damage).
    package let rolls: [[Int]]
    package let showRolls: Bool
    package let attacker: Side
    package let defender: Side
    package let moveName: String
    package var moveDisplayName: String
    /// The type as used (Weather Ball's in Sun is `fire`).
    package let moveType: String
    package let category: String
    package let hits: Int
    package let critical: Bool
    package let weather: String?
    package let terrain: String?
    package let doubles: Bool
    /// `--survive`'s answer.
    package var survive: Survive?

    /// The fewest HP and defending EVs with which the defender lives, with a neutral nature
    /// and with one raising the stat hit (nil: none does).
    package struct Survive: Sendable, Equatable {
        /// `defense` or `special-defense`; its short name as a spread writes it (`Def`).
        package let stat: String
        package let statLabel: String
        package let raisingNature: String
        package let neutral: BulkSolver.Spread?
        package let raised: BulkSolver.Spread?
    }
}
