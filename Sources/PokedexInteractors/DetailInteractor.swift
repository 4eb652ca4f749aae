import PokedexDomain

/// Finds one Pokémon by any name or id a person types, and loads its full entry.
public struct DetailInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    public func detail(for query: String) async throws(PokedexError) -> PokemonDetail {
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.catalog()
        }
        // Most people type a number or a PokeAPI name; only other spellings need the index.
        let summary: PokemonSummary
        if let quick = NameIndex.quickResolve(query, in: catalog) {
            summary = quick
        } else {
            let names = NameIndex(catalog)
            guard let found = names.resolve(query) else {
                throw .pokemonNotFound(query: query, suggestions: names.suggestions(for: query).map(\.name))
            }
            summary = found
        }
        return try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.detail(of: summary)
        }
    }
}
