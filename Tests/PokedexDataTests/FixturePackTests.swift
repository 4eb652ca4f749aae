import Foundation
import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexData

/// `Fixtures.pack`: a folder's files in one file, each read back as it was, found by its path;
/// anything that is not a whole pack of this version is refused, and a record that points
/// outside the pack names no file.
@Suite struct FixturePackTests {
    /// A folder of its own holding `files` (path → text), folders made as the paths need.
    private func folder(_ files: [String: String]) throws -> String {
        let root = temporaryFolder()
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private static let files = [
        "pokedex-index.tsv": "# id\tname\n1\tbulbasaur\n",
        "b.tsv": "b",
        "empty.tsv": "",
        "pokemon/25.json": #"{"name":"pikachu"}"#,
        "pokemon/index.json": #"{"results":[]}"#,
        "pokemon-species/25.json": #"{"name":"pikachu","id":25}"#,
        "deep/er/still.txt": "é, ピカチュウ",
    ]

    @Test func everyFileReadsBackAsItWas() throws {
        let root = try folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + ".pack"
        defer { unlink(path) }
        #expect(try FixturePack.write(folder: root, to: path) == Self.files.count)
        let pack = try #require(FixturePack(path: path))
        for (name, text) in Self.files {
            #expect(pack.data(name).map { String(decoding: $0, as: UTF8.self) } == text, "\(name)")
        }
        for missing in ["", "a.tsv", "pokemon", "pokemon/", "pokemon/26.json", "zzz", "pokedex-index.tsv\n"] {
            #expect(pack.range(of: missing) == nil, "\(missing)")
        }
        // Read through the bundle and the fixtures as a folder's files are.
        let files = FixtureFiles(root: path)
        #expect(files.isReadable)
        #expect(files.read("b.tsv", atMost: 0) == nil)
        #expect(files.read("b.tsv", atMost: 1) == Data("b".utf8))
        #expect(try BundledData(files: files).data("deep/er/still.txt") == Data("é, ピカチュウ".utf8))
        #expect(files.mapping("pokemon/25.json").map { Data($0.bytes) } == Data(#"{"name":"pikachu"}"#.utf8))
        #expect(throws: RepositoryError.unavailable(reason: "no c.tsv in \(path)")) {
            try BundledData(files: files).data("c.tsv")
        }
    }

