import Foundation
import PokedexDomain
import PokedexTestSupport
import Synchronization
import Testing

@testable import PokedexData

/// Files asked of the disk ahead (`LocalFile.ReadAhead`), by the bundle, the fixtures and the
/// use cases that ask for them.
@Suite enum ReadAhead {
    /// A folder of its own, for the caller to remove.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Files asked of the disk ahead are read through the descriptor opened then: what a command
/// reads is what it asked for, and asking costs no second open.
extension ReadAhead {
    @Suite struct ReadAheadTests {

        /// Puts `data` at `path` as a new file, as an installer or a cache replaces one.
        private func replace(_ path: String, with data: Data) throws {
            let next = path + ".next"
            try data.write(to: URL(fileURLWithPath: next))
            #expect(rename(next, path) == 0)
        }

        @Test func aFileReadAheadIsReadAsItWasThenOnceAndAfterThatAnew() throws {
            let root = try ReadAhead.folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let path = root.appendingPathComponent("file").path
            try Data("first".utf8).write(to: URL(fileURLWithPath: path))
            let asked = LocalFile.ReadAhead()
            asked.ask([path, root.appendingPathComponent("missing").path])
            #expect(asked.count == 1, "the missing file is not kept")
            try replace(path, with: Data("second".utf8))

            #expect(LocalFile.read(path, from: asked) == Data("first".utf8), "through the descriptor read ahead")
            #expect(
                LocalFile.read(path, from: asked) == Data("second".utf8), "that one taken, the path is opened again")
            #expect(LocalFile.read(root.appendingPathComponent("missing").path, from: asked) == nil)
            #expect(asked.count == 0)
        }

        /// `show`'s entry: the Pokémon's and its species' bodies, and the bundled indexes it reads,
        /// are the ones there when they were asked for, though other files took their place since.
        @Test func anEntryReadsTheFilesAskedForAhead() async throws {
            let root = try ReadAhead.folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let files = FileManager.default
            for folder in ["pokemon", "pokemon-species", "evolution-chain"] {
                try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            let names = [
                CatalogIndex.fileName, TypeChartIndex.fileName, TiersIndex.fileName, GameIndex.fileName,
                SpeciesGamesIndex.fileName, "pokemon/1.json", "pokemon/4.json", "pokemon-species/1.json",
                "pokemon-species/4.json",
                "evolution-chain/1.json",
            ]
            for name in names {
                try files.copyItem(
                    at: fixturesRoot.appendingPathComponent(name), to: root.appendingPathComponent(name))
            }
            func repository() -> PokeAPIRepository {
                let diagnostics = Diagnostics()
                let store = ResourceStore(
                    policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: root.path),
                    network: nil, diagnostics: diagnostics)
                return PokeAPIRepository(store: store, bundled: BundledData(root: root.path), diagnostics: diagnostics)
            }
            let bulbasaur = try #require(await repository().summary(directly: "bulbasaur"))
            let tiers = try #require(await repository().tiers(of: 1))

            let asked = repository()
            await asked.readAhead(entryOf: bulbasaur, in: .en)
            // Charmander's bodies where Bulbasaur's were, and a tier list with no rows.
            for folder in ["pokemon", "pokemon-species"] {
                try replace(
                    root.appendingPathComponent("\(folder)/1.json").path,
                    with: try Data(contentsOf: root.appendingPathComponent("\(folder)/4.json")))
            }
            let header = try #require(
                String(decoding: try Data(contentsOf: root.appendingPathComponent(TiersIndex.fileName)), as: UTF8.self)
                    .split(separator: "\n").first)
            try replace(root.appendingPathComponent(TiersIndex.fileName).path, with: Data((header + "\n").utf8))

            let detail = try await asked.detail(of: bulbasaur, entryText: false)
            #expect(detail.summary.name == "bulbasaur")
            #expect(detail.genus == "Seed Pokémon")
            #expect(await asked.tiers(of: 1) == tiers)
            // Asked for nothing, another reads the files there now.
            let later = repository()
            #expect(try await later.detail(of: bulbasaur, entryText: false).genus == "Lizard Pokémon")
            #expect(await later.tiers(of: 1) == nil)
        }
    }
}

