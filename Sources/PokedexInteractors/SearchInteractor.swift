import PokedexDomain

/// Ranked search over every Pokémon name, in every supported language.
public struct SearchInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    /// Names in other languages are searched when the query is not plain ASCII, when
    /// `withNames` asks for them (a non-English `--lang`), or when English finds nothing.
    public func search(_ query: String, limit: Int, withNames: Bool = false) async throws(PokedexError) -> SearchResult
    {
        guard limit > 0 else { throw .invalidArgument("limit must be at least 1") }
        guard !NameKey.make(query).isEmpty else {
            throw .invalidArgument("the search query has no letters or digits")
        }
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.catalog()
        }
        if !withNames, query.allSatisfy(\.isASCII) {
            let hits = NameIndex(catalog).search(query, limit: limit)
            if !hits.isEmpty { return SearchResult(hits: hits, names: .empty) }
        }
        let names = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.localizedNames()
        }
        return SearchResult(hits: NameIndex(catalog, names: names).search(query, limit: limit), names: names)
    }
}

public struct SearchResult: Sendable {
    public let hits: [SearchHit]
    /// Names in other languages, when they were loaded.
    public let names: LocalizedNames
}
