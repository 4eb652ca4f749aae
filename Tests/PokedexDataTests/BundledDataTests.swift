import Foundation
import PokedexData
import PokedexDomain
import PokedexTestSupport
import Testing

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
