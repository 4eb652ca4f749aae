import Foundation
import PokedexDomain
import PokedexJSON
import PokedexTestSupport
import PokedexWords
import Testing

@testable import PokedexData

@Suite struct FixtureTransportTests {
    let transport = FixtureTransport(root: fixturesRoot.path)

    @Test func resourcesAreFoundByIDAndByName() async throws {
        let byID = try JSONReader.read(
            PokemonDTO.self, from: try await transport.fetch(.item(.pokemon, id: 25)))
        let byName = try JSONReader.read(
            PokemonDTO.self, from: try await transport.fetch(try #require(.item(.pokemon, name: "pikachu"))))
        #expect(byID.name == "pikachu")
        #expect(byName.id == 25)
    }

    @Test func unknownResourcesAreNotFound() async {
        await #expect(throws: RepositoryError.notFound(resource: "pokemon/99999")) {
            try await transport.fetch(.item(.pokemon, id: 99999))
        }
        await #expect(throws: RepositoryError.notFound(resource: "pokemon/deoxys")) {
            try await transport.fetch(.item(.pokemon, name: "deoxys")!)
        }
    }

    @Test func aMissingFixturesFolderIsUnavailable() async {
        let missing = FixtureTransport(root: "/nonexistent/pokedex-fixtures")
        await #expect(throws: RepositoryError.unavailable(reason: "no fixtures at /nonexistent/pokedex-fixtures")) {
            try await missing.fetch(.item(.pokemon, id: 1))
        }
    }
}

@Suite struct FixtureShapeTests {
    @Test func listIndexesHoldTheWholeNationalDex() async throws {
        let transport = FixtureTransport(root: fixturesRoot.path)
        let counts = try await [APIPath.Resource.pokemon, .pokemonSpecies, .type, .evolutionChain, .generation]
            .asyncMap {
                try JSONReader.read(ResourceListDTO.self, from: try await transport.fetch(.list($0))).count
            }
        #expect(counts == [1351, 1025, 21, 541, 9])
    }

    /// Every Pokémon and species body decodes, and the generated index says what they say.
    @Test func everyFixtureDecodesAndTheIndexAgreesWithTheBodies() async throws {
        let catalog = PokemonCatalog(try BundledData(root: fixturesRoot.path).summaries())
        #expect(catalog.count == 1351)
        let transport = FixtureTransport(root: fixturesRoot.path)
        var species: [Int: SpeciesDTO] = [:]
        for summary in catalog.all {
            let pokemon = try JSONReader.read(
                PokemonDTO.self, from: try await transport.fetch(.item(.pokemon, id: summary.id)))
            if species[summary.speciesID] == nil {
                species[summary.speciesID] = try JSONReader.read(
                    SpeciesDTO.self, from: try await transport.fetch(.item(.pokemonSpecies, id: summary.speciesID)))
            }
            let mapped = PokemonMapper.summary(pokemon: pokemon, species: try #require(species[summary.speciesID]))
            #expect(mapped == summary)
        }
        #expect(species.count == 1025)
    }

    @Test func fixturesHoldNoFlavourText() throws {
        let data = try #require(
            FileManager.default.contents(
                atPath: fixturesRoot.appendingPathComponent("pokemon-species/25.json").path))
        let body = String(decoding: data, as: UTF8.self)
        #expect(!body.contains("flavor_text_entries"))
        #expect(!body.contains("form_descriptions"))
    }
}

/// A repository over the project's fixtures alone, offline, with no cache.
func fixtureRepository(
    root: String = fixturesRoot.path, network: (any APITransport)? = nil, fixtures: Bool = true
) -> PokeAPIRepository {
    let diagnostics = Diagnostics()
    let store = ResourceStore(
        policy: SourcePolicy(offline: network == nil), cache: nil,
        fixtures: fixtures ? FixtureTransport(root: root) : nil, network: network, diagnostics: diagnostics
    )
    return PokeAPIRepository(store: store, bundled: BundledData(root: root), diagnostics: diagnostics)
}

/// The moves, abilities and items of the bundled data in `root` (the project's fixtures),
/// offline, with no cache.
func fixtureMovesRepository(root: String = fixturesRoot.path) -> PokeAPIMovesRepository {
    let diagnostics = Diagnostics()
    let store = ResourceStore(
        policy: SourcePolicy(offline: true), cache: nil, fixtures: nil, network: nil, diagnostics: diagnostics)
    return PokeAPIMovesRepository(bundled: BundledData(root: root), store: store, diagnostics: diagnostics)
}

@Suite struct RepositoryTests {
    let repository = fixtureRepository()

