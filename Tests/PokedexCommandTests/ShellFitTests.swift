import Foundation
import PokedexCommandTesting
import Testing

@Suite struct ShellFitTests {
    /// Runs bash with the completion script loaded, completing `words` (the last is the one
    /// being typed); returns the candidates.
    func bashComplete(_ words: [String]) async throws -> [String] {
        let script = try await PokedexProcess.run(["completion", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-completion-\(UUID().uuidString).bash")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let result = try await PokedexProcess.run(
            [
                "-c",
                "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _pokedex; printf '%s\\n' \"${COMPREPLY[@]}\"",
            ], executable: URL(fileURLWithPath: "/bin/bash"))
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsValuesAndNames() async throws {
        await #expect(try bashComplete(["pokedex", "s"]) == ["show", "search", "stats", "sprite", "sync"])
        await #expect(try bashComplete(["pokedex", "show", "bulb"]) == ["bulbasaur"])
        await #expect(try bashComplete(["pokedex", "show", "deoxys-"]).count == 4)
        await #expect(try bashComplete(["pokedex", "list", "--type", "fi"]) == ["fire", "fighting"])
        await #expect(try bashComplete(["pokedex", "list", "--generation", "ka"]) == ["kanto", "kalos"])
        await #expect(try bashComplete(["pokedex", "list", "--lang", "zh"]) == ["zh-hans", "zh-hant"])
        await #expect(try bashComplete(["pokedex", "list", "--ref"]) == ["--refresh"])
        await #expect(try bashComplete(["pokedex", "cache", ""]) == ["info", "verify", "clear"])
        await #expect(try bashComplete(["pokedex", "where", "bulbasau"]) == ["bulbasaur"])
        await #expect(try bashComplete(["pokedex", "location", "viridian-f"]) == ["viridian-forest"])
        await #expect(try bashComplete(["pokedex", "where", "bulbasaur", "--method", "super"]) == ["super-rod"])
        await #expect(try bashComplete(["pokedex", "list", "--pokedex", "pal"]) == ["paldea"])
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsGetTheSameWords(shell: String) async throws {
        let result = try await PokedexProcess.run(["completion", shell])
        #expect(result.status == 0)
        for word in [
            "bulbasaur", "charizard-mega-x", "fire", "kanto", "zh-hans", "refresh", "verify", "completion",
            "viridian-forest",
        ] {
            #expect(result.stdout.contains(word), "\(shell) lacks \(word)")
        }
        // Where the shell is installed, the script must at least parse.
        let binary = ["/usr/bin/\(shell)", "/bin/\(shell)"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if let binary {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-completion.\(shell)")
            try Data(result.stdout.utf8).write(to: file)
            let check = try await PokedexProcess.run(["-n", file.path], executable: URL(fileURLWithPath: binary))
            #expect(check.status == 0, "\(check.stderr)")
        }
    }

    @Test func anUnknownShellIsAUsageError() async throws {
        let result = try await PokedexProcess.run(["completion", "powershell"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "pokedex: completion takes one of: bash, zsh, fish, not 'powershell'. See 'pokedex completion --help'.\n"
        )
    }

    /// A mistyped choice of `completion` or `cache` is met with the nearest one.
    @Test(arguments: [
        (["completion", "zhs"], "completion takes one of: bash, zsh, fish, not 'zhs' (did you mean 'zsh'?)"),
        (["cache", "clera"], "cache takes one of: info, verify, clear, not 'clera' (did you mean 'clear'?)"),
        (["cache"], "cache takes one of: info, verify, clear"),
    ])
    func aMistypedChoiceSuggestsTheNearest(arguments: [String], message: String) async throws {
        let result = try await PokedexProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "pokedex: \(message). See 'pokedex \(arguments[0]) --help'.\n")
    }

    @Test(arguments: ["list", "show", "search", "type", "sync", "cache", "completion"])
    func everyCommandsHelpHasUsageDefaultsAndTwoExamples(command: String) async throws {
        let result = try await PokedexProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: pokedex \(command)"))
        let examples = result.stdout.components(separatedBy: "EXAMPLES:\n").last ?? ""
        let lines = examples.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(lines.count >= 2, "\(command) --help has \(lines.count) examples")
        if !["completion", "cache"].contains(command) { #expect(result.stdout.contains("(default:")) }
    }
}

@Suite struct ManPageTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/pokedex/pokedex.1")

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
    func theManPageRendersWithoutWarnings() async throws {
        let groff = try await PokedexProcess.run(
            ["-man", "-ww", "-z", Self.page.path], executable: URL(fileURLWithPath: "/usr/bin/groff"))
        #expect(groff.status == 0)
        #expect(groff.stderr.isEmpty)
    }
}
