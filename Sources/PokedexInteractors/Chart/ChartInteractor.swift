import PokedexDomain

/// The type chart: what each of the eighteen types does attacking a Pokémon of each one alone.
package struct ChartInteractor: Sendable {
    private let repository: any PokedexRepository

    package init(repository: any PokedexRepository) {
        self.repository = repository
    }

    /// The eighteen types in the games' order, and `multipliers[attacking][defending]` over them.
    package func chart() async throws(PokedexError) -> (types: [String], multipliers: [[Double]]) {
        let relations = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.typeChart()
        }
        let types = TypeChart.attackingTypes
        let multipliers = types.map { attacking in
            types.map { defending in
                relations[defending].map { TypeChart.multiplier(of: attacking, against: [$0]) } ?? 1
            }
        }
        return (types, multipliers)
    }
}

extension ChartInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.pokedex)
    }
}
