import PokedexDomain

/// Finds one Pokémon by any name (in any supported language) or id a person types, and
/// loads its full entry.
public struct DetailInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    public func detail(for query: String) async throws(PokedexError) -> DetailResult {
        // Resolve against what is known; only a name nobody knows asks PokeAPI for its list.
        var catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.knownCatalog()
        }
        let summary: PokemonSummary
        do {
            summary = try await resolve(query, in: catalog)
        } catch {
            let full = try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.catalog()
            }
            guard full.count != catalog.count else { throw error }
            catalog = full
            summary = try await resolve(query, in: catalog)
        }
        let detail = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.detail(of: summary)
        }
        // The chain's species by their default forms' names.
        var speciesNames: [Int: String] = [:]
        for node in detail.evolution?.allSpecies ?? [] {
            speciesNames[node.speciesID] =
                catalog.all.first { $0.speciesID == node.speciesID && $0.isDefault }?.displayName
        }
        return DetailResult(detail: detail, speciesDisplayNames: speciesNames)
    }

    /// Most people type a number or a PokeAPI name: only other spellings need the index, and
    /// only names in other languages need those names loaded.
    private func resolve(_ query: String, in catalog: PokemonCatalog) async throws(PokedexError) -> PokemonSummary {
        if let quick = NameIndex.quickResolve(query, in: catalog) { return quick }
        if let found = NameIndex(catalog).resolve(query) { return found }
        let names = (try? await repository.localizedNames()) ?? .empty
        let index = NameIndex(catalog, names: names)
        if let found = index.resolve(query) { return found }
        throw .pokemonNotFound(query: query, suggestions: index.suggestions(for: query).map(\.name))
    }
}

/// A Pokémon's entry and what is needed to show it.
public struct DetailResult: Sendable {
    public let detail: PokemonDetail
    /// Species id → the display name of its default form, for the evolution chain.
    public let speciesDisplayNames: [Int: String]

    public init(detail: PokemonDetail, speciesDisplayNames: [Int: String] = [:]) {
        self.detail = detail
        self.speciesDisplayNames = speciesDisplayNames
    }
}
