import Foundation
import PokedexData
import PokedexDomain
import PokedexJSON
import PokedexTestSupport
import Testing

/// A network stand-in: answers from a table, counts requests, or fails as told.
final class ScriptedTransport: APITransport, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Result<Data, RepositoryError>]
    private(set) var requests: [String] = []

    init(_ answers: [String: Result<Data, RepositoryError>]) {
        self.answers = answers
    }

    func fetch(_ path: APIPath) async throws(RepositoryError) -> Data {
        let answer: Result<Data, RepositoryError>? = lock.withLock {
            requests.append(path.description)
            return answers[path.description]
        }
        guard let answer else { throw .notFound(resource: path.description) }
        return try answer.get()
    }

    var count: Int { lock.withLock { requests.count } }
}

func temporaryFolder() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-store-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

private struct Named: JSONReadable, Equatable {
    let name: String

    init(json: JSONReader) throws(DecodingError) { name = try json.string("name") }
}

private let bulbasaurPath = APIPath.item(.pokemon, id: 1)
private let networkBody = Data(#"{"name":"from-network"}"#.utf8)

@Suite struct ResourceStoreTests {
    func store(
        _ policy: SourcePolicy = SourcePolicy(), cache: DiskCache?, fixtures: Bool = true,
        network: ScriptedTransport?, diagnostics: Diagnostics = Diagnostics()
    ) -> ResourceStore {
        ResourceStore(
            policy: policy, cache: cache, fixtures: fixtures ? FixtureTransport(root: fixturesRoot.path) : nil,
            network: network, diagnostics: diagnostics)
    }

    @Test func freshCacheComesFirstAndMakesNoRequest() async throws {
        let cache = DiskCache(root: temporaryFolder())
        try cache.write(Data(#"{"name":"from-cache"}"#.utf8), for: bulbasaurPath)
        let network = ScriptedTransport(["pokemon/1": .success(networkBody)])
        let value = try await store(cache: cache, network: network).load(bulbasaurPath, as: Named.self)
        #expect(value.name == "from-cache")
        #expect(network.count == 0)
    }

    @Test func fixturesComeBeforeTheNetwork() async throws {
        let network = ScriptedTransport(["pokemon/1": .success(networkBody)])
        let value = try await store(cache: DiskCache(root: temporaryFolder()), network: network).load(
            bulbasaurPath, as: Named.self)
        #expect(value.name == "bulbasaur")
        #expect(network.count == 0)
    }

    @Test func theNetworkAnswerIsCached() async throws {
        let cache = DiskCache(root: temporaryFolder())
        let network = ScriptedTransport(["pokemon/1": .success(networkBody)])
        let value = try await store(cache: cache, fixtures: false, network: network).load(bulbasaurPath, as: Named.self)
        #expect(value.name == "from-network")
        #expect(cache.read(bulbasaurPath)?.data == networkBody)
    }

    @Test func refreshAsksTheNetworkFirst() async throws {
        let cache = DiskCache(root: temporaryFolder())
        try cache.write(Data(#"{"name":"from-cache"}"#.utf8), for: bulbasaurPath)
        let network = ScriptedTransport(["pokemon/1": .success(networkBody)])
        let value = try await store(SourcePolicy(refresh: true), cache: cache, network: network).load(
            bulbasaurPath, as: Named.self)
        #expect(value.name == "from-network")
    }

    @Test func aStaleEntryIsUsedWithANoteWhenTheNetworkFails() async throws {
        let cache = DiskCache(root: temporaryFolder())
        try cache.write(Data(#"{"name":"stale"}"#.utf8), for: bulbasaurPath)
        let network = ScriptedTransport(["pokemon/1": .failure(.network(resource: "u", reason: "timed out"))])
        let diagnostics = Diagnostics()
        let value = try await store(
            SourcePolicy(maxAge: 0), cache: cache, fixtures: false, network: network, diagnostics: diagnostics
        )
        .load(bulbasaurPath, as: Named.self)
        #expect(value.name == "stale")
        #expect(network.count == 1)
        #expect(diagnostics.all.count == 1)
        #expect(diagnostics.all.first?.contains("PokeAPI could not be reached (timed out)") == true)
    }

    @Test func aCorruptedEntryIsDroppedAndFetchedAgain() async throws {
        let cache = DiskCache(root: temporaryFolder())
        try cache.write(Data("{\"name\": tru".utf8), for: bulbasaurPath)
        let network = ScriptedTransport(["pokemon/1": .success(networkBody)])
        let value = try await store(cache: cache, fixtures: false, network: network).load(bulbasaurPath, as: Named.self)
        #expect(value.name == "from-network")
        #expect(cache.read(bulbasaurPath)?.data == networkBody)
    }

    @Test func aBodyThatDoesNotDecodeIsNeverCached() async throws {
        let cache = DiskCache(root: temporaryFolder())
        let network = ScriptedTransport(["pokemon/1": .success(Data(#"{"unexpected":1}"#.utf8))])
        await #expect(throws: RepositoryError.self) {
            try await store(cache: cache, fixtures: false, network: network).load(bulbasaurPath, as: Named.self)
        }
        #expect(cache.read(bulbasaurPath) == nil)
    }

    @Test func offlineNeverAsksTheNetwork() async throws {
        let network = ScriptedTransport(["pokemon/1": .success(networkBody)])
        await #expect(throws: RepositoryError.unavailable(reason: "pokemon/1 is not available offline")) {
            try await store(SourcePolicy(offline: true), cache: nil, fixtures: false, network: network)
                .load(bulbasaurPath, as: Named.self)
        }
        #expect(network.count == 0)
    }

    @Test func notFoundIsNotAFailureToFallBackFrom() async throws {
        let cache = DiskCache(root: temporaryFolder())
        try cache.write(Data(#"{"name":"stale"}"#.utf8), for: .item(.pokemon, id: 99999))
        let network = ScriptedTransport([:])
        await #expect(throws: RepositoryError.notFound(resource: "pokemon/99999")) {
            try await store(SourcePolicy(maxAge: 0), cache: cache, network: network).load(
                .item(.pokemon, id: 99999), as: Named.self)
        }
    }
}

@Suite struct DiskCacheTests {
    @Test func entriesAreNamedFromTheAPIPathOnly() {
        let cache = DiskCache(root: "/tmp/c")
        #expect(cache.filePath(for: .item(.pokemonSpecies, id: 25)) == "/tmp/c/v1/pokemon-species/25.json")
        #expect(cache.filePath(for: .list(.type)) == "/tmp/c/v1/type/index.json")
        // A root given with its slash (`POKEDEX_CACHE_DIR=/tmp/c/`) names the same files.
        let slashed = DiskCache(root: "/tmp/c/")
        #expect(slashed.filePath(for: .item(.pokemonSpecies, id: 25)) == "/tmp/c/v1/pokemon-species/25.json")
        #expect(slashed.filePath(for: .list(.move)) == "/tmp/c/v1/move/index.json")
        #expect(LocalFile.join("/tmp/c/", "v1") == "/tmp/c/v1" && LocalFile.join("c", "v1") == "c/v1")
    }

    @Test func writesLeaveNoTemporaryFilesAndInfoCountsEntries() throws {
        let root = temporaryFolder()
        let cache = DiskCache(root: root)
        try cache.write(networkBody, for: bulbasaurPath)
        try cache.write(networkBody, for: bulbasaurPath)
        try cache.write(networkBody, for: .list(.pokemon))
        let files = try FileManager.default.contentsOfDirectory(atPath: root + "/v1/pokemon")
        #expect(files.sorted() == ["1.json", "index.json"])
        let info = try cache.info()
        #expect(info.entries == 2)
        #expect(info.bytes == networkBody.count * 2)
        #expect(try cache.clear() == DiskCache.Clearing(entries: 2, removed: 2))
        #expect(try cache.info().entries == 0)
        // The folders it made are gone too.
        #expect(!FileManager.default.fileExists(atPath: root + "/v1"))
    }

    /// An entry that cannot be removed (here a folder named like one: no unlink takes it, root
    /// or not) is said, never counted as removed.
    @Test func clearAndVerifySayWhatTheyCouldNotRemove() throws {
        let root = temporaryFolder()
        let cache = DiskCache(root: root)
        // A move's body is sound as any JSON object (a Pokémon's must be one a screen can show).
        try cache.write(networkBody, for: APIPath.item(.move, id: 1))
        try FileManager.default.createDirectory(
            atPath: root + "/v1/pokemon/25.json/inside", withIntermediateDirectories: true)
        try Data("{".utf8).write(to: URL(fileURLWithPath: root + "/v1/pokemon/26.json"))
        let verified = try cache.verify()
        #expect(verified.checked == 3 && verified.good == 1)
        #expect(verified.removed == ["v1/pokemon/26.json"])
        #expect(verified.unremoved.map(\.path) == ["v1/pokemon/25.json"])
        #expect(!FileManager.default.fileExists(atPath: root + "/v1/pokemon/26.json"))
        let cleared = try cache.clear()
        #expect(cleared.entries == 2 && cleared.removed == 1)
        #expect(cleared.unremoved == [DiskCache.Unremoved(path: "v1/pokemon/25.json", reason: "Is a directory")])
        #expect(FileManager.default.fileExists(atPath: root + "/v1/pokemon/25.json/inside"))
    }

    /// A cache folder that is a regular file is no cache: info, verify, clear and sync say so.
    @Test func aCacheFolderThatIsAFileIsAnError() throws {
        let root = temporaryFolder()
        try Data().write(to: URL(fileURLWithPath: root + "/file"))
        let cache = DiskCache(root: root + "/file")
        for check in [{ _ = try cache.info() }, { _ = try cache.verify() }, { _ = try cache.clear() }] {
            #expect(throws: RepositoryError.unavailable(reason: "the cache folder \(root)/file is not a folder")) {
                try check()
            }
        }
        // A missing folder is an empty cache, not an error.
        #expect(try DiskCache(root: root + "/missing").info().entries == 0)
    }
}

@Suite struct PokedexEntryTests {
    @Test func flavourTextIsCleanedOfTheAPIsControlCharacters() {
        #expect(
            PokedexEntry.clean("A strange seed was\nplanted on its\u{0C}back at birth.")
                == "A strange seed was planted on its back at birth.")
        #expect(PokedexEntry.clean("It evolves when ex\u{AD}\nposed to light.") == "It evolves when exposed to light.")
        #expect(PokedexEntry.clean("  Two   spaces\r\n and\tmore \u{1B}[31m ") == "Two spaces and more [31m")
    }
}

@Suite struct DiagnosticsTests {
    @Test func bundledCopiesAreNotedFirstAndNamedOnceInOrder() {
        let diagnostics = Diagnostics()
        diagnostics.note("The Pokédex entry needs a connection.")
        diagnostics.usedBundledCopy(of: "pokemon/25", because: "offline")
        diagnostics.note("The Pokédex entry needs a connection.")
        diagnostics.usedBundledCopy(of: "evolution-chain/10", because: "offline")
        diagnostics.usedBundledCopy(of: "pokemon/25", because: "offline")
        #expect(
            diagnostics.all == [
                "Using the bundled copies of evolution-chain/10 and pokemon/25: offline",
                "The Pokédex entry needs a connection.",
            ])
    }
}
