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
                // The result is made apart from the tuple: a typed `do`/`catch` returning the
                // tuple from the task lost its position (Swift 6.x), and with it the order given.
                group.addTask { (position, await Self.entry(query, detail: detail, language: language)) }
            }
            var collected: [(Int, Result<DetailResult, PokedexError>)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var entries: [DetailResult] = []
        for result in results { entries.append(try result.get()) }
        return entries
    }

    /// One Pokémon's entry, compared from the facts: no Pokédex entry is shown, so none is fetched.
    private static func entry(
        _ query: String, detail: DetailInteractor, language: Language
    ) async -> Result<DetailResult, PokedexError> {
        do throws(PokedexError) {
            return .success(try await detail.detail(for: query, entryText: false, language: language))
        } catch {
            return .failure(error)
        }
    }
}
