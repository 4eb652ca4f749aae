import Foundation
import Testing

@testable import PokedexPlatform

/// Without `/proc`, the executable is `argv[0]`; a bare name was found on `PATH` by the shell,
/// so it is looked for there, as the shell does: the first executable file of that name.
@Suite struct ProcessEnvironmentTests {
    @Test func aBareNameIsTheFirstExecutableFileOfThatNameOnPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("located-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        for folder in ["plain", "folder", "tool", "later"] {
            try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        // Not executable; a folder of the name; the one; another after it.
        let plain = root.appendingPathComponent("plain/pokedex").path
        #expect(files.createFile(atPath: plain, contents: Data("x".utf8), attributes: [.posixPermissions: 0o644]))
        try files.createDirectory(
            at: root.appendingPathComponent("folder/pokedex"), withIntermediateDirectories: true)
        let tool = root.appendingPathComponent("tool/pokedex").path
        #expect(files.createFile(atPath: tool, contents: Data("x".utf8), attributes: [.posixPermissions: 0o755]))
        let later = root.appendingPathComponent("later/pokedex").path
        #expect(files.createFile(atPath: later, contents: Data("x".utf8), attributes: [.posixPermissions: 0o755]))

        let path = [
            "/no/such/folder", root.path + "/plain", root.path + "/folder", root.path + "/tool", root.path + "/later",
        ]
        .joined(separator: ":")
        #expect(ProcessEnvironment.located("pokedex", path: path) == tool)
        #expect(ProcessEnvironment.located("pokedex", path: root.path + "/plain") == nil)
        #expect(ProcessEnvironment.located("no-such-program", path: path) == nil)
        #expect(ProcessEnvironment.located("bin/pokedex", path: path) == "bin/pokedex", "a path is taken as given")
        #expect(ProcessEnvironment.located("", path: path) == nil)
    }
}
