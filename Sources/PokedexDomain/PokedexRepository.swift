/// Where Pokémon come from. Interactors see only this protocol; the data layer implements it.
public protocol PokedexRepository: Sendable {
    /// Every Pokémon known, in National Dex order (ids ascending).
    func catalog() async throws(RepositoryError) -> PokemonCatalog
    /// The full entry of one Pokémon of the catalog.
    func detail(of pokemon: PokemonSummary) async throws(RepositoryError) -> PokemonDetail
}

/// What can go wrong below the interactors.
public enum RepositoryError: Error, Sendable, Equatable {
    /// The source has no such resource (a 404, a missing fixture file).
    case notFound(resource: String)
    /// The source is missing or unreadable: no fixtures folder, an I/O error.
    case unavailable(reason: String)
    /// The source answered with something that is not the expected PokeAPI shape.
    case malformed(resource: String, reason: String)
}
