import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

@Suite struct BundledDataTests {
    /// A folder of its own with one file in it.
    private func folder(with name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return folder.path
    }

    @Test func eachFileIsReadOnceAndEachValueDecodedOnce() throws {
        let root = try folder(with: "a.tsv", "first")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bundled = BundledData(root: root)
        var decodings = 0
        let decode = { (data: Data) throws(RepositoryError) -> String in
            decodings += 1
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try bundled.decoded("a.tsv", decode) == "first")
        // Changed on disk: the process keeps what it read.
        try Data("second".utf8).write(to: URL(fileURLWithPath: root + "/a.tsv"))
        #expect(try bundled.decoded("a.tsv", decode) == "first")
        #expect(String(decoding: try bundled.data("a.tsv"), as: UTF8.self) == "first")
        #expect(decodings == 1)
        #expect(bundled.peek("a.tsv", as: String.self) == "first")
    }

    @Test func aMissingFileSaysWhereItWasLookedFor() throws {
        let root = try folder(with: "a.tsv", "x")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: RepositoryError.unavailable(reason: "no b.tsv at \(root)/b.tsv")) {
            try BundledData(root: root).data("b.tsv")
        }
        #expect(throws: RepositoryError.unavailable(reason: "no Pokédex index at \(root)/pokedex-index.tsv")) {
            try BundledData(root: root).summaries()
        }
    }
}

/// The encounters index, in id order, read for a few areas (or one Pokémon in them): the same
/// rows as a reading of the whole file, filtered.
@Suite struct EncounterIndexReadingTests {
    private let encounters = try? Data(contentsOf: fixturesRoot.appendingPathComponent(EncounterIndex.fileName))