    @Test func detailMapsPokemonAndSpecies() async throws {
        let catalog = try await repository.catalog()
        let charizard = try await repository.detail(of: try #require(NameIndex(catalog).resolve("charizard-mega-x")))
        #expect(charizard.summary.displayName == "Charizard (Mega X)")
        #expect(charizard.summary.types == ["fire", "dragon"])
        #expect(charizard.genus == "Flame Pokémon")
        #expect(charizard.generation == 1)
        #expect(charizard.stats.total == 634)
        #expect(charizard.abilities == [AbilitySlot(name: "tough-claws", isHidden: false, id: 181)])
    }

    /// Rows by id are the catalog's rows; an id it lacks is left out, and none asked is none read.
    @Test func rowsByIdAreTheCatalogsOwn() async throws {
        let catalog = try await fixtureRepository().catalog()
        let ids: Set<Int> = [1, 25, 445, 1025, 10034, 99999]
        let rows = try await fixtureRepository().summaries(ids: ids)
        #expect(Set(rows.keys) == ids.subtracting([99999]))
        for (id, row) in rows { #expect(row == catalog.pokemon(id: id), "\(id)") }
        #expect(try await fixtureRepository().summaries(ids: []).isEmpty)
    }

    /// The index's rows of a set of ids, a few found by halving, more in one pass: each set's
    /// rows of the whole index in its order, an id it lacks left out either way.
    @Test func theRowsOfSomeIdsAreTheWholeIndexsRowsOfThem() throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        let all = try CatalogIndex.decode(data)
        var random = SeededRandom(seed: 1204)
        let missing = [0, -3, 1026, 10_000, 99_999]
        // Sets on either side of halving's most, with and without an id the index lacks; the
        // first row, the last species and the first form among them.
        let most = CatalogIndex.mostHalved
        for (size, lacking) in [
            (0, false), (1, false), (1, true), (5, false), (most, false), (most, true), (most + 1, false),
            (most + 1, true), (40, true), (300, false),
        ] {
            var ids = Set([1, 1025, 10001].prefix(lacking ? size - 1 : size))
            if lacking { ids.insert(missing[random.below(missing.count)]) }
            while ids.count < size { ids.insert(all[random.below(all.count)].id) }
            #expect(ids.count == size)
            let expected = all.filter { ids.contains($0.id) }
            #expect(try CatalogIndex.rows(data, ids: ids) == expected, "\(ids.sorted())")
        }
        #expect(try CatalogIndex.rows(data, ids: [25])?.map(\.name) == ["pikachu"])
        // A comment among the rows misleads halving: the ids it misses are read in one pass.
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert("# a comment among the rows", at: lines.count / 2)
        let commented = Data(lines.joined(separator: "\n").utf8)
        let middle = Set(all[(all.count / 2 - 3)..<(all.count / 2 + 3)].map(\.id))
        #expect(try CatalogIndex.rows(commented, ids: middle) == all.filter { middle.contains($0.id) })
    }

    /// The catalog's rows read from the index alone: not with `--refresh`, when the catalog is
    /// fetched anew and may hold more (a list then reads the catalog, as it always did), nor
    /// once the catalog is loaded.
    @Test func rowsAreReadWithoutTheCatalogOnlyWhereTheIndexIsTheCatalog() async throws {
        let rows = try #require(await fixtureRepository().catalogRows(ids: [25, 99_999]))
        #expect(rows.map(\.id) == [25] && rows.first?.name == "pikachu")
        let diagnostics = Diagnostics()
        let refreshing = PokeAPIRepository(
            store: ResourceStore(
                policy: SourcePolicy(refresh: true, offline: true), cache: nil,
                fixtures: FixtureTransport(root: fixturesRoot.path), network: nil, diagnostics: diagnostics),
            bundled: BundledData(root: fixturesRoot.path), diagnostics: diagnostics)
        #expect(await refreshing.catalogRows(ids: [25]) == nil)
        let loaded = fixtureRepository()
        _ = try await loaded.catalog()
        #expect(await loaded.catalogRows(ids: [25]) == nil)
    }

    /// An index made otherwise than `make fixtures` makes it (an id twice where another is
    /// missing, or two rows out of order) gives no rows by id, found by halving or in one
    /// pass: the catalog is read instead.
    @Test func rowsByIdAreNotTakenFromAnIndexMadeOtherwise() async throws {
        let data = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { !$0.hasPrefix("#") })
        let all = try CatalogIndex.decode(data)
        for count in [3, CatalogIndex.mostHalved + 10] {
            let ids = Set(all.prefix(count).map(\.id))
            var twice = lines
            twice[first + 1] = twice[first]
            var swapped = lines
            swapped.swapAt(first, first + 1)
            for changed in [twice, swapped] {
                let folder = temporaryFolder()
                defer { try? FileManager.default.removeItem(atPath: folder) }
                try Data(changed.joined(separator: "\n").utf8).write(
                    to: URL(fileURLWithPath: LocalFile.join(folder, CatalogIndex.fileName)))
                let repository = fixtureRepository(root: folder, fixtures: false)
                #expect(await repository.catalogRows(ids: ids) == nil, "\(count) ids")
            }
        }
        // The fixtures' own index gives them, one an id in id order.
        let ids = Set(all.prefix(CatalogIndex.mostHalved + 10).map(\.id))
        #expect(await fixtureRepository().catalogRows(ids: ids)?.map(\.id) == ids.sorted())
    }

    @Test func aNumberOrAPokeAPINameIsOneRowOfTheIndexAndTheCatalogsOwn() async throws {
        let catalog = try await fixtureRepository().catalog()
        for query in ["25", "#0025", "Pikachu", " pikachu ", "Mr. Mime", "charizard-mega-x", "10001", "1025"] {
            let direct = await repository.summary(directly: query)
            #expect(direct != nil, "\(query)")
            #expect(direct == NameIndex.quickResolve(query, in: catalog), "\(query)")
        }
        // Every PokeAPI name of several words (`rotom-wash`, read among its species' rows) and
        // some of one: its own row.
        for row in catalog.all where row.name.contains("-") || row.id % 50 == 0 {
            let own = catalog.all.first { $0.name == row.name }
            #expect(await repository.summary(directly: row.name) == own, "\(row.name)")
        }
        // Not one row: other spellings, other languages, unknown numbers; those resolve against the catalog.
        for query in ["pikchu", "ピカチュウ", "99999", "", "Arceus-Fire"] {
            #expect(await repository.summary(directly: query) == nil, "\(query)")
        }
    }

