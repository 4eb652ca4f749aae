import FoundationEssentials

// Mirrors of PokeAPI's moves, abilities, items, natures, machines, games and egg groups, and of
// the `moves` of a `/pokemon` body: only the fields the program reads.

/// PokeAPI's prose about a move, ability or item, in one language.
package struct EffectEntryDTO: Codable, Sendable {
    package let shortEffect: String?
    package let effect: String?
    package let language: NamedResourceDTO

    enum CodingKeys: String, CodingKey {
        case effect, language
        case shortEffect = "short_effect"
    }

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

        enum CodingKeys: String, CodingKey {
            case machine
            case versionGroup = "version_group"
        }
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
    package let effectEntries: [EffectEntryDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, type, power, accuracy, pp, priority, target, generation, machines
        case damageClass = "damage_class"
        case effectChance = "effect_chance"
        case effectEntries = "effect_entries"
    }
}

package struct MachineDTO: Codable, Sendable {
    package let id: Int
    package let item: NamedResourceDTO
    package let move: NamedResourceDTO
    package let versionGroup: NamedResourceDTO

    enum CodingKeys: String, CodingKey {
        case id, item, move
        case versionGroup = "version_group"
    }
}

package struct AbilityDTO: Codable, Sendable {
    package struct Holder: Codable, Sendable {
        package let isHidden: Bool
        package let pokemon: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case pokemon
            case isHidden = "is_hidden"
        }
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let generation: NamedResourceDTO
    package let isMainSeries: Bool?
    package let pokemon: [Holder]
    package let effectEntries: [EffectEntryDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, generation, pokemon
        case isMainSeries = "is_main_series"
        case effectEntries = "effect_entries"
    }
}

package struct ItemDTO: Codable, Sendable {
    package struct Price: Codable, Sendable {
        package let purchasePrice: Int?
        package let versionGroup: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case purchasePrice = "purchase_price"
            case versionGroup = "version_group"
        }
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let category: NamedResourceDTO
    /// The live API's one price; the newer data set has `prices` per game instead.
    package let cost: Int?
    package let prices: [Price]?
    package let flingPower: Int?
    package let effectEntries: [EffectEntryDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, category, cost, prices
        case flingPower = "fling_power"
        case effectEntries = "effect_entries"
    }
}

package struct NatureDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let increasedStat: NamedResourceDTO?
    package let decreasedStat: NamedResourceDTO?
    package let likesFlavor: NamedResourceDTO?
    package let hatesFlavor: NamedResourceDTO?

    enum CodingKeys: String, CodingKey {
        case id, name, names
        case increasedStat = "increased_stat"
        case decreasedStat = "decreased_stat"
        case likesFlavor = "likes_flavor"
        case hatesFlavor = "hates_flavor"
    }
}

package struct VersionGroupDTO: Codable, Sendable {
    package let id: Int
    package let name: String
    package let order: Int
    package let generation: NamedResourceDTO
    package let versions: [NamedResourceDTO]
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

    enum CodingKeys: String, CodingKey {
        case id, name
        case pokemonSpecies = "pokemon_species"
    }
}

/// A `/pokemon` body's learnset: every move, with how it is learned in each game.
package struct PokemonMovesDTO: Codable, Sendable {
    package struct MoveEntry: Codable, Sendable {
        package struct Detail: Codable, Sendable {
            package let levelLearnedAt: Int
            package let moveLearnMethod: NamedResourceDTO
            package let versionGroup: NamedResourceDTO

            enum CodingKeys: String, CodingKey {
                case levelLearnedAt = "level_learned_at"
                case moveLearnMethod = "move_learn_method"
                case versionGroup = "version_group"
            }
        }

        package let move: NamedResourceDTO
        package let versionGroupDetails: [Detail]

        enum CodingKeys: String, CodingKey {
            case move
            case versionGroupDetails = "version_group_details"
        }
    }

    package let id: Int
    package let name: String
    package let moves: [MoveEntry]
}
