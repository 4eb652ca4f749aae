import Foundation
import PokedexDomain

/// The repository over PokeAPI's JSON: it asks a transport for bodies, decodes them into DTOs
/// and maps those to entities. The catalog comes from the generated index.
public struct PokeAPIRepository: PokedexRepository {
    private let transport: any APITransport
    private let catalogSource: any CatalogSource

    public init(transport: any APITransport, catalogSource: any CatalogSource) {
        self.transport = transport
        self.catalogSource = catalogSource
    }

    public func catalog() async throws(RepositoryError) -> PokemonCatalog {
        try await catalogSource.catalog()
    }

    public func detail(of summary: PokemonSummary) async throws(RepositoryError) -> PokemonDetail {
        // Both bodies are fetched at once; neither needs the other.
        async let pokemonBody = result { () async throws(RepositoryError) in
            try await transport.fetch(.item(.pokemon, id: summary.id))
        }
        async let speciesBody = result { () async throws(RepositoryError) in
            try await transport.fetch(.item(.pokemonSpecies, id: summary.speciesID))
        }
        let pokemon = try JSONDecoder.decode(
            PokemonDTO.self, from: await pokemonBody.get(), at: .item(.pokemon, id: summary.id))
        let species = try JSONDecoder.decode(
            SpeciesDTO.self, from: await speciesBody.get(), at: .item(.pokemonSpecies, id: summary.speciesID))
        return try PokemonMapper.detail(summary: summary, pokemon: pokemon, species: species)
    }

    private func result<T>(
        _ body: () async throws(RepositoryError) -> T
    ) async -> Result<T, RepositoryError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}

/// Where the catalog of every Pokémon comes from.
public protocol CatalogSource: Sendable {
    func catalog() async throws(RepositoryError) -> PokemonCatalog
}

/// The catalog read from the generated index file beside the fixtures.
public struct IndexFileCatalog: CatalogSource {
    public let filePath: String

    public init(fixturesRoot: String) {
        filePath = LocalFile.join(fixturesRoot, CatalogIndex.fileName)
    }

    public func catalog() async throws(RepositoryError) -> PokemonCatalog {
        guard let data = LocalFile.read(filePath) else {
            throw .unavailable(reason: "no Pokédex index at \(filePath)")
        }
        return PokemonCatalog(try CatalogIndex.decode(data))
    }
}
