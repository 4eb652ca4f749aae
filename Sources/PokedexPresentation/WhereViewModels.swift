import PokedexDomain

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

    /// The species its lines' in-game trades ask for: `abra` for `trade-abra`.
    package var speciesAskedInTrades: [String] {
        lines.flatMap(\.conditions).compactMap { $0.hasPrefix("trade-") ? String($0.dropFirst(6)) : nil }
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
    /// The places shown in English for want of a name in the reader's language.
    package var englishPlaces: Set<String> = []
    /// The species in-game trades ask for (`trade-abra`), by their names in the reader's language.
    package var tradedSpecies: [String: String] = [:]
}

/// `pokedex location <name>`.
package struct LocationViewModel: Sendable, Equatable {
    package struct Area: Sendable, Equatable {
        package let id: Int
        package let name: String
        package let displayName: String
        package let sections: [EncounterSection]
        package let records: [EncounterRecord]
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let region: String?
    package let areas: [Area]
    package let game: String?
    package let gameDisplayName: String?
    /// Other places of the same name: `alola-route-1`.
    package let namesakes: [String]
    /// The place and its areas, when shown in English for want of a name in the reader's language.
    package var englishPlaces: Set<String> = []
    /// The species in-game trades ask for (`trade-abra`), by their names in the reader's language.
    package var tradedSpecies: [String: String] = [:]
}

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

    package let pokemon: PokemonRow
    package let level: Int
    package let nature: String?
    package let natureDisplayName: String?
    package let lines: [Line]
}
