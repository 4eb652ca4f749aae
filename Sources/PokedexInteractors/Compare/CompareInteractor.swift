import PokedexDomain

/// Two to six Pokémon's entries, side by side, in the order given.
package struct CompareInteractor: Sendable {
    private let detail: DetailInteractor
    private let repository: any PokedexRepository

    package init(repository: any PokedexRepository) {
        detail = DetailInteractor(repository: repository)
        self.repository = repository
    }

    /// Each Pokémon's row and the facts of its list (base stats, height, weight) alone, which
    /// are all that rows for tools print: not its species and evolution line, read from JSON.
    /// Nil when one of them has no such facts in the bundle, or is a type's form named by its
    /// type (`arceus-fire`), which the whole entry works out: compare those with `compare`.
    package func rows(_ queries: [String]) async throws(PokedexError) -> [DetailResult]? {
        guard queries.count >= 2, queries.count <= Self.most else { return nil }
        let resolver = PokemonResolver(repository: repository)
        var summaries: [PokemonSummary] = []
        for query in queries {
            let summary = try await resolver.summary(query)
            if TypedForm.parse(query).map({ $0.base == summary.name }) == true { return nil }
            summaries.append(summary)
        }
        let ids = Set(summaries.map(\.id))
        guard let facts = await bestEffort({ try await repository.listFacts(of: ids) }) else { return nil }
        var results: [DetailResult] = []
        for summary in summaries {
            guard let fact = facts[summary.id] else { return nil }
            results.append(
                DetailResult(
                    detail: PokemonDetail(
                        summary: summary, genus: "", generation: 0, heightDecimetres: fact.heightDecimetres,
                        weightHectograms: fact.weightHectograms, abilities: [], stats: fact.stats)))
        }
        return results
    }

    package static let most = 6

    package func compare(_ queries: [String], language: Language = .en) async throws(PokedexError) -> [DetailResult] {
        guard queries.count >= 2 else { throw .invalidArgument("compare needs at least two Pokémon") }
        guard queries.count <= Self.most else {
            throw .invalidArgument("compare takes at most \(Self.most) Pokémon, not \(queries.count)")
        }
        let detail = self.detail
        let results = await withTaskGroup(of: (Int, Result<DetailResult, PokedexError>).self) { group in
            for (position, query) in queries.enumerated() {
                // Compared from the facts: no Pokédex entry is shown, so none is fetched. (The
                // result is made apart from the pair: see `Result.of`.)
                group.addTask {
                    let entry = await Result.of { () async throws(PokedexError) in
                        try await detail.detail(for: query, entryText: false, language: language)
                    }
                    return (position, entry)
                }
            }
            var collected: [(Int, Result<DetailResult, PokedexError>)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var entries: [DetailResult] = []
        for result in results { entries.append(try result.get()) }
        return entries
    }
}

extension CompareInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.pokedex)
    }
}
