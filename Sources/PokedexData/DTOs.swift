import FoundationEssentials
import PokedexDomain

// Mirrors of PokeAPI's JSON, holding only the fields the program reads. Nothing above the data
// layer sees these; `PokemonMapper` turns them into entities.

/// `{name, url}`, PokeAPI's link to another resource.
public struct NamedResourceDTO: Codable, Sendable, Hashable {
    public let name: String
    public let url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    /// The id at the end of the link (`…/pokemon-species/25/` → 25).
    public var id: Int? { Self.idFromURL(url) }

    public static func idFromURL(_ url: String) -> Int? {
        url.split(separator: "/").last.flatMap { Int($0) }
    }
}

/// A list endpoint: `/pokemon?limit=…`. Some lists (evolution-chain) link by URL alone.
public struct ResourceListDTO: Codable, Sendable {
    public struct Entry: Codable, Sendable, Hashable {
        public let name: String?
        public let url: String

        public init(name: String?, url: String) {
            self.name = name
            self.url = url
        }

        public var id: Int? { NamedResourceDTO.idFromURL(url) }
    }

    public let count: Int
    public let next: String?
    public let results: [Entry]

    public init(count: Int, next: String?, results: [Entry]) {
        self.count = count
        self.next = next
        self.results = results
    }
}

public struct PokemonDTO: Codable, Sendable {
    public struct TypeSlot: Codable, Sendable {
        public let slot: Int
        public let type: NamedResourceDTO
    }

    public struct AbilitySlot: Codable, Sendable {
        public let ability: NamedResourceDTO
        public let isHidden: Bool
        public let slot: Int

        enum CodingKeys: String, CodingKey {
            case ability, slot
            case isHidden = "is_hidden"
        }
    }

    public struct StatValue: Codable, Sendable {
        public let baseStat: Int
        public let stat: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case stat
            case baseStat = "base_stat"
        }
    }

    public let id: Int
    public let name: String
    public let height: Int
    public let weight: Int
    public let isDefault: Bool
    public let species: NamedResourceDTO
    public let types: [TypeSlot]
    public let abilities: [AbilitySlot]
    public let stats: [StatValue]
    /// The pictures' URLs; the bundled copies leave them out.
    public let sprites: SpritesDTO?

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, species, types, abilities, stats, sprites
        case isDefault = "is_default"
    }
}

/// A Pokémon's `sprites`: a URL, or null where PokeAPI has no such picture.
public struct SpritesDTO: Codable, Sendable {
    public struct Artwork: Codable, Sendable {
        public let frontDefault: String?
        public let frontShiny: String?

        enum CodingKeys: String, CodingKey {
            case frontDefault = "front_default"
            case frontShiny = "front_shiny"
        }
    }

    public struct Other: Codable, Sendable {
        public let officialArtwork: Artwork?

        enum CodingKeys: String, CodingKey {
            case officialArtwork = "official-artwork"
        }
    }

    public let frontDefault, frontShiny, frontFemale, frontShinyFemale: String?
    public let backDefault, backShiny, backFemale, backShinyFemale: String?
    public let other: Other?

    enum CodingKeys: String, CodingKey {
        case frontDefault = "front_default"
        case frontShiny = "front_shiny"
        case frontFemale = "front_female"
        case frontShinyFemale = "front_shiny_female"
        case backDefault = "back_default"
        case backShiny = "back_shiny"
        case backFemale = "back_female"
        case backShinyFemale = "back_shiny_female"
        case other
    }

    /// The URL of `variant`, nil where PokeAPI has none.
    public func url(of variant: SpriteVariant) -> String? {
        if variant.artwork {
            return variant.shiny ? other?.officialArtwork?.frontShiny : other?.officialArtwork?.frontDefault
        }
        switch (variant.back, variant.shiny, variant.female) {
        case (false, false, false): return frontDefault
        case (false, true, false): return frontShiny
        case (false, false, true): return frontFemale
        case (false, true, true): return frontShinyFemale
        case (true, false, false): return backDefault
        case (true, true, false): return backShiny
        case (true, false, true): return backFemale
        case (true, true, true): return backShinyFemale
        }
    }
}

public struct LocalizedNameDTO: Codable, Sendable {
    public let name: String
    public let language: NamedResourceDTO
}

public struct FlavorTextDTO: Codable, Sendable {
    public let flavorText: String
    public let language: NamedResourceDTO
    public let version: NamedResourceDTO?

    enum CodingKeys: String, CodingKey {
        case language, version
        case flavorText = "flavor_text"
    }
}

public struct GenusDTO: Codable, Sendable {
    public let genus: String
    public let language: NamedResourceDTO
}

public struct SpeciesDTO: Codable, Sendable {
    public struct Variety: Codable, Sendable {
        public let isDefault: Bool
        public let pokemon: NamedResourceDTO

        enum CodingKeys: String, CodingKey {
            case pokemon
            case isDefault = "is_default"
        }
    }

