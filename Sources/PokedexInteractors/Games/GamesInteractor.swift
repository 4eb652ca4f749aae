import PokedexDomain

/// Every game pokedex knows, or the one a person names (in any of the ways `--game` takes).
package struct GamesInteractor: Sendable {
    private let repository: any MovesRepository

    package init(repository: any MovesRepository) {
        self.repository = repository
    }

    /// The games in release order; only the one `query` names when given (a downloadable part
    /// names itself here, not its base game). With the catalog, for the games they are part of.
    package func games(_ query: String?) async throws(PokedexError) -> (games: [VersionGroup], catalog: GameCatalog) {
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.games() }
        guard let query else { return (catalog.all, catalog) }
        if let part = catalog.downloadablePart(query) { return ([part], catalog) }
        guard let game = catalog.resolve(query) else {
            throw .notFound(kind: "game", query: query, suggestions: catalog.suggestions(for: query))
        }
        return ([game], catalog)
    }
}

extension GamesInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.moves)
    }
}
