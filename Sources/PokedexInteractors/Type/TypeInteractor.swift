import PokedexDomain

/// One type's matchups, or two types' together (`ground flying`: how a Pokémon of both takes
/// each attacking type), and how many Pokémon have it.
package struct TypeInteractor: Sendable {
    private let repository: any PokedexRepository

    package init(repository: any PokedexRepository) {
        self.repository = repository
    }

    package func type(_ query: String) async throws(PokedexError) -> TypeReport {
        // `ground flying`, `ground/flying`, `ground,flying`: two types; anything else is one name.
        let words = query.split { $0 == " " || $0 == "/" || $0 == "," }.map(String.init)
        let names =
            words.count == 2
            ? try words.map { word throws(PokedexError) in try Self.known(word) } : [try Self.known(query)]
        guard names.count == 1 || names[0] != names[1] else { return try await type(names[0]) }
        // The count and the relations at once: over the network, one round trip.
        let repository = self.repository
        // How many have them: counted on the bundled index where it is the catalog.
        async let countResult = Self.result { () async throws(RepositoryError) -> Int in
            if let count = await repository.count(withTypes: names) { return count }
            return try await repository.catalog().all.count { pokemon in names.allSatisfy(pokemon.types.contains) }
        }
        async let firstResult = Self.result { () async throws(RepositoryError) in
            try await repository.type(named: names[0])
        }
        async let partnerResult = Self.result { () async throws(RepositoryError) -> TypeRelations? in
            names.count > 1 ? try await repository.type(named: names[1]) : nil
        }
        let (count, first, partner) = (await countResult, await firstResult, await partnerResult)
        return TypeReport(relations: try first.get(), partner: try partner.get(), pokemonCount: try count.get())
    }

    private static func result<T: Sendable>(
        _ body: () async throws(RepositoryError) -> T
    ) async -> Result<T, PokedexError> {
        do { return .success(try await body()) } catch { return .failure(.repository(error)) }
    }

    /// The type `query` names, or the nearest names.
    private static func known(_ query: String) throws(PokedexError) -> String {
        let key = NameKey.make(query)
        guard let name = TypeChart.knownTypes.first(where: { $0 == key }) else {
            let suggestions = TypeChart.knownTypes
                .compactMap { name in EditDistance.between(key, name, limit: 2).map { (name, $0) } }
                .sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
            throw .typeNotFound(query: query, suggestions: Array(suggestions))
        }
        return name
    }
}

package struct TypeReport: Sendable, Equatable {
    package let relations: TypeRelations
    /// The second type, when two were asked for together.
    package var partner: TypeRelations?
    /// How many Pokémon have the type (both types, for two).
    package let pokemonCount: Int
}

extension TypeInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.pokedex)
    }
}
