import Foundation
import PokedexCommandTesting
import PokedexData
import PokedexTestSupport
import Testing

/// The binary installed as `make install` lays it out: `PREFIX/bin/pokedex` and the bundled data
/// in one file, `PREFIX/share/pokedex/Fixtures.pack`. It answers as it does from the folder,
/// from any directory; a damaged pack is one clear error.
@Suite(.serialized) struct InstalledPackTests {
    /// A prefix of its own: the built binary copied into `bin`, the project's fixtures packed
    /// into `share/pokedex`.
    private static func install() throws -> (prefix: URL, binary: URL, pack: String) {
        let (prefix, binary, share) = try PokedexProcess.installedCopy()
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
            #expect(packed.status == (arguments.last == "no-such-pokemon" ? 1 : 0), "\(arguments): \(packed.stderr)")
        }
    }

    /// A damaged pack is read before a folder beside it: one line names the pack.
    @Test func aDamagedPackIsOneClearError() async throws {
        let (prefix, binary, pack) = try Self.install()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let share = URL(fileURLWithPath: pack).deletingLastPathComponent()
        try FileManager.default.createSymbolicLink(
            at: share.appendingPathComponent("Fixtures"), withDestinationURL: fixturesRoot)
        let whole = try Data(contentsOf: URL(fileURLWithPath: pack))
        try whole.prefix(100).write(to: URL(fileURLWithPath: pack))
        let result = try await PokedexProcess.run(["show", "1"], executable: binary)
        #expect(result.status == 3)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("\(pack) is not a Pokédex pack"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
