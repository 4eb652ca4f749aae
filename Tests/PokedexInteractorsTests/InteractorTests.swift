import PokedexDomain
import PokedexInteractors
import PokedexTestSupport
import Testing

@Suite struct ListInteractorTests {
    @Test func pagesAreSlicesOfTheDexInOrder() async throws {
        let page = try await ListInteractor(repository: InMemoryRepository.numbered()).page(offset: 10, limit: 5)
        #expect(page.items.map(\.id) == [11, 12, 13, 14, 15])
        #expect(page.total == 30)
        #expect(page.nextOffset == 15)
    }

    @Test func lastPageHasNoNextOffset() async throws {
        let page = try await ListInteractor(repository: InMemoryRepository.numbered()).page(offset: 25, limit: 20)
        #expect(page.items.map(\.id) == [26, 27, 28, 29, 30])
        #expect(page.nextOffset == nil)
    }

    @Test func offsetPastTheEndIsAnEmptyPage() async throws {
        let page = try await ListInteractor(repository: InMemoryRepository.numbered()).page(offset: 500, limit: 20)
        #expect(page.items.isEmpty)
        #expect(page.nextOffset == nil)
    }

    @Test func nonPositiveLimitIsRejected() async {
        await #expect(throws: PokedexError.invalidArgument("limit must be at least 1")) {
            try await ListInteractor(repository: InMemoryRepository.numbered()).page(offset: 0, limit: 0)
        }
    }

    @Test func thePlainListIsAPageOfRowsAndAFilteredOneTheCatalogs() async throws {
        // The catalog fails: only the plain list, read as a page of rows, does not.
        var repository = InMemoryRepository.numbered(failure: .unavailable(reason: "gone"))
        repository.pagesDirectly = true
        let page = try await ListInteractor(repository: repository).page(offset: 28, limit: 5)
        #expect(page.items.map(\.id) == [29, 30])
        #expect(page.total == 30)
        #expect(page.nextOffset == nil)
        await #expect(throws: PokedexError.repository(.unavailable(reason: "gone"))) {
            try await ListInteractor(repository: repository).page(
                offset: 0, limit: 5, filter: ListFilter(types: ["normal"]))
        }
    }

    /// A filtered list's rows read by id (`catalogRows`, one an id in id order) are listed in
    /// id order, though the source holds its catalog in reverse.
    @Test func rowsReadByIdAreListedInIdOrder() async throws {
        var repository = InMemoryRepository.numbered()
        repository.pokemon.reverse()
        repository.pagesDirectly = true
        var filter = ListFilter()
        filter.fullyEvolved = true
        let page = try await ListInteractor(repository: repository).page(offset: 0, limit: 4, filter: filter)
        #expect(page.items.map(\.id) == [2, 4, 6, 8])
        #expect(page.total == 15)
    }

    @Test func repositoryFailureIsReported() async {
        let repository = InMemoryRepository.numbered(failure: .unavailable(reason: "gone"))
        await #expect(throws: PokedexError.repository(.unavailable(reason: "gone"))) {
            try await ListInteractor(repository: repository).page(offset: 0, limit: 1)
        }
    }
}

@Suite struct DetailInteractorTests {
    @Test func resolvesNamesAndNumbers() async throws {
        let interactor = DetailInteractor(repository: InMemoryRepository.numbered())
        #expect(try await interactor.detail(for: "Mon 7").detail.summary.id == 7)
        #expect(try await interactor.detail(for: "#007").detail.summary.id == 7)
    }

    @Test func unknownNameIsNotFoundWithSuggestions() async {
        await #expect(
            throws: PokedexError.pokemonNotFound(query: "mon-77", suggestions: ["mon-7", "mon-17", "mon-27"])
        ) {
            try await DetailInteractor(repository: InMemoryRepository.numbered()).detail(for: "mon-77")
        }
    }
}

@Suite struct SearchInteractorTests {
    @Test func searchReturnsRankedHits() async throws {
        let hits = try await SearchInteractor(repository: InMemoryRepository.numbered()).search("mon-2", limit: 3).hits
        #expect(hits.map(\.pokemon.id) == [2, 20, 21])
        #expect(hits.map(\.match) == [.exact, .prefix, .prefix])
    }

    @Test func blankQueryIsRejected() async {
        await #expect(throws: PokedexError.self) {
            try await SearchInteractor(repository: InMemoryRepository.numbered()).search(" ?? ", limit: 3)
        }
    }
}