    @Test func aFewAreasAreThoseOfAWholeReading() throws {
        let data = try #require(encounters)
        let all = try EncounterIndex.decode(data)
        #expect(all.count > 500)
        let present = all.map(\.areaID)
        var random = SeededRandom(seed: 20_261_126)
        for size in [1, 2, 5, 30, 64] {
            for _ in 0..<20 {
                // Areas with encounters, and ids with none (before, between and past them).
                var ids = Set((0..<size).map { _ in random.pick(present) })
                ids.insert(random.below((present.last ?? 0) + 50))
                let expected = all.filter { ids.contains($0.areaID) }
                #expect(try EncounterIndex.decode(data, ids: ids) == expected)
                let pokemon = expected.first?.groups.first?.pokemonID
                #expect(
                    try EncounterIndex.decode(data, ids: ids, pokemon: pokemon)
                        == expected.map { area in
                            AreaEncounters(areaID: area.areaID, groups: area.groups.filter { $0.pokemonID == pokemon })
                        })
            }
        }
    }

    /// Every Pokémon's line of the encounters by Pokémon is its groups of a whole reading of the
    /// encounters by area, and the file is what `make fixtures` makes of that one; a Pokémon met
    /// nowhere has none, and a damaged line is an error, not fewer encounters.
    @Test func everyPokemonsLineIsItsGroupsOfTheAreas() throws {
        let data = try #require(encounters)
        let index = try Data(contentsOf: fixturesRoot.appendingPathComponent(EncounterRunsIndex.fileName))
        #expect(
            String(decoding: index, as: UTF8.self)
                == EncounterRunsIndex.encode(encounters: String(decoding: data, as: UTF8.self)))
        let all = try EncounterIndex.decode(data)
        var expected: [Int: [AreaEncounters]] = [:]
        for area in all {
            var byPokemon: [Int: [EncounterGroup]] = [:]
            for group in area.groups { byPokemon[group.pokemonID, default: []].append(group) }
            for (pokemon, groups) in byPokemon {
                expected[pokemon, default: []].append(AreaEncounters(areaID: area.areaID, groups: groups))
            }
        }
        #expect(expected.count > 1000)
        for (pokemon, areas) in expected {
            #expect(try EncounterRunsIndex.decode(index, pokemon: pokemon) == areas, "#\(pokemon)")
        }
        let nowhere = try #require((1...1025).first { expected[$0] == nil })
        #expect(try EncounterRunsIndex.decode(index, pokemon: nowhere).isEmpty)
        #expect(try EncounterRunsIndex.decode(index, pokemon: 99_999).isEmpty)
        // Pikachu's line with its first area's space gone, with another's group first in a run,
        // and last in one; with its id and no area, and ended as Windows ends lines. (A line of
        // digits alone is no row to the halving, as in every index: it finds the next.)
        let text = String(decoding: index, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("25\t") })
        let first = try #require(line.split(separator: "\t").dropFirst().first)
        let arealess = line.replacing(" ", with: "x", maxReplacements: 1)
        let foreign = line.replacing(
            "\t" + first, with: "\t" + first.replacing(" 25.", with: " 26.", maxReplacements: 1), maxReplacements: 1)
        let trailing = line.replacing("\t" + first, with: "\t" + first + ",26.1.10|1.2.3.10", maxReplacements: 1)
        let damages: [String] = [String(arealess), String(foreign), String(trailing), "25\t", line + "\r"]
        for damaged in damages {
            #expect(damaged != line)
            let bytes = Data(text.replacing(line, with: damaged).utf8)
            #expect(throws: RepositoryError.self, "\(damaged.prefix(12).debugDescription)") {
                try EncounterRunsIndex.decode(bytes, pokemon: 25)
            }
        }
    }

    /// Every term's name in every language, looked up alone by halving the file, is the whole
    /// reading's; what the file has not is nil, and so is what a broken line stands in front of.
    @Test func aTermsNameLookedUpAloneIsTheWholeReadings() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(TermNamesIndex.fileName))
        let all = try TermNamesIndex.decode(data)
        var looked = 0
        for (kind, byID) in all.names {
            for (id, byLanguage) in byID {
                for language in Language.allCases {
                    #expect(
                        TermNamesIndex.name(of: kind, id: id, in: language, data: data) == byLanguage[language],
                        "\(kind) \(id) \(language)")
                    looked += 1
                }
            }
        }
        #expect(looked > 30000)
        #expect((all.names[.move]?.count ?? 0) > 800)
        #expect(TermNamesIndex.name(of: .move, id: 99_999, in: .fr, data: data) == nil)
        #expect(TermNamesIndex.name(of: .move, id: 0, in: .fr, data: data) == nil)
        #expect(TermNamesIndex.name(of: .pokemon, id: 25, in: .fr, data: data) == nil)
        #expect(TermNamesIndex.name(of: .move, id: 85, in: .en, data: data) == nil)
        #expect(TermNamesIndex.name(of: .move, id: 85, in: .fr, data: Data()) == nil)
        for broken in ["bogus", "move\tx\tfr\tTonnerre", "move\t85\tfrench\tTonnerre", "move\t85", "\n\n\n", "#"] {
            let data = Data("# kind\tid\tlanguage\tname\n\(broken)\n".utf8)
            #expect(TermNamesIndex.name(of: .move, id: 85, in: .fr, data: data) == nil, "\(broken)")
        }
        let ordered = Data("# kind\tid\tlanguage\tname\nmove\t85\tja\t10まんボルト\nmove\t85\tfr\tTonnerre\n".utf8)
        #expect(TermNamesIndex.name(of: .move, id: 85, in: .fr, data: ordered) == "Tonnerre")
        #expect(TermNamesIndex.name(of: .move, id: 85, in: .ja, data: ordered) == "10まんボルト")
    }

    /// A language's names, each looked up as it is asked for, are that language's alone.
    @Test func oneLanguagesTermNamesAreThatLanguagesOnly() async throws {
        let french = try await fixtureMovesRepository().termNames(in: .fr)
        #expect(french.name(of: .move, id: 85, in: .fr) == "Tonnerre")
        #expect(french.name(of: .move, id: 85, in: .ja) == nil)
        #expect(french.only(.fr).name(of: .ability, id: 26, in: .fr) == "Lévitation")
        #expect(french.only(.ja).name(of: .move, id: 85, in: .fr) == nil)
    }

    /// Moves read for their names are read again from there, whole and in id order: the same
    /// moves a repository that named none reads from the file; one not named is read from it.
    @Test func movesNamedAreTheMovesReadWhole() async throws {
        func repository() -> PokeAPIMovesRepository { fixtureMovesRepository() }
        let named = repository()
        let terms = try await named.namedTerms(.move).named(["Thunderbolt", "Earthquake", "Surf", "Protect"])
        let ids = Set(terms.compactMap { $0?.id })
        #expect(ids.count == 4)
        let fresh = try await repository().moves(ids: ids)
        #expect(try await named.moves(ids: ids) == fresh)
        #expect(
            fresh.map(\.id) == ids.sorted() && fresh.map(\.name) == ["surf", "thunderbolt", "earthquake", "protect"])
        // Pound (1) was not named: the file is read.
        #expect(try await named.moves(ids: ids.union([1])) == (try await repository().moves(ids: ids.union([1]))))
        #expect(try await named.moves(ids: [1]).map(\.name) == ["pound"])
        // Naming again keeps the last moves named alone: the first are read from the file.
        _ = try await named.namedTerms(.move).named(["Pound", "Tackle"])
        #expect(try await named.moves(ids: ids) == fresh)
    }

    /// Every species' name in every language, looked up alone by halving the file, is the
    /// whole reading's; what the file has not is nil, as is what a broken line stands in
    /// front of; a row cut short is still refused by the whole reading.
    @Test func aSpeciesNameLookedUpAloneIsTheWholeReadings() async throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(NamesIndex.fileName))
        let all = try NamesIndex.decode(data)
        #expect(all.bySpecies.count > 1000)
        for (species, byLanguage) in all.bySpecies {
            for language in Language.allCases {
                #expect(
                    NamesIndex.name(ofSpecies: species, in: language, data: data) == byLanguage[language],
                    "#\(species) \(language)")
            }
        }
        #expect(NamesIndex.name(ofSpecies: 99_999, in: .ja, data: data) == nil)
        #expect(NamesIndex.name(ofSpecies: 0, in: .ja, data: data) == nil)
        let cut = Data("# species_id\tlanguage\tname\n25\tja\tピカチュウ\n26\n".utf8)
        #expect(throws: RepositoryError.self) { try NamesIndex.decode(cut) }
        #expect(NamesIndex.name(ofSpecies: 25, in: .ja, data: cut) == "ピカチュウ")
        #expect(NamesIndex.name(ofSpecies: 26, in: .ja, data: cut) == nil)
        let french = try await fixtureRepository().localizedNames(in: .fr)
        #expect(french.name(ofSpecies: 25, in: .fr) == "Pikachu")
        #expect(french.name(ofSpecies: 1, in: .fr) == "Bulbizarre")
        #expect(french.name(ofSpecies: 1, in: .ja) == nil)
        #expect(french.only(.ja).name(ofSpecies: 1, in: .fr) == nil)
    }

    /// One language's labels, read alone, are the whole file's a screen in it shows: kana for
    /// Japanese too, which it falls back to.
    @Test func oneLanguagesLabelsAreThoseOfAWholeReading() async throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(LabelNamesIndex.fileName))
        let all = try LabelNamesIndex.decode(data)
        var looked = 0
        for language in Language.allCases {
            let lines = LabelNamesIndex.lines(of: language, in: data)
            #expect((lines == nil) == (language == .en), "\(language)")
            for (kind, byKey) in all.names {
                for (key, byLanguage) in byKey {
                    #expect(
                        lines.flatMap { LabelNamesIndex.name(of: kind, key, in: data, lines: $0) }
                            == byLanguage[language],
                        "\(kind) \(key) \(language)")
                    looked += 1
                }
            }
        }
        #expect(looked > 1000)
        #expect(LabelNamesIndex.name(of: .type, "nothing", in: .fr, data: data) == nil)
        #expect(LabelNamesIndex.name(of: .pokedex, "fire", in: .fr, data: data) == nil)
        #expect(LabelNamesIndex.name(of: .type, "fire", in: .fr, data: data) == "Feu")
        #expect(LabelNamesIndex.name(of: .type, "fire", in: .en, data: data) == nil)
        let repository = fixtureMovesRepository()
        for language in [Language.ja, .ko, .es] {
            let alone = try await repository.labelNames(in: language)
            for kind in LabelNames.Kind.allCases {
                for key in all.names[kind]?.keys.sorted() ?? [] {
                    #expect(alone.name(kind, key, in: language) == all.name(kind, key, in: language), "\(key)")
                    #expect(alone.name(kind, key, in: .fr) == nil, "\(key)")
                }
            }
            #expect(alone.only(language).name(.type, "fire", in: language) == all.name(.type, "fire", in: language))
        }
        #expect(try await repository.labelNames(in: .ja).only(.ko).name(.type, "fire", in: .ko) == nil)
    }

    /// A row's kind is read on its bytes: the kind names themselves, each its own kind; a near
    /// miss (a letter more or less, another case) is no kind, and its line malformed.
    @Test func kindsAreReadAsExactlyTheirNames() throws {
        // Each kind there is, by its name: a kind added to the types and not to the reading fails here.
        let terms =
            EncounterTermsIndex.header + "\n"
            + EncounterTerm.Kind.allCases.map { "\($0.rawValue)\t1\tred\tRed\tencounters\n" }.joined()
        #expect(try EncounterTermsIndex.decode(Data(terms.utf8)).map(\.kind) == EncounterTerm.Kind.allCases)
        let names = String(repeating: "\t", count: Language.allCases.count)
        let places =
            PlaceIndex.header + "\n"
            + Place.Kind.allCases.map { "\($0.rawValue)\t1\tcanalave-city\t\tsinnoh\(names)\n" }
            .joined()
        #expect(try PlaceIndex.decode(Data(places.utf8)).map(\.kind) == Place.Kind.allCases)
        for miss in ["versions", "metho", "Condition", ""] {
            let line = terms.replacingOccurrences(of: "\nmethod\t", with: "\n\(miss)\t")
            #expect(throws: RepositoryError.self, "\(miss)") { try EncounterTermsIndex.decode(Data(line.utf8)) }
        }
        for miss in ["locations", "are", "Area"] {
            let line = places.replacingOccurrences(of: "\narea\t", with: "\n\(miss)\t")
            #expect(throws: RepositoryError.self, "\(miss)") { try PlaceIndex.decode(Data(line.utf8)) }
        }
    }

    /// A line's first fields read where it lies, the rest not looked at: a line that ends
    /// before them is no row, the file's last line (with no newline) is one.
    @Test func leadingFieldsAreReadAloneAndAShortLineIsNoRow() {
        let lines = ["a\tb\tc\tnames\tmore", "short\tline", "x\ty\tz"]
        let text = lines.joined(separator: "\n")
        let second = lines[0].utf8.count + 1
        let third = second + lines[1].utf8.count + 1
        let starts: [Int] = [0, second, third, -1, text.utf8.count]
        let rows = IndexRows.rows(Data(text.utf8), at: starts, fieldCount: 5, leading: 3) { fields -> [String]? in
            [fields.string(0), fields.string(1), fields.string(2)]
        }
        #expect(rows == [["a", "b", "c"], nil, ["x", "y", "z"], nil, nil])
    }

    /// Places found by id (in one pass, or where their offsets say) are those of a whole reading,
    /// ids with no place left out.
    @Test func placesByIdAreThoseOfAWholeReading() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(PlaceIndex.fileName))
        let all = try PlaceIndex.decode(data)
        let offsets = try PlaceOffsetsIndex.decode(
            try Data(contentsOf: fixturesRoot.appendingPathComponent(PlaceOffsetsIndex.fileName)))
        // Offsets that point elsewhere are an error, not another place.
        let shifted = PlaceOffsetsIndex.Offsets(
            locations: (0...9).map { offsets.start(of: .location, id: $0).map { $0 + 1 } }, areas: [])
        #expect(throws: RepositoryError.self) {
            try PlaceIndex.decode(data, locations: [1], areas: [], offsets: shifted)
        }
        // An index that knows fewer ids (older, or cut) still finds every place.
        let cut = PlaceOffsetsIndex.Offsets(
            locations: (0...20).map { offsets.start(of: .location, id: $0) }, areas: [])
        let wanted = Set([1, 15, 200, 500])
        #expect(
            Set(try PlaceIndex.decode(data, locations: wanted, areas: [300], offsets: cut))
                == Set(all.filter { ($0.kind == .location ? wanted : [300]).contains($0.id) }))
        let locations = all.filter { $0.kind == .location }.map(\.id)
        let areas = all.filter { $0.kind == .area }.map(\.id)
        #expect(locations.count > 1000 && areas.count > 2000)
        var random = SeededRandom(seed: 7)
        for size in [0, 1, 3, 40, 150] {
            for _ in 0..<10 {
                var wantedLocations = Set((0..<size).map { _ in random.pick(locations) })
                var wantedAreas = Set((0..<size).map { _ in random.pick(areas) })
                wantedLocations.insert((locations.max() ?? 0) + 7)
                wantedAreas.insert(0)
                let expected = all.filter {
                    ($0.kind == .location ? wantedLocations : wantedAreas).contains($0.id)
                }
                let found = try PlaceIndex.decode(data, locations: wantedLocations, areas: wantedAreas)
                let read = try PlaceIndex.decode(
                    data, locations: wantedLocations, areas: wantedAreas, offsets: offsets)
                #expect(Set(read) == Set(expected))
                // Unnamed, from the fields before the names alone: the same places, no names.
                let unnamed = try PlaceIndex.decode(
                    data, locations: wantedLocations, areas: wantedAreas, offsets: offsets, languages: [])
                #expect(
                    Set(unnamed)
                        == Set(
                            expected.map {
                                Place(
                                    kind: $0.kind, id: $0.id, name: $0.name, locationID: $0.locationID,
                                    region: $0.region, names: [:])
                            }))
                let shown = Set(found.map { "\($0.kind.rawValue)/\($0.id)" })
                let wanted = Set(expected.map { "\($0.kind.rawValue)/\($0.id)" })
                #expect(
                    shown == wanted,
                    "missing \(wanted.subtracting(shown).sorted()), extra \(shown.subtracting(wanted).sorted())")
                #expect(Set(found) == Set(expected))
                // A location's areas, by the index's area locations, are those a whole reading has,
                // with their names in every language whatever the languages asked.
                let areasOf = Set(all.filter { $0.kind == .area && wantedLocations.contains($0.locationID ?? -1) })
                let withAreas = try PlaceIndex.decode(
                    data, locations: wantedLocations, areas: [], areasOf: wantedLocations, offsets: offsets,
                    languages: [.en])
                #expect(Set(withAreas) == Set(expected.filter { $0.kind == .location }).union(areasOf))
            }
        }
        #expect(try offsets.areas(of: [1])?.isEmpty == false)
        // An older index, which knows no area's location, reads them all the slow way.
        #expect(try cut.areas(of: [1]) == nil)
        #expect(
            Set(try PlaceIndex.decode(data, locations: [1], areas: [], areasOf: [1], offsets: cut))
                == Set(all.filter { $0.id == 1 && $0.kind == .location || $0.locationID == 1 && $0.kind == .area }))
        // A row of area locations cut short, or saying an area is where it is not, is an error
        // naming the file: never a location with fewer areas.
        let areaIDs = 0...(areas.max() ?? 0)
        let locationIDs = 0...(locations.max() ?? 0)
        let locationOf = Dictionary(all.filter { $0.kind == .area }.map { ($0.id, $0.locationID) }) { first, _ in first
        }
        func index(_ areaLocations: [Int?]) -> PlaceOffsetsIndex.Offsets {
            PlaceOffsetsIndex.Offsets(
                locations: locationIDs.map { offsets.start(of: .location, id: $0) },
                areas: areaIDs.map { offsets.start(of: .area, id: $0) }, areaLocations: areaLocations)
        }
        let whole = areaIDs.map { locationOf[$0] ?? nil }
        #expect(
            Set(try PlaceIndex.decode(data, locations: [1], areas: [], areasOf: [1], offsets: index(whole)))
                == Set(all.filter { $0.id == 1 && $0.kind == .location || $0.locationID == 1 && $0.kind == .area }))
        for broken in [Array(whole.prefix(100)), whole.map { $0 == nil ? nil : 1 }] {
            #expect(throws: RepositoryError.self) {
                try PlaceIndex.decode(data, locations: [1], areas: [], areasOf: [1], offsets: index(broken))
            }
        }
    }

    /// A row found by its name where its line lies is the whole reading's row of that name.
    @Test func aRowFoundByNameIsTheWholeReadingsRow() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        let all = try CatalogIndex.decode(data)
        #expect(all.count > 1300)
        for row in all { #expect(CatalogIndex.row(data, named: row.name) == row, "\(row.name)") }
        for name in ["", "name", "id", "bulba", "bulbasaur-x", "1", "grass,poison", "Bulbasaur"] {
            #expect(CatalogIndex.row(data, named: name) == nil, "\(name)")
        }
    }

    /// A row found by its id, a Pokémon's tiers by its id and the n-th default form, each read
    /// no further than its line, are the whole reading's: the first, the last and all between.
    @Test func aRowFoundByIdIsTheWholeReadingsRow() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        let all = try CatalogIndex.decode(data)
        for row in all { #expect(try CatalogIndex.row(data, id: row.id) == row, "\(row.id)") }
        #expect(try CatalogIndex.row(data, id: (all.map(\.id).max() ?? 0) + 1) == nil)
        let defaults = all.filter(\.isDefault)
        for position in [0, 1, defaults.count / 2, defaults.count - 1] {
            #expect(try CatalogIndex.defaultRow(data) { _ in position } == defaults[position])
        }
        let tiersData = try Data(contentsOf: fixturesRoot.appendingPathComponent(TiersIndex.fileName))
        let tiers = try TiersIndex.decode(tiersData)
        #expect(tiers.count > 1000)
        for (id, row) in tiers { #expect(try TiersIndex.row(tiersData, id: id) == row, "\(id)") }
        #expect(try TiersIndex.row(tiersData, id: 0) == nil)
    }

    /// A move, an ability and an item found by its PokeAPI name, its line alone read, is the
    /// whole reading's first of that name; a name none has exactly (a spelling, a display
    /// name) is none.
    @Test func aTermFoundByNameIsTheWholeReadingsRow() throws {
        func check<Row: Equatable>(_ table: IndexRows.Table<Row>, _ name: (Row) -> String) throws {
            let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(table.file))
            let all = try table.decode(data)
            #expect(all.count > 200, "\(table.file)")
            // The first of its name: two items share one (`roseli-berry`), as a PokeAPI name
            // resolves to the first.
            for row in all {
                let first = all.first { name($0) == name(row) }
                #expect(try table.first(data, field: 1, is: name(row)) == first, "\(name(row))")
            }
            for missing in ["", "Thunderbolt", "thunderb", "85", "levitate-x", "Master Ball"] {
                #expect(try table.first(data, field: 1, is: missing) == nil, "\(table.file): \(missing)")
            }
        }
        try check(MoveIndex.table, \.name)
        try check(AbilityIndex.table, \.name)
        try check(ItemIndex.table, \.name)
    }

    /// A game's Pokédexes, read alone, are those a whole reading says are its own.
    @Test func aGamesPokedexesAreThoseOfAWholeReading() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(DexIndex.fileName))
        let all = try DexIndex.decode(data)
        let games = Set(all.flatMap(\.versionGroups))
        #expect(games.count > 20)
        for game in games.sorted() + ["no-such-game", "scarlet"] {
            #expect(try DexIndex.decode(data, versionGroup: game) == all.filter { $0.versionGroups.contains(game) })
        }
        #expect(
            try DexIndex.decode(data, versionGroup: "scarlet-violet").map(\.name) == [
                "paldea", "kitakami", "blueberry",
            ])
    }

    /// The games of the Pokédexes that have a species, found on the bytes, are those whose
    /// entries a whole reading says hold it: first, last and only entries, and numbers that
    /// begin alike (`:1` in `:10`, `:11`).
    @Test func theDexesOfASpeciesAreThoseWhoseEntriesHoldIt() throws {
        let bundled = try Data(contentsOf: fixturesRoot.appendingPathComponent(DexIndex.fileName))
        let made = Data(
            ("# id\tname\tdisplay_name\tregion\tversion_groups\tentries\n"
                + "1\ta\tA\t\tg1\t1:1,2:10,3:11\n2\tb\tB\t\tg2,g3\t1:11,2:110\n3\tc\tC\t\tg4\t5:1\n"
                + "4\td\tD\t\tg5\t1:21,2:1\n5\te\tE\t\tg6\t\n").utf8)
        for data in [bundled, made] {
            let all = try DexIndex.decode(data)
            let species = Set(all.flatMap { $0.entries.map(\.speciesID) })
            for id in species.sorted() + [0, 9999] {
                let expected = all.filter { $0.entries.contains { $0.speciesID == id } }.flatMap(\.versionGroups)
                #expect(try DexIndex.versionGroups(containing: id, in: data) == expected, "\(id)")
            }
        }
        #expect(try DexIndex.versionGroups(containing: 1, in: made) == ["g1", "g4", "g5"])
    }

    /// The games by species, a line each, are what the Pokédexes' entries say, each game once
    /// in the order of its first Pokédex: for every species of the bundle, for ids no Pokédex
    /// has, and for Pokédexes made here (a game in two of a species' Pokédexes, one with
    /// none).
    @Test func aSpeciesGamesAreThoseOfThePokedexesThatHaveIt() throws {
        let bundledDexes = try DexIndex.decode(
            Data(contentsOf: fixturesRoot.appendingPathComponent(DexIndex.fileName)))
        let bundled = try Data(contentsOf: fixturesRoot.appendingPathComponent(SpeciesGamesIndex.fileName))
        let madeDexes = [
            RegionalDex(
                id: 2, name: "b", displayName: "B", region: nil, versionGroups: ["g2", "g1"],
                entries: [.init(number: 1, speciesID: 7), .init(number: 2, speciesID: 3)]),
            RegionalDex(
                id: 1, name: "a", displayName: "A", region: nil, versionGroups: ["g1"],
                entries: [.init(number: 1, speciesID: 3)]),
            RegionalDex(
                id: 3, name: "c", displayName: "C", region: nil, versionGroups: [],
                entries: [.init(number: 1, speciesID: 9)]),
        ]
        let made = Data(SpeciesGamesIndex.encode(madeDexes).utf8)
        // Facts of the games themselves, not of the files: Bulbasaur is in Kanto's Pokédex (Red/Blue,
        // Let's Go); Sprigatito in Paldea's and in no Sword/Shield Pokédex; Grookey in Galar's and
        // not in Red/Blue's.
        let bulbasaur = try SpeciesGamesIndex.versionGroups(of: 1, in: bundled)
        #expect(bulbasaur.contains("red-blue") && bulbasaur.contains("lets-go-pikachu-lets-go-eevee"))
        let sprigatito = try SpeciesGamesIndex.versionGroups(of: 906, in: bundled)
        #expect(sprigatito.contains("scarlet-violet") && !sprigatito.contains("sword-shield"))
        #expect(try SpeciesGamesIndex.versionGroups(of: 810, in: bundled).contains("sword-shield"))
        #expect(!(try SpeciesGamesIndex.versionGroups(of: 810, in: bundled)).contains("red-blue"))
        #expect(try SpeciesGamesIndex.versionGroups(of: 3, in: made) == ["g1", "g2"])
        #expect(try SpeciesGamesIndex.versionGroups(of: 9, in: made) == [])
        for (dexes, data) in [(bundledDexes, bundled), (madeDexes, made)] {
            let species = Set(dexes.flatMap { $0.entries.map(\.speciesID) })
            #expect(species.count > 2)
            for id in species.sorted() + [0, -1, 99_999] {
                var expected: [String] = []
                for dex in dexes.sorted(by: { $0.id < $1.id }) where dex.entries.contains(where: { $0.speciesID == id })
                {
                    for game in dex.versionGroups where !expected.contains(game) { expected.append(game) }
                }
                #expect(try SpeciesGamesIndex.versionGroups(of: id, in: data) == expected, "\(id)")
            }
        }
        #expect(throws: RepositoryError.self) {
            try SpeciesGamesIndex.versionGroups(of: 2, in: Data("# h\n1\ta\n2\n3\tc\n".utf8))
        }
    }

    /// The repository's answer is the same from the games by species, from a bundle made before
    /// that file (every Pokédex's entries searched), and once every Pokédex is read whole.
    @Test func aSpeciesGamesAreTheSameWhereverTheyAreRead() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("species-games-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: fixturesRoot.appendingPathComponent(DexIndex.fileName),
            to: root.appendingPathComponent(DexIndex.fileName))
        let withFile = PokeAPIEncountersRepository(bundled: BundledData(root: fixturesRoot.path))
        let without = PokeAPIEncountersRepository(bundled: BundledData(root: root.path))
        let whole = PokeAPIEncountersRepository(bundled: BundledData(root: fixturesRoot.path))
        _ = try await whole.regionalDexes()
        for species in [1, 25, 150, 493, 906, 1025, 0, 99_999] {
            let expected = try await withFile.dexVersionGroups(ofSpecies: species)
            #expect(try await without.dexVersionGroups(ofSpecies: species) == expected, "\(species)")
            #expect(try await whole.dexVersionGroups(ofSpecies: species) == expected, "\(species)")
            #expect(Set(expected).count == expected.count && (species < 1 || species > 1025 || !expected.isEmpty))
        }
    }

    @Test func aBrokenRowNamesItsLine() throws {
        let text = "# area_id\tgroups\n1\t25.1.10|1.3.5.5\n2\tnot groups\n3\t25.1.10|1.3.5.5\n"
        #expect(
            throws: RepositoryError.malformed(
                resource: EncounterIndex.fileName, reason: "line 3 is not an encounters row")
        ) {
            try EncounterIndex.decode(Data(text.utf8), ids: [2])
        }
        #expect(try EncounterIndex.decode(Data(text.utf8), ids: [3]).map(\.areaID) == [3])
    }
}

