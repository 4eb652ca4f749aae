import Foundation
import PokedexCommandTesting
import PokedexData
import PokedexTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The binary installed as `make install` lays it out: `PREFIX/bin/pokedex` and the bundled data
/// in one file, `PREFIX/share/pokedex/Fixtures.pack`. It answers as it does from the folder,
/// from any directory; a damaged pack is one clear error.
@Suite(.serialized) struct InstalledPackTests {
    /// A prefix of its own: the built binary copied into `bin`, the project's fixtures packed
    /// into `share/pokedex`.
    private static func install() throws -> (prefix: URL, binary: URL, pack: String) {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-pack-\(UUID().uuidString)")
        let bin = prefix.appendingPathComponent("bin")
        let share = prefix.appendingPathComponent("share/pokedex")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        // Written through a descriptor closed on exec: a child another test starts meanwhile
        // must not inherit it open for writing, or running the copy fails with ETXTBSY.
        let binary = bin.appendingPathComponent("pokedex")
        let bytes = try Data(contentsOf: PokedexProcess.binary)
        let descriptor = open(binary.path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == bytes.count)
        let pack = share.appendingPathComponent("Fixtures.pack").path
        _ = try FixturePack.write(folder: fixturesRoot.path, to: pack)
        return (prefix, binary, pack)
    }

    @Test func theInstalledPackAnswersAsTheFolderDoes() async throws {
        let (prefix, binary, _) = try Self.install()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let root = URL(fileURLWithPath: "/")
        for arguments in [
            ["show", "bulbasaur"], ["show", "bulbasaur", "--lang", "fr"], ["where", "pikachu"],
            ["list", "--limit", "5", "--json"],
            ["search", "char", "--lang", "fr"], ["--version"], ["show", "no-such-pokemon"],
        ] {
            let packed = try await PokedexProcess.run(arguments, executable: binary, currentDirectory: root)
            let folder = try await PokedexProcess.run(
                arguments, environment: ["POKEDEX_FIXTURES": fixturesRoot.path], executable: binary,
                currentDirectory: root)
            #expect(packed.stdout == folder.stdout, "\(arguments)")
            #expect(packed.stderr == folder.stderr, "\(arguments)")
            #expect(packed.status == folder.status, "\(arguments)")
            #expect(!packed.stdout.isEmpty || !packed.stderr.isEmpty)
        }
    }

    @Test func aDamagedPackIsOneClearError() async throws {
        let (prefix, binary, pack) = try Self.install()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let whole = try Data(contentsOf: URL(fileURLWithPath: pack))
        try whole.prefix(100).write(to: URL(fileURLWithPath: pack))
        let result = try await PokedexProcess.run(["show", "1"], executable: binary)
        #expect(result.status == 3)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("\(pack) is not a Pokédex pack"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
