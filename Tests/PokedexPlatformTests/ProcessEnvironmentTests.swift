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

    /// The variables read in one pass are those `getenv` finds, name by name: over this
    /// process's own environment, and over made ones with a name given twice, names that begin
    /// other names (`TERM`, `TERM_PROGRAM`), a variable without `=`, empty values, values holding
    /// `=`, and names of every first byte.
    @Test func aPassOverTheEnvironmentFindsWhatGetenvFinds() {
        // This process's: every name set, and some that are not.
        var own: [String] = ["NO_SUCH_VARIABLE_HERE", "TERM_PROGRAM_", "P"]
        var entry = environ
        while let variable = entry.pointee {
            let text = String(cString: variable)
            own.append(String(text.prefix { $0 != "=" }))
            entry += 1
        }
        let expected = own.reduce(into: [String: String]()) { found, name in
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        #expect(ProcessEnvironment.variables(named: own) == expected)

        // Made ones, each against the first entry of its name, as written here.
        var random = SystemRandomNumberGenerator()
        let pool = ["TERM", "TERM_PROGRAM", "HOME", "PAGER", "POKEDEX_LANG", "XDG_DATA_HOME", "lower", "é", "1X", "_"]
        for _ in 0..<500 {
            let entries = (0..<Int.random(in: 0...12, using: &random)).map { _ -> String in
                let name = pool.randomElement(using: &random) ?? ""
                switch Int.random(in: 0..<6, using: &random) {
                case 0: return name
                case 1: return name + "="
                case 2: return name + "=a=b"
                default: return name + "=" + String(Int.random(in: 0..<100, using: &random))
                }
            }
            let names = pool.filter { _ in Bool.random(using: &random) } + ["TER", "TERM_"]
            var expected: [String: String] = [:]
            for name in names {
                let first = entries.first { $0.hasPrefix(name + "=") }
                if let first { expected[name] = String(first.dropFirst(name.count + 1)) }
            }
            let strings = entries.map { strdup($0) }
            defer {
                for string in strings { free(string) }
            }
            var array = strings + [nil]
            let found = array.withUnsafeMutableBufferPointer {
                ProcessEnvironment.variables(named: names, in: $0.baseAddress)
            }
            #expect(found == expected, "\(entries) \(names)")
        }
    }
}