/// The games' own place names (PKHeX's lists) filling what PokeAPI names only in English.
@Suite struct GamePlaceNamesTests {
    private func place(
        _ id: Int, _ english: String, region: String?, location: Int? = nil, _ more: [Language: String] = [:]
    )
        -> Place
    {
        var names = more
        names[.en] = english
        return Place(
            kind: location == nil ? .location : .area, id: id, name: "p\(id)", locationID: location, region: region,
            names: names)
    }

    @Test func namesAreMatchedByEnglishWithinTheRegionsGames() {
        let newer = GamePlaceNames.GameList(names: [
            .en: ["", "Route 220", "Mt. Coronet", "Twinleaf Town", "Power Plant"],
            .ja: ["", "２２０ばんすいどう", "テンガンざん", "フタバタウン", "はつでんしょ"],
            .fr: ["", "Chenal 220", "Mont Couronné", "Bonaugure", "Centrale"],
        ])
        let older = GamePlaceNames.GameList(names: [
            .en: ["Mt. Coronet", "Spear Pillar", "Spear Pillar"], .ja: ["テンガンざん", "やりのはしら", "べつのなまえ"],
            .de: ["Kraterberg", "Speersäule", "Speersäule"],
        ])
        let names = GamePlaceNames(lists: ["sinnoh": [newer, older], "kanto": []])
        let places = names.filling([
            place(1, "Mt. Coronet", region: "sinnoh", [.fr: "Mont Couronné (PokeAPI)"]),
            place(2, "Sea Route 220", region: "sinnoh"),
            place(3, "Mt Coronet", region: nil, location: 1),
            place(4, "Spear Pillar", region: "sinnoh"),
            place(5, "Twinleaf Town", region: "kanto"),
            place(6, "Sinnoh Power Plant", region: "sinnoh"),
            place(7, "Kanto Power Plant", region: "sinnoh"),
        ])
        // PokeAPI's own name stays; the newest game's comes before an older one's, which fills the rest.
        #expect(places[0].names[.fr] == "Mont Couronné (PokeAPI)")
        #expect(places[0].names[.ja] == "テンガンざん" && places[0].names[.jaHrkt] == "テンガンざん")
        #expect(places[0].names[.de] == "Kraterberg")
        // `Sea Route 220` is the games' `Route 220`; an area takes its location's region.
        #expect(places[1].names[.fr] == "Chenal 220")
        #expect(places[2].names[.ja] == "テンガンざん")
        // A name one game gives two translations is left alone; another region's games are not asked.
        #expect(places[3].names[.ja] == nil)
        #expect(places[4].names[.ja] == nil)
        // PokeAPI's `Kanto Power Plant` is Kanto's `Power Plant`: the region's own name only.
        #expect(places[5].names[.ja] == "はつでんしょ")
        #expect(places[6].names[.ja] == nil)
    }

