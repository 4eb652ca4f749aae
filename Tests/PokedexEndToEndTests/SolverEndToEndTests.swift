import Foundation
import Testing

/// The solvers players do by hand (issue: ask anything): each answer checked against the
/// program's own stats table, run apart, and against the issue's worked example.
@Suite struct SolverEndToEndTests {
    func json(_ arguments: [String]) async throws -> [String: Any] {
        let result = try await InProcessPokedex.run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try #require(try parseJSON(result.stdout) as? [String: Any])
    }

    /// `stats`' Speed for a spread, as its table gives it.
    func speed(_ pokemon: String, level: Int, evs: Int, nature: String? = nil) async throws -> Int {
        var arguments = ["stats", pokemon, "--level", String(level), "--evs", "\(evs) Spe"]
        if let nature { arguments += ["--nature", nature] }
        let stats = try await json(arguments)["stats"] as? [String: Any]
        return try #require(stats?["speed"] as? Int)
    }

    @Test func outspeedGivesTheIssuesWorkedExample() async throws {
        let answer = try #require(
            try await json(["stats", "garchomp", "--level", "100", "--outspeed", "252 Spe Landorus-Therian"])[
                "outspeed"] as? [String: Any])
        #expect((answer["neutral"] as? [String: Any])?["evs"] as? Int == 168)
        #expect((answer["raised"] as? [String: Any])?["evs"] as? Int == 68)
        #expect(answer["speed"] as? Int == (try await speed("landorus-therian", level: 100, evs: 252)))
        #expect((answer["pokemon"] as? [String: Any])?["name"] as? String == "landorus-therian")
    }

    @Test(arguments: [
        ("garchomp", 100, "252 Spe Landorus-Therian"), ("garchomp", 50, "252+ Spe Dragapult"),
        ("kingambit", 50, "0 Spe Iron Hands"), ("dragonite", 100, "252 Spe Chi-Yu"),
        ("great-tusk", 50, "Lvl 50 252 Spe Gholdengo"),
    ])
    func outspeedIsTheFewestThatIsFaster(pokemon: String, level: Int, set: String) async throws {
        let answer = try #require(
            try await json(["stats", pokemon, "--level", String(level), "--outspeed", set])["outspeed"]
                as? [String: Any])
        let target = try #require(answer["speed"] as? Int)
        for (key, nature) in [("neutral", "hardy"), ("raised", "jolly")] {
            guard let evs = (answer[key] as? [String: Any])?["evs"] as? Int else {
                // None is faster: not even 252.
                #expect(try await speed(pokemon, level: level, evs: 252, nature: nature) <= target, "\(key)")
                continue
            }
            #expect(evs % 4 == 0 && (0...252).contains(evs))
            #expect(try await speed(pokemon, level: level, evs: evs, nature: nature) > target, "\(set) \(key)")
            if evs > 0 {
                #expect(try await speed(pokemon, level: level, evs: evs - 4, nature: nature) <= target, "\(set) \(key)")
            }
        }
    }

    @Test func outspeedCountsBoostsScarfAndParalysisAndSaysWhenNothingIsFaster() async throws {
        // +1 and a Choice Scarf on a Jolly Dragapult at 50: 213 × 3/2 = 319, × 3/2 = 478; no
        // Garchomp at 50 reaches it.
        let scarf = try #require(
            try await json(["stats", "garchomp", "--level", "50", "--outspeed", "+1 Choice Scarf 252+ Spe Dragapult"])[
                "outspeed"] as? [String: Any])
        let plain = try await speed("dragapult", level: 50, evs: 252, nature: "jolly")
        #expect(scarf["speed"] as? Int == plain * 3 / 2 * 3 / 2)
        #expect(scarf["neutral"] is NSNull && scarf["raised"] is NSNull)
        // The calculator's order (points before the item) reads the same.
        let written = try await json([
            "stats", "garchomp", "--level", "50", "--outspeed", "+1 252+ Spe Choice Scarf Dragapult",
        ])
        #expect((written["outspeed"] as? [String: Any])?["speed"] as? Int == scarf["speed"] as? Int)
        let paralysed = try #require(
            try await json(["stats", "garchomp", "--outspeed", "paralyzed 252 Spe Regieleki"])["outspeed"]
                as? [String: Any])
        #expect(paralysed["speed"] as? Int == (try await speed("regieleki", level: 100, evs: 252)) / 2)
        // Text: the heading and a line for each nature, in the reader's language.
        let text = try await InProcessPokedex.runOnTerminal(
            ["stats", "garchomp", "--level", "50", "--outspeed", "+1 Choice Scarf 252+ Spe Dragapult"])
        #expect(text.stdout.contains("Faster than +1 Choice Scarf 252+ Spe Dragapult (Speed 478)"))
        #expect(text.stdout.contains("no spread is faster"))
        let german = try await InProcessPokedex.runOnTerminal(
            ["stats", "garchomp", "--outspeed", "252 Spe Landorus-Therian", "--lang", "de"])
        #expect(german.stdout.contains("Neutrales Wesen") && german.stdout.contains("168 FP"))
        // Piped: the two answers alone.
        let piped = try await InProcessPokedex.run(["stats", "garchomp", "--outspeed", "252 Spe Landorus-Therian"])
        #expect(piped.stdout == "neutral\t168\t282\nraised\t68\t282\n")
    }

    @Test func aSetThatNamesNothingIsAUsageError() async throws {
        for (set, words) in [
            ("252 Spe Garchmp", "garchomp"), ("300 Spe Garchomp", "EVs are 0 to 252"), ("", "--outspeed needs a set"),
        ] {
            let result = try await InProcessPokedex.run(["stats", "pikachu", "--outspeed", set])
            #expect(result.status == 2, "\(set): \(result.stderr)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
