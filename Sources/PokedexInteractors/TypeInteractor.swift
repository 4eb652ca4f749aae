import PokedexDomain

/// One type's matchups and how many Pokémon have it.
package struct TypeInteractor: Sendable {
    private let repository: any PokedexRepository

    package init(repository: any PokedexRepository) {
        self.repository = repository
    }

    package func type(_ query: String) async throws(PokedexError) -> TypeReport {
        let key = NameKey.make(query)
        guard let name = TypeChart.knownTypes.first(where: { $0 == key }) else {
            let suggestions = TypeChart.knownTypes
                .compactMap { name in EditDistance.between(key, name, limit: 2).map { (name, $0) } }
                .sorted { $0.1 < $1.1 }.prefix(3).map(\.0)
            throw .typeNotFound(query: query, suggestions: Array(suggestions))
        }
        async let relationsResult = result { () async throws(RepositoryError) in try await repository.type(named: name)
        }
        async let catalogResult = result { () async throws(RepositoryError) in try await repository.catalog() }
        let relations: TypeRelations
        let catalog: PokemonCatalog
        do {
            relations = try await relationsResult.get()
            catalog = try await catalogResult.get()
        } catch {
            throw .repository(error)
        }
        return TypeReport(relations: relations, pokemonCount: catalog.all.count { $0.types.contains(name) })
    }

    private func result<T>(_ body: () async throws(RepositoryError) -> T) async -> Result<T, RepositoryError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}

package struct TypeReport: Sendable, Equatable {
    package let relations: TypeRelations
    package let pokemonCount: Int
}