    /// Colosseum and XD share a list, two names a line, each marked with its game.
    @Test func colosseumAndXDsSharedLinesAreSplit() {
        let split = GamePlaceNames.GameList.splittingShared([
            .en: ["", "Phenac City (C) / Cipher Lab (XD)", "The Under (C)"],
            .ja: ["", "フェナスシティ (C) / シャドーのラボ (XD)", "アンダー (C)"],
            .zhHans: ["", "硅铍市 (圆竞) / 暗影研究所 (XD)", "地下城 (圆竞)"],
            .fr: ["", "Phénacit (C)", "Suerebe (C)"],
        ])
        #expect(split[.en] == ["", "Phenac City", "Cipher Lab", "The Under"])
        #expect(split[.ja] == ["", "フェナスシティ", "シャドーのラボ", "アンダー"])
        #expect(split[.zhHans] == ["", "硅铍市", "暗影研究所", "地下城"])
        // A line one language does not split as the English does is left out for it.
        #expect(split[.fr] == ["", "", "", "Suerebe"])
    }

    /// A name marked with its games is the place's name, unmarked: Altering Cave is not
    /// PokeAPI's area E of it.
    @Test func marksOfGamesAreNoPartOfAName() {
        let unmarked = GamePlaceNames.GameList.unmarkingGames([
            .en: ["Altering Cave (FRLG)", "Altering Cave (E)", "Grand Underground (Secret Base)"],
            .it: ["Grotta Mutevole (RFVF)", "Grotta Mutevole (S)", "Grande Sotterraneo (Base Segreta)"],
        ])
        #expect(unmarked[.en] == ["Altering Cave", "Altering Cave", "Grand Underground (Secret Base)"])
        #expect(unmarked[.it] == ["Grotta Mutevole", "Grotta Mutevole", "Grande Sotterraneo (Base Segreta)"])
    }

