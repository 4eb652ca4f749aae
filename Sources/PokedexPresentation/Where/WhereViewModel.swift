import PokedexDomain
import PokedexInteractors
import PokedexWords

/// One way to meet a Pokémon in one place, as shown: slots of the same method and conditions
/// are one line, their levels' span and their chances added.
package struct EncounterLine: Sendable, Equatable {
    /// `Viridian Forest`, `Mt. Moon (B1F)`, in the chosen language.
    package let place: String
    /// PokeAPI's location area: `viridian-forest-area`.
    package let area: String
    /// Who is met, on a location's lines.
    package let pokemon: PokemonRow?
    /// PokeAPI's method: `walk`, `old-rod`.
    package let method: String
    /// `Walking`, `Old Rod`.
    package let methodDisplayName: String
    package let minLevel: Int
    package let maxLevel: Int
    /// The slots' chances, added.
    package let chance: Int
    /// PokeAPI's condition values: `time-night`.
    package let conditions: [String]
    /// `At night`.
    package let conditionDisplayNames: [String]
}

/// The lines of one or more games in a row that have the same ones: `Red, Blue`.
package struct EncounterSection: Sendable, Equatable {
    /// PokeAPI's versions: `red`, `blue`.
    package let versions: [String]
    /// Their names: `Red`, `Blue`.
    package let versionDisplayNames: [String]
    package let lines: [EncounterLine]

    /// `Red, Blue`.
    package var title: String { versionDisplayNames.joined(separator: ", ") }

    /// The species and items its lines' conditions name, by PokeAPI name: `abra` for
    /// `trade-abra`, `bulbasaur` for `starter-bulbasaur`, `adamant-orb` for `item-adamant-orb`.
    package var namedInConditions: (species: [String], items: [String]) {
        var species: [String] = []
        var items: [String] = []
        for condition in Set(lines.flatMap(\.conditions)) {
            if let asked = EncounterConditionName.species(in: condition) {
                species += asked.split(separator: "/").map(String.init)
            } else if condition.hasPrefix("item-"), condition != "item-none" {
                items.append(String(condition.dropFirst(5)))
            }
        }
        return (species, items)
    }
}

/// PokeAPI's encounters as it writes them, by name: what `--json` prints, whole.
package struct EncounterRecord: Sendable, Equatable {
    package struct Version: Sendable, Equatable {
        package struct Detail: Sendable, Equatable {
            package let method: String
            package let minLevel: Int
            package let maxLevel: Int
            package let chance: Int
            package let conditions: [String]
        }

        package let version: String
        package let maxChance: Int
        package let details: [Detail]
    }

    /// The location area (for `where`), or nil (for `location`, whose areas hold the records).
    package let area: String?
    package let areaDisplayName: String?
    package let location: String?
    /// Who is met (for `location`).
    package let pokemon: PokemonRow?
    package let versions: [Version]
}

/// `pokedex where <pokemon>`.
package struct WhereViewModel: Sendable, Equatable {
    package let pokemon: PokemonRow
    /// Its species' PokeAPI name: `leafeon`.
    package let species: String
    package let sections: [EncounterSection]
    package let records: [EncounterRecord]
    /// The game asked about (`red-blue`) and its name.
    package let game: String?
    package let gameDisplayName: String?
    package let method: String?
    /// The games whose regional Pokédex has it: version groups, and their names.
    package let gamesInDex: [String]
    package let gamesInDexDisplayNames: [String]
    /// Of those, the ones PokeAPI has no encounters for (Scarlet/Violet, Legends: Arceus…).
    package let gamesWithoutLocations: [String]
    package let gamesWithoutLocationsDisplayNames: [String]
    /// What it evolves from and how, for a Pokémon met nowhere.
    package let evolvesFrom: PokemonRow?
    package let evolutionConditions: [EvolutionCondition]
    /// The items, moves and species those conditions name, in the reader's language.
    package var conditionNames = ConditionNames.english
    /// One of its line whose eggs hatch as it, for a first stage met nowhere.
    package var breedFrom: PokemonRow?
    /// When it is not met in the game asked about: the games it is met in.
    package var gamesMet: [String] = []
    package var gamesMetDisplayNames: [String] = []
    /// The places shown in English for want of a name in the reader's language.
    package var englishPlaces: Set<String> = []
    /// The species and items conditions name (`trade-abra`, `item-adamant-orb`), by their
    /// names in the reader's language.
    package var conditionTerms = ConditionNames.english
}
