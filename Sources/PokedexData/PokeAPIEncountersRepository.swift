import FoundationEssentials
import PokedexDomain

/// Where Pokémon are found, from the generated indexes beside the fixtures: PokeAPI's
/// encounters by area, the names of places, and the regional Pokédexes. Each index is read
/// once, when first needed; `where` reads only the lines of the areas it shows.
package struct PokeAPIEncountersRepository: EncountersRepository {
    private let bundled: BundledData?

    package init(bundled: BundledData?) {
        self.bundled = bundled
    }

    package func areas(of pokemonID: Int) async throws(RepositoryError) -> [AreaEncounters] {
        let ids = try EncounterAreasIndex.areas(of: pokemonID, in: try read(EncounterAreasIndex.fileName))
        guard !ids.isEmpty else { return [] }
        if let all = bundled?.peek(EncounterIndex.fileName, as: [AreaEncounters].self) {
            return all.filter { ids.contains($0.areaID) }.map { area in
                AreaEncounters(areaID: area.areaID, groups: area.groups.filter { $0.pokemonID == pokemonID })
            }
        }
        return try EncounterIndex.decode(
            try read(EncounterIndex.fileName, mapped: true), ids: Set(ids), pokemon: pokemonID)
    }

    package func areas(_ ids: [Int]) async throws(RepositoryError) -> [AreaEncounters] {
        guard !ids.isEmpty else { return [] }
        let wanted = Set(ids)
        if let all = bundled?.peek(EncounterIndex.fileName, as: [AreaEncounters].self) {
            return all.filter { wanted.contains($0.areaID) }
        }
        return try EncounterIndex.decode(try read(EncounterIndex.fileName, mapped: true), ids: wanted)
    }

    package func places(
        locations: Set<Int>, areas: Set<Int>, areasOf: Set<Int>
    ) async throws(RepositoryError) -> [Place] {
        try PlaceIndex.decode(
            try read(PlaceIndex.fileName, mapped: true), locations: locations, areas: areas, areasOf: areasOf)
    }

    package func locationIDs() async throws(RepositoryError) -> [Int] {
        PlaceIndex.locationIDs(in: try read(PlaceIndex.fileName, mapped: true))
    }

    package func placeKeys() async throws(RepositoryError) -> NameKeys {
        PlaceKeysIndex.decode(try read(PlaceKeysIndex.fileName))
    }

    package func encounterTerms() async throws(RepositoryError) -> [EncounterTerm] {
        try index(EncounterTermsIndex.fileName, EncounterTermsIndex.decode)
    }

    package func regionalDexes() async throws(RepositoryError) -> [RegionalDex] {
        try index(DexIndex.fileName, DexIndex.decode)
    }

    private func read(_ name: String, mapped: Bool = false) throws(RepositoryError) -> Data {
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read \(name) from") }
        return try bundled.data(name, mapped: mapped)
    }

    private func index<T: Sendable>(
        _ name: String, _ decode: (Data) throws(RepositoryError) -> T
    ) throws(RepositoryError) -> T {
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read \(name) from") }
        return try bundled.decoded(name, decode)
    }
}
