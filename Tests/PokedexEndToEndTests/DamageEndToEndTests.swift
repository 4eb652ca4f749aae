import Foundation
import PokedexCommandTesting
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
        // A word in brackets after a stat that is no stat, and Power Trick's swap, are named.
        (
            ["damage", "252 Atk Garchomp Earthquake vs. 252 HP / 4 Def (Xyz) Heatran"],
            "pokedex: '(Xyz)' before the defender is not an item, an ability or both.\n"
        ),
        (
            ["damage", "252 Atk (Def) Garchomp Earthquake vs. 252 HP / 4 Def Heatran"],
            "pokedex: 'Atk (Def)' writes a stat in another's place, which only Wonder Room (Def and SpD) or Power "
                + "Trick (Atk and Def) in the same line does.\n"
        ),
    ])
    func badInputIsAUsageErrorNamingThePart(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
    }

    /// An export's Tera Type is noted, not used, as the calculator imports a set: `--tera`
    /// says which side terastallizes; a calculator line writes its own.
    @Test func exportSetsTerastallizeOnlyWhenAsked() async throws {
        let attacker = "Garchomp\nTera Type: Steel\nEVs: 252 Atk\n- Earthquake"
        let defender = "Gholdengo\nTera Type: Steel"
        func line(_ extra: [String]) async throws -> String {
            let result = try await InProcessPokedex.run(
                ["damage", "--attacker", attacker, "--defender", defender, "--move", "Earthquake"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return String(result.stdout.split(separator: "\t").first ?? "")
        }
        #expect(try await line([]) == "252 Atk Garchomp Earthquake vs. 0 HP / 0 Def Gholdengo")
        #expect(
            try await line(["--tera", "defender"])
                == "252 Atk Garchomp Earthquake vs. 0 HP / 0 Def Tera Steel Gholdengo")
        #expect(
            try await line(["--tera", "both"])
                == "252 Atk Tera Steel Garchomp Earthquake vs. 0 HP / 0 Def Tera Steel Gholdengo")
        let withLine = try await InProcessPokedex.run(["damage", "Garchomp Earthquake vs. Gholdengo", "--tera", "both"])
        #expect(withLine.status == 2)
        #expect(withLine.stderr.contains("a calculator line writes its own Tera"))
    }

    @Test func noLineAndNoSetsIsAUsageError() async throws {
        let result = try await InProcessPokedex.run(["damage"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("pokedex: damage needs a calculator line"))
    }
}

