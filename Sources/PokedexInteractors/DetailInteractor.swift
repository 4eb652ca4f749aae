import PokedexDomain

/// Finds one Pokémon by any name (in any supported language) or id a person types, and
/// loads its full entry.
public struct DetailInteractor: Sendable {
    private let repository: any PokedexRepository

    public init(repository: any PokedexRepository) {
        self.repository = repository
    }

    public func detail(for query: String) async throws(PokedexError) -> DetailResult {
        let (summary, catalog) = try await PokemonResolver(repository: repository).resolve(query)
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
