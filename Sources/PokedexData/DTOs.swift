import FoundationEssentials
import PokedexDomain

// Mirrors of PokeAPI's JSON, holding only the fields the program reads. Nothing above the data
// layer sees these; `PokemonMapper` turns them into entities.

/// `{name, url}`, PokeAPI's link to another resource.
package struct NamedResourceDTO: Codable, Sendable, Hashable {
    package let name: String
    package let url: String

    package init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    /// The id at the end of the link (`…/pokemon-species/25/` → 25).
    package var id: Int? { Self.idFromURL(url) }

    package static func idFromURL(_ url: String) -> Int? {
        url.split(separator: "/").last.flatMap { Int($0) }
    }
}

/// A list endpoint: `/pokemon?limit=…`. Some lists (evolution-chain) link by URL alone.
package struct ResourceListDTO: Codable, Sendable {
    package struct Entry: Codable, Sendable, Hashable {
        package let name: String?
        package let url: String

        package init(name: String?, url: String) {
            self.name = name
            self.url = url
        }

        package var id: Int? { NamedResourceDTO.idFromURL(url) }
    }

    package let count: Int
    package let next: String?
    package let results: [Entry]

    package init(count: Int, next: String?, results: [Entry]) {
        self.count = count
        self.next = next
        self.results = results
    }
}

package struct PokemonDTO: Codable, Sendable {
    package struct TypeSlot: Codable, Sendable {
        package let slot: Int
        package let type: NamedResourceDTO
    }

    package struct AbilitySlot: Codable, Sendable {
        package let ability: NamedResourceDTO
        package let isHidden: Bool
        package let slot: Int
    }

    package struct StatValue: Codable, Sendable {
        package let baseStat: Int
        package let stat: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let height: Int
    package let weight: Int
    package let isDefault: Bool
    package let species: NamedResourceDTO
    package let types: [TypeSlot]
    package let abilities: [AbilitySlot]
    package let stats: [StatValue]
    /// The pictures' URLs; the bundled copies leave them out.
    package let sprites: SpritesDTO?
}

/// A Pokémon's `sprites`: a URL, or null where PokeAPI has no such picture.
package struct SpritesDTO: Codable, Sendable {
    package struct Artwork: Codable, Sendable {
        let frontDefault: String?
        package let frontShiny: String?
    }

    package struct Other: Codable, Sendable {
        let officialArtwork: Artwork?

        enum CodingKeys: String, CodingKey {
            case officialArtwork = "official-artwork"
        }
    }

    let frontDefault, frontShiny, frontFemale, frontShinyFemale: String?
    let backDefault, backShiny, backFemale, backShinyFemale: String?
    package let other: Other?

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
    package let flavorText: String
    package let language: NamedResourceDTO
    package let version: NamedResourceDTO?
}

package struct GenusDTO: Codable, Sendable {
    package let genus: String
    package let language: NamedResourceDTO
}

package struct SpeciesDTO: Codable, Sendable {
    package struct Variety: Codable, Sendable {
        package let isDefault: Bool
        package let pokemon: NamedResourceDTO
    }

    package let id: Int
    package let name: String
    package let names: [LocalizedNameDTO]
    package let genera: [GenusDTO]
    package let generation: NamedResourceDTO
    package let varieties: [Variety]
    /// Absent from the bundled fixtures, which hold no prose.
    let flavorTextEntries: [FlavorTextDTO]?
    package let evolutionChain: LinkDTO?
    package let evolvesFromSpecies: NamedResourceDTO?
    package let isLegendary: Bool?
    package let isMythical: Bool?
    package let isBaby: Bool?
    package let eggGroups: [NamedResourceDTO]?
    package let genderRate: Int?
    package let captureRate: Int?
    package let baseHappiness: Int?
    package let growthRate: NamedResourceDTO?
    package let habitat: NamedResourceDTO?
    package let color: NamedResourceDTO?
    package let shape: NamedResourceDTO?

    /// The latest (last listed) entry in `language`.
    func latestFlavorText(in language: String) -> FlavorTextDTO? {
        flavorTextEntries?.last { $0.language.name == language }
    }

    /// The name in `language` (`en`), if PokeAPI has one.
    package func name(in language: String) -> String? {
        names.first { $0.language.name == language }?.name
    }

    package func genus(in language: String) -> String? {
        genera.first { $0.language.name == language }?.genus
    }
}

/// `{url}`, a link without a name (the species' evolution chain).
package struct LinkDTO: Codable, Sendable, Hashable {
    package let url: String

    package var id: Int? { NamedResourceDTO.idFromURL(url) }
}

package struct EvolutionChainDTO: Codable, Sendable {
    package struct Link: Codable, Sendable {
        package let species: NamedResourceDTO
        let evolutionDetails: [Detail]
        package let evolvesTo: [Link]
    }

    /// One way to evolve, as PokeAPI records it; every field but the trigger may be absent.
    package struct Detail: Codable, Sendable {
        package let trigger: NamedResourceDTO?
        package let minLevel: Int?
        package let item: NamedResourceDTO?
        package let heldItem: NamedResourceDTO?
        package let knownMove: NamedResourceDTO?
        package let knownMoveType: NamedResourceDTO?
        package let location: NamedResourceDTO?
        package let minHappiness: Int?
        package let minBeauty: Int?
        package let minAffection: Int?
        package let timeOfDay: String?
        package let gender: Int?
        package let partySpecies: NamedResourceDTO?
        package let partyType: NamedResourceDTO?
        package let relativePhysicalStats: Int?
        package let needsOverworldRain: Bool?
        package let turnUpsideDown: Bool?
        package let tradeSpecies: NamedResourceDTO?
        package let minDamageTaken: Int?
        package let minMoveCount: Int?
        package let minSteps: Int?
        package let usedMove: NamedResourceDTO?
        package let nearSpecialRock: Bool?
        package let needsMultiplayer: Bool?
        package let region: NamedResourceDTO?
        package let isDefault: Bool?
        /// The game this way is recorded for (PokeAPI's newer data); nil in older bodies.
        package let versionGroup: NamedResourceDTO?
        /// The forms it evolves from and into, where they differ by form (PokeAPI's newer data).
        package let baseForm: NamedResourceDTO?
        package let evolvedForm: NamedResourceDTO?
    }

    package let id: Int
    package let chain: Link
}

package struct TypeDTO: Codable, Sendable {
    package struct Relations: Codable, Sendable {
        package let doubleDamageFrom: [NamedResourceDTO]
        package let halfDamageFrom: [NamedResourceDTO]
        package let noDamageFrom: [NamedResourceDTO]
        package let doubleDamageTo: [NamedResourceDTO]
        package let halfDamageTo: [NamedResourceDTO]
        package let noDamageTo: [NamedResourceDTO]
    }

    package let id: Int
    package let name: String
    let damageRelations: Relations
    package let names: [LocalizedNameDTO]?
}