/// What `search`, `where` and `team` ask for ahead is all they read of those files: each file
/// asked for is spoiled (a file of no rows put in its place) once asked for, and the answers
/// are still the ones the files gave; repositories that did not ask see the spoiled files.
extension ReadAhead {
    @Suite struct ReadAheadListsTests {
        /// The project's index files in a folder of their own: linked where the file system allows,
        /// else copied.
        private func bundle() throws -> URL {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)
            where name.hasSuffix(".tsv") {
                let from = fixturesRoot.appendingPathComponent(name).path
                let to = root.appendingPathComponent(name).path
                if link(from, to) != 0 { try FileManager.default.copyItem(atPath: from, toPath: to) }
            }
            return root
        }

        /// A file of no rows where each of `names` was.
        private func spoil(_ names: [String], in root: URL) throws {
            for name in names {
                let path = root.appendingPathComponent(name).path
                try Data("# spoiled\n".utf8).write(to: URL(fileURLWithPath: path + ".next"))
                #expect(rename(path + ".next", path) == 0)
            }
        }

        private struct Sources {
            let pokedex: PokeAPIRepository
            let moves: PokeAPIMovesRepository
            let encounters: PokeAPIEncountersRepository

            init(_ root: URL) {
                let diagnostics = Diagnostics()
                let store = ResourceStore(
                    policy: SourcePolicy(offline: true), cache: nil, fixtures: nil, network: nil,
                    diagnostics: diagnostics)
                let bundled = BundledData(root: root.path)
                pokedex = PokeAPIRepository(store: store, bundled: bundled, diagnostics: diagnostics)
                moves = PokeAPIMovesRepository(bundled: bundled, store: store, diagnostics: diagnostics)
                encounters = PokeAPIEncountersRepository(bundled: bundled)
            }
        }

        /// Asked for ahead by `ask`, the files `asked` spoiled, `read` gives what it gave before;
        /// without asking, it does not.
        private func check(
            asked: [String], ask: (Sources) async -> Void, read: (Sources) async throws -> String
        ) async throws {
            let root = try bundle()
            defer { try? FileManager.default.removeItem(at: root) }
            let expected = try await read(Sources(root))
            let sources = Sources(root)
            await ask(sources)
            try spoil(asked, in: root)
            #expect(try await read(sources) == expected)
            #expect((try? await read(Sources(root))) != expected, "the files were spoiled")
        }

        @Test func aSearchReadsTheNamesAskedForAhead() async throws {
            let kinds: [TermKind] = [.move, .ability, .item]
            try await check(
                asked: [
                    CatalogIndex.fileName, SearchKeysIndex.fileName(.english), NameOffsetsIndex.fileName,
                    MoveIndex.fileName, AbilityIndex.fileName, ItemIndex.fileName,
                ],
                ask: { sources in
                    await sources.pokedex.readAhead(namesIn: .english, shownIn: .en)
                    await sources.moves.readAhead(namesOf: kinds, in: .english, shownIn: .en)
                },
                read: { sources in
                    var found = try await sources.pokedex.namedPokemon(.english).search("char", limit: 10)
                        .map(\.element.name)
                    for kind in kinds {
                        let named = try await sources.moves.namedTerms(kind, .english)
                        found += try named.search("thunder", limit: 5).map(\.element.name)
                        found += named.named(["thunderbolt", "levitate", "choice-scarf"]).map { $0?.name ?? "-" }
                    }
                    return found.joined(separator: " ")
                })
        }

