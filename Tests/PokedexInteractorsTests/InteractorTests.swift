import PokedexDomain
import PokedexInteractors
import Testing

/// A repository of a few Pokémon, or one that fails, for the use cases to run against.
struct FakeRepository: PokedexRepository {
    var pokemon: [PokemonSummary] = (1...30).map {
        PokemonSummary(id: $0, name: "mon-\($0)", speciesID: $0, speciesName: "mon-\($0)",
                       displayName: "Mon \($0)", types: ["normal"], isDefault: true)
    }
    var failure: RepositoryError?

    func catalog() async throws(RepositoryError) -> PokemonCatalog {
        if let failure { throw failure }
        return PokemonCatalog(pokemon)
    }

    func knownCatalog() async throws(RepositoryError) -> PokemonCatalog {
        try await catalog()
    }

    func complete(_ pokemon: [PokemonSummary]) async throws(RepositoryError) -> [PokemonSummary] {
        pokemon
    }

    func type(named name: String) async throws(RepositoryError) -> TypeRelations {
        TypeRelations(name: name, doubleDamageFrom: ["water"], halfDamageFrom: [], noDamageFrom: [],
                      doubleDamageTo: ["grass"], halfDamageTo: [], noDamageTo: [])
    }

    func localizedNames() async throws(RepositoryError) -> LocalizedNames {
        .empty
    }

    func detail(of summary: PokemonSummary) async throws(RepositoryError) -> PokemonDetail {
        if let failure { throw failure }
        return PokemonDetail(
            summary: summary, genus: "Test Pokémon", generation: 1, heightDecimetres: 7, weightHectograms: 69,
            abilities: [Ability(name: "overgrow", isHidden: false)],
            stats: BaseStats(hp: 1, attack: 2, defense: 3, specialAttack: 4, specialDefense: 5, speed: 6))
    }
}

@Suite struct ListInteractorTests {
    @Test func pagesAreSlicesOfTheDexInOrder() async throws {
        let page = try await ListInteractor(repository: FakeRepository()).page(offset: 10, limit: 5)
        #expect(page.items.map(\.id) == [11, 12, 13, 14, 15])
        #expect(page.total == 30)
        #expect(page.nextOffset == 15)
    }

    @Test func lastPageHasNoNextOffset() async throws {
        let page = try await ListInteractor(repository: FakeRepository()).page(offset: 25, limit: 20)
        #expect(page.items.map(\.id) == [26, 27, 28, 29, 30])
        #expect(page.nextOffset == nil)
    }

    @Test func offsetPastTheEndIsAnEmptyPage() async throws {
        let page = try await ListInteractor(repository: FakeRepository()).page(offset: 500, limit: 20)
        #expect(page.items.isEmpty)
        #expect(page.nextOffset == nil)
    }

    @Test func nonPositiveLimitIsRejected() async {
        await #expect(throws: PokedexError.invalidArgument("limit must be at least 1")) {
            try await ListInteractor(repository: FakeRepository()).page(offset: 0, limit: 0)
        }
    }

    @Test func repositoryFailureIsReported() async {
        let repository = FakeRepository(failure: .unavailable(reason: "gone"))
        await #expect(throws: PokedexError.repository(.unavailable(reason: "gone"))) {
            try await ListInteractor(repository: repository).page(offset: 0, limit: 1)
        }
    }
}

@Suite struct DetailInteractorTests {
    @Test func resolvesNamesAndNumbers() async throws {
        let interactor = DetailInteractor(repository: FakeRepository())
        #expect(try await interactor.detail(for: "Mon 7").detail.summary.id == 7)
        #expect(try await interactor.detail(for: "#007").detail.summary.id == 7)
    }

    @Test func unknownNameIsNotFoundWithSuggestions() async {
        await #expect(throws: PokedexError.pokemonNotFound(query: "mon-77", suggestions: ["mon-7", "mon-17", "mon-27"])) {
            try await DetailInteractor(repository: FakeRepository()).detail(for: "mon-77")
        }
    }
}

@Suite struct SearchInteractorTests {
    @Test func searchReturnsRankedHits() async throws {
        let hits = try await SearchInteractor(repository: FakeRepository()).search("mon-2", limit: 3).hits
        #expect(hits.map(\.pokemon.id) == [2, 20, 21])
        #expect(hits.map(\.match) == [.exact, .prefix, .prefix])
    }

    @Test func blankQueryIsRejected() async {
        await #expect(throws: PokedexError.self) {
            try await SearchInteractor(repository: FakeRepository()).search(" ?? ", limit: 3)
        }
    }
}
