import PokedexDomain

/// A repository held in memory, for tests of the layers above the data: the Pokémon it
/// knows, an optional failure for every call, and how it makes an entry.
package struct InMemoryRepository: PokedexRepository {
    package var pokemon: [PokemonSummary]
    var failure: RepositoryError?
    package var names: LocalizedNames
    var makeDetail: @Sendable (PokemonSummary) -> PokemonDetail
    /// Whether a page of the whole catalog is read without the catalog (as the bundled index
    /// is): it is, even when the catalog fails.
    package var pagesDirectly = false

    package init(
        pokemon: [PokemonSummary], failure: RepositoryError? = nil, names: LocalizedNames = .empty,
        detail: @escaping @Sendable (PokemonSummary) -> PokemonDetail = InMemoryRepository.plainDetail
    ) {
        self.pokemon = pokemon
        self.failure = failure
        self.names = names
        makeDetail = detail
    }

    /// `count` Pokémon named `mon-1`, `mon-2`… (`Mon 1`…), of type normal.
    package static func numbered(_ count: Int = 30, failure: RepositoryError? = nil) -> InMemoryRepository {
        InMemoryRepository(
            pokemon: (1...count).map {
                PokemonSummary(
                    id: $0, name: "mon-\($0)", speciesID: $0, speciesName: "mon-\($0)",
                    displayName: "Mon \($0)", types: ["normal"], isDefault: true, generation: 1)
            }, failure: failure)
    }

    /// An entry with made-up numbers.
    static func plainDetail(_ summary: PokemonSummary) -> PokemonDetail {
        PokemonDetail(
            summary: summary, genus: "Test Pokémon", generation: 1, heightDecimetres: 7, weightHectograms: 69,
            abilities: [AbilitySlot(name: "overgrow", isHidden: false)],
            stats: BaseStats(hp: 1, attack: 2, defense: 3, specialAttack: 4, specialDefense: 5, speed: 6))
    }

    package func catalog() async throws(RepositoryError) -> PokemonCatalog {
        if let failure { throw failure }
        return PokemonCatalog(pokemon)
    }

    package func knownCatalog() async throws(RepositoryError) -> PokemonCatalog {
        try await catalog()
    }

    package func catalogPage(offset: Int, limit: Int) async -> (rows: [PokemonSummary], total: Int)? {
        guard pagesDirectly else { return nil }
        let start = min(offset, pokemon.count)
        return (Array(pokemon[start..<min(start.clampedAdding(limit), pokemon.count)]), pokemon.count)
    }

    /// With `pagesDirectly`, the rows of `ids`, even when the catalog fails.
    package func catalogRows(ids: Set<Int>) async -> [PokemonSummary]? {
        pagesDirectly ? pokemon.filter { ids.contains($0.id) }.sorted { $0.id < $1.id } : nil
    }

    package func complete(_ pokemon: [PokemonSummary]) async throws(RepositoryError) -> [PokemonSummary] {
        pokemon
    }

    package func detail(of summary: PokemonSummary, entryText: Bool) async throws(RepositoryError) -> PokemonDetail {
        if let failure { throw failure }
        return makeDetail(summary)
    }

    package func type(named name: String) async throws(RepositoryError) -> TypeRelations {
        TypeRelations(
            name: name, doubleDamageFrom: ["water"], halfDamageFrom: [], noDamageFrom: [],
            doubleDamageTo: ["grass"], halfDamageTo: [], noDamageTo: [])
    }

    package func localizedNames() async throws(RepositoryError) -> LocalizedNames {
        names
    }

    package func typeChart() async throws(RepositoryError) -> [String: TypeRelations] {
        var chart: [String: TypeRelations] = [:]
        for type in TypeChart.attackingTypes { chart[type] = try await self.type(named: type) }
        return chart
    }

    /// Each Pokémon's entry's numbers; `mon-n` of `numbered` is fully evolved when n is even.
    package func listFacts() async throws(RepositoryError) -> ListFactsTable {
        if let failure { throw failure }
        var facts: ListFactsTable = [:]
        for summary in pokemon {
            let detail = makeDetail(summary)
            let fact = ListFacts(
                stats: detail.stats, heightDecimetres: detail.heightDecimetres,
                weightHectograms: detail.weightHectograms, isLegendary: false, isMythical: false, isBaby: false,
                isFullyEvolved: summary.id % 2 == 0)
            facts.insert(fact, for: summary.id)
        }
        return facts
    }
}