        /// A screen's labels in French: the file is asked of the disk as they are made (its pages,
        /// dropped from the page cache, come in without a lookup), and their lookups read that
        /// file, not one put in its place since; each as the whole file decoded says.
        @Test func labelsInAnotherLanguageAskForTheirFileAndReadIt() async throws {
            let root = try bundle()
            defer { try? FileManager.default.removeItem(at: root) }
            let path = root.appendingPathComponent(LabelNamesIndex.fileName).path
            let whole = try LabelNamesIndex.decode(Data(contentsOf: URL(fileURLWithPath: path)))
            let asked: [(LabelNames.Kind, String)] = [
                (.type, "fire"), (.stat, "special-attack"), (.game, "scarlet-violet"), (.damageClass, "physical"),
            ]
            dropFromPageCache([path])
            var labels = try await Sources(root).moves.labelNames(in: .fr)
            #expect(
                try await eventuallyInPageCache(path) { labels = try await Sources(root).moves.labelNames(in: .fr) },
                "every page read in")
            try spoil([LabelNamesIndex.fileName], in: root)
            let expected = asked.map { whole.name($0, $1, in: .fr) }
            #expect(!expected.contains(nil))
            #expect(asked.map { labels.name($0, $1, in: .fr) } == expected)
            #expect(labels.name(.type, "fire", in: .de) == nil, "French alone")
        }

        /// Names about to be looked up one at a time, asked ahead, are read from the disk before
        /// any lookup (their lines' pages, dropped from the page cache, come in), and are those
        /// the whole file decoded gives.
        @Test func termNamesAskedAheadAreReadBeforeTheirLookups() async throws {
            let root = try bundle()
            defer { try? FileManager.default.removeItem(at: root) }
            let path = root.appendingPathComponent(TermNamesIndex.fileName).path
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let wanted: [(kind: TermKind, id: Int)] = [(.move, 85), (.ability, 26), (.item, 234)]
            // Where each one's lines lie, read off the file's text.
            var lines: [Range<Int>] = []
            var start = 0
            for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2).map {
                    String(decoding: $0, as: UTF8.self)
                }
                if fields.count == 3,
                    wanted.contains(where: { $0.kind.rawValue == fields[0] && "\($0.id)" == fields[1] })
                {
                    lines.append(start..<start + line.count)
                }
                start += line.count + 1
            }
            #expect(lines.count >= wanted.count * 9, "each in the nine other languages")
            let names = try await Sources(root).moves.termNames(in: .fr)
            dropFromPageCache([path])
            #expect(await eventuallyInPageCache(path, lines) { names.askAhead(wanted) }, "every line read in")
            let whole = try TermNamesIndex.decode(bytes)
            let expected = wanted.map { whole.name(of: $0.kind, id: $0.id, in: .fr) }
            #expect(!expected.contains(nil))
            #expect(wanted.map { names.name(of: $0.kind, id: $0.id, in: .fr) } == expected)
        }

        /// A search in French: the keys of every language, and the names it shows its matches by.
        @Test func aSearchInAnotherLanguageReadsTheNamesAskedForAhead() async throws {
            let kinds: [TermKind] = [.move, .ability, .item]
            try await check(
                asked: [
                    CatalogIndex.fileName, SearchKeysIndex.fileName(.everyLanguage), NamesIndex.fileName,
                    MoveIndex.fileName, AbilityIndex.fileName, ItemIndex.fileName,
                    LineStartsIndex.fileName(for: TermNamesIndex.fileName),
                ],
                ask: { sources in
                    await sources.pokedex.readAhead(namesIn: .everyLanguage, shownIn: .fr)
                    await sources.moves.readAhead(namesOf: kinds, in: .everyLanguage, shownIn: .fr)
                },
                read: { sources in
                    var found = try await sources.pokedex.namedPokemon(.everyLanguage).search("salamèche", limit: 5)
                        .map(\.element.name)
                    let names = try await sources.pokedex.localizedNames(in: .fr)
                    found += (4...6).map { names.name(ofSpecies: $0, in: .fr) ?? "-" }
                    let terms = try await sources.moves.termNames(in: .fr)
                    for kind in kinds {
                        let named = try await sources.moves.namedTerms(kind, .everyLanguage)
                        found += try named.search("tonnerre", limit: 3).map(\.element.name)
                    }
                    found += [(TermKind.move, 85), (.ability, 26)].map { kind, id in
                        terms.name(of: kind, id: id, in: .fr) ?? "-"
                    }
                    return found.joined(separator: " ")
                })
        }

        /// An entry in French: the bundle's part (the bodies are the store's, read from the
        /// fixtures: `ReadAheadTests`).
        @Test func anEntryInAnotherLanguageReadsTheFilesAskedForAhead() async throws {
            try await check(
                asked: [
                    TypeChartIndex.fileName, TiersIndex.fileName, GameIndex.fileName, SpeciesGamesIndex.fileName,
                    NamesIndex.fileName, LineStartsIndex.fileName(for: TermNamesIndex.fileName),
                ],
                ask: { sources in
                    guard let bulbasaur = await sources.pokedex.summary(directly: "bulbasaur") else { return }
                    await sources.pokedex.readAhead(entryOf: bulbasaur, in: .fr)
                },
                read: { sources in
                    let names = try await sources.pokedex.localizedNames(in: .fr)
                    var found = (1...3).map { names.name(ofSpecies: $0, in: .fr) ?? "-" }
                    let terms = try await sources.moves.termNames(in: .fr)
                    found += [(TermKind.ability, 65), (.ability, 34), (.move, 22)].map { kind, id in
                        terms.name(of: kind, id: id, in: .fr) ?? "-"
                    }
                    found.append("\(try await sources.pokedex.typeChart()["grass"].map { "\($0)" } ?? "-")")
                    found.append("\(await sources.pokedex.tiers(of: 1).map { "\($0)" } ?? "-")")
                    found += try await sources.moves.games().all.map(\.name)
                    found += try await sources.encounters.dexVersionGroups(ofSpecies: 1)
                    return found.joined(separator: " ")
                })
        }

        @Test func whereReadsTheEncounterFilesAskedForAhead() async throws {
            try await check(
                asked: [
                    GameIndex.fileName, LineStartsIndex.fileName(for: EncounterRunsIndex.fileName),
                    EncounterTermsIndex.fileName, PlaceOffsetsIndex.fileName, PlaceIndex.fileName,
                    SpeciesGamesIndex.fileName,
                    FamilyIndex.fileName,
                ],
                ask: { sources in await sources.encounters.readAhead(encountersOf: 25) },
                read: { sources in
                    let games = try await sources.moves.games()
                    let areas = try await sources.encounters.areas(of: 25)
                    let details = areas.flatMap(\.groups).flatMap(\.details)
                    let terms = try await sources.encounters.encounterTerms(
                        methods: Set(details.map(\.methodID)), conditions: Set(details.flatMap(\.conditionIDs)))
                    let places = try await sources.encounters.places(
                        locations: [], areas: Set(areas.map(\.areaID)), areasOf: [])
                    let dexes = try await sources.encounters.dexVersionGroups(ofSpecies: 25)
                    let named = places.map { place in
                        "\(place.id) \(place.name) "
                            + place.names.sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
                            .joined(separator: "/")
                    }
                    let parents = try await sources.pokedex.evolutionParents(along: [25, 26]).sorted { $0.key < $1.key }
                    return
                        "\(games.all.map(\.name)) \(areas.count) \(terms) \(named) \(dexes) \(parents.map { [$0.key, $0.value] })"
                })
        }

        @Test func aLocationReadsTheFilesAskedForAhead() async throws {
            try await check(
                asked: [
                    GameIndex.fileName, PlaceKeysIndex.fileName, PlaceIndex.fileName, PlaceOffsetsIndex.fileName,
                    EncounterTermsIndex.fileName, LineStartsIndex.fileName(for: EncounterIndex.fileName),
                    CatalogIndex.fileName,
                ],
                ask: { sources in await sources.encounters.readAheadForPlaces() },
                read: { sources in
                    let games = try await sources.moves.games().all.map(\.name)
                    let keys = try await sources.encounters.placeKeys()
                    let ids = try await sources.encounters.locationIDs()
                    let found = keys.search("route 1", limit: 3).map { ids[$0.position] }
                    let places = try await sources.encounters.places(
                        locations: Set(found), areas: [], areasOf: Set(found), named: false)
                    let areas = try await sources.encounters.areas(places.filter { $0.kind == .area }.map(\.id))
                    let terms = try await sources.encounters.encounterTerms().count
                    let pokemon = try await sources.pokedex.summaries(
                        ids: Set(areas.flatMap(\.groups).map(\.pokemonID)))
                    return "\(games) \(found) \(places.map(\.name)) \(areas.map(\.groups.count)) \(terms) "
                        + pokemon.values.map(\.name).sorted().joined(separator: ",")
                })
        }

        @Test func aMoveReadsTheFilesAskedForAhead() async throws {
            try await check(
                asked: [
                    GameIndex.fileName, MoveIndex.fileName, MoveEffectIndex.fileName, CatalogIndex.fileName,
                    LearnersIndex.fileName,
                ],
                ask: { sources in await sources.moves.readAheadForMove(inOneGame: false) },
                read: { sources in
                    let games = try await sources.moves.games().all.map(\.name)
                    let move = try await sources.moves.move(named: "thunderbolt")
                    let effect = try await sources.moves.moveEffect(of: 85)
                    let learners = try await sources.moves.learners(ofMove: 85, in: nil).map(\.pokemonID)
                    let pokemon = try await sources.pokedex.summaries(ids: Set(learners)).count
                    return
                        "\(games) \(move.map { "\($0)" } ?? "-") \(effect.map { "\($0)" } ?? "-") \(learners) \(pokemon)"
                })
            try await check(
                asked: [LearnsetIndex.fileName, FamilyIndex.fileName],
                ask: { sources in await sources.moves.readAheadForMove(inOneGame: true) },
                read: { sources in
                    "\(try await sources.moves.learners(ofMove: 85, in: "scarlet-violet").map { "\($0)" })"
                })
        }

        @Test func aLearnsetReadsTheFilesAskedForAhead() async throws {
            try await check(
                asked: [
                    CatalogIndex.fileName, GameIndex.fileName, LineStartsIndex.fileName(for: LearnsetIndex.fileName),
                    FamilyIndex.fileName, MoveIndex.fileName,
                ],
                ask: { sources in await sources.moves.readAheadForLearnset() },
                read: { sources in
                    guard let pikachu = await sources.pokedex.summary(directly: "pikachu") else {
                        throw RepositoryError.notFound(resource: "pikachu")
                    }
                    let games = try await sources.moves.games().all.map(\.name)
                    let learnsets = try await sources.moves.learnsets(of: pikachu.id)
                    let parents = try await sources.pokedex.evolutionParents(along: [pikachu.speciesID])
                    let moves = try await sources.moves.moves(ids: Set(learnsets.flatMap(\.moves).map(\.moveID)))
                    return
                        "\(games) \(learnsets.map { "\($0)" }) \(parents.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }) "
                        + moves.map(\.name).sorted().joined(separator: ",")
                })
        }

        @Test func aTeamReadsTheFilesAskedForAhead() async throws {
            try await check(
                asked: [
                    CatalogIndex.fileName, SearchKeysIndex.fileName(.english), NameOffsetsIndex.fileName,
                    MoveIndex.fileName, AbilityIndex.fileName, ItemIndex.fileName, NatureIndex.fileName,
                    StatsIndex.fileName, TypeChartIndex.fileName, GameIndex.fileName,
                    LineStartsIndex.fileName(for: LearnsetIndex.fileName), FamilyIndex.fileName,
                ],
                ask: { sources in await sources.moves.readAhead(team: true) },
                read: { sources in
                    guard let garchomp = await sources.pokedex.summary(directly: "garchomp") else {
                        throw RepositoryError.notFound(resource: "garchomp")
                    }
                    var found = [garchomp.name]
                    for (kind, names) in [
                        (TermKind.move, ["earthquake", "dragon-claw"]), (.ability, ["rough-skin"]),
                        (.item, ["choice-scarf"]),
                    ] {
                        found += try await sources.moves.namedTerms(kind, .english).named(names).map { $0?.name ?? "-" }
                    }
                    found += try await sources.moves.natures().map(\.name)
                    found.append("\(try await sources.pokedex.listFacts(of: [garchomp.id]))")
                    found.append("\(try await sources.pokedex.typeChart()["dragon"].map { "\($0)" } ?? "-")")
                    found += try await sources.moves.games().all.map(\.name)
                    found += try await sources.moves.learnsetGames(of: garchomp.id)
                    let parents = try await sources.pokedex.evolutionParents(along: [garchomp.speciesID])
                    found += parents.sorted { $0.key < $1.key }.map { "\($0.key)<\($0.value)" }
                    return found.joined(separator: " ")
                })
        }
    }
}

