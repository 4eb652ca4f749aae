import PokedexDomain

/// Ranked search over every Pokémon name.
public struct SearchInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    public func search(_ query: String, limit: Int) async throws(PokedexError) -> [SearchHit] {
        guard limit > 0 else { throw .invalidArgument("limit must be at least 1") }
        guard !NameKey.make(query).isEmpty else {
            throw .invalidArgument("the search query has no letters or digits")
        }
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.catalog()
        }
        return NameIndex(catalog).search(query, limit: limit)
    }
}
