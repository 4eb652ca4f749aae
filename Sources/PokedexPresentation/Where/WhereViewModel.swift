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
    /// Its location's name (`Casseroya Lake`) and what its area's name adds to it (`from West
    /// Province (Area Two)`), when the area is a part of the location: what folding reads.
    var location: String?
    var qualifier: String?
}

/// A place and level band of a game's own table (which gives no rates), as a player reads it:
/// its areas, border crossings and slots of any weather and time folded into one line.
package struct FoldedEncounterLine: Sendable, Equatable {
    /// The location: `Casseroya Lake`.
    package let place: String
    /// The first of its areas, by PokeAPI name: what a link opens.
    let area: String
    package let method: String
    package let methodDisplayName: String
    package let minLevel: Int
    package let maxLevel: Int
    /// What is left to say: weathers (none for any), the times it is not met at, an alpha,
    /// a raid's stars.
    package let conditions: [String]
    package let conditionDisplayNames: [String]
    /// The places it wanders in from across a border.
    package let crossings: [String]
    /// The parts of the place it is met in, where the game names them (Legends: Arceus).
    package let parts: [String]
    /// Whether it is also met in the place itself (not only wandering in).
    package let inPlace: Bool
}

/// The lines of one or more games in a row that have the same ones: `Red, Blue`.
package struct EncounterSection: Sendable, Equatable {
    /// PokeAPI's versions: `red`, `blue`.
    package let versions: [String]
    /// Their names: `Red`, `Blue`.
    package let versionDisplayNames: [String]
    package let lines: [EncounterLine]
    /// The lines folded by place and level band, for the games' own tables; empty when they
    /// are not folded.
    package var folded: [FoldedEncounterLine] = []

    /// The species and items its lines' conditions name, by PokeAPI name: `abra` for
    /// `trade-abra`, `bulbasaur` for `starter-bulbasaur`, `adamant-orb` for `item-adamant-orb`.
    var namedInConditions: (species: [String], items: [String]) {
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
    /// The location's name, in the reader's language (for `where`).
    var locationDisplayName: String?
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
    /// How to get it in the one game shown, way by way; empty over several games.
    package var ways: [WhereWay] = []
    /// The versions asked about when less than a game (`violet`; a part's), and their name.
    package var scope: [String]?
    package var scopeName: String?
    /// The part asked about, by PokeAPI name: `the-teal-mask`.
    package var scopePart: String?
    /// Of the game asked about, when only some of its versions have it: those and the others
    /// (`scarlet`, `violet`), with their names.
    package var onlyIn: [String] = []
    package var onlyInDisplayNames: [String] = []
    package var notIn: [String] = []
    package var notInDisplayNames: [String] = []
}
