import FoundationEssentials
import PokedexDomain

// Mirrors of PokeAPI's JSON, holding only the fields the program reads. Nothing above the data
// layer sees these; `PokemonMapper` turns them into entities.

/// `{name, url}`, PokeAPI's link to another resource.
package struct NamedResourceDTO: Codable, Sendable, Hashable {
    package let name: String
    let url: String

    init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    /// The id at the end of the link (`…/pokemon-species/25/` → 25).
    package var id: Int? { Self.idFromURL(url) }

    /// The last part of the link between slashes, as a number: in an ASCII link (PokeAPI's),
    /// found from the end (splitting the whole link made an array of its parts, 11 thousand
    /// instructions a link); in any other, as splitting it into characters finds it.
    package static func idFromURL(_ url: String) -> Int? {
        guard url.utf8.allSatisfy({ $0 < 0x80 }) else { return url.split(separator: "/").last.flatMap { Int($0) } }
        let scalars = url.unicodeScalars
        guard let last = scalars.lastIndex(where: { $0 != "/" }) else { return nil }
        let first = scalars[..<last].lastIndex(of: "/").map(scalars.index(after:)) ?? scalars.startIndex
        return Int(Substring(scalars[first...last]))
    }
}

/// A list endpoint: `/pokemon?limit=…`. Some lists (evolution-chain) link by URL alone.
package struct ResourceListDTO: Codable, Sendable {
    package struct Entry: Codable, Sendable, Hashable {
        package let name: String?
        package let url: String

        init(name: String?, url: String) {
            self.name = name
            self.url = url
        }

        package var id: Int? { NamedResourceDTO.idFromURL(url) }
    }

    package let count: Int
    package let next: String?
    package let results: [Entry]
}

package struct PokemonDTO: Codable, Sendable {
    package struct TypeSlot: Codable, Sendable {
        let slot: Int
        package let type: NamedResourceDTO
    }

    package struct AbilitySlot: Codable, Sendable {
        let ability: NamedResourceDTO
        let isHidden: Bool
        let slot: Int
    }

    package struct StatValue: Codable, Sendable {
        let baseStat: Int
        let stat: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    let height: Int
    let weight: Int
    let isDefault: Bool
    package let species: NamedResourceDTO
    let types: [TypeSlot]
    let abilities: [AbilitySlot]
    package let stats: [StatValue]
    /// The pictures' URLs; the bundled copies leave them out.
    package let sprites: SpritesDTO?
}

/// A Pokémon's `sprites`: a URL, or null where PokeAPI has no such picture.
package struct SpritesDTO: Codable, Sendable {
    struct Artwork: Codable, Sendable {
        let frontDefault: String?
        let frontShiny: String?
    }

    package struct Other: Codable, Sendable {
        let officialArtwork: Artwork?

        enum CodingKeys: String, CodingKey {
            case officialArtwork = "official-artwork"
        }
    }

    let frontDefault, frontShiny, frontFemale, frontShinyFemale: String?
    let backDefault, backShiny, backFemale, backShinyFemale: String?
    let other: Other?

    /// The URL of `variant`, nil where PokeAPI has none.
    package func url(of variant: SpriteVariant) -> String? {
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

package struct LocalizedNameDTO: Codable, Sendable {
    package let name: String
    package let language: NamedResourceDTO
}

package struct FlavorTextDTO: Codable, Sendable {
    let flavorText: String
    let language: NamedResourceDTO
    package let version: NamedResourceDTO?
}

package struct GenusDTO: Codable, Sendable {
    let genus: String
    let language: NamedResourceDTO
}

package struct SpeciesDTO: Codable, Sendable {
    package struct Variety: Codable, Sendable {
        let isDefault: Bool
        package let pokemon: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    let genera: [GenusDTO]
    let generation: NamedResourceDTO
    package let varieties: [Variety]
    /// Absent from the bundled fixtures, which hold no prose.
    let flavorTextEntries: [FlavorTextDTO]?
    let evolutionChain: LinkDTO?
    package let evolvesFromSpecies: NamedResourceDTO?
    let isLegendary: Bool?
    let isMythical: Bool?
    let isBaby: Bool?
    let eggGroups: [NamedResourceDTO]?
    let genderRate: Int?
    let captureRate: Int?
    let baseHappiness: Int?
    let growthRate: NamedResourceDTO?
    let habitat: NamedResourceDTO?
    let color: NamedResourceDTO?
    let shape: NamedResourceDTO?

    /// The latest (last listed) entry in `language`.
    func latestFlavorText(in language: String) -> FlavorTextDTO? {
        flavorTextEntries?.last { $0.language.name == language }
    }

    /// The name in `language` (`en`), if PokeAPI has one.
    package func name(in language: String) -> String? {
        names.first { $0.language.name == language }?.name
    }

    func genus(in language: String) -> String? {
        genera.first { $0.language.name == language }?.genus
    }
}

/// `{url}`, a link without a name (the species' evolution chain).
package struct LinkDTO: Codable, Sendable, Hashable {
    let url: String

    package var id: Int? { NamedResourceDTO.idFromURL(url) }
}

package struct EvolutionChainDTO: Codable, Sendable {
    struct Link: Codable, Sendable {
        package let species: NamedResourceDTO
        let evolutionDetails: [Detail]
        let evolvesTo: [Link]
    }

    /// One way to evolve, as PokeAPI records it; every field but the trigger may be absent.
    package struct Detail: Codable, Sendable {
        let trigger: NamedResourceDTO?
        package let minLevel: Int?
        package let item: NamedResourceDTO?
        package let heldItem: NamedResourceDTO?
        let knownMove: NamedResourceDTO?
        let knownMoveType: NamedResourceDTO?
        let location: NamedResourceDTO?
        let minHappiness: Int?
        let minBeauty: Int?
        let minAffection: Int?
        let timeOfDay: String?
        let gender: Int?
        let partySpecies: NamedResourceDTO?
        let partyType: NamedResourceDTO?
        let relativePhysicalStats: Int?
        let needsOverworldRain: Bool?
        let turnUpsideDown: Bool?
        package let tradeSpecies: NamedResourceDTO?
        let minDamageTaken: Int?
        let minMoveCount: Int?
        let minSteps: Int?
        let usedMove: NamedResourceDTO?
        package let nearSpecialRock: Bool?
        let needsMultiplayer: Bool?
        package let region: NamedResourceDTO?
        let isDefault: Bool?
        /// The game this way is recorded for (PokeAPI's newer data); nil in older bodies.
        let versionGroup: NamedResourceDTO?
        /// The forms it evolves from and into, where they differ by form (PokeAPI's newer data).
        let baseForm: NamedResourceDTO?
        let evolvedForm: NamedResourceDTO?
    }

    package let id: Int
    let chain: Link
}

package struct TypeDTO: Codable, Sendable {
    struct Relations: Codable, Sendable {
        let doubleDamageFrom: [NamedResourceDTO]
        let halfDamageFrom: [NamedResourceDTO]
        let noDamageFrom: [NamedResourceDTO]
        let doubleDamageTo: [NamedResourceDTO]
        let halfDamageTo: [NamedResourceDTO]
        let noDamageTo: [NamedResourceDTO]
    }

    package let id: Int
    package let name: String
    let damageRelations: Relations
    package let names: [LocalizedNameDTO]?
}
