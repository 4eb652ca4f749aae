import FoundationEssentials

// Mirrors of PokeAPI's moves, abilities, items, natures, machines, games and egg groups, and of
// the `moves` of a `/pokemon` body: only the fields the program reads.

/// PokeAPI's prose about a move, ability or item, in one language.
struct EffectEntryDTO: Codable, Sendable {
    let shortEffect: String?
    package let effect: String?
    let language: NamedResourceDTO

    /// The English short effect of `entries` (the long one when there is no short one).
    package static func english(_ entries: [EffectEntryDTO]?) -> String? {
        guard let entry = entries?.first(where: { $0.language.name == "en" }) else { return nil }
        return entry.shortEffect ?? entry.effect
    }
}

package struct MoveDTO: Codable, Sendable {
    struct MachineLink: Codable, Sendable {
        let machine: LinkDTO
        let versionGroup: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let type: NamedResourceDTO
    let damageClass: NamedResourceDTO?
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let priority: Int
    let target: NamedResourceDTO
    let generation: NamedResourceDTO
    let effectChance: Int?
    let machines: [MachineLink]?
    let effectEntries: [EffectEntryDTO]?
    let meta: MetaDTO?
    let statChanges: [StatChangeDTO]?
    let pastValues: [PastValuesDTO]?

    /// What the move does, as facts.
    struct MetaDTO: Codable, Sendable {
        let ailment: NamedResourceDTO?
        package let ailmentChance: Int?
        let category: NamedResourceDTO?
        let critRate: Int?
        let drain: Int?
        let flinchChance: Int?
        let healing: Int?
        let maxHits: Int?
        let maxTurns: Int?
        let minHits: Int?
        let minTurns: Int?
        let statChance: Int?
    }

    struct StatChangeDTO: Codable, Sendable {
        let change: Int
        let stat: NamedResourceDTO
    }

    struct PastValuesDTO: Codable, Sendable {
        let accuracy: Int?
        let effectChance: Int?
        let power: Int?
        let pp: Int?
        package let type: NamedResourceDTO?
        let versionGroup: NamedResourceDTO
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
        let isHidden: Bool
        package let pokemon: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    let generation: NamedResourceDTO
    let isMainSeries: Bool?
    package let pokemon: [Holder]
    let effectEntries: [EffectEntryDTO]?
}

package struct ItemDTO: Codable, Sendable {
    struct Price: Codable, Sendable {
        let purchasePrice: Int?
        let versionGroup: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    let category: NamedResourceDTO
    /// The live API's one price; the newer data set has `prices` per game instead.
    let cost: Int?
    let prices: [Price]?
    let flingPower: Int?
    let flingEffect: NamedResourceDTO?
    let attributes: [NamedResourceDTO]?
    let effectEntries: [EffectEntryDTO]?
}

package struct NatureDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    let increasedStat: NamedResourceDTO?
    let decreasedStat: NamedResourceDTO?
    let likesFlavor: NamedResourceDTO?
    let hatesFlavor: NamedResourceDTO?
}

package struct VersionGroupDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    let order: Int
    let generation: NamedResourceDTO
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
            let versionGroup: NamedResourceDTO
        }

        let move: NamedResourceDTO
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
        let maxLevel: Int
        let conditionValues: [NamedResourceDTO]
        let chance: Int
        let method: NamedResourceDTO
    }

    package let version: NamedResourceDTO
    let maxChance: Int
    let encounterDetails: [Detail]
}

/// `/pokemon/{id}/encounters`: one element per area.
struct PokemonEncounterDTO: Codable, Sendable {
    let locationArea: NamedResourceDTO
    let versionDetails: [EncounterVersionDTO]
}

package struct LocationAreaDTO: Codable, Sendable {
    struct PokemonEncounter: Codable, Sendable {
        package let pokemon: NamedResourceDTO
        let versionDetails: [EncounterVersionDTO]
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    let location: NamedResourceDTO
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
        let pokemonSpecies: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let region: NamedResourceDTO?
    let versionGroups: [NamedResourceDTO]
    let pokemonEntries: [Entry]
}
