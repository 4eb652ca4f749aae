import FoundationEssentials

// Mirrors of PokeAPI's moves, abilities, items, natures, machines, games and egg groups, and of
// the `moves` of a `/pokemon` body: only the fields the program reads.

/// PokeAPI's prose about a move, ability or item, in one language.
package struct EffectEntryDTO: Codable, Sendable {
    let shortEffect: String?
    package let effect: String?
    package let language: NamedResourceDTO

    /// The English short effect of `entries` (the long one when there is no short one).
    package static func english(_ entries: [EffectEntryDTO]?) -> String? {
        guard let entry = entries?.first(where: { $0.language.name == "en" }) else { return nil }
        return entry.shortEffect ?? entry.effect
    }
}

package struct MoveDTO: Codable, Sendable {
    package struct MachineLink: Codable, Sendable {
        package let machine: LinkDTO
        package let versionGroup: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let type: NamedResourceDTO
    package let damageClass: NamedResourceDTO?
    package let power: Int?
    package let accuracy: Int?
    package let pp: Int?
    package let priority: Int
    package let target: NamedResourceDTO
    package let generation: NamedResourceDTO
    package let effectChance: Int?
    package let machines: [MachineLink]?
    let effectEntries: [EffectEntryDTO]?
    package let meta: MetaDTO?
    package let statChanges: [StatChangeDTO]?
    package let pastValues: [PastValuesDTO]?

    /// What the move does, as facts.
    package struct MetaDTO: Codable, Sendable {
        package let ailment: NamedResourceDTO?
        package let ailmentChance: Int?
        package let category: NamedResourceDTO?
        package let critRate: Int?
        package let drain: Int?
        package let flinchChance: Int?
        package let healing: Int?
        let maxHits: Int?
        let maxTurns: Int?
        let minHits: Int?
        let minTurns: Int?
        package let statChance: Int?
    }

    package struct StatChangeDTO: Codable, Sendable {
        package let change: Int
        package let stat: NamedResourceDTO
    }

    package struct PastValuesDTO: Codable, Sendable {
        package let accuracy: Int?
        package let effectChance: Int?
        package let power: Int?
        package let pp: Int?
        package let type: NamedResourceDTO?
        package let versionGroup: NamedResourceDTO
    }
}

package struct MachineDTO: Codable, Sendable {
    package let id: Int
    package let item: NamedResourceDTO
    package let move: NamedResourceDTO
    package let versionGroup: NamedResourceDTO
}

package struct AbilityDTO: Codable, Sendable {
    package struct Holder: Codable, Sendable {
        package let isHidden: Bool
        package let pokemon: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let generation: NamedResourceDTO
    package let isMainSeries: Bool?
    package let pokemon: [Holder]
    let effectEntries: [EffectEntryDTO]?
}

package struct ItemDTO: Codable, Sendable {
    package struct Price: Codable, Sendable {
        let purchasePrice: Int?
        package let versionGroup: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let category: NamedResourceDTO
    /// The live API's one price; the newer data set has `prices` per game instead.
    package let cost: Int?
    let prices: [Price]?
    package let flingPower: Int?
    package let flingEffect: NamedResourceDTO?
    package let attributes: [NamedResourceDTO]?
    let effectEntries: [EffectEntryDTO]?
}

package struct NatureDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let increasedStat: NamedResourceDTO?
    package let decreasedStat: NamedResourceDTO?
    package let likesFlavor: NamedResourceDTO?
    package let hatesFlavor: NamedResourceDTO?
}

package struct VersionGroupDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let order: Int
    package let generation: NamedResourceDTO
    package let versions: [NamedResourceDTO]
}

/// A resource that is only a name in many languages here: a stat, a move's damage class.
package struct LabelDTO: Codable, Sendable {
    package let name: String
    package let names: [LocalizedNameDTO]
}

package struct VersionDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
}

package struct EggGroupDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let pokemonSpecies: [NamedResourceDTO]
}

/// A `/pokemon` body's learnset: every move, with how it is learned in each game.
package struct PokemonMovesDTO: Codable, Sendable {
    package struct MoveEntry: Codable, Sendable {
        package struct Detail: Codable, Sendable {
            let levelLearnedAt: Int
            let moveLearnMethod: NamedResourceDTO
            package let versionGroup: NamedResourceDTO
        }

        package let move: NamedResourceDTO
        let versionGroupDetails: [Detail]
    }

    package let id: Int
    package let name: String
    package let moves: [MoveEntry]
}

// MARK: - Where Pokémon are found

/// One game's ways to meet a Pokémon in one area: PokeAPI's `version_details`.
package struct EncounterVersionDTO: Codable, Sendable {
    package struct Detail: Codable, Sendable {
        package let minLevel: Int
        package let maxLevel: Int
        let conditionValues: [NamedResourceDTO]
        package let chance: Int
        package let method: NamedResourceDTO
    }

    package let version: NamedResourceDTO
    package let maxChance: Int
    let encounterDetails: [Detail]
}

/// `/pokemon/{id}/encounters`: one element per area.
package struct PokemonEncounterDTO: Codable, Sendable {
    let locationArea: NamedResourceDTO
    let versionDetails: [EncounterVersionDTO]
}

package struct LocationAreaDTO: Codable, Sendable {
    package struct PokemonEncounter: Codable, Sendable {
        package let pokemon: NamedResourceDTO
        let versionDetails: [EncounterVersionDTO]
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let location: NamedResourceDTO
    let pokemonEncounters: [PokemonEncounter]
}

package struct LocationDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let region: NamedResourceDTO?
}

/// An encounter method or condition value: a name, and names in languages.
package struct EncounterTermDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    /// A condition value's condition; absent for methods.
    package let condition: NamedResourceDTO?
}

package struct RegionalDexDTO: Codable, Sendable {
    package struct Entry: Codable, Sendable {
        let entryNumber: Int
        package let pokemonSpecies: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let region: NamedResourceDTO?
    package let versionGroups: [NamedResourceDTO]
    let pokemonEntries: [Entry]
}
