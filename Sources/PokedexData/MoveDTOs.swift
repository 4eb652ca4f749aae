import FoundationEssentials

// Mirrors of PokeAPI's moves, abilities, items, natures, machines, games and egg groups, and of
// the `moves` of a `/pokemon` body: only the fields the program reads.

/// PokeAPI's prose about a move, ability or item, in one language.
public struct EffectEntryDTO: Codable, Sendable {
    public let shortEffect: String?
    public let effect: String?
    public let language: NamedResourceDTO

    enum CodingKeys: String, CodingKey {
        case effect, language
        case shortEffect = "short_effect"
    }

    /// The English short effect of `entries` (the long one when there is no short one).
    public static func english(_ entries: [EffectEntryDTO]?) -> String? {
        guard let entry = entries?.first(where: { $0.language.name == "en" }) else { return nil }
        return entry.shortEffect ?? entry.effect
    }
}

public struct MoveDTO: Codable, Sendable {
    public struct MachineLink: Codable, Sendable {
        public let machine: LinkDTO
        public let versionGroup: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case machine
            case versionGroup = "version_group"
        }
    }

    public let id: Int
    public let name: String
    public let names: [LocalizedNameDTO]
    public let type: NamedResourceDTO
    public let damageClass: NamedResourceDTO?
    public let power: Int?
    public let accuracy: Int?
    public let pp: Int?
    public let priority: Int
    public let target: NamedResourceDTO
    public let generation: NamedResourceDTO
    public let effectChance: Int?
    public let machines: [MachineLink]?
    public let effectEntries: [EffectEntryDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, type, power, accuracy, pp, priority, target, generation, machines
        case damageClass = "damage_class"
        case effectChance = "effect_chance"
        case effectEntries = "effect_entries"
    }
}

public struct MachineDTO: Codable, Sendable {
    public let id: Int
    public let item: NamedResourceDTO
    public let move: NamedResourceDTO
    public let versionGroup: NamedResourceDTO

    enum CodingKeys: String, CodingKey {
        case id, item, move
        case versionGroup = "version_group"
    }
}

public struct AbilityDTO: Codable, Sendable {
    public struct Holder: Codable, Sendable {
        public let isHidden: Bool
        public let pokemon: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case pokemon
            case isHidden = "is_hidden"
        }
    }

    public let id: Int
    public let name: String
    public let names: [LocalizedNameDTO]
    public let generation: NamedResourceDTO
    public let isMainSeries: Bool?
    public let pokemon: [Holder]
    public let effectEntries: [EffectEntryDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, generation, pokemon
        case isMainSeries = "is_main_series"
        case effectEntries = "effect_entries"
    }
}

public struct ItemDTO: Codable, Sendable {
    public struct Price: Codable, Sendable {
        public let purchasePrice: Int?
        public let versionGroup: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case purchasePrice = "purchase_price"
            case versionGroup = "version_group"
        }
    }

    public let id: Int
    public let name: String
    public let names: [LocalizedNameDTO]
    public let category: NamedResourceDTO
    /// The live API's one price; the newer data set has `prices` per game instead.
    public let cost: Int?
    public let prices: [Price]?
    public let flingPower: Int?
    public let effectEntries: [EffectEntryDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names, category, cost, prices
        case flingPower = "fling_power"
        case effectEntries = "effect_entries"
    }
}

public struct NatureDTO: Codable, Sendable {
    public let id: Int
    public let name: String
    public let names: [LocalizedNameDTO]
    public let increasedStat: NamedResourceDTO?
    public let decreasedStat: NamedResourceDTO?
    public let likesFlavor: NamedResourceDTO?
    public let hatesFlavor: NamedResourceDTO?

    enum CodingKeys: String, CodingKey {
        case id, name, names
        case increasedStat = "increased_stat"
        case decreasedStat = "decreased_stat"
        case likesFlavor = "likes_flavor"
        case hatesFlavor = "hates_flavor"
    }
}

public struct VersionGroupDTO: Codable, Sendable {
    public let id: Int
    public let name: String
    public let order: Int
    public let generation: NamedResourceDTO
    public let versions: [NamedResourceDTO]
}

public struct VersionDTO: Codable, Sendable {
    public let id: Int
    public let name: String
    public let names: [LocalizedNameDTO]
}

public struct EggGroupDTO: Codable, Sendable {
    public let id: Int
    public let name: String
    public let pokemonSpecies: [NamedResourceDTO]

    enum CodingKeys: String, CodingKey {
        case id, name
        case pokemonSpecies = "pokemon_species"
    }
}

/// A `/pokemon` body's learnset: every move, with how it is learned in each game.
public struct PokemonMovesDTO: Codable, Sendable {
    public struct MoveEntry: Codable, Sendable {
        public struct Detail: Codable, Sendable {
            public let levelLearnedAt: Int
            public let moveLearnMethod: NamedResourceDTO
            public let versionGroup: NamedResourceDTO

            enum CodingKeys: String, CodingKey {
                case levelLearnedAt = "level_learned_at"
                case moveLearnMethod = "move_learn_method"
                case versionGroup = "version_group"
            }
        }

        public let move: NamedResourceDTO
        public let versionGroupDetails: [Detail]

        enum CodingKeys: String, CodingKey {
            case move
            case versionGroupDetails = "version_group_details"
        }
    }

    public let id: Int
    public let name: String
    public let moves: [MoveEntry]
}