    /// Many names, each found by halving the table, whatever the order they were packed in.
    @Test func eachOfManyNamesIsFound() throws {
        var random = SeededRandom(seed: 20_261_207)
        var files: [(name: String, bytes: Data)] = []
        var names: Set<String> = []
        // Names beyond ASCII too: bytes from 0x80 sort after every ASCII one, unsigned.
        let folders = ["pokemon", "é", "ピカチュウ", "Z", "~"]
        while files.count < 300 {
            let name = "\(folders[Int(random.next() % 5)])/\(random.next() % 100_000).json"
            guard names.insert(name).inserted else { continue }
            files.append((name, Data(name.utf8.reversed())))
        }
        let encoded = try #require(FixturePack.encode(files))
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/many.pack"
        try encoded.write(to: URL(fileURLWithPath: path))
        let pack = try #require(FixturePack(path: path))
        for (name, bytes) in files { #expect(pack.data(name) == bytes, "\(name)") }
        #expect(pack.data("pokemon/100000.json") == nil)
        #expect(pack.data("e/1.json") == nil)
        // Two files of one name make no pack.
        #expect(FixturePack.encode([("a", Data()), ("a", Data("x".utf8))]) == nil)
    }

    /// The folder's own files first, then each folder's, in the byte order of their names.
    @Test func theIndexesComeFirst() throws {
        let root = try folder(Self.files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            try FixturePack.files(under: root) == [
                // `-` sorts before `/`.
                "b.tsv", "empty.tsv", "pokedex-index.tsv", "pokemon-species/25.json", "pokemon/25.json",
                "pokemon/index.json", "deep/er/still.txt",
            ])
    }

    @Test func whatIsNotAWholePackIsRefused() throws {
        let good = try #require(FixturePack.encode([("a.tsv", Data("alpha".utf8)), ("b.tsv", Data("beta".utf8))]))
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func open(_ bytes: Data) throws -> FixturePack? {
            let path = folder + "/\(UUID().uuidString).pack"
            try bytes.write(to: URL(fileURLWithPath: path))
            return FixturePack(path: path)
        }
        #expect(try open(good) != nil)
        #expect(try open(Data()) == nil)
        #expect(try open(good.prefix(20)) == nil)
        var magic = good
        magic[0] = UInt8(ascii: "X")
        #expect(try open(magic) == nil)
        var version = good
        version[8] = 2
        #expect(try open(version) == nil)
        // More records than the file could hold, or files said to start past its end.
        var count = good
        count[15] = 0x7F
        #expect(try open(count) == nil)
        var start = good
        start[23] = 0x7F
        #expect(try open(start) == nil)
        #expect(FixturePack(path: folder + "/missing.pack") == nil)
        #expect(FixturePack(path: folder) == nil)
        let missing = FixtureFiles(root: folder + "/missing.pack")
        #expect(!missing.isReadable)
        #expect(
            missing.missing("pokedex-index.tsv", what: "Pokédex index")
                == "no Pokédex index: \(folder)/missing.pack cannot be read")
        // There, and not a pack.
        let notAPack = folder + "/not.pack"
        try magic.write(to: URL(fileURLWithPath: notAPack))
        let broken = FixtureFiles(root: notAPack)
        #expect(!broken.isReadable)
        #expect(
            broken.missing("pokedex-index.tsv", what: "Pokédex index")
                == "no Pokédex index: \(notAPack) is not a Pokédex pack this version can read")
    }

    /// A record whose bytes lie outside the pack names no file; the others still read.
    @Test func aRecordPointingOutsideThePackNamesNoFile() throws {
        var pack = try #require(FixturePack.encode([("a.tsv", Data("alpha".utf8)), ("b.tsv", Data("beta".utf8))]))
        // The second record's length (bytes 24 + 24 + 16 ..< +8): past the end.
        pack[24 + 24 + 16] = 0xFF
        pack[24 + 24 + 16 + 7] = 0x7F
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/broken.pack"
        try pack.write(to: URL(fileURLWithPath: path))
        let opened = try #require(FixturePack(path: path))
        #expect(opened.data("a.tsv") == Data("alpha".utf8))
        #expect(opened.data("b.tsv") == nil)
    }

    /// Written whole or not at all: a pack that cannot be written leaves nothing, and what was
    /// at its place stays.
    @Test func aPackIsWrittenWholeOrNotAtAll() throws {
        let root = try folder(["a.tsv": "alpha"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let place = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: place) }
        #expect(throws: RepositoryError.self) { try FixturePack.write(folder: root + "/none", to: place + "/x.pack") }
        #expect(throws: RepositoryError.self) { try FixturePack.write(folder: root, to: place + "/no/such/x.pack") }
        let existing = place + "/kept.pack"
        try Data("before".utf8).write(to: URL(fileURLWithPath: existing))
        #expect(throws: RepositoryError.self) { try FixturePack.write(folder: root + "/none", to: existing) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == Data("before".utf8))
        // Written whole beside its place, then refused there (a folder that is not empty): the
        // written file does not stay.
        let taken = place + "/taken.pack"
        try FileManager.default.createDirectory(atPath: taken + "/inside", withIntermediateDirectories: true)
        #expect(throws: RepositoryError.self) { try FixturePack.write(folder: root, to: taken) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: place).sorted() == ["kept.pack", "taken.pack"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: taken) == ["inside"])
    }
}

/// The project's fixtures packed answer as the folder does.
@Suite struct PackedFixturesTests {
    @Test func theRepositoryAnswersAsFromTheFolder() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pack = folder + "/Fixtures.pack"
        #expect(try FixturePack.write(folder: fixturesRoot.path, to: pack) > 2000)
        let packed = fixtureRepository(root: pack)
        let unpacked = fixtureRepository()
        let catalog = try await unpacked.catalog()
        #expect(try await packed.catalog().all == catalog.all)
        for query in ["bulbasaur", "pikachu", "charizard-mega-x", "mr-mime", "wooper-paldea"] {
            let summary = try #require(NameIndex(catalog).resolve(query))
            let fromPack = try await packed.detail(of: summary, entryText: false)
            #expect(fromPack == (try await unpacked.detail(of: summary, entryText: false)), "\(query)")
        }
        let names = try await packed.localizedNames(in: .fr)
        #expect(names.name(ofSpecies: 1, in: .fr) == "Bulbizarre")
        #expect(await packed.summary(directly: "no-such-pokemon") == nil)
        // The API bodies too: by id, by name through the list index, and one it has not.
        let fixtures = FixtureTransport(root: pack)
        let body = try await fixtures.fetch(.item(.pokemon, id: 25))
        #expect(body == (try await FixtureTransport(root: fixturesRoot.path).fetch(.item(.pokemon, id: 25))))
        #expect(try await fixtures.fetch(try #require(APIPath.item(.pokemon, name: "pikachu"))) == body)
        await #expect(throws: RepositoryError.notFound(resource: "pokemon/99999")) {
            try await fixtures.fetch(.item(.pokemon, id: 99_999))
        }
    }
}