    @Test func kanjiIsNotKana() {
        let names = GamePlaceNames(lists: [
            "paldea": [GamePlaceNames.GameList(names: [.en: ["Mesagoza"], .ja: ["テーブルシティ"]])],
            "hisui": [GamePlaceNames.GameList(names: [.en: ["Jubilife Village"], .ja: ["コトブキムラ"]])],
            "galar": [GamePlaceNames.GameList(names: [.en: ["Route 1"], .ja: ["１ばんどうろ"]])],
            "alola": [GamePlaceNames.GameList(names: [.en: ["Mount Lanakila"], .ja: ["ラナキラマウンテン"]])],
            "kalos": [GamePlaceNames.GameList(names: [.en: ["Lumiose City"], .ja: ["ミアレシティ"]])],
            "unova": [GamePlaceNames.GameList(names: [.en: ["Dragonspiral Tower"], .ja: ["リュウラセンの塔"]])],
        ])
        let places = names.filling([
            place(1, "Mesagoza", region: "paldea"), place(2, "Dragonspiral Tower", region: "unova"),
        ])
        #expect(places[0].names[.jaHrkt] == "テーブルシティ")
        #expect(places[1].names[.ja] == "リュウラセンの塔" && places[1].names[.jaHrkt] == nil)
    }
}