    @Test func aDefaultFormIsPickedFromItsRowAsFromTheCatalog() async throws {
        let defaults = try await fixtureRepository().catalog().all.filter(\.isDefault)
        for position in [0, 24, 150, defaults.count - 1] {
            var told: Int?
            let direct = await repository.defaultPokemon { count in
                told = count
                return position
            }
            #expect(told == defaults.count)
            #expect(direct == defaults[position])
        }
        #expect(await repository.defaultPokemon { $0 } == nil, "a pick past the end is none")
    }

    @Test func aPageOfTheWholeDexIsReadFromItsRowsAsFromTheCatalog() async throws {
        let all = try await fixtureRepository().catalog().all
        for (offset, limit) in [(0, 20), (20, 20), (all.count - 5, 20), (all.count + 10, 3), (0, 100_000)] {
            let page = await repository.catalogPage(offset: offset, limit: limit)
            let start = min(offset, all.count)
            #expect(page?.total == all.count)
            #expect(page?.rows == Array(all[start..<min(start + limit, all.count)]), "\(offset) \(limit)")
        }
        // Another source than the index: PokeAPI's own list (`pokemon?limit=…`) counts 1 351,
        // its 20th Raticate.
        let first = await repository.catalogPage(offset: 0, limit: 20)
        #expect(first?.total == 1351)
        #expect(first?.rows.last?.name == "raticate")
    }

    @Test func aTypesPokémonAreCountedOnTheIndexAsInTheCatalog() async throws {
        let all = try await fixtureRepository().catalog().all
        let pairs =
            TypeChart.knownTypes.map { [$0] } + [["ground", "flying"], ["fire", "water"], ["flying", "normal"]]
        for types in pairs {
            let counted = await repository.count(withTypes: types)
            #expect(counted == all.count { pokemon in types.allSatisfy(pokemon.types.contains) }, "\(types)")
        }
        // Another source than the index: PokeAPI's type pages list their Pokémon (`type/fire`
        // 109, `type/dragon` 117; in both `ground` and `flying`, 4: Gligar, Gliscor and
        // Landorus's two forms), as PokeAPI served them when the fixtures were made.
        #expect(await repository.count(withTypes: ["fire"]) == 109)
        #expect(await repository.count(withTypes: ["dragon"]) == 117)
        #expect(await repository.count(withTypes: ["ground", "flying"]) == 4)
        // `fir` is no type: no row lists it, though `fire` starts with it.
        #expect(await repository.count(withTypes: ["fir"]) == 0)
        #expect(CatalogIndex.count(Data("1\tbulbasaur\n".utf8), withTypes: ["grass"]) == nil)
    }

    @Test func aPageIsReadFromRowsInIdOrderOnly() throws {
        let row = { (id: Int, name: String) in "\(id)\t\(name)\t\(id)\t\(name)\t\(name)\t1\tnormal\t1\n" }
        let ordered = Data(("# header\n" + row(1, "a") + row(3, "b") + row(10033, "c")).utf8)
        let page = try CatalogIndex.page(ordered, offset: 1, limit: 5)
        #expect(page?.rows.map(\.name) == ["b", "c"])
        #expect(page?.total == 3)
        #expect(try CatalogIndex.page(ordered, offset: 7, limit: 5).map { $0.rows.isEmpty && $0.total == 3 } == true)
        // Not in the catalog's order (nor an id): paged from the catalog instead.
        #expect(try CatalogIndex.page(Data((row(3, "b") + row(1, "a")).utf8), offset: 0, limit: 1) == nil)
        #expect(try CatalogIndex.page(Data((row(1, "a") + "x\ty\n").utf8), offset: 0, limit: 1) == nil)
    }

    @Test func aListFetchedBeforeMayAddPokémonSoTheCatalogPicks() async throws {
        let cache = DiskCache(root: temporaryFolder())
        let list = #"{"count": 1, "results": [{"name": "newmon", "url": "https://pokeapi.co/api/v2/pokemon/1026/"}]}"#
        try cache.write(Data(list.utf8), for: .list(.pokemon))
        let diagnostics = Diagnostics()
        let store = ResourceStore(
            policy: SourcePolicy(offline: true), cache: cache, fixtures: FixtureTransport(root: fixturesRoot.path),
            network: nil, diagnostics: diagnostics)
        let withList = PokeAPIRepository(
            store: store, bundled: BundledData(root: fixturesRoot.path), diagnostics: diagnostics)
        #expect(await withList.defaultPokemon { _ in 0 } == nil)
        #expect(await withList.catalogPage(offset: 0, limit: 20) == nil)
        #expect(await withList.count(withTypes: ["fire"]) == nil)
        // Once the catalog is loaded, it picks, newer Pokémon and all.
        let defaults = try await withList.catalog().all.filter(\.isDefault)
        #expect(defaults.last?.name == "newmon")
        #expect(await withList.defaultPokemon { $0 - 1 } == defaults.last)
    }

