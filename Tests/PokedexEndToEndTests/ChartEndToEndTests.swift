import PokedexCommandTesting
import Testing

/// `pokedex chart`: the type chart of generation VI onward, held to Bulbapedia's
/// ("Type/Type chart", generation VI onward): 51 super-effective pairs, 61 not very effective,
/// 8 with no effect, and these cells.
@Suite struct ChartEndToEndTests {
    static let types = [
        "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground", "flying", "psychic",
        "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy",
    ]

    /// The chart's eight immunities, attacking → defending.
    static let immunities: Set = [
        "normal→ghost", "fighting→ghost", "poison→steel", "ground→flying", "psychic→dark", "ghost→normal",
        "electric→ground", "dragon→fairy",
    ]

    @Test func itIsTheChartOfTheGames() async throws {
        let result = try await InProcessPokedex.run(["chart", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(document["types"] as? [String] == Self.types)
        let chart = try #require(document["chart"] as? [String: [String: Double]])
        var counts: [Double: Int] = [:]
        var immune: Set<String> = []
        for attacking in Self.types {
            let row = try #require(chart[attacking], "\(attacking)")
            #expect(row.count == 18, "\(attacking)")
            for (defending, multiplier) in row {
                counts[multiplier, default: 0] += 1
                if multiplier == 0 { immune.insert("\(attacking)→\(defending)") }
            }
        }
        #expect(counts == [2: 51, 0.5: 61, 0: 8, 1: 204])
        #expect(immune == Self.immunities)
        #expect(chart["fire"]?["grass"] == 2)
        #expect(chart["water"]?["fire"] == 2)
        #expect(chart["steel"]?["fairy"] == 2)
        #expect(chart["fairy"]?["dragon"] == 2)
        #expect(chart["fighting"]?["fairy"] == 0.5)
        #expect(chart["bug"]?["fairy"] == 0.5)
        #expect(chart["ghost"]?["ghost"] == 2)
        #expect(chart["dragon"]?["dragon"] == 2)
    }

    /// Piped: a row per attacking type, its eighteen multipliers as numbers; JSON lines the same.
    @Test func pipedItIsARowPerAttackingType() async throws {
        let piped = try await InProcessPokedex.run(["chart"])
        let rows = piped.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(rows.count == 18)
        #expect(rows.allSatisfy { $0.count == 19 })
        #expect(rows.first?.joined(separator: " ") == "normal 1 1 1 1 1 1 1 1 1 1 1 1 0.5 0 1 1 0.5 1")
        let lines = try await InProcessPokedex.run(["chart", "--jsonl"])
        let objects = try lines.stdout.split(separator: "\n").map { line in
            try #require(try parseJSON(String(line)) as? [String: Any])
        }
        #expect(objects.map { $0["attacking"] as? String } == Self.types)
        #expect((objects[5]["against"] as? [String: Double])?["dragon"] == 2)
    }

    /// On a terminal, the grid fits 80 columns; each column is headed by its type's first
    /// letters in the reader's language, one letter where a letter takes two columns.
    @Test func onATerminalItFitsAndSpeaksTheReadersLanguage() async throws {
        let english = try await InProcessPokedex.runOnTerminal(["chart", "--color", "never"], columns: 80)
        #expect(english.status == 0)
        let lines = english.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // Every character of it takes one column.
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.first == "Type chart")
        #expect(english.stdout.contains("NOR FIR WAT ELE GRA ICE FIG POI GRO FLY PSY BUG ROC GHO DRA DAR STE FAI"))
        #expect(english.stdout.contains("\nFire       ·   ½   ½   ·   2   2   ·"))
        let japanese = try await InProcessPokedex.runOnTerminal(
            ["chart", "--lang", "ja", "--color", "never"], columns: 80)
        #expect(japanese.stdout.hasPrefix("タイプ相性表\n攻撃 ↓   防御 →\n"))
        #expect(japanese.stdout.contains("ノ  ほ  み  で"))
        // A name too long beside the grid at 80 columns is cut; at 120 it is whole.
        let spanish80 = try await InProcessPokedex.runOnTerminal(
            ["chart", "--lang", "es", "--color", "never"], columns: 80)
        #expect(spanish80.stdout.contains("\nEléctri…   ·"))
        let spanish120 = try await InProcessPokedex.runOnTerminal(
            ["chart", "--lang", "es", "--color", "never"], columns: 120)
        #expect(spanish120.stdout.contains("\nEléctrico   ·"))
    }

    @Test func itTakesNoArguments() async throws {
        let result = try await InProcessPokedex.run(["chart", "fire"])
        #expect(result.status == 2)
        #expect(result.stderr == "pokedex: chart takes no arguments, but got 'fire'. See 'pokedex chart --help'.\n")
    }
}