@Suite struct EncounterTermsReadingTests {
    /// The terms read with some methods and conditions asked for are every version and those
    /// of the whole reading, in its order; ids the file has not, and ids past any table of
    /// bits, change nothing.
    @Test func askedTermsAreThoseOfTheWholeReading() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(EncounterTermsIndex.fileName))
        let all = try EncounterTermsIndex.decode(data)
        let methods = all.filter { $0.kind == .method }.map(\.id)
        let conditions = all.filter { $0.kind == .condition }.map(\.id)
        #expect(methods.count > 50 && conditions.count > 300)
        var random = SeededRandom(seed: 20_261_204)
        for size in [0, 1, 3, 10, 40] {
            let wantedMethods = Set((0..<size).map { _ in random.pick(methods) } + [-1, 99_999, 1 << 20])
            let wantedConditions = Set((0..<size * 2).map { _ in random.pick(conditions) } + [-5, 70_000])
            let expected = all.filter {
                $0.kind == .version || ($0.kind == .method && wantedMethods.contains($0.id))
                    || ($0.kind == .condition && wantedConditions.contains($0.id))
            }
            #expect(
                try EncounterTermsIndex.decode(data, methods: wantedMethods, conditions: wantedConditions) == expected)
        }
    }
}

@Suite struct FamilyIndexTests {
    /// The families are the file split by Swift into lines and fields; a
    /// species' first row counts; a row that is not two numbers is an error naming its line.
    @Test func familiesAreTheFileSplitIntoFields() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(FamilyIndex.fileName))
        var expected: [Int: Int] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(fields.count == 2)
            let id = try #require(Int(fields[0]))
            let parent = try #require(Int(fields[1]))
            if expected[id] == nil { expected[id] = parent }
        }
        #expect(expected.count > 400)
        #expect(try FamilyIndex.decode(data) == expected)
        // Each species' parent read alone, by halving: the whole reading's, nil for one without.
        for species in 0...((expected.keys.max() ?? 0) + 2) {
            #expect(try FamilyIndex.parent(of: species, in: data) == expected[species], "#\(species)")
        }
        #expect(try FamilyIndex.decode(Data("# species_id\tevolves_from\n2\t1\n2\t7\n\n3\t2\n".utf8)) == [2: 1, 3: 2])
        for damaged in ["2\t1\t4", "2\tone", "2\t", "\t1", "21", "2 1", "2\t-1", "1234567890\t1"] {
            let text = "# species_id\tevolves_from\n3\t2\n" + damaged + "\n5\t4\n"
            #expect(
                throws: RepositoryError.malformed(resource: FamilyIndex.fileName, reason: "line 3 is not a family row")
            ) {
                try FamilyIndex.decode(Data(text.utf8))
            }
        }
    }

    /// Each species' line of pre-evolutions, from the parents read one by one along it (as
    /// `where`, `team` and `moves` read them), is its line from the whole file; so are six
    /// lines read together.
    @Test func linesReadAlongAreTheWholeFilesLines() async throws {
        let diagnostics = Diagnostics()
        let store = ResourceStore(
            policy: SourcePolicy(offline: true), cache: nil, fixtures: nil, network: nil, diagnostics: diagnostics)
        let all = try FamilyIndex.decode(
            try Data(contentsOf: fixturesRoot.appendingPathComponent(FamilyIndex.fileName)))
        func repository() -> PokeAPIRepository {
            PokeAPIRepository(store: store, bundled: BundledData(root: fixturesRoot.path), diagnostics: diagnostics)
        }
        let alone = repository()
        var twoBefore = 0
        for species in 1...1025 {
            let line = EggInheritance.lineage(of: species, parents: all)
            let along = try await alone.evolutionParents(along: [species])
            #expect(EggInheritance.lineage(of: species, parents: along) == line, "#\(species)")
            #expect(try await alone.evolutionParent(of: species) == all[species])
            if line.count == 2 { twoBefore += 1 }
        }
        #expect(twoBefore > 50)
        var random = SeededRandom(seed: 20_261_204)
        let evolving = Array(all.keys)
        for _ in 0..<20 {
            let six = (0..<6).map { _ in random.pick(evolving) }
            let along = try await repository().evolutionParents(along: six)
            for species in six {
                #expect(
                    EggInheritance.lineage(of: species, parents: along)
                        == EggInheritance.lineage(of: species, parents: all))
            }
        }
    }
}
