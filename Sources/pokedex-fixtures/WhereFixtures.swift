import Foundation
import PokedexData
import PokedexDomain
import PokedexGameTables
import PokedexJSON

/// The generated indexes of where Pokémon are found: every location area's encounters (and
/// which areas each Pokémon is in), the names of locations and areas in every supported
/// language, the versions, methods and conditions encounters name, and the regional
/// Pokédexes. Facts only.
struct WhereFixtures: Sendable {
    let generator: Generator

    /// A few Pokémon's `/pokemon/{id}/encounters` and areas' encounters, kept as PokeAPI sent
    /// them, for the tests that check `where` and `location` against real bodies: Pikachu
    /// (Viridian Forest), Magikarp (every rod), Hoothoot (only at night), Bulbasaur (a gift),
    /// Meganium (met nowhere: it evolves from Bayleef); Viridian Forest, Route 1 and Route 29.
    static let samplePokemon = [1, 25, 129, 154, 163]
    static let sampleAreas = [185, 295, 321]
    static let samplesFolder = "samples"

    /// `varieties`: each species' Pokémon in PokeAPI's order, for the games' forms.
    func write(to folder: URL, varieties: [Int: [Int]]) async throws {
        var terms: [EncounterTerm] = []
        for version in try await generator.all("version", as: VersionDTO.self) {
            terms.append(
                EncounterTerm(
                    kind: .version, id: version.id, name: version.name,
                    displayName: version.names.first { $0.language.name == "en" }?.name
                        ?? DisplayName.titleCase(version.name)))
        }
        terms += try await generator.all("encounter-method", as: EncounterTermDTO.self).map {
            EncounterMapper.term($0, kind: .method)
        }
        terms += try await generator.all("encounter-condition-value", as: EncounterTermDTO.self).map {
            EncounterMapper.term($0, kind: .condition)
        }
        var places = try await generator.all("location", as: LocationDTO.self).map(EncounterMapper.place)
        var areas: [AreaEncounters] = []
        for area in try await generator.all("location-area", as: LocationAreaDTO.self) {
            places.append(EncounterMapper.place(area))
            areas.append(EncounterMapper.area(area))
        }
        if let pkhex = generator.options.pkhex.map({ URL(fileURLWithPath: $0) }) {
            places = GamePlaceNames(folder: pkhex.appendingPathComponent("locations")).filling(places)
            // The games PokeAPI has no locations for, from their own tables.
            let sightings = try GameTableFixtures.sightings(pkhex: pkhex)
            let formCounts = try await generator.formCounts(
                of: sightings.map { ($0.species, $0.form) }, varieties: varieties)
            var regionNames: [String: [Language: String]] = [:]
            for region in try await generator.all("region", as: LabelDTO.self) {
                for entry in region.names {
                    guard let language = Language(rawValue: entry.language.name) else { continue }
                    regionNames[region.name, default: [:]][language] = entry.name
                }
            }
            let output = try GameEncounterBuilder(
                places: places, areas: areas, terms: terms,
                lists: try GameTableFixtures.lists(pkhex: pkhex, regionNames: regionNames),
                pokemon: { species, form in
                    GameForms.pokemon(species: species, form: form, varieties: varieties, formCounts: formCounts)
                }
            ).adding(sightings)
            (places, areas, terms) = (output.places, output.areas, output.terms)
            generator.log(
                "PKHeX: \(sightings.count) slots, \(output.addedLocations) locations and \(output.addedAreas) areas added"
            )
        }
        let dexes = try await generator.all("pokedex", as: RegionalDexDTO.self).map(EncounterMapper.dex)
        // A version PokeAPI has encounters for says so: the others are answered by their Pokédex.
        let versionsWithEncounters = Set(areas.flatMap { $0.groups.map(\.versionID) })
        terms = terms.map { term in
            guard term.kind == .version, versionsWithEncounters.contains(term.id) else { return term }
            return EncounterTerm(
                kind: term.kind, id: term.id, name: term.name, displayName: term.displayName,
                group: EncounterTerm.hasEncounters)
        }

        let encounters = EncounterIndex.encode(areas)
        let runs = EncounterRunsIndex.encode(encounters: encounters)
        places = places.map(JapaneseSpellings.respelled)
        let placeLines = PlaceIndex.encode(places)
        let files: [(String, String)] = [
            (EncounterIndex.fileName, encounters),
            (LineStartsIndex.fileName(for: EncounterIndex.fileName), LineStartsIndex.encode(encounters)),
            (EncounterRunsIndex.fileName, runs),
            (LineStartsIndex.fileName(for: EncounterRunsIndex.fileName), LineStartsIndex.encode(runs)),
            (PlaceIndex.fileName, placeLines),
            (PlaceOffsetsIndex.fileName, PlaceOffsetsIndex.encode(places: placeLines)),
            (PlaceKeysIndex.fileName, PlaceKeysIndex.encode(places)),
            (EncounterTermsIndex.fileName, EncounterTermsIndex.encode(terms)),
            (DexIndex.fileName, DexIndex.encode(dexes)),
            (SpeciesGamesIndex.fileName, SpeciesGamesIndex.encode(dexes)),
        ]
        for (name, text) in files {
            try generator.write(Data(text.utf8), to: folder.appendingPathComponent(name))
        }
        for id in Self.samplePokemon {
            let body = try await generator.fetch("pokemon/\(id)/encounters")
            try generator.write(
                try Self.relative(body),
                to: folder.appendingPathComponent("\(Self.samplesFolder)/encounters/\(id).json"))
        }
        for id in Self.sampleAreas {
            let body = try JSONSerialization.jsonObject(with: try await generator.fetch("location-area/\(id)/"))
            let kept = (body as? [String: Any] ?? [:]).filter { ["id", "name", "pokemon_encounters"].contains($0.key) }
            try generator.write(
                try Self.relative(JSONSerialization.data(withJSONObject: kept)),
                to: folder.appendingPathComponent("\(Self.samplesFolder)/location-area/\(id).json"))
        }
        generator.log(
            "\(areas.count) location areas, \(areas.reduce(0) { $0 + $1.groups.count }) encounter groups, "
                + "\(places.count) places, \(dexes.count) Pokédexes")
    }

    /// A body with its links relative, its keys sorted: the same bytes from any server.
    /// The places in `folder` with the games' own names filled in, written back with their
    /// keys: what a whole run with `--pkhex` writes.
    static func fillPlaceNames(in folder: URL, pkhex: URL) throws {
        let file = folder.appendingPathComponent(PlaceIndex.fileName)
        let places = GamePlaceNames(folder: pkhex.appendingPathComponent("locations"))
            .filling(try PlaceIndex.decode(try Data(contentsOf: file))).map(JapaneseSpellings.respelled)
        let placeLines = PlaceIndex.encode(places)
        try Data(placeLines.utf8).write(to: file, options: .atomic)
        try Data(PlaceOffsetsIndex.encode(places: placeLines).utf8).write(
            to: folder.appendingPathComponent(PlaceOffsetsIndex.fileName), options: .atomic)
        try Data(PlaceKeysIndex.encode(places).utf8).write(
            to: folder.appendingPathComponent(PlaceKeysIndex.fileName), options: .atomic)
    }

    private static func relative(_ data: Data) throws -> Data {
        try JSONSerialization.data(
            withJSONObject: Trim.relative(try JSONSerialization.jsonObject(with: data)),
            options: [.sortedKeys, .withoutEscapingSlashes])
    }
}