    /// PokeAPI's list names a Pokémon whose own page is missing: the page of the list shows
    /// the others and names it; only when the network fails for every row is that the answer.
    @Test func aPokémonWhosePageIsMissingDoesNotTakeTheListPageWithIt() async throws {
        struct Answers: APITransport {
            let failure: RepositoryError
            func fetch(_ path: APIPath) async throws(RepositoryError) -> Data { throw failure }
        }
        func repository(_ failure: RepositoryError) throws -> (PokeAPIRepository, Diagnostics) {
            let cache = DiskCache(root: temporaryFolder())
            let newmon = #"{"name": "newmon", "url": "https://pokeapi.co/api/v2/pokemon/1026/"}"#
            try cache.write(Data(#"{"count": 1, "results": [\#(newmon)]}"#.utf8), for: .list(.pokemon))
            let diagnostics = Diagnostics()
            let store = ResourceStore(
                policy: SourcePolicy(), cache: cache, fixtures: FixtureTransport(root: fixturesRoot.path),
                network: Answers(failure: failure), diagnostics: diagnostics)
            let repository = PokeAPIRepository(
                store: store, bundled: BundledData(root: fixturesRoot.path), diagnostics: diagnostics)
            return (repository, diagnostics)
        }
        let (missingPage, notes) = try repository(.notFound(resource: "pokemon/1026"))
        let rows = try await missingPage.catalog().all.filter { $0.id == 1 || $0.id == 1026 }
        #expect(rows.map(\.name) == ["bulbasaur", "newmon"])
        #expect(try await missingPage.complete(rows) == rows)
        #expect(notes.all == ["#1026 Newmon shown without its PokeAPI page: pokemon/1026 was not found"])

        let (offline, _) = try repository(.network(resource: "pokemon/1026", reason: "host not found"))
        let newmon = try await offline.catalog().all.filter { $0.id == 1026 }
        await #expect(throws: RepositoryError.network(resource: "pokemon/1026", reason: "host not found")) {
            try await offline.complete(newmon)
        }
    }

    @Test func withRefreshNothingIsFoundDirectly() async {
        struct Offline: APITransport {
            func fetch(_ path: APIPath) async throws(RepositoryError) -> Data { throw .cancelled }
        }
        let diagnostics = Diagnostics()
        let store = ResourceStore(
            policy: SourcePolicy(refresh: true), cache: nil, fixtures: nil, network: Offline(),
            diagnostics: diagnostics)
        let refreshing = PokeAPIRepository(
            store: store, bundled: BundledData(root: fixturesRoot.path), diagnostics: diagnostics)
        #expect(await refreshing.summary(directly: "25") == nil)
        #expect(await refreshing.defaultPokemon { _ in 0 } == nil)
        #expect(await refreshing.catalogPage(offset: 0, limit: 20) == nil)
    }

    @Test func malformedBodiesAreReportedNotTrapped() async throws {
        struct Garbage: APITransport {
            func fetch(_ path: APIPath) async throws(RepositoryError) -> Data { Data("<html>oops".utf8) }
        }
        let broken = fixtureRepository(network: Garbage(), fixtures: false)
        let bulbasaur = try #require(try await repository.catalog().pokemon(id: 1))
        await #expect(throws: RepositoryError.malformed(resource: "pokemon/1", reason: "not valid JSON")) {
            try await broken.detail(of: bulbasaur)
        }
    }
}

@Suite struct CatalogIndexTests {
    @Test func encodingRoundTrips() throws {
        let pokemon = [
            PokemonSummary(
                id: 29, name: "nidoran-f", speciesID: 29, speciesName: "nidoran-f",
                displayName: "Nidoran♀", types: ["poison"], isDefault: true),
            PokemonSummary(
                id: 10001, name: "deoxys-attack", speciesID: 386, speciesName: "deoxys",
                displayName: "Deoxys (Attack)", types: ["psychic"], isDefault: false),
        ]
        #expect(try CatalogIndex.decode(Data(CatalogIndex.encode(pokemon).utf8)) == pokemon)
    }

