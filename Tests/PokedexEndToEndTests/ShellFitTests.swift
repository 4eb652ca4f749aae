import Foundation
import Testing

@Suite struct ShellFitTests {
    /// Runs bash with the completion script loaded, completing `words` (the last is the one
    /// being typed); returns the candidates.
    func bashComplete(_ words: [String]) throws -> [String] {
        let script = try PokedexProcess.run(["completion", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-completion-\(UUID().uuidString).bash")
        try Data(script.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = [
            "-c",
            "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _pokedex; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ]
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsValuesAndNames() throws {
        #expect(try bashComplete(["pokedex", "s"]) == ["show", "search", "sprite", "sync"])
        #expect(try bashComplete(["pokedex", "show", "bulb"]) == ["bulbasaur"])
        #expect(try bashComplete(["pokedex", "show", "deoxys-"]).count == 4)
        #expect(try bashComplete(["pokedex", "list", "--type", "fi"]) == ["fire", "fighting"])
        #expect(try bashComplete(["pokedex", "list", "--generation", "ka"]) == ["kanto", "kalos"])
        #expect(try bashComplete(["pokedex", "list", "--lang", "zh"]) == ["zh-hans", "zh-hant"])
        #expect(try bashComplete(["pokedex", "list", "--ref"]) == ["--refresh"])
        #expect(try bashComplete(["pokedex", "cache", ""]) == ["info", "verify", "clear"])
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsGetTheSameWords(shell: String) throws {
        let result = try PokedexProcess.run(["completion", shell])
        #expect(result.status == 0)
        for word in ["bulbasaur", "charizard-mega-x", "fire", "kanto", "zh-hans", "refresh", "verify", "completion"] {
            #expect(result.stdout.contains(word), "\(shell) lacks \(word)")
        }
        // Where the shell is installed, the script must at least parse.
        let binary = ["/usr/bin/\(shell)", "/bin/\(shell)"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if let binary {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-completion.\(shell)")
            try Data(result.stdout.utf8).write(to: file)
            let check = Process()
            check.executableURL = URL(fileURLWithPath: binary)
            check.arguments = ["-n", file.path]
            try check.run()
            check.waitUntilExit()
            #expect(check.terminationStatus == 0)
        }
    }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try PokedexProcess.run(["completion", "powershell"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "pokedex: completion takes one of: bash, zsh, fish. See 'pokedex completion --help'.\n")
    }

    @Test(arguments: ["list", "show", "search", "type", "sync", "cache", "completion"])
    func everyCommandsHelpHasUsageDefaultsAndTwoExamples(command: String) throws {
        let result = try PokedexProcess.run([command, "--help"])
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
    func theManPageRendersWithoutWarnings() throws {
        let groff = Process()
        groff.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        groff.arguments = ["-man", "-ww", "-z", Self.page.path]
        let err = Pipe()
        groff.standardError = err
        try groff.run()
        groff.waitUntilExit()
        #expect(groff.terminationStatus == 0)
        #expect(err.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }
}