/// What is read ahead is bounded, and only what will be read is.
extension ReadAhead {
    @Suite struct ReadAheadBoundsTests {

        /// A session asks for files it may never read (a load it cancels): the descriptors kept stay
        /// a few dozen, and each file still reads as it is.
        @Test func theDescriptorsKeptAreBoundedAndTheFilesStillRead() throws {
            let root = try ReadAhead.folder()
            defer { try? FileManager.default.removeItem(at: root) }
            let paths = try (0..<100).map { index in
                let path = root.appendingPathComponent("\(index)").path
                try Data("file \(index)".utf8).write(to: URL(fileURLWithPath: path))
                return path
            }
            let asked = LocalFile.ReadAhead()
            for path in paths {
                asked.ask([path])
                #expect(asked.count <= LocalFile.ReadAhead.most)
            }
            #expect(asked.count > 0)
            for (index, path) in paths.enumerated() {
                #expect(LocalFile.read(path, from: asked) == Data("file \(index)".utf8))
            }
            #expect(asked.count == 0, "each kept one was taken by its read")
        }

        private struct Answers: APITransport {
            func fetch(_ path: APIPath) async throws(RepositoryError) -> Data { Data("{}".utf8) }
        }

        /// A species for an entry is asked of PokeAPI first: its bundled body is read ahead only
        /// when PokeAPI cannot be asked.
        @Test func aBodyPokeAPIAnswersFirstIsNotReadAhead() throws {
            let root = try ReadAhead.folder()
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("pokemon-species"), withIntermediateDirectories: true)
            let file = root.appendingPathComponent("pokemon-species/1.json").path
            let path = APIPath.item(.pokemonSpecies, id: 1)
            for offline in [false, true] {
                try Data("first".utf8).write(to: URL(fileURLWithPath: file))
                let fixtures = FixtureTransport(root: root.path)
                let store = ResourceStore(
                    policy: SourcePolicy(offline: offline), cache: nil, fixtures: fixtures,
                    network: offline ? nil : Answers(), diagnostics: Diagnostics())
                store.readAhead([path], for: .skippingFixtures)
                try Data("second".utf8).write(to: URL(fileURLWithPath: file + ".next"))
                #expect(rename(file + ".next", file) == 0)
                #expect(fixtures.read(path) == Data((offline ? "first" : "second").utf8), "offline: \(offline)")
            }
        }

        /// A command that reads a body for each of a thousand rows keeps the first sixteen trees,
        /// not all of them at once.
        @Test func theTreesKeptAreBounded() async throws {
            let kept = Mutex(0)
            let store = ResourceStore(
                policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: fixturesRoot.path),
                network: nil, diagnostics: Diagnostics(), keep: { _ in kept.withLock { $0 += 1 } })
            for id in 1...40 { _ = try await store.load(.item(.pokemon, id: id), as: PokemonDTO.self) }
            #expect(kept.withLock { $0 } == ResourceStore.keptBodiesAtMost)
        }
    }
}