    /// The names of types, stats, games and move classes: every type of the chart and every
    /// battle stat named in each language (Japanese through its kana form where it must).
    @Test func everyTypeAndStatHasItsNameInEachLanguage() throws {
        let data = try Data(
            contentsOf: fixturesRoot.appendingPathComponent(LabelNamesIndex.fileName))
        let labels = try LabelNamesIndex.decode(data)
        #expect(LabelNamesIndex.encode(labels) == String(decoding: data, as: UTF8.self))
        for language in Language.allCases where language != .en {
            for type in TypeChart.knownTypes {
                #expect(labels.name(.type, type, in: language) != nil, "\(type) in \(language.rawValue)")
            }
            for stat in BattleStat.allCases {
                #expect(labels.name(.stat, stat.rawValue, in: language) != nil, "\(stat) in \(language.rawValue)")
            }
            #expect(labels.name(.game, "scarlet-violet", in: language) != nil)
        }
        #expect(labels.name(.stat, "special-attack", in: .ja) == "とくこう", "from ja-hrkt")
        let english = ScreenLabels.english
        #expect(english.type("fire") == "Fire")
        #expect(english.stat("special_attack", english: "Sp. Atk") == "Sp. Atk")
        let french = ScreenLabels(language: .fr, names: labels)
        #expect(french.type("fire") == "Feu")
        #expect(french.stat("special_attack", english: "Sp. Atk") == "Attaque Spéciale")
        #expect(french.type("no-such-type") == "No Such Type (en)", "English where there is no name, marked")
        #expect(french.unmarked.type("no-such-type") == "No Such Type", "unmarked, for JSON")
        #expect(french.generation(1) == "1re génération")
        #expect(
            french.word(.moveTarget, "selected-pokemon") != "Selected Pokemon (en)", "move targets are named in French")
        #expect(
            throws: RepositoryError.malformed(
                resource: LabelNamesIndex.fileName, reason: "line 1 is not a label section")
        ) {
            try LabelNamesIndex.decode(Data("type\tfire\tklingon\tX\n".utf8))
        }
        // A section is as long as its header says: longer than the file, or more rows than
        // it holds, it is no section; a row of two fields is no row.
        for (section, reason) in [
            ("# fr 1 20\ntype\tfire\tFeu\n", "line 2 is not a label section"),
            ("# fr 2 14\ntype\tfire\tFeu\n", "line 2 is not a label section"),
            ("# de 1 8\ntype\tfi\n", "line 3 is not a label row"),
        ] {
            let cut = Data((LabelNamesIndex.header + "\n" + section).utf8)
            #expect(throws: RepositoryError.malformed(resource: LabelNamesIndex.fileName, reason: reason)) {
                try LabelNamesIndex.decode(cut)
            }
        }
        // A header counting more rows than its bytes hold, or ending the file, is no section:
        // the file is read no further.
        let huge = Data(
            (LabelNamesIndex.header + "\n# ja 9223372036854775807 0\n# fr 1 14\ntype\tfire\tFeu\n").utf8)
        #expect(LabelNamesIndex.name(of: .type, "fire", in: .fr, data: huge) == nil)
        #expect(
            throws: RepositoryError.malformed(
                resource: LabelNamesIndex.fileName, reason: "line 2 is not a label section")
        ) { try LabelNamesIndex.decode(huge) }
        let last = Data((LabelNamesIndex.header + "\n# fr 0 0").utf8)
        #expect(LabelNamesIndex.lines(of: .fr, in: last) == nil)
        #expect(LabelNamesIndex.name(of: .type, "fire", in: .de, data: last) == nil)
        let short = Data((LabelNamesIndex.header + "\n# fr 1 20\ntype\tfire\tFeu\n").utf8)
        #expect(LabelNamesIndex.lines(of: .fr, in: short) == nil)
        let whole = Data((LabelNamesIndex.header + "\n# de 1 16\ntype\tfire\tFeuer\n# fr 1 14\ntype\tfire\tFeu\n").utf8)
        #expect(LabelNamesIndex.name(of: .type, "fire", in: .fr, data: whole) == "Feu")
        #expect(LabelNamesIndex.name(of: .type, "fire", in: .de, data: whole) == "Feuer")
        #expect(try LabelNamesIndex.decode(whole).name(.type, "fire", in: .de) == "Feuer")
    }

    /// Rows in id order are found by halving: the first row of an id, or where it would be;
    /// a comment or an empty line counts as coming first.
    @Test func theRowsOfAnIdAreFoundByHalving() throws {
        let lines = ["# id\tname", "1\ta", "1\tb", "4\tc", "4\td", "4\te", "9\tf", "12\tg"]
        let text = lines.joined(separator: "\n") + "\n"
        let data = Data(text.utf8)
        func startOfLine(_ index: Int) -> Int { lines[..<index].reduce(0) { $0 + $1.utf8.count + 1 } }
        let expected = [0: 1, 1: 1, 2: 3, 4: 3, 5: 6, 9: 6, 10: 7, 12: 7, 13: 8]
        for (id, line) in expected {
            #expect(IndexRows.start(ofID: id, in: data) == startOfLine(line), "\(id)")
        }
        #expect(IndexRows.start(ofID: 5, in: Data()) == 0)
        #expect(IndexRows.start(ofID: 5, in: Data("# only a comment\n".utf8)) == 17)
        // Without a last line break, past the end is the end.
        #expect(IndexRows.start(ofID: 99, in: Data("1\ta\n2\tb".utf8)) == 7)
        // A bad line met from there is named by its line in the whole file.
        let bad = Data("# h\n1\t1\t1\t1\t1\t1\t1\n2\tx\n".utf8)
        #expect(
            throws: RepositoryError.malformed(resource: LearnsetIndex.fileName, reason: "line 3 is not a learnset row")
        ) {
            try LearnsetIndex.learnsets(of: 2, data: bad)
        }
    }

    /// A few numbers looked for in a raw line's lists, from one field on.
    @Test func numbersInALinesListsAreFoundWithoutReadingIt() {
        let line = Array("24\trough-skin\t3\t1\t318,319,621\t443,444,445".utf8)
        line.withUnsafeBufferPointer { bytes in
            #expect(IndexRows.numbers(fromField: 4, of: bytes, meet: [445]))
            #expect(IndexRows.numbers(fromField: 4, of: bytes, meet: [319]))
            #expect(!IndexRows.numbers(fromField: 4, of: bytes, meet: [44, 24, 3, 1]))
            #expect(IndexRows.numbers(fromField: 0, of: bytes, meet: [24]))
            #expect(!IndexRows.numbers(fromField: 5, of: bytes, meet: [621]))
        }
    }

    @Test func oneRowIsReadAloneByIdOrName() throws {
        let text =
            "# header\n1\tbulbasaur\t1\tbulbasaur\tBulbasaur\t1\tgrass,poison\t1\n"
            + "10\tcaterpie\t10\tcaterpie\tCaterpie\t1\tbug\t1\n"
            + "100\tvoltorb\t100\tvoltorb\tVoltorb\t1\telectric\t1\n"
        let data = Data(text.utf8)
        let all = try CatalogIndex.decode(data)
        #expect(try CatalogIndex.row(data, id: 10) == all[1])
        #expect(try CatalogIndex.row(data, id: 100) == all[2])
        #expect(try CatalogIndex.rows(data, name: "voltorb", namePrefixes: []) == [all[2]])
        #expect(try CatalogIndex.row(data, id: 1000) == nil)
        // A name is the second field only: no prefix, no other column.
        #expect(try CatalogIndex.rows(data, name: "volt", namePrefixes: []) == [])
        #expect(try CatalogIndex.rows(data, name: "Voltorb", namePrefixes: []) == [])
        #expect(try CatalogIndex.rows(data, name: "electric", namePrefixes: []) == [])
        // …unless asked for as the start of one, as a Showdown form name is.
        #expect(try CatalogIndex.rows(data, name: "volt", namePrefixes: ["cat", "volt"]) == [all[1], all[2]])
        #expect(
            throws: RepositoryError.malformed(resource: CatalogIndex.fileName, reason: "line 1 is not an index row")
        ) {
            try CatalogIndex.row(Data("7\tsquirtle\n".utf8), id: 7)
        }
    }

    @Test func theDefaultFormsAreCountedAndOneIsReadAlone() throws {
        let text =
            "# header\n1\tbulbasaur\t1\tbulbasaur\tBulbasaur\t1\tgrass,poison\t1\n"
            + "3\tvenusaur\t3\tvenusaur\tVenusaur\t1\tgrass,poison\t1\n"
            + "10033\tvenusaur-mega\t3\tvenusaur\tVenusaur (Mega)\t0\tgrass,poison\t6\n"
            + "25\tpikachu\t25\tpikachu\tPikachu\t1\telectric\t1\n"
        let data = Data(text.utf8)
        let defaults = try CatalogIndex.decode(data).filter(\.isDefault)
        for position in defaults.indices {
            #expect(try CatalogIndex.defaultRow(data, pick: { $0 == 3 ? position : -1 }) == defaults[position])
        }
        #expect(try CatalogIndex.defaultRow(Data("# only a header\n".utf8), pick: { _ in 0 }) == nil)
    }

    @Test func aBrokenIndexIsMalformed() {
        #expect(
            throws: RepositoryError.malformed(resource: CatalogIndex.fileName, reason: "line 2 is not an index row")
        ) {
            try CatalogIndex.decode(Data("# header\n1\tbulbasaur\n".utf8))
        }
        #expect(
            throws: RepositoryError.malformed(resource: CatalogIndex.fileName, reason: "line 1 is not an index row")
        ) {
            try CatalogIndex.decode(Data("x1\tbulbasaur\t1\tbulbasaur\tBulbasaur\t1\tgrass\t1\n".utf8))
        }
    }

    @Test func rowsAreReadByPositionAlone() throws {
        let text =
            "# header\n1\tbulbasaur\t1\tbulbasaur\tBulbasaur\t1\tgrass,poison\t1\n\n"
            + "29\tnidoran-f\t29\tnidoran-f\tNidoran♀\t1\tpoison\t1\n# note\n"
            + "3\tvenusaur\t3\tvenusaur\tVenusaur\t1\tgrass,poison\t1\n"
            + "broken\n"
        let data = Data(text.utf8)
        let all = try CatalogIndex.decode(Data(text.replacing("broken\n", with: "").utf8))
        #expect(try CatalogIndex.rows(data, at: [2, 0, 2]) == [all[2], all[0], all[2]])
        #expect(try CatalogIndex.rows(data, at: []) == [])
        // A broken row is found when it is read, and only then.
        #expect(
            throws: RepositoryError.malformed(resource: CatalogIndex.fileName, reason: "line 7 is not an index row")
        ) {
            try CatalogIndex.rows(data, at: [3])
        }
        #expect(throws: RepositoryError.malformed(resource: CatalogIndex.fileName, reason: "it has no row 6")) {
            try CatalogIndex.rows(data, at: [1, 5])
        }
    }

    @Test func blankAndCommentLinesAreSkippedAnywhere() throws {
        let text = "# header\n\n1\tbulbasaur\t1\tbulbasaur\tBulbasaur\t1\tgrass,poison\t1\n# note\n\n"
        #expect(
            try CatalogIndex.decode(Data(text.utf8)) == [
                PokemonSummary(
                    id: 1, name: "bulbasaur", speciesID: 1, speciesName: "bulbasaur", displayName: "Bulbasaur",
                    types: ["grass", "poison"], isDefault: true, generation: 1)
            ])
    }
}

