import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

/// A bundled file damaged where a command reads something it can do without: the answer is
/// shown without it, and stderr says which file and line, in one line; the command succeeds.
/// Damaged where the command cannot do without it, the command fails, saying so once.
@Suite struct DamagedBundleTests {
    @Test func aDamagedGamesLineLeavesTheGamesOutAndSaysSo() async throws {
        let name = "pokedex-species-games.tsv"
        let real = try String(contentsOf: fixturesRoot.appendingPathComponent(name), encoding: .utf8)
        // Ivysaur's line cut to its number.
        let damaged = real.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("2\t") ? "2" : String($0) }.joined(separator: "\n")
        #expect(damaged != real)
        let folder = try fixturesFolder(replacing: name, with: damaged)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["POKEDEX_FIXTURES": folder.path]

        let ivysaur = try await InProcessPokedex.run(["show", "ivysaur", "--json"], environment: environment)
        #expect(ivysaur.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ivysaur.stdout.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "ivysaur")
        #expect((object["games"] as? [String])?.isEmpty == true)
        #expect(ivysaur.stderr.hasPrefix("pokedex: Unreadable data for \(name): line "), "\(ivysaur.stderr)")
        #expect(ivysaur.stderr.split(separator: "\n").count == 1)
        let text = try await InProcessPokedex.run(["show", "ivysaur"], environment: environment)
        #expect(text.status == 0 && text.stdout.hasPrefix("#0002 Ivysaur\n"))
        #expect(text.stderr == ivysaur.stderr)

        // Bulbasaur's line is whole: its games, and nothing said.
        let bulbasaur = try await InProcessPokedex.run(["show", "bulbasaur", "--json"], environment: environment)
        let games = try #require(try JSONSerialization.jsonObject(with: Data(bulbasaur.stdout.utf8)) as? [String: Any])
        #expect((games["games"] as? [String])?.contains("red-blue") == true)
        #expect(bulbasaur.stderr == "")
    }

    /// A bundle without the file (one made before it) is not damaged: the games come from the
    /// Pokédexes, and nothing is said.
    @Test func aBundleWithoutTheGamesFileReadsThePokedexesQuietly() async throws {
        let folder = try fixturesFolder(replacing: "pokedex-species-games.tsv", with: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ivysaur = try await InProcessPokedex.run(
            ["show", "ivysaur", "--json"], environment: ["POKEDEX_FIXTURES": folder.path])
        #expect(ivysaur.status == 0 && ivysaur.stderr == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ivysaur.stdout.utf8)) as? [String: Any])
        #expect((object["games"] as? [String])?.contains("red-blue") == true)
    }

    /// Venusaur's stats row damaged: piped `compare` takes them from the entries, a JSON list
    /// shows none, and a list filtered by them fails. Venusaur's base stats are the games' (80 HP,
    /// 82 Attack, 525 in all), not read from the damaged file.
    @Test func aDamagedStatsLineIsSaidWhereTheStatsCanBeDoneWithout() async throws {
        let name = "pokedex-stats.tsv"
        let real = try String(contentsOf: fixturesRoot.appendingPathComponent(name), encoding: .utf8)
        let damaged = real.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                guard line.hasPrefix("3\t") else { return String(line) }
                var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                fields[1] = "zz"  // its HP
                return fields.joined(separator: "\t")
            }
            .joined(separator: "\n")
        #expect(damaged != real)
        let folder = try fixturesFolder(replacing: name, with: damaged)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["POKEDEX_FIXTURES": folder.path]
        let said = "pokedex: Unreadable data for \(name): line "

        // Piped, `compare` prints its rows from the stats file; with the row damaged, from the entries.
        let compare = try await InProcessPokedex.run(["compare", "bulbasaur", "venusaur"], environment: environment)
        #expect(compare.status == 0)
        #expect(
            compare.stdout.hasSuffix("3\tvenusaur\tgrass,poison\t80\t82\t83\t100\t100\t80\t525\n"), "\(compare.stdout)")
        #expect(compare.stderr.hasPrefix(said) && compare.stderr.split(separator: "\n").count == 1, "\(compare.stderr)")

        let list = try await InProcessPokedex.run(["list", "--limit", "3", "--json"], environment: environment)
        #expect(list.status == 0)
        let rows = try #require(
            (try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])?["results"]
                as? [[String: Any]])
        #expect(rows.map { $0["name"] as? String } == ["bulbasaur", "ivysaur", "venusaur"])
        #expect(rows.allSatisfy { $0["stats"] is NSNull && $0["stat_total"] is NSNull })
        #expect(list.stderr == compare.stderr)

        // The filter cannot be done without: the command's error, said once.
        let filtered = try await InProcessPokedex.run(
            ["list", "--where", "speed>=100", "--limit", "3"], environment: environment)
        #expect(filtered.status == 3 && filtered.stdout == "")
        #expect(filtered.stderr == compare.stderr)

        // The same with the bundle whole: nothing said.
        let whole = try await InProcessPokedex.run(["compare", "bulbasaur", "venusaur"])
        #expect(whole.status == 0 && whole.stderr == "" && whole.stdout == compare.stdout)
    }
}