/// Lines Smogon's calculator printed in `make crosscheck`, each with the calculator's numbers
/// for what the line writes: one a class of difference that cross-check found.
@Suite struct DamageCrosscheckTests {
    @Test(
        arguments: [
            // Foul Play: the Attack written before the attacker is the target's.
            ("0- Atk Misdreavus Foul Play vs. 0 HP / 84 Def Rellor through Reflect", [String](), 24, 28),
            // The boost written is the one Meteor Beam hit with: its rise is in it.
            ("+1 0 SpA 0 IVs Garganacl Meteor Beam vs. 0 HP / 4 SpD Combee", [], 612, 720),
            // Intrepid Sword raises Attack only when the line says so (Gen 9: once a battle).
            ("4+ Atk Tera Steel Zacian Bite vs. 84 HP / 4 Def Cyclizar", [], 79, 93),
            // An ability the line does not name changed nothing: no Levitate.
            ("252 Atk Munchlax Bulldoze vs. 84 HP / 0 Def Bronzong", [], 88, 104),
            // But a Pokémon with one possible ability has it: Chi-Yu's Beads of Ruin, unwritten.
            ("252+ SpA Chi-Yu Flamethrower vs. 252 HP / 0 SpD Garchomp in Sun", [], 191, 225),
            // …and it works only as its condition says: Koraidon's unwritten Orichalcum Pulse, no Sun.
            ("0+ Atk Koraidon Collision Course vs. +1 252 HP / 132 Def Necrozma", [], 45, 53),
            // A written Knock Off power is final: its ×1.5 is not applied again.
            ("+2 252- Atk Shuckle Knock Off (97.5 BP) vs. 4 HP / 0 Def Alcremie", [], 40, 47),
            // Rivalry, as the calculator writes the genders.
            ("0 Atk Rivalry buffed Pyroar Temper Flare vs. 0 HP / 0 Def Latias", [], 40, 48),
            ("0 Atk Rivalry nerfed Pyroar Temper Flare vs. 0 HP / 0 Def Latias", [], 24, 29),
            // A written power stands for what the line does not write (a status, an item held).
            ("84+ Atk Ivysaur Helping Hand Facade (140 BP) vs. 0 HP / 0 Def Bellibolt", [], 138, 163),
            ("+1 0 Atk Tera Steel Wattrel Acrobatics (55 BP) vs. 252 HP / 4 Def Jangmo-o", [], 63, 75),
            ("0 Atk Sandshrew Knock Off (97.5 BP) vs. 4 HP / 252 Def Florges", [], 28, 33),
            // Poltergeist's target holds an item the line has no reason to name.
            ("0 Atk Froslass Poltergeist vs. 0 HP / 0 Def Weavile", [], 70, 83),
            // Nor does it write the terrain Steel Roller needs, which changes nothing of its damage.
            ("132 Atk Iron Treads Steel Roller vs. 84 HP / 0 Def Cinccino", [], 262, 310),
            // Sound, ballistic, punching and slicing moves.
            ("Gallade Disarming Voice vs. Soundproof Voltorb", [], 0, 0),
            ("Magearna Focus Blast vs. Bulletproof Jangmo-o", [], 0, 0),
            ("+1 84- Atk Sharpness Veluza Night Slash vs. 84 HP / 0 Def Charjabug", [], 117, 138),
            ("0- Atk Iron Fist Crabrawler Dynamic Punch vs. +2 0 HP / 0 Def Hoppip", [], 51, 60),
            (
                "Lvl 70 0 SpA Liquid Voice Primarina Disarming Voice vs. 252 HP / 132+ SpD 0 IVs Umbreon through Light Screen",
                [], 9, 12
            ),
            // Wonder Room: the other defence's value, this one's boost, as the line writes them.
            ("252+ Atk Garchomp Earthquake vs. +1 252 HP / 4 Def (SpD) Blissey in Wonder Room", [], 93, 109),
            ("252 SpA Gengar Shadow Ball vs. 252 HP / 252 SpD (Def) Skarmory in Wonder Room", [], 82, 97),
            // The calculator's Minior is the Core; Minior-Meteor the Meteor Form.
            ("132 SpA Lumineon Blizzard vs. 0 HP / 0 SpD Minior", [], 210, 248),
            ("252 Atk Minior-Meteor Rock Slide vs. Jangmo-o", [], 108, 127),
            // Both sides at level 50, which the calculator does not write.
            ("252 SpA Chimecho Helping Hand Charge Beam vs. 0 HP / 0 SpD Eviolite Litten", ["--level", "50"], 46, 55),
            // Contact: Tough Claws raises it (not Stone Edge), Fluffy halves it (not Earthquake;
            // a Punching Glove keeps punches off, and adds its own ×1.1).
            ("252 Atk Tough Claws Lycanroc-Dusk Accelerock vs. 4 HP / 0 Def Garchomp", [], 42, 49),
            ("252 Atk Lycanroc-Dusk Stone Edge vs. 4 HP / 0 Def Garchomp", [], 79, 93),
            ("252 Atk Garchomp Iron Head vs. 252 HP / 0 Def Fluffy Dachsbun", [], 78, 92),
            ("252 Atk Sharpness Kleavor Stone Axe vs. 0 HP / 0 Def Fluffy Dachsbun", [], 72, 86),
            ("252 Atk Houndoom Fire Fang vs. 0 HP / 0 Def Fluffy Dachsbun", [], 75, 88),
            ("252 Atk Punching Glove Iron Fist Hawlucha Thunder Punch vs. 0 HP / 0 Def Dachsbun", [], 76, 90),
            ("252 SpA Sylveon Hyper Voice vs. 0 HP / 0 SpD Punk Rock Toxtricity", [], 59, 69),
            // A line that ends with the calculator's result is its own: no boost left to rise (Meteor
            // Beam from −1), and 0-0 is Poltergeist against a target with no item.
            (
                "0 SpA Garganacl Meteor Beam vs. 0 HP / 0 SpD Combee: 540-640 (268.6 - 318.4%) -- guaranteed OHKO", [],
                540,
                640
            ),
            ("Froslass Poltergeist vs. Weavile: 0-0 (0 - 0%)", [], 0, 0),
            ("Iron Treads Steel Roller vs. Cinccino: 0-0 (0 - 0%)", [], 0, 0),
            // What an ally or the field adds, as the line writes it.
            ("0 SpA Pikachu Charge boosted Thunderbolt vs. 0 HP / 0 SpD Pikachu", [], 97, 114),
            ("252 SpA Pikachu Battery boosted Power Spot boosted Surf vs. 0 HP / 0 SpD Garchomp", [], 106, 125),
            ("0 SpA Garchomp Draco Meteor vs. 0 HP / 252 SpD Heatran in Sun with an ally's Flower Gift", [], 29, 35),
            ("0 Atk Aggron with an ally's Steely Spirit Iron Head vs. 0 HP / 0 Def Garchomp", [], 147, 174),
            ("0 Atk Weavile switching boosted Pursuit vs. 0 HP / 0 Def Vulpix", [], 204, 241),
            // An ability the line names was working: what it waits on (a status, the sand, the
            // terrain, moving last) is not written.
            ("0 Atk Guts Timburr Thunder Punch vs. 0 HP / 84 Def Tera Fire Grumpig", [], 85, 101),
            ("132 SpA Hadron Engine Miraidon Draco Meteor vs. 0 HP / 252 SpD Abomasnow", [], 235, 277),
            ("0 SpA Analytic Porygon-Z Swift vs. 84 HP / 0 SpD Suicune", [], 97, 115),
            ("0 Atk Sand Force Hippopotas Earthquake vs. 0 HP / 4 Def Flareon", [], 320, 380),
            ("84- SpA Flare Boost Drifblim Tera Blast (80 BP) vs. 252 HP / 0+ SpD Florges", [], 49, 58),
            // Sheer Force: the games' secondary effects, not the user's drawbacks.
            ("0+ SpA Sheer Force Feraligatr Chilling Water vs. 0 HP / 0 SpD Prinplup", [], 39, 47),
            ("0+ SpA Sheer Force Heatran Draco Meteor vs. 0 HP / 0 SpD Garchomp", [], 294, 348),
            // Weak Armor lowers Defense between the hits.
            ("0- Atk Avalugg Icicle Spear (3 hits) vs. 4 HP / 252 Def Weak Armor Sinistea", [], 158, 190),
            // Tera Blast attacks with the stat the line writes (the other's boost decided it).
            ("0 Atk Tera Rock Magnezone Tera Blast (80 BP) vs. 0 HP / 0 Def Flutter Mane", [], 105, 124),
            // What returns the damage the user took is 0 with none taken, as the calculator says.
            ("Honchkrow Comeuppance vs. 0 HP Zamazenta", [], 0, 0),
            ("Honchkrow Metal Burst vs. 0 HP Zamazenta", [], 0, 0),
            // Half the target's HP: Nature's Madness as the calculator has it (155 of Armarouge's
            // 311); Super Fang and Ruination too, which the calculator keeps at no power.
            ("Tapu Lele Nature's Madness vs. 0 HP Armarouge", [], 155, 155),
            ("Raticate Super Fang vs. 0 HP Armarouge", [], 155, 155),
            ("Wo-Chien Ruination vs. 0 HP Armarouge", [], 155, 155),
            ("Raticate Super Fang vs. 0 HP Gengar", [], 0, 0),
            // A weak move's (60 BP) under Tera is the floor, its item under it.
            (
                "84- SpA Mystic Water Tera Water Tentacruel Whirlpool (60 BP) vs. 0 HP / 0 SpD Tera Electric Fomantis",
                [],
                158, 188
            ),
        ] as [(String, [String], Int, Int)])
    func aCrosscheckedLineGivesTheCalculatorsNumbers(line: String, options: [String], least: Int, most: Int)
        async throws
    {
        let result = try await InProcessPokedex.run(["damage", line] + options)
        #expect(result.status == 0, "\(result.stderr)")
        let fields = result.stdout.split(separator: "\t")
        #expect(fields.count >= 3 && fields[1] == "\(least)" && fields[2] == "\(most)", "\(result.stdout)")
    }