@Suite struct GeneratedIndexFileTests {
    /// The committed index files read back and written again: the same bytes, as the
    /// fixture generator wrote them.
    @Test func bothIndexFilesRoundTripByteForByte() throws {
        let catalog = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        #expect(Data(CatalogIndex.encode(try CatalogIndex.decode(catalog)).utf8) == catalog)
        let names = try Data(contentsOf: fixturesRoot.appendingPathComponent(NamesIndex.fileName))
        #expect(Data(NamesIndex.encode(try NamesIndex.decode(names)).utf8) == names)
    }
}

@Suite struct NamesIndexTests {
    @Test func encodingRoundTrips() throws {
        let names = LocalizedNames([
            25: [.en: "Pikachu", .ja: "ピカチュウ", .zhHans: "皮卡丘"],
            29: [.en: "Nidoran♀", .jaHrkt: "ニドラン♀", .fr: "Nidoran♀"],
        ])
        let decoded = try NamesIndex.decode(Data(NamesIndex.encode(names).utf8))
        #expect(decoded.bySpecies == names.bySpecies)
    }

    @Test(arguments: ["25\tklingon\tPikachu", "25\ten", "pika\ten\tPikachu", "25\ten\tPika\tchu"])
    func aBrokenRowIsMalformed(row: String) {
        #expect(throws: RepositoryError.malformed(resource: NamesIndex.fileName, reason: "line 2 is not a names row")) {
            try NamesIndex.decode(Data("# header\n\(row)\n".utf8))
        }
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for element in self { out.append(try await transform(element)) }
        return out
    }
}

