import PokedexDomain

/// Two to six Pokémon's entries, side by side, in the order given.
package struct CompareInteractor: Sendable {
    private let detail: DetailInteractor

    package init(repository: any PokedexRepository) {
        detail = DetailInteractor(repository: repository)
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