    /// A pasted result's end-of-turn clauses are read: the weather, terrain, item and status
    /// the calculator's description leaves out when they do not change the damage, so that
    /// the chance to knock out is the calculator's (lines and results from its own runs).
    @Test(arguments: [
        (
            "84 Atk Rhyperior Horn Attack vs. 0 HP / 0 Def Victreebel: 95-112 (31.5 - 37.2%) -- guaranteed 3HKO "
                + "after sandstorm damage", "guaranteed 3HKO after sandstorm damage"
        ),
        (
            "Lvl 88 132- SpA Charjabug Thunder vs. -1 84 HP / 4 SpD Phantump: 72-84 (29 - 33.8%) -- 99.4% chance "
                + "to 4HKO after Grassy Terrain recovery", "99.4% chance to 4HKO after Grassy Terrain recovery"
        ),
        (
            "252+ Atk Garchomp Stone Edge vs. 4 HP / 0 Def Togekiss: 250-296 (80.1 - 94.8%) -- guaranteed 2HKO after "
                + "sandstorm damage and Leftovers recovery",
            "guaranteed 2HKO after sandstorm damage and Leftovers recovery"
        ),
    ])
    func aPastedResultsEndOfTurnIsRead(line: String, chance: String) async throws {
        let result = try await InProcessPokedex.run(["damage", line])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\t").last == "\(chance)\n"[...], "\(result.stdout)")
        // Without the result, the line alone says nothing of them.
        let description = String(line.split(separator: ":").first ?? "")
        let plain = try await InProcessPokedex.run(["damage", description])
        #expect(!plain.stdout.contains(" after "), "\(plain.stdout)")
    }