@Suite struct SearchKeysIndexTests {
    private let keys: [TermKind: NameKeys] = [
        .pokemon: NameKeys([["mr-mime", "Mr. Mime"], ["nidoran-f", "Nidoran♀"], ["flabebe", "Flabébé"]]),
        .move: NameKeys([["u-turn", "U-turn"]]), .ability: NameKeys([]),
        .item: NameKeys([["kings-rock", "King’s Rock"], ["poke-ball", "Poké Ball"]]),
    ]

    @Test func sectionsRoundTripAndOnlyTheWantedAreRead() throws {
        let data = Data(SearchKeysIndex.encode(keys).utf8)
        let read = try SearchKeysIndex.decode(data, [.pokemon, .item])
        #expect(Set(read.keys) == [.pokemon, .item])
        #expect(read[.pokemon]?.lines == keys[.pokemon]?.lines)
        #expect(read[.item]?.count == 2)
        #expect(read[.pokemon]?.search("mime", limit: 5).map(\.position) == [0])
        #expect(try SearchKeysIndex.decode(data, [.ability])[.ability]?.count == 0)
    }

    /// From the mapped file, the keys are read where they lie: the same keys, and the file
    /// stays mapped while they live.
    @Test func keysReadWhereTheyLieAreTheFilesAndKeepItMapped() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = LocalFile.join(folder, SearchKeysIndex.fileName)
        try Data(SearchKeysIndex.encode(keys).utf8).write(to: URL(fileURLWithPath: path))
        weak var released: LocalFile.Mapping?
        var read: [TermKind: NameKeys] = try {
            let mapping = try #require(LocalFile.mapping(path))
            released = mapping
            return try SearchKeysIndex.decode(mapping, [.pokemon, .item], file: SearchKeysIndex.fileName)
        }()
        #expect(released != nil)
        #expect(read[.pokemon]?.lines == keys[.pokemon]?.lines)
        #expect(read[.item]?.lines == keys[.item]?.lines)
        #expect(read[.pokemon]?.search("mime", limit: 5).map(\.position) == [0])
        read = [:]
        #expect(released == nil, "unmapped with the last keys")
    }

    /// What `NameScope.everyLanguageForASCII` rests on: a query in ASCII finds in the keys with
    /// an ASCII character just what it finds in all of them, typos and ranks included.
    @Test func aQueryInASCIIFindsTheSameWithoutTheKeysInOtherScriptsAlone() {
        var random = SeededRandom(seed: 0x1234_5678_9ABC_DEF1)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let ascii = Array("abcen0-")
        let other = Array("ポケ한火ñ")
        func word(_ letters: [Character]) -> String {
            String((0..<(1 + next(8))).map { _ in letters[next(letters.count)] })
        }
        let spellings = (0..<500).map { _ in
            // Each thing's own name in ASCII, then names in other scripts, alone or mixed.
            [word(ascii)] + (0..<next(4)).map { _ in next(3) == 0 ? word(ascii + other) : word(other) }
        }
        let keys = NameKeys(spellings)
        let kept = SearchKeysIndex.withASCII(keys)
        #expect(kept.count == keys.count)
        #expect(kept.lines.count < keys.lines.count)
        for _ in 0..<300 {
            let query = word(ascii)
            #expect(
                kept.search(query, limit: 1000).map { "\($0.position) \($0.match)" }
                    == keys.search(query, limit: 1000).map { "\($0.position) \($0.match)" }, "\(query)")
        }
    }

    /// A mapping's `Data` keeps it mapped, and it is unmapped when the last of them goes (a
    /// file of a few bytes is copied into the `Data` at once, which lets it go then).
    @Test func aMappingLivesAsLongAsItsUsers() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = LocalFile.join(folder, "file")
        let text = String(repeating: "bulbasaur\n", count: 500)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        weak var released: LocalFile.Mapping?
        var data: Data? = try {
            let mapping = try #require(LocalFile.mapping(path))
            released = mapping
            return mapping.data
        }()
        #expect(released != nil)
        #expect(data == Data(text.utf8))
        data = nil
        #expect(released == nil)
        #expect(LocalFile.mapping(LocalFile.join(folder, "none")) == nil)
    }

    @Test(arguments: [
        "# keys\n# pokemon 2 9\nbulbasaur\n", "# keys\n# pokemon 1 99\nbulbasaur\n",
        "# keys\n# pokemon x 10\nbulbasaur\n", "# keys\n# dragon 1 10\nbulbasaur\n", "# keys\nbulbasaur\n", "",
    ])
    func aSectionNotAsItsHeaderSaysIsMalformed(text: String) throws {
        let malformed = RepositoryError.malformed(
            resource: SearchKeysIndex.everyLanguageFileName, reason: "a section is not as its header says")
        #expect(throws: malformed) {
            try SearchKeysIndex.decode(Data(text.utf8), [.pokemon], file: SearchKeysIndex.everyLanguageFileName)
        }
        // Mapped, read where it lies, the same.
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = LocalFile.join(folder, "keys")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let mapping = try #require(LocalFile.mapping(path))
        #expect(throws: malformed) {
            try SearchKeysIndex.decode(mapping, [.pokemon], file: SearchKeysIndex.everyLanguageFileName)
        }
    }

    @Test func theBundledKeysAreThoseOfTheBundledIndexes() throws {
        func committed(_ name: String) throws -> String {
            try String(contentsOf: fixturesRoot.appendingPathComponent(name), encoding: .utf8)
        }
        let made = try SearchKeysIndex.encode(indexesIn: fixturesRoot.path)
        #expect(made.english == (try committed(SearchKeysIndex.fileName)))
        #expect(made.every == (try committed(SearchKeysIndex.everyLanguageFileName)))
        #expect(made.everyForASCII == (try committed(SearchKeysIndex.everyLanguageForASCIIFileName)))
    }

    /// A search in every language over the bundled keys finds what the names folded as the
    /// program runs find (`NameIndex` and `TermIndex` over every language's names), in order.
    @Test func everyLanguagesKeysFindWhatTheNamesFoldedAtRunTimeFind() async throws {
        func movesRepository() -> PokeAPIMovesRepository { fixtureMovesRepository() }
        let pokedex = fixtureRepository()
        let moves = movesRepository()
        let oracle = fixtureRepository()
        let oracleMoves = movesRepository()
        let pokemon = NameIndex(try await oracle.catalog(), names: try await oracle.localizedNames())
        let allTerms =
            try await oracleMoves.moves().map { Term(kind: .move, $0) }
            + oracleMoves.abilities().map { Term(kind: .ability, $0) }
            + oracleMoves.items().map { Term(kind: .item, $0) }
        let terms = TermIndex(allTerms, names: try await oracleMoves.termNames())
        let bundledPokemon = try await pokedex.namedPokemon(.everyLanguage)
        var lists: [NamedList<Term>] = []
        for kind in [TermKind.move, .ability, .item] {
            lists.append(try await moves.namedTerms(kind, .everyLanguage))
        }
        let bundledTerms = NamedList(concatenating: lists)
        let asciiPokemon = try await pokedex.namedPokemon(.everyLanguageForASCII)
        var asciiLists: [NamedList<Term>] = []
        for kind in [TermKind.move, .ability, .item] {
            asciiLists.append(try await moves.namedTerms(kind, .everyLanguageForASCII))
        }
        let asciiTerms = NamedList(concatenating: asciiLists)
        var asked = 0
        // The keys searched are the bundled file's, not names folded again.
        let every = try SearchKeysIndex.decode(
            try Data(contentsOf: fixturesRoot.appendingPathComponent(SearchKeysIndex.everyLanguageFileName)),
            [.pokemon, .move, .item])
        #expect(bundledPokemon.keys.lines == every[.pokemon]?.lines)
        #expect(lists[0].keys.lines == every[.move]?.lines)
        #expect(lists[2].keys.lines == every[.item]?.lines)
        var found = 0
        for query in [
            "ピカチュウ", "ぴかちゅう", "feu", "Glurak", "皮卡丘", "리자몽", "Tonnerre", "lévitation", "fuoco", "10まんボルト",
            "Lanzallamas", "Schutzweste", "char", "méga", "xyzzy", "Évoli", "ドラゴン", "pika", "glurk", "a", "x",
            "dracofeu", "10", "mega x",
        ] {
            let expected = pokemon.search(query, limit: 30).map { "\($0.pokemon.id) \($0.match)" }
            let got = try bundledPokemon.search(query, limit: 30).map { "\($0.element.id) \($0.match)" }
            #expect(got == expected, "\(query)")
            let expectedTerms = terms.search(query, limit: 30).map { "\($0.term.kind) \($0.term.id) \($0.match)" }
            let gotTerms = try bundledTerms.search(query, limit: 30).map {
                "\($0.element.kind) \($0.element.id) \($0.match)"
            }
            #expect(gotTerms == expectedTerms, "\(query)")
            found += got.count + gotTerms.count
            // A query in ASCII finds the same in the keys with an ASCII character alone.
            guard NameScope.everyLanguage(for: query) == .everyLanguageForASCII else { continue }
            asked += 1
            #expect(try asciiPokemon.search(query, limit: 30).map { "\($0.element.id) \($0.match)" } == expected)
            #expect(
                try asciiTerms.search(query, limit: 30).map { "\($0.element.kind) \($0.element.id) \($0.match)" }
                    == expectedTerms)
        }
        #expect(found > 100)
        #expect(asked >= 10)
    }

    /// With neither keys nor names in other languages, a search in every language still
    /// finds by the English names.
    @Test func withoutKeysOrTermNamesASearchInEveryLanguageFindsByEnglish() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let index = try Data(contentsOf: fixturesRoot.appendingPathComponent(MoveIndex.fileName))
        try index.write(to: URL(fileURLWithPath: folder).appendingPathComponent(MoveIndex.fileName))
        let moves = fixtureMovesRepository(root: folder)
        let found = try await moves.namedTerms(.move, .everyLanguage).search("thunderbolt", limit: 1)
        #expect(found.map(\.element.id) == [85])
    }

    @Test func withoutUsableKeysSearchReadsTheWholeIndex() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let index = try Data(contentsOf: fixturesRoot.appendingPathComponent(CatalogIndex.fileName))
        try index.write(to: URL(fileURLWithPath: folder).appendingPathComponent(CatalogIndex.fileName))
        func search() async throws -> [Int] {
            let repository = fixtureRepository(root: folder, fixtures: false)
            return try await repository.namedPokemon().search("char", limit: 9).map(\.element.id)
        }
        let missing = try await search()
        try Data("# keys\n# pokemon 3 1\nx".utf8).write(
            to: URL(fileURLWithPath: folder).appendingPathComponent(SearchKeysIndex.fileName))
        #expect(try await search() == missing)
        #expect(missing.prefix(3) == [4, 5, 6])
    }
}
