import FoundationEssentials
import PokedexDomain

/// Where Pokémon are found, from the generated indexes beside the fixtures: PokeAPI's
/// encounters by area, the names of places, and the regional Pokédexes. Each index is read
/// once, when first needed; `where` reads one line, the Pokémon's own.
package struct PokeAPIEncountersRepository: EncountersRepository {
    let bundled: BundledData?
    /// The reader's language, when it is fixed for the process; nil: all.
    private let language: Language?
    /// The languages a place read by id keeps its names in (English, the reader's, and
    /// Japanese's other script); nil: all. Made where places are read: made with the
    /// repository, its set and array were made by every command.
    private var languages: Set<Language>? {
        language.map { language in
            Set([.en, language] + (language == .ja || language == .jaHrkt ? [.ja, .jaHrkt] : []))
        }
    }

    /// `language`: the reader's, when it is fixed for the process (the names of places read by
    /// id are kept in it and English only).
    package init(bundled: BundledData?, language: Language? = nil) {
        self.bundled = bundled
        self.language = language
    }

    package func areas(of pokemonID: Int) async throws(RepositoryError) -> [AreaEncounters] {
        if let all = bundled?.peek(EncounterIndex.fileName, as: [AreaEncounters].self) {
            return all.compactMap { area in
                let groups = area.groups.filter { $0.pokemonID == pokemonID }
                return groups.isEmpty ? nil : AreaEncounters(areaID: area.areaID, groups: groups)
            }
        }
        // Its one line of the encounters by Pokémon, where the starts index puts it.
        let name = EncounterRunsIndex.fileName
        let data = try bundled.file(name, mapped: true)
        return try EncounterRunsIndex.decode(data, pokemon: pokemonID, lines: bundled?.lines(ofID: pokemonID, in: name))
    }

    package func areas(_ ids: [Int]) async throws(RepositoryError) -> [AreaEncounters] {
        guard !ids.isEmpty else { return [] }
        let wanted = Set(ids)
        if let all = bundled?.peek(EncounterIndex.fileName, as: [AreaEncounters].self) {
            return all.filter { wanted.contains($0.areaID) }
        }
        let data = try bundled.file(EncounterIndex.fileName, mapped: true)
        // Each area's line where the starts index puts it, all asked of the disk first; without
        // the index, the file is read from its start to the last area wanted.
        guard let lines = bundled?.lines(ofIDs: wanted.sorted(), in: EncounterIndex.fileName) else {
            return try EncounterIndex.decode(data, ids: wanted)
        }
        var found: [AreaEncounters] = []
        for (id, line) in lines {
            let start = IndexRows.start(ofID: id, in: data, known: line)
            found += try EncounterIndex.decode(data, ids: [id], from: start)
        }
        return found
    }

    /// Unnamed, no name of a place is made into a string or kept (for `where`'s hundred
    /// places, half a million instructions in English, twice that in Japanese).
    package func places(
        locations: Set<Int>, areas: Set<Int>, areasOf: Set<Int>, named: Bool
    ) async throws(RepositoryError) -> [Place] {
        // With its offsets (older fixtures have none), a place by id is read where its line
        // starts, and a location's areas are known by id.
        let offsets = bestEffortNow {
            try bundled.index(PlaceOffsetsIndex.fileName) { data throws(RepositoryError) in
                try PlaceOffsetsIndex.decode(data)
            }
        }
        return try PlaceIndex.decode(
            try bundled.file(PlaceIndex.fileName, mapped: true), locations: locations, areas: areas, areasOf: areasOf,
            offsets: offsets, languages: named ? languages : [])
    }

    package func locationIDs() async throws(RepositoryError) -> [Int] {
        PlaceIndex.locationIDs(in: try bundled.file(PlaceIndex.fileName, mapped: true))
    }

    package func placeKeys() async throws(RepositoryError) -> NameKeys {
        PlaceKeysIndex.decode(try bundled.mapping(PlaceKeysIndex.fileName))
    }

    package func encounterTerms(
        methods: Set<Int>, conditions: Set<Int>
    ) async throws(RepositoryError) -> [EncounterTerm] {
        if let all = bundled?.peek(EncounterTermsIndex.fileName, as: [EncounterTerm].self) {
            return all.filter { term in
                switch term.kind {
                case .version: true
                case .method: methods.contains(term.id)
                case .condition: conditions.contains(term.id)
                }
            }
        }
        return try EncounterTermsIndex.decode(
            try bundled.file(EncounterTermsIndex.fileName), methods: methods, conditions: conditions)
    }

    package func encounterTerms() async throws(RepositoryError) -> [EncounterTerm] {
        try bundled.index(EncounterTermsIndex.fileName) { data throws(RepositoryError) in
            try EncounterTermsIndex.decode(data)
        }
    }

    /// The species' line of the games by species; from every Pokédex when those are read
    /// already, or the bundle has no such file (one generated before it).
    package func dexVersionGroups(ofSpecies speciesID: Int) async throws(RepositoryError) -> [String] {
        if let all = bundled?.peek(DexIndex.fileName, as: [RegionalDex].self) {
            return SpeciesGamesIndex.unique(
                all.filter { dex in dex.entries.contains { $0.speciesID == speciesID } }.flatMap(\.versionGroups))
        }
        if let games = try? bundled.file(SpeciesGamesIndex.fileName, mapped: true) {
            return try SpeciesGamesIndex.versionGroups(of: speciesID, in: games)
        }
        return SpeciesGamesIndex.unique(
            try DexIndex.versionGroups(containing: speciesID, in: try bundled.file(DexIndex.fileName)))
    }

    package func regionalDexes() async throws(RepositoryError) -> [RegionalDex] {
        try bundled.index(DexIndex.fileName) { data throws(RepositoryError) in try DexIndex.decode(data) }
    }

    /// Only the game's lines are read (a list of Scarlet/Violet's reads three Pokédexes of 35).
    package func regionalDexes(of versionGroup: String) async throws(RepositoryError) -> [RegionalDex] {
        if let all = bundled?.peek(DexIndex.fileName, as: [RegionalDex].self) {
            return all.filter { $0.versionGroups.contains(versionGroup) }
        }
        return try DexIndex.decode(try bundled.file(DexIndex.fileName, mapped: true), versionGroup: versionGroup)
    }
}