    @Test func theLevelComesFromTheEnvironmentToo() async throws {
        let line = "252 SpA Chimecho Helping Hand Charge Beam vs. 0 HP / 0 SpD Eviolite Litten"
        let result = try await InProcessPokedex.run(["damage", line], environment: ["POKEDEX_LEVEL": "50"])
        #expect(result.stdout.split(separator: "\t").dropFirst().first == "46")
        let written = try await InProcessPokedex.run(["damage", "Lvl 100 " + line, "--level", "50"])
        // The calculator's numbers for a level-100 attacker and a level-50 defender.
        #expect(written.stdout.split(separator: "\t").dropFirst().first == "173", "a written level stands")
        let bad = try await InProcessPokedex.run(["damage", line, "--level", "0"])
        #expect(bad.status == 2)
    }
}

/// The ways players type a line read as the calculator's own spelling.
@Suite struct DamageSpellingTests {
    @Test(arguments: [
        (
            "252+ Atk Garchomp Earthquake VS 252 HP / 4 Def Heatran",
            "252+ Atk Garchomp Earthquake vs. 252 HP / 4 Def Heatran"
        ),
        (
            "252+ Atk Garchomp Earthquake versus 252 HP/4 Def Heatran",
            "252+ Atk Garchomp Earthquake vs. 252 HP / 4 Def Heatran"
        ),
        ("252+ Atk +2 Garchomp Earthquake vs Heatran", "+2 252+ Atk Garchomp Earthquake vs. Heatran"),
        ("tera fire Garchomp Earthquake vs. Heatran", "Tera Fire Garchomp Earthquake vs. Heatran"),
        ("Tera-Fire Garchomp Earthquake vs. Heatran", "Tera Fire Garchomp Earthquake vs. Heatran"),
        ("Charizard Flamethrower vs. Venusaur in harsh sunlight", "Charizard Flamethrower vs. Venusaur in Sun"),
        ("Garchomp Earthquake vs. Heatran behind Reflect", "Garchomp Earthquake vs. Heatran through Reflect"),
        ("Garchomp Earthquake vs heatran through reflect", "Garchomp Earthquake vs. Heatran through Reflect"),
        ("Garchomp Earthquake vs. Heatran on a crit", "Garchomp Earthquake vs. Heatran on a critical hit"),
        ("Garchomp Earthquake vs. Heatran (crit)", "Garchomp Earthquake vs. Heatran on a critical hit"),
        ("Garchomp Earthquake vs. Heatran critical hit", "Garchomp Earthquake vs. Heatran on a critical hit"),
        // A boost with its stat named and no EVs: Showdown's default EVs.
        ("+2 Atk Garchomp Earthquake vs. Heatran", "+2 0 Atk Garchomp Earthquake vs. Heatran"),
        // Tera after the name, on either side.
        ("Chi-Yu Tera Fire Overheat vs. Garchomp", "Tera Fire Chi-Yu Overheat vs. Garchomp"),
        (
            "252 SpA Choice Specs Chi-Yu Tera Fire Overheat vs. 4 HP / 0 SpD Garchomp Tera Steel",
            "252 SpA Choice Specs Tera Fire Chi-Yu Overheat vs. 4 HP / 0 SpD Tera Steel Garchomp"
        ),
    ])
    func aPlayersSpellingReadsAsTheCalculators(typed: String, canonical: String) async throws {
        let read = try await InProcessPokedex.run(["damage", typed])
        let expected = try await InProcessPokedex.run(["damage", canonical])
        #expect(read.status == 0 && expected.status == 0, "\(read.stderr)")
        #expect(read.stdout == expected.stdout)
    }

    @Test func aMoveThatIsNoneIsQuotedWhole() async throws {
        let result = try await InProcessPokedex.run(["damage", "Garchomp Tidal Wave vs. Heatran"])
        #expect(result.status == 2)
        #expect(result.stderr == "pokedex: No move named 'Tidal Wave'.\n")
        // Tera after the name moves before it only where a move follows it.
        let noMove = try await InProcessPokedex.run(["damage", "Chi-Yu Tera Fire vs. Garchomp"])
        #expect(noMove.status == 2)
        #expect(noMove.stderr == "pokedex: No move named 'Tera Fire'.\n")
    }
}
