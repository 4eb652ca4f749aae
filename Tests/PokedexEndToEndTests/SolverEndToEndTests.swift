import Foundation
import PokedexCommandTesting
import PokedexTestSupport
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

    /// The most damage `damage` gives for a line, and the defender's HP.
    func most(_ line: String) async throws -> (damage: Int, hp: Int) {
        let answer = try await json(["damage", line])
        let damage = try #require((answer["damage"] as? [String: Any])?["max"] as? Int)
        let stats = (answer["defender"] as? [String: Any])?["stats"] as? [String: Any]
        return (damage, try #require(stats?["hp"] as? Int))
    }

    @Test(arguments: [
        ("252 SpA Flutter Mane Moonblast", "Garchomp"), ("252+ Atk Choice Band Kingambit Kowtow Cleave", "Gholdengo"),
        ("+1 252+ Atk Dragonite Extreme Speed", "Iron Valiant"),
        ("252+ SpA Choice Specs Gholdengo Make It Rain", "Dragonite"),
    ])
    func surviveIsTheFewestThatLives(attack: String, defender: String) async throws {
        let answer = try #require(
            try await json(["damage", "--survive", "\(attack) vs. \(defender)"])["survive"] as? [String: Any])
        let stat = try #require(answer["stat"] as? String)
        let short = stat == "defense" ? "Def" : "SpD"
        var found = 0
        for (key, mark) in [("neutral", ""), ("raised", "+")] {
            guard let spread = answer[key] as? [String: Any] else {
                // None lives: not even 252 HP and 252 in the stat.
                let best = try await most("\(attack) vs. 252 HP / 252\(mark) \(short) \(defender)")
                #expect(best.damage >= best.hp, "\(attack) \(key)")
                continue
            }
            found += 1
            let hp = try #require(spread["hp_evs"] as? Int)
            let evs = try #require(spread["stat_evs"] as? Int)
            func line(_ hp: Int, _ evs: Int) -> String { "\(attack) vs. \(hp) HP / \(evs)\(mark) \(short) \(defender)" }
            let lives = try await most(line(hp, evs))
            #expect(lives.damage < lives.hp && lives.damage == spread["max_damage"] as? Int, "\(line(hp, evs))")
            for (fewerHP, fewerStat) in [(hp - 4, evs), (hp, evs - 4)] where fewerHP >= 0 && fewerStat >= 0 {
                let falls = try await most(line(fewerHP, fewerStat))
                #expect(falls.damage >= falls.hp, "\(line(fewerHP, fewerStat)) survives too")
            }
        }
        if attack.hasPrefix("252 SpA Flutter") { #expect(found == 2) }
    }

    @Test func surviveSaysWhenNoneLivesInTextRowsAndOtherLanguages() async throws {
        let none = try await InProcessPokedex.runOnTerminal(
            ["damage", "--survive", "252+ SpA Choice Specs Flutter Mane Moonblast vs. Dragonite"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("Fewest EVs to survive every roll"))
        #expect(none.stdout.components(separatedBy: "no spread survives").count == 3)
        let piped = try await InProcessPokedex.run([
            "damage", "--survive", "252 SpA Flutter Mane Moonblast vs. Garchomp",
        ])
        let rows = piped.stdout.split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(rows.count == 2 && rows.allSatisfy { $0.count == 5 } && rows.first?.first == "neutral")
        let french = try await InProcessPokedex.runOnTerminal(
            ["damage", "--survive", "252 SpA Flutter Mane Moonblast vs. Garchomp", "--lang", "fr"])
        #expect(french.stdout.contains("Nature neutre") && french.stdout.contains(" PV ("))
    }

    @Test func teamVersusIsEachMemberAgainstEachPokemonBothWays() async throws {
        let team = fixturesRoot.deletingLastPathComponent().appendingPathComponent("docs/examples/team.txt").path
        let text = try String(contentsOfFile: team, encoding: .utf8)
        let blocks = text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        let answer = try await json(["team", "--file", team, "--vs", "dragapult,flutter-mane"])
        let matchups = try #require(answer["matchups"] as? [[String: Any]])
        #expect(matchups.count == blocks.count * 2)
        // Each member's best move on Dragapult is the most any of its moves does, by `damage`
        // run on each move alone (Dragapult a blank set at the team's level, 100).
        for (index, block) in blocks.enumerated() {
            let mine = matchups.filter { ($0["versus"] as? String) == "dragapult" }[index]
            let moves = block.split(separator: "\n").filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
            var most = 0.0
            for move in moves {
                let result = try await InProcessPokedex.run(
                    ["damage", "--attacker", block, "--defender", "Dragapult\nLevel: 100", "--move", move, "--json"])
                guard result.status == 0, let damage = try parseJSON(result.stdout) as? [String: Any] else { continue }
                most = max(most, ((damage["percent"] as? [String: Any])?["max"] as? Double) ?? 0)
            }
            let dealt = mine["dealt"] as? [String: Any]
            #expect((dealt?["max_percent"] as? Double ?? 0) == most, "member \(index + 1)")
            // Dragapult hits back with one of its own types' moves.
            let taken = try #require(mine["taken"] as? [String: Any])
            #expect(
                ["draco-meteor", "dragon-darts", "outrage", "shadow-ball", "poltergeist", "dragon-claw"]
                    .contains(taken["move"] as? String ?? ""), "\(taken)")
        }
        // A form is raced as itself (Landorus-Therian, not a nickname), and --outspeed keeps to
        // the EVs left of 510.
        let therian = try await json(["team", "--file", team, "--vs", "landorus-therian"])
        #expect((therian["matchups"] as? [[String: Any]] ?? []).allSatisfy { $0["dealt"] is [String: Any] })
        let spent = try await json([
            "stats", "garchomp", "--outspeed", "252 Spe Landorus-Therian", "--evs", "252 Atk / 252 HP / 4 Def",
        ])
        #expect((spent["outspeed"] as? [String: Any])?["neutral"] is NSNull)
        // Piped: a row per member and Pokémon raced, ten fields each.
        let piped = try await InProcessPokedex.run(["team", "--file", team, "--vs", "dragapult,flutter-mane"])
        let rows = piped.stdout.split(separator: "\n")
        #expect(rows.count == blocks.count * 2)
        #expect(rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 10 })
        // On a terminal: the table, folded within 80 columns.
        let shown = try await InProcessPokedex.runOnTerminal(
            ["team", "--file", team, "--vs", "dragapult", "--color", "never"], columns: 80)
        #expect(shown.stdout.contains("Matchups"))
        #expect(shown.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
