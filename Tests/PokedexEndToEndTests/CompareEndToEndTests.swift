import Foundation
import PokedexCommandTesting
import PokedexSnapshotTesting
import Testing

/// `compare` of the real binary over the real fixtures, offline, against golden files.
@Suite struct CompareEndToEndTests {
    @Test(arguments: [
        ("compare-80", ["compare", "garchomp", "salamence", "mr mime"], 80),
        ("compare-40", ["compare", "garchomp", "salamence"], 40),
        ("compare-six-120", ["compare", "1", "4", "7", "25", "133", "150"], 120),
    ])
    func onATerminalFitsTheWidth(name: String, arguments: [String], columns: Int) async throws {
        let result = try await InProcessPokedex.runOnTerminal(arguments + ["--color", "never"], columns: columns)
        #expect(result.status == 0)
        let lines = result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= columns }, "a line is wider than \(columns)")
        assertSnapshot(result.stdout.replacingOccurrences(of: "\r\n", with: "\n"), named: "terminal-" + name)
    }

    @Test func pipedAndJSON() async throws {
        let piped = try await InProcessPokedex.run(["compare", "pikachu", "raichu"])
        #expect(
            piped.stdout
                == "25\tpikachu\telectric\t35\t55\t40\t50\t50\t90\t320\n26\traichu\telectric\t60\t90\t55\t90\t80\t110\t485\n"
        )
        let json = try await InProcessPokedex.run(["compare", "garchomp", "rotom-wash", "--json"])
        #expect(json.status == 0)
        assertJSONSnapshot(json.stdout, named: "compare-json")
        let object = try #require(try parseJSON(json.stdout) as? [String: Any])
        let pokemon = try #require(object["pokemon"] as? [[String: Any]])
        #expect(pokemon.map { $0["name"] as? String } == ["garchomp", "rotom-wash"])
        #expect(
            pokemon.allSatisfy {
                Set($0.keys) == [
                    "id", "name", "display_name", "types", "type_names", "abilities", "stats", "stat_names",
                    "stat_total", "type_defenses",
                ]
            })
    }

    @Test(arguments: [
        (["compare", "25"], 2, "pokedex: compare needs two to six Pokémon."),
        (["compare", "1", "2", "3", "4", "5", "6", "7"], 2, "pokedex: compare takes at most 6 Pokémon, not 7."),
        (["compare", "25", "pikachuu"], 1, "pokedex: No Pokémon named 'pikachuu'. Did you mean: pikachu?"),
    ])
    func wrongCountsAndUnknownNamesEndWithOneLine(arguments: [String], status: Int32, message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// From the bundled facts, in the order given: fifty runs, each with a fresh cache and
    /// PokeAPI at hand, give one order, ask PokeAPI nothing and note nothing.
    @Test func comparesInTheOrderGivenFromTheFactsAlone() async throws {
        let api = try StubPokeAPI()
        var outputs: Set<String> = []
        for _ in 0..<50 {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
                "pokedex-compare-\(UUID().uuidString)")
            let result = try await InProcessPokedex.run(
                ["compare", "garchomp", "salamence", "dragonite"],
                environment: ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": api.apiURL, "POKEDEX_CACHE_DIR": cache.path])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            outputs.insert(result.stdout)
        }
        #expect(outputs.count == 1)
        #expect(
            outputs.first?.split(separator: "\n").map { $0.split(separator: "\t")[1] } == [
                "garchomp", "salamence", "dragonite",
            ])
        #expect(api.server.stats.total == 0)
    }

    @Test func lineModeComparesAndOpensEach() async throws {
        let result = try await PokedexProcess.shell(
            "printf 'compare pikachu raichu\\nopen 2\\nback\\nstack\\n' | \"$0\" browse")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Pokédex › Pikachu vs Raichu › Raichu"))
        #expect(result.stdout.hasSuffix("Pokédex › Pikachu vs Raichu\n"))
    }
}
