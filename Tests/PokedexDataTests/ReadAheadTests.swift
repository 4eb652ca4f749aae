import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// Files asked of the disk ahead are read through the descriptor opened then: what a command
/// reads is what it asked for, and asking costs no second open.
@Suite struct ReadAheadTests {
    /// A folder of its own, removed after.
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("read-ahead-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Puts `data` at `path` as a new file, as an installer or a cache replaces one.
    private func replace(_ path: String, with data: Data) throws {
        let next = path + ".next"
        try data.write(to: URL(fileURLWithPath: next))
        #expect(rename(next, path) == 0)
    }

    @Test func aFileReadAheadIsReadAsItWasThenOnceAndAfterThatAnew() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("file").path
        try Data("first".utf8).write(to: URL(fileURLWithPath: path))
        LocalFile.readAhead([path, root.appendingPathComponent("missing").path])
        try replace(path, with: Data("second".utf8))

        #expect(LocalFile.read(path) == Data("first".utf8), "through the descriptor read ahead")
        #expect(LocalFile.read(path) == Data("second".utf8), "that one taken, the path is opened again")
        #expect(LocalFile.read(root.appendingPathComponent("missing").path) == nil)
    }

    /// `show`'s entry: the Pokémon's and its species' bodies, and the bundled indexes it reads,
    /// are the ones there when they were asked for, though other files took their place since.
    @Test func anEntryReadsTheFilesAskedForAhead() async throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        for folder in ["pokemon", "pokemon-species", "evolution-chain"] {
            try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let names = [
            CatalogIndex.fileName, TypeChartIndex.fileName, TiersIndex.fileName, GameIndex.fileName,
            DexIndex.fileName, "pokemon/1.json", "pokemon/4.json", "pokemon-species/1.json", "pokemon-species/4.json",
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
        await asked.readAhead(entryOf: bulbasaur)
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