    public let id: Int
    public let name: String
    public let names: [LocalizedNameDTO]
    public let genera: [GenusDTO]
    public let generation: NamedResourceDTO
    public let varieties: [Variety]
    /// Absent from the bundled fixtures, which hold no prose.
    public let flavorTextEntries: [FlavorTextDTO]?
    public let evolutionChain: LinkDTO?
    public let isLegendary: Bool?
    public let isMythical: Bool?
    public let isBaby: Bool?
    public let eggGroups: [NamedResourceDTO]?
    public let genderRate: Int?
    public let captureRate: Int?
    public let baseHappiness: Int?
    public let growthRate: NamedResourceDTO?
    public let habitat: NamedResourceDTO?
    public let color: NamedResourceDTO?
    public let shape: NamedResourceDTO?

    enum CodingKeys: String, CodingKey {
        case id, name, names, genera, generation, varieties, habitat, color, shape
        case flavorTextEntries = "flavor_text_entries"
        case evolutionChain = "evolution_chain"
        case isLegendary = "is_legendary"
        case isMythical = "is_mythical"
        case isBaby = "is_baby"
        case eggGroups = "egg_groups"
        case genderRate = "gender_rate"
        case captureRate = "capture_rate"
        case baseHappiness = "base_happiness"
        case growthRate = "growth_rate"
    }

    /// The latest (last listed) entry in `language`.
    public func latestFlavorText(in language: String) -> FlavorTextDTO? {
        flavorTextEntries?.last { $0.language.name == language }
    }

    /// The name in `language` (`en`), if PokeAPI has one.
    public func name(in language: String) -> String? {
        names.first { $0.language.name == language }?.name
    }

    public func genus(in language: String) -> String? {
        genera.first { $0.language.name == language }?.genus
    }
}

/// `{url}`, a link without a name (the species' evolution chain).
public struct LinkDTO: Codable, Sendable, Hashable {
    public let url: String

    public var id: Int? { NamedResourceDTO.idFromURL(url) }
}

public struct EvolutionChainDTO: Codable, Sendable {
    public struct Link: Codable, Sendable {
        public let species: NamedResourceDTO
        public let evolutionDetails: [Detail]
        public let evolvesTo: [Link]

        enum CodingKeys: String, CodingKey {
            case species
            case evolutionDetails = "evolution_details"
            case evolvesTo = "evolves_to"
        }
    }

    /// One way to evolve, as PokeAPI records it; every field but the trigger may be absent.
    public struct Detail: Codable, Sendable {
        public let trigger: NamedResourceDTO?
        public let minLevel: Int?
        public let item: NamedResourceDTO?
        public let heldItem: NamedResourceDTO?
        public let knownMove: NamedResourceDTO?
        public let knownMoveType: NamedResourceDTO?
        public let location: NamedResourceDTO?
        public let minHappiness: Int?
        public let minBeauty: Int?
        public let minAffection: Int?
        public let timeOfDay: String?
        public let gender: Int?
        public let partySpecies: NamedResourceDTO?
        public let partyType: NamedResourceDTO?
        public let relativePhysicalStats: Int?
        public let needsOverworldRain: Bool?
        public let turnUpsideDown: Bool?
        public let tradeSpecies: NamedResourceDTO?
        public let minDamageTaken: Int?
        public let minMoveCount: Int?
        public let minSteps: Int?
        public let usedMove: NamedResourceDTO?
        public let nearSpecialRock: Bool?
        public let needsMultiplayer: Bool?
        public let region: NamedResourceDTO?
        public let isDefault: Bool?

        enum CodingKeys: String, CodingKey {
            case trigger, item, location, gender, region
            case minLevel = "min_level"
            case heldItem = "held_item"
            case knownMove = "known_move"
            case knownMoveType = "known_move_type"
            case minHappiness = "min_happiness"
            case minBeauty = "min_beauty"
            case minAffection = "min_affection"
            case timeOfDay = "time_of_day"
            case partySpecies = "party_species"
            case partyType = "party_type"
            case relativePhysicalStats = "relative_physical_stats"
            case needsOverworldRain = "needs_overworld_rain"
            case turnUpsideDown = "turn_upside_down"
            case tradeSpecies = "trade_species"
            case minDamageTaken = "min_damage_taken"
            case minMoveCount = "min_move_count"
            case minSteps = "min_steps"
            case usedMove = "used_move"
            case nearSpecialRock = "near_special_rock"
            case needsMultiplayer = "needs_multiplayer"
            case isDefault = "is_default"
        }
    }

    public let id: Int
    public let chain: Link
}

public struct TypeDTO: Codable, Sendable {
    public struct Relations: Codable, Sendable {
        public let doubleDamageFrom: [NamedResourceDTO]
        public let halfDamageFrom: [NamedResourceDTO]
        public let noDamageFrom: [NamedResourceDTO]
        public let doubleDamageTo: [NamedResourceDTO]
        public let halfDamageTo: [NamedResourceDTO]
        public let noDamageTo: [NamedResourceDTO]

        enum CodingKeys: String, CodingKey {
            case doubleDamageFrom = "double_damage_from"
            case halfDamageFrom = "half_damage_from"
            case noDamageFrom = "no_damage_from"
            case doubleDamageTo = "double_damage_to"
            case halfDamageTo = "half_damage_to"
            case noDamageTo = "no_damage_to"
        }
    }

    public let id: Int
    public let name: String
    public let damageRelations: Relations
    public let names: [LocalizedNameDTO]?

    enum CodingKeys: String, CodingKey {
        case id, name, names
        case damageRelations = "damage_relations"
    }
}
