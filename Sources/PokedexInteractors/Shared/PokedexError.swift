import PokedexDomain

/// What the use cases report, for the presenter to show and the app to turn into an exit code.
package enum PokedexError: Error, Sendable, Equatable {
    /// No Pokémon answers to `query`; `suggestions` are the nearest names.
    case pokemonNotFound(query: String, suggestions: [String])
    /// No type by that name; `suggestions` are the nearest type names.
    case typeNotFound(query: String, suggestions: [String])
    /// No move, ability, item, nature, game or egg group answers to `query`.
    case notFound(kind: String, query: String, suggestions: [String])
    /// A value that narrows the request (`filter`: the game, the ability, the move or the egg
    /// group asked for) names nothing: the request itself is wrong, not its answer empty.
    case unknownFilter(filter: String, kind: String, query: String, suggestions: [String])
    /// The Pokémon learns nothing in that game; `games` are those it learns moves in.
    case nothingLearned(pokemon: String, game: String, games: [String])
    /// PokeAPI has no such picture of the Pokémon (`shiny back sprite`).
    case noPicture(pokemon: String, variant: String)
    /// An argument the use case cannot take (a negative offset, a blank query).
    case invalidArgument(String)
    /// The data behind the Pokédex failed.
    case repository(RepositoryError)
    /// The host of PokeAPI's pictures failed.
    case pictureHost(RepositoryError)
    /// The player's marks could not be read or kept.
    case marks(MarksError)

    /// `notFound` as the value of `filter`; any other error as it is.
    func narrowing(_ filter: String) -> PokedexError {
        guard case .notFound(let kind, let query, let suggestions) = self else { return self }
        return .unknownFilter(filter: filter, kind: kind, query: query, suggestions: suggestions)
    }

    /// Runs `body`, whose `notFound` means the value of `filter` names nothing.
    static func narrowing<T>(
        _ filter: String, _ body: () async throws(PokedexError) -> T
    ) async throws(PokedexError) -> T {
        do {
            return try await body()
        } catch {
            throw error.narrowing(filter)
        }
    }

    static func wrap<T>(
        _ body: () async throws(RepositoryError) -> T
    ) async throws(PokedexError) -> T {
        do {
            return try await body()
        } catch {
            throw .repository(error)
        }
    }
}

extension PokedexError: CarriesRepositoryError {
    /// The repository's error it wraps, if it is one.
    package var repositoryError: RepositoryError? {
        if case .repository(let error) = self { return error }
        return nil
    }
}
