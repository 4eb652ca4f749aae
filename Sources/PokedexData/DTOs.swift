import Foundation

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

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, species, types, abilities, stats
        case isDefault = "is_default"
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

    enum CodingKeys: String, CodingKey {
        case id, name, names, genera, generation, varieties
        case flavorTextEntries = "flavor_text_entries"
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
