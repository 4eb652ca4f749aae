import Foundation
import PokedexData
import PokedexDomain
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
