import Foundation
import PokedexCommandTesting
import Testing

/// The config file, `pokedex config`, `--version`'s sources and `help environment`.
@Suite struct ConfigEndToEndTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)").path
    var file: String { home + "/pokedex/config" }
    var environment: [String: String] { ["XDG_CONFIG_HOME": home] }

    func run(_ arguments: String..., environment extra: [String: String] = [:]) async throws -> PokedexProcess.Result {
        try await InProcessPokedex.run(arguments, environment: environment.merging(extra) { $1 })
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: home + "/pokedex", withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aSettingInTheFileIsTheDefaultTheEnvironmentAndFlagsWin() async throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let set = try await run("config", "set", "lang", "fr")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "lang = fr\n")
        #expect(try await run("show", "pikachu").stdout.contains("Électrik"))
        #expect(try await run("show", "pikachu", environment: ["POKEDEX_LANG": "de"]).stdout.contains("Elektro"))
        #expect(try await run("show", "pikachu", "--lang", "en").stdout.contains("Electric"))
        let config = try await run("config")
        let lang = try #require(config.stdout.split(separator: "\n").first { $0.hasPrefix("lang\t") })
        #expect(lang == "lang\tfr\t\(file):1")
        let fromEnvironment = try await run("config", environment: ["POKEDEX_LANG": "de"])
        #expect(fromEnvironment.stdout.contains("lang\tde\tenvironment (POKEDEX_LANG)\n"))
        #expect(config.stdout.contains("color\tauto\tdefault\n"))
        // set changes the key's own line, keeping the rest of the file as it was.
        try write("# mine\nlang = fr\ngame = sv\n")
        _ = try await run("config", "set", "lang", "ja")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "# mine\nlang = ja\ngame = sv\n")
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: home + "/pokedex")).contains { $0.contains(".tmp-") })
    }

    @Test func everyKindOfSettingReachesTheCommand() async throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let data = home + "/marks"
        try write("game = sv\ndata-dir = \(data)\ncolor = always\nwidth = 50\n")
        // The tests' own POKEDEX_DATA_DIR set empty: the file's folder stands.
        let added = try await run("caught", "add", "pikachu", environment: ["POKEDEX_DATA_DIR": ""])
        #expect(added.status == 0 && added.stdout.contains("scarlet-violet"), "\(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: data + "/caught.tsv"))
        #expect(try await run("type", "fire").stdout.contains("\u{1B}["))
        // NO_COLOR in the environment wins over the file's colour; a flag over both.
        #expect(!(try await run("type", "fire", environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
        #expect(
            try await run("type", "fire", "--color", "always", environment: ["NO_COLOR": "1"]).stdout.contains(
                "\u{1B}["))
        let narrow = try await InProcessPokedex.runOnTerminal(
            ["show", "pikachu", "--no-sprite"], environment: environment)
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.unicodeScalars.count <= 50 + 40 })
    }

    @Test func aBadLineIsExitTwoNamingFileAndLine() async throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        for (text, words) in [
            ("lang = fr\nnonsense\n", ":2: 'nonsense' is not key = value"),
            ("langg = fr\n", ":1: no setting named 'langg' (did you mean 'lang'?)"),
            ("lang = xx\n", ":1 (lang): lang takes one of en, ja"),
            ("sprite = maybe\n", ":1 (sprite): sprite takes on or off"),
            ("color = purple\n", ":1 (color): color takes auto, always or never"),
            ("data-dir = marks\n", ":1 (data-dir): data-dir takes a folder's absolute path or ~/…"),
        ] {
            try write(text)
            let result = try await run("show", "pikachu")
            #expect(result.status == 2, "\(text)")
            #expect(result.stderr.hasPrefix("pokedex: \(file)\(words)"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        // The version and help come before the settings that would stop them; `config` reads
        // the file all the same, and mends it.
        #expect(try await run("--version").status == 0)
        #expect(try await run("config", "set", "nonsense", "1").status == 2)
        #expect(try await run("config", "set", "color", "purple").status == 2)
        #expect(try await run("config").status == 0)
        #expect(try await run("config", "set", "data-dir", "~/marks").status == 0)
        #expect(try await run("show", "pikachu").status == 0)
        // A file written on Windows reads the same.
        try write("lang = fr\r\ngame = sv\r\n")
        #expect(try await run("show", "pikachu").stdout.contains("Électrik"))
    }

    @Test func theVersionNamesTheDataSourcesAndHelpNamesEveryVariable() async throws {
        let version = try await run("--version")
        let lines = version.stdout.split(separator: "\n")
        #expect(lines.first == "pokedex 0.1.0")
        for source in ["PokeAPI/api-data ", "kwsch/PKHeX ", "smogon/pokemon-showdown "] {
            #expect(lines.count == 2 && lines[1].contains(source), "\(version.stdout)")
        }
        let help = try await run("help", "environment")
        #expect(help.status == 0)
        for variable in ["POKEDEX_LANG", "POKEDEX_DATA_DIR", "XDG_CONFIG_HOME", "POKEDEX_COLOR", "NO_COLOR"] {
            #expect(help.stdout.contains("  \(variable) "), "\(variable)")
        }
        #expect(help.stdout.contains("Default: en."))
    }
}
