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
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.catalog() }
        var relations: [TypeRelations] = []
        for name in names {
            relations.append(
                try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.type(named: name)
                })
        }
        return TypeReport(
            relations: relations[0], partner: relations.dropFirst().first,
            pokemonCount: catalog.all.count { pokemon in names.allSatisfy(pokemon.types.contains) })
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
