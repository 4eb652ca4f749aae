import PokedexDomain

/// A page of the National Dex, or of the Pokémon a filter lets through.
public struct PokemonPage: Sendable {
    public let items: [PokemonSummary]
    public let offset: Int
    public let limit: Int
    /// How many Pokémon the list has in all (after the filter).
    public let total: Int
    public let filter: ListFilter
    /// Names in other languages, when asked for.
    public let names: LocalizedNames

    public init(
        items: [PokemonSummary], offset: Int, limit: Int, total: Int,
        filter: ListFilter = ListFilter(), names: LocalizedNames = .empty
    ) {
        self.items = items
        self.offset = offset
        self.limit = limit
        self.total = total
        self.filter = filter
        self.names = names
    }

    /// Where the next page starts, or nil when this page reaches the end.
    public var nextOffset: Int? {
        let end = offset + limit
        return end < total ? end : nil
    }
}

/// Lists the National Dex in dex order, a page at a time.
public struct ListInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    public func page(
        offset: Int, limit: Int, filter: ListFilter = ListFilter(), withNames: Bool = false
    ) async throws(PokedexError) -> PokemonPage {
        guard offset >= 0 else { throw .invalidArgument("offset must be 0 or more") }
        guard limit > 0 else { throw .invalidArgument("limit must be at least 1") }
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.catalog()
        }
        let all = filter.isEmpty ? catalog.all : catalog.all.filter(filter.matches)
        let start = min(offset, all.count)
        let end = start + min(limit, all.count - start)
        let rows = Array(all[start..<end])
        // Rows known only by name (from a refreshed list index) get their types now.
        let items = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.complete(rows)
        }
        let names =
            withNames
            ? try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.localizedNames()
            } : .empty
        return PokemonPage(items: items, offset: offset, limit: limit, total: all.count, filter: filter, names: names)
    }
}
