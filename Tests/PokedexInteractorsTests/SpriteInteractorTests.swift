import PokedexDomain
import PokedexInteractors
import PokedexTestSupport
import Testing

/// Pictures over an in-memory sprite source: a one-pixel picture of every Pokémon but those
/// it has none of.
private struct InMemorySprites: SpriteRepository {
    /// Ids PokeAPI has no picture of.
    var missing: Set<Int> = []
    /// Ids whose picture fails, and how.
    var failing: [Int: SpriteError] = [:]

    func sprite(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> Sprite {
        if let failure = failing[pokemon.id] { throw failure }
        guard !missing.contains(pokemon.id), let picture = Picture(width: 1, height: 1, rgba: [1, 2, 3, 255]) else {
            throw .noImage
        }
        return Sprite(variant: variant, url: await url(of: pokemon, variant: variant) ?? "", png: [], picture: picture)
    }

    func url(of pokemon: PokemonSummary, variant: SpriteVariant) async -> String? {
        missing.contains(pokemon.id) ? nil : "http://sprites.test/\(pokemon.id)\(variant.shiny ? "-shiny" : "").png"
    }
}

@Suite struct SpriteInteractorTests {
    @Test func picturesComeInTheOrderNamed() async throws {
        let interactor = SpriteInteractor(pokedex: InMemoryRepository.numbered(10), sprites: InMemorySprites())
        let pictures = try await interactor.pictures(of: ["mon-7", "2", "mon-9"], variant: SpriteVariant(shiny: true))
            .pictures
        #expect(pictures.map(\.pokemon.id) == [7, 2, 9])
        #expect(pictures.map(\.url) == [7, 2, 9].map { "http://sprites.test/\($0)-shiny.png" })
        #expect(pictures.allSatisfy { $0.sprite != nil })
    }

    @Test func aPictureThereIsNoneOfIsNoPicture() async {
        let interactor = SpriteInteractor(
            pokedex: InMemoryRepository.numbered(10), sprites: InMemorySprites(missing: [3]))
        await #expect(throws: PokedexError.noPicture(pokemon: "Mon 3", variant: "sprite")) {
            try await interactor.pictures(of: ["3"], variant: SpriteVariant())
        }
    }

    @Test func theOnesThatCanBeHadAreDrawnAndTheOthersSaidWhy() async throws {
        let interactor = SpriteInteractor(
            pokedex: InMemoryRepository.numbered(10), sprites: InMemorySprites(missing: [3, 5]))
        let set = try await interactor.pictures(of: ["1", "3", "4", "5"], variant: SpriteVariant())
        #expect(set.pictures.map(\.pokemon.id) == [1, 4])
        #expect(
            set.missing == [
                .noPicture(pokemon: "Mon 3", variant: "sprite"), .noPicture(pokemon: "Mon 5", variant: "sprite"),
            ])
        await #expect(throws: PokedexError.noPicture(pokemon: "Mon 3", variant: "sprite")) {
            try await interactor.pictures(of: ["3", "5"], variant: SpriteVariant())
        }
    }

    /// Which step failed is said by the repository, not guessed from an address: the picture
    /// host's failure is the host's, PokeAPI's is PokeAPI's.
    @Test func theHostsFailureIsTheHostsAndPokeAPIsIsPokeAPIs() async {
        let host = RepositoryError.network(resource: "http://sprites.test/1", reason: "timed out after 1 s")
        let api = RepositoryError.network(resource: "http://api.test/pokemon/2/", reason: "HTTP 500")
        let interactor = SpriteInteractor(
            pokedex: InMemoryRepository.numbered(10),
            sprites: InMemorySprites(failing: [1: .host(host), 2: .repository(api)]))
        await #expect(throws: PokedexError.pictureHost(host)) {
            try await interactor.pictures(of: ["1"], variant: SpriteVariant())
        }
        await #expect(throws: PokedexError.repository(api)) {
            try await interactor.pictures(of: ["2"], variant: SpriteVariant())
        }
    }

    @Test func theSameSeedPicksTheSamePokemonAndFiltersHold() async throws {
        let interactor = SpriteInteractor(pokedex: InMemoryRepository.numbered(30), sprites: InMemorySprites())
        var request = RandomRequest()
        request.seed = 7
        let first = try await interactor.random(request)
        let again = try await interactor.random(request)
        #expect(first.pokemon.id == again.pokemon.id)
        var picks: Set<Int> = []
        for seed in 0..<40 {
            request.seed = UInt64(seed)
            request.filter.fullyEvolved = true
            let picked = try await interactor.random(request)
            #expect(picked.pokemon.id % 2 == 0, "mon-n is fully evolved when n is even")
            picks.insert(picked.pokemon.id)
        }
        #expect(picks.count > 5, "40 seeds picked only \(picks.sorted())")
    }

    @Test func aShinyChanceOfOneIsAlwaysShiny() async throws {
        let interactor = SpriteInteractor(pokedex: InMemoryRepository.numbered(5), sprites: InMemorySprites())
        var request = RandomRequest()
        request.shinyChance = 1
        request.seed = 3
        #expect(try await interactor.random(request).variant.shiny)
    }
}
