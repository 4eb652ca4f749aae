import Foundation
import PokedexTestSupport
import Testing

/// `damage` of the real binary over the real fixtures, offline: the calculator's line on a
/// terminal, a TSV row and JSON in a pipe, sets from a team file, and bad input.
@Suite struct DamageEndToEndTests {
    static let line = "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran"

    @Test func aTerminalShowsTheCalculatorsLineAndItsRolls() async throws {
        let result = try await InProcessPokedex.runOnTerminal(
            ["damage", Self.line, "--rolls"], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        let lines = result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.first == "\(Self.line): 1020-1204 (264.2 - 311.9%) -- guaranteed OHKO")
        #expect(lines.dropFirst().first?.hasPrefix("Rolls: 1020, 1032, ") == true)
        #expect(lines.dropFirst().first?.hasSuffix(", 1204") == true)
    }

    @Test func aPipeGetsOneRowAndJSONEveryPart() async throws {
        let row = try await InProcessPokedex.run(["damage", "Kingambit Sucker Punch vs. Flutter Mane"])
        #expect(row.status == 0)
        #expect(
            row.stdout
                == "0 Atk Kingambit Sucker Punch vs. 0 HP / 0 Def Flutter Mane\t159\t187\t63.3\t74.5\tguaranteed 2HKO\n"
        )
        let json = try await InProcessPokedex.run([
            "damage", "Mamoswine Icicle Spear vs. Multiscale Dragonite", "--json",
        ])
        #expect(json.status == 0)
        let object = try #require(try parseJSON(json.stdout) as? [String: Any])
        #expect((object["rolls"] as? [[Int]])?.map(\.count) == [16, 16, 16])
        #expect((object["damage"] as? [String: Int]) == ["min": 360, "max": 430])
        let ko = try #require(object["ko"] as? [String: Any])
        #expect(ko["text"] as? String == "guaranteed OHKO" && ko["hits"] as? Int == 1)
        let move = try #require(object["move"] as? [String: Any])
        #expect(move["hits"] as? Int == 3 && move["category"] as? String == "physical")
        let defender = try #require(object["defender"] as? [String: Any])
        #expect(defender["ability"] as? String == "multiscale")
    }

    @Test func fieldOptionsAddToTheLine() async throws {
        let result = try await InProcessPokedex.run([
            "damage", "252 SpA Castform Weather Ball vs. Bulbasaur", "--weather", "sun", "--crit",
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "252 SpA Castform Weather Ball (100 BP Fire) vs. 0 HP / 0 SpD Bulbasaur in Sun on a critical hit\t"))
        // A lowered stage reads as part of the line, not as an option.
        let lowered = try await InProcessPokedex.run(["damage", "-2 Garchomp Outrage vs. Heatran"])
        #expect(lowered.status == 0)
        #expect(lowered.stdout.hasPrefix("-2 0 Atk Garchomp Outrage vs. "))
    }

    @Test func setsComeFromExportBlocksOrATeamFile() async throws {
        let team = """
            Garchomp @ Choice Band
            Ability: Rough Skin
            EVs: 252 Atk / 4 SpD / 252 Spe
            Jolly Nature
            - Earthquake

            Flutter Mane @ Booster Energy
            Ability: Protosynthesis
            EVs: 4 HP / 252 SpA / 252 Spe
            Timid Nature
            - Moonblast

            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("damage-\(UUID().uuidString).txt")
        try Data(team.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromTeam = try await InProcessPokedex.run([
            "damage", "--team", url.path, "--attacker", "1", "--defender", "2", "--move", "Earthquake",
        ])
        #expect(fromTeam.status == 0)
        #expect(
            fromTeam.stdout.hasPrefix(
                "252 Atk Choice Band Garchomp Earthquake vs. 4 HP / 0 Def Flutter Mane\t396\t466\t"))
        let blocks = try await InProcessPokedex.run([
            "damage", "--attacker", "Garchomp @ Choice Band\nJolly Nature\nEVs: 252 Atk", "--defender", "Heatran",
            "--move", "earthquake",
        ])
        #expect(blocks.status == 0)
        #expect(blocks.stdout.hasPrefix("252 Atk Choice Band Garchomp Earthquake vs. 0 HP / 0 Def Heatran\t"))
        let outside = try await InProcessPokedex.run([
            "damage", "--team", url.path, "--attacker", "3", "--defender", "1", "--move", "Moonblast",
        ])
        #expect(outside.status == 2)
        #expect(outside.stderr.hasPrefix("pokedex: --attacker takes a place in the team, 1 to 2, not '3'"))
    }

    @Test(arguments: [
        (
            ["damage", "Garchomp Earthquak vs. Heatran"],
            "pokedex: No move named 'Earthquak' (did you mean 'earthquake'?).\n"
        ),
        (
            ["damage", "Garchomp Earthquake vs. Heatrn"],
            "pokedex: No Pokémon named 'Heatrn' (did you mean 'heatran'?).\n"
        ),
        (
            ["damage", "Garchomp Earthquake vs. Choice Bandd Heatran"],
            "pokedex: 'Choice Bandd' before the defender is not an item, an ability or both (did you mean 'choice-band'?).\n"
        ),
        (
            ["damage", "Garchomp Earthquake"],
            "pokedex: 'Garchomp Earthquake' has no ' vs. ' between attacker and defender: write it like "
                + "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran.\n"
        ),
        (
            ["damage", "999 Atk Garchomp Earthquake vs. Heatran"],
            "pokedex: 999 EVs in the attacker's Atk: EVs are 0 to 252.\n"
        ),
        (
            ["damage", "Garchomp Present vs. Heatran"],
            "pokedex: Present's power depends on what pokedex does not model, so it cannot be worked out.\n"
        ),
    ])
    func badInputIsAUsageErrorNamingThePart(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
    }

    @Test func noLineAndNoSetsIsAUsageError() async throws {
        let result = try await InProcessPokedex.run(["damage"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("pokedex: damage needs a calculator line"))
    }
}
