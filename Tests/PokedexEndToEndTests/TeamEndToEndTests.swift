import Foundation
import PokedexCommandTesting
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import Testing

/// `team` of the real binary over the real fixtures, offline, from names, a file and stdin.
@Suite struct TeamEndToEndTests {
    static let export = """
        Chompy (Garchomp) (M) @ Choice Scarf
        Ability: Rough Skin
        Tera Type: Steel
        EVs: 252 Atk / 4 SpD / 252 Spe
        Jolly Nature
        - Earthquake
        - Outrage
        - Stone Edge
        - Fire Fang

        Rotom-Wash @ Leftovers
        Ability: Levitate
        Bold Nature
        - Hydro Pump
        - Volt Switch
        - Will-O-Wisp

        Ferrothorn (F) @ Rocky Helmet
        Ability: Iron Barbs
        - Stealth Rock
        - Power Whip
        - Gyro Ball

        Arceus-Fire @ Flame Plate
        Ability: Multitype
        - Judgment

        Tauros-Paldea-Combat
        Ability: Intimidate
        - Close Combat
        - Flying Press
        - Freeze-Dry
        - Not A Move

        Meowstic-F @ Light Clay
        Ability: Prankster
        Timid Nature
        - Reflect

        """

    private func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func anExportFromAFileOnATerminalMatchesItsGoldenFile() async throws {
        let url = try file(Self.export)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try await InProcessPokedex.runOnTerminal(
            ["team", "--file", url.path, "--color", "never"], columns: 100, stderrToo: false)
        #expect(result.status == 0)
        assertSnapshot(result.stdout.replacingOccurrences(of: "\r\n", with: "\n"), named: "terminal-team")
    }

    @Test func anExportOnStdinGivesJSONAndWarnsOfWhatMatchesNothing() async throws {
        let url = try file(Self.export.replacingOccurrences(of: "\n", with: "\r\n"))
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try await PokedexProcess.shell("\"$0\" team - --json < '\(url.path)'")
        #expect(result.status == 0)
        // A name that matches nothing, then what breaks the rules of Scarlet/Violet, the latest game most are in.
        #expect(
            result.stderr == """
                warning: Tauros (Paldea Combat Breed), line 33: no move named 'Not A Move'
                warning: Ferrothorn, line 18: Ferrothorn is not in Scarlet/Violet
                warning: Tauros (Paldea Combat Breed), line 31: Tauros (Paldea Combat Breed) cannot learn Flying Press in Scarlet/Violet
                warning: Tauros (Paldea Combat Breed), line 32: Tauros (Paldea Combat Breed) cannot learn Freeze-Dry in Scarlet/Violet
                warning: Meowstic (Female), line 36: Meowstic (Female) cannot have Prankster

                """)
        assertJSONSnapshot(result.stdout, named: "team-json")
        // `--file -` is stdin too.
        let dash = try await PokedexProcess.shell("\"$0\" team --file - --json < '\(url.path)'")
        #expect(dash.status == 0)
        #expect(dash.stdout == result.stdout)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let members = try #require(json["members"] as? [[String: Any]])
        #expect(
            members.map { $0["name"] as? String }
                == ["garchomp", "rotom-wash", "ferrothorn", "arceus", "tauros-paldea-combat-breed", "meowstic-female"])
        #expect(members[3]["types"] as? [String] == ["fire"])
        #expect(members[0]["nickname"] as? String == "Chompy" && members[0]["id"] as? Int == 445)
        let defense = try #require(json["defense"] as? [String: [String: Any]])
        #expect(defense["ground"]?["immune"] as? Int == 1)  // Rotom-Wash's Levitate
        #expect((json["warnings"] as? [String])?.count == 5)
        #expect(json["legality_game"] as? String == "Scarlet/Violet")
        // Judgment takes its plate's type: Fire hits Grass, Ice, Bug and Steel.
        let offense = try #require(json["offense"] as? [String: [String]])
        #expect(offense["steel"]?.contains("judgment") == true)
    }

    /// Piped, the rows are the defences alone, and the members' moves and stats are not read:
    /// each row is the JSON report's (which reads everything) for its type, multiplier by
    /// multiplier, and the warnings are the same, the moves' rules among them.
    @Test func pipedRowsAreTheJSONReportsDefencesWithItsWarnings() async throws {
        let url = try file(Self.export)
        defer { try? FileManager.default.removeItem(at: url) }
        let rows = try await PokedexProcess.shell("\"$0\" team --file '\(url.path)' | cat")
        let json = try await PokedexProcess.shell("\"$0\" team --file '\(url.path)' --json")
        #expect(rows.status == 0 && json.status == 0)
        #expect(rows.stderr == json.stderr)
        #expect(rows.stderr.contains("cannot learn Flying Press"))
        let report = try #require(try parseJSON(json.stdout) as? [String: Any])
        let defense = try #require(report["defense"] as? [String: [String: Any]])
        let lines = rows.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == defense.count && lines.count == 18)
        for fields in lines {
            let type = try #require(fields.first)
            let row = try #require(defense[type], "\(type)")
            let multipliers = try #require(row["multipliers"] as? [Double])
            #expect(fields.dropFirst().prefix(multipliers.count).map { Double($0) } == multipliers, "\(type)")
            #expect(
                fields.suffix(3) == ["weak", "resist", "immune"].map { "\(row[$0] as? Int ?? -1)" }, "\(type)")
        }
    }

    /// A member's ability is checked against the abilities its Pokémon's own PokeAPI body lists
    /// (hidden ones too), not the abilities index the command reads: each Pokémon here once with
    /// one of its own and once with one it cannot have, a species twice in one team.
    @Test func eachAbilityIsCheckedAgainstThePokemonsOwnList() async throws {
        var members: [(export: String, illegal: Bool)] = []
        for id in [25, 445, 10009, 10025, 94, 130, 143, 6, 149, 248, 700, 823] {
            let body = try Data(contentsOf: fixturesRoot.appendingPathComponent("pokemon/\(id).json"))
            let pokemon = try #require(try parseJSON(String(decoding: body, as: UTF8.self)) as? [String: Any])
            let name = try #require(pokemon["name"] as? String)
            let own = try #require(pokemon["abilities"] as? [[String: Any]]).compactMap {
                ($0["ability"] as? [String: Any])?["name"] as? String
            }
            let other = try #require(["prankster", "levitate", "huge-power"].first { !own.contains($0) })
            members.append(("\(name)\nAbility: \(try #require(own.last))\n", false))
            members.append(("\(name)\nAbility: \(other)\n", true))
        }
        for team in stride(from: 0, to: members.count, by: 6).map({ Array(members[$0..<min($0 + 6, members.count)]) }) {
            let url = try file(team.map(\.export).joined(separator: "\n"))
            defer { try? FileManager.default.removeItem(at: url) }
            let result = try await PokedexProcess.shell("\"$0\" team --file '\(url.path)' --json")
            #expect(result.status == 0)
            // Each member is two lines and a blank one: its ability is on line 3n + 2.
            let warned = Set(
                result.stderr.split(separator: "\n").filter { $0.contains("cannot have") }.compactMap { line in
                    line.split(separator: ", line ").dropFirst().first?.split(separator: ":").first.flatMap { Int($0) }
                })
            let illegal = Set(team.indices.filter { team[$0].illegal }.map { 3 * $0 + 2 })
            #expect(warned == illegal, "\(result.stderr)")
        }
    }

    /// A nature is found by its name in any case, and moves the stats by a tenth (Garchomp at
    /// 100 with 252 Sp. Atk EVs: 259, Modest 284, Attack 296 to 266); one that names none is a
    /// warning, and leaves them neutral.
    @Test func naturesAreFoundInAnyCaseAndMoveTheStats() async throws {
        let url = try file(
            """
            Garchomp
            Modest Nature
            EVs: 252 SpA

            Garchomp
            hardy Nature
            EVs: 252 SpA

            Garchomp
            Grumpy Nature
            EVs: 252 SpA

            """)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try await InProcessPokedex.run(["team", "--file", url.path, "--json"])
        #expect(result.status == 0)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let members = try #require(json["members"] as? [[String: Any]])
        #expect(members.map { $0["nature"] as? String } == ["modest", "hardy", nil])
        let stats = members.map { ($0["stats"] as? [String: Int]).map { [$0["attack"], $0["special_attack"]] } }
        #expect(stats == [[266, 284], [296, 259], [296, 259]])
        #expect(json["warnings"] as? [String] == ["Garchomp, line 10: no nature named 'Grumpy'"])
    }

    @Test func namesAloneMakeATeam() async throws {
        let result = try await InProcessPokedex.run(["team", "garchomp", "rotom-wash", "ferrothorn", "--json"])
        #expect(result.status == 0)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let offense = try #require(json["offense"] as? [String: [String]])
        #expect(offense.values.allSatisfy { $0.isEmpty })  // no moves listed, nothing hits anything
        let piped = try await InProcessPokedex.run(["team", "garchomp", "rotom-wash"])
        #expect(piped.stdout.split(separator: "\n").count == 18)
        // Multipliers as numbers a script reads: 0.5, not ×½.
        #expect(piped.stdout.hasPrefix("normal\t1\t1\t0\t0\t0\nfire\t0.5\t0.5\t0\t2\t0\n"))
    }

    @Test(arguments: [
        (
            "Pikachu\nThis is not a line\n",
            "pokedex: Team: line 2: 'This is not a line' is not part of a Showdown export."
        ),
        ("Pikachu\nLevel: high\n", "pokedex: Team: line 2: the level must be a number, not 'high'."),
    ])
    func aBrokenExportIsAUsageErrorNamingTheLine(text: String, message: String) async throws {
        let url = try file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try await InProcessPokedex.run(["team", "--file", url.path])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == message + "\n")
    }

    @Test func aMissingFileAndTooManyNamesAreUsageErrors() async throws {
        let missing = try await InProcessPokedex.run(["team", "--file", "/nonexistent/team.txt"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("pokedex: cannot read '/nonexistent/team.txt': No such file or directory."))
        let many = try await InProcessPokedex.run(["team", "1", "2", "3", "4", "5", "6", "7"])
        #expect(many.status == 2)
        // A member that names no Pokémon is a warning, the rest analysed; with none left, an error.
        let unknown = try await InProcessPokedex.run(["team", "garchomp", "pikachuu"])
        #expect(unknown.status == 0)
        #expect(unknown.stderr == "warning: no Pokémon named 'pikachuu' (did you mean 'pikachu'?); left out\n")
        #expect(unknown.stdout.split(separator: "\n").first?.split(separator: "\t").count == 5, "one member's column")
        let none = try await InProcessPokedex.run(["team", "pikachuu"])
        #expect(none.status == 1)
        #expect(none.stderr == "pokedex: No Pokémon named 'pikachuu'. Did you mean: pikachu?\n")
    }

    @Test func lineModeAnalysesATeamAndOpensAMember() async throws {
        let result = try await PokedexProcess.shell(
            "printf 'team garchomp rotom-wash ferrothorn\\nopen 2\\nback\\nstack\\n' | \"$0\" browse")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Defence"))
        #expect(result.stdout.contains("Pokédex › Team: Garchomp, Rotom (Wash), Ferrothorn › Rotom (Wash)"))
        #expect(result.stdout.hasSuffix("Pokédex › Team: Garchomp, Rotom (Wash), Ferrothorn\n"))
    }

    /// Abilities, items and moves are written as the bundled names write them, not guessed
    /// from PokeAPI's ids: `Good as Gold`, `Choice Scarf`, `U-turn`.
    @Test func namesAreWrittenAsTheBundledNamesWriteThem() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("Gholdengo @ Choice Scarf\nAbility: Good as Gold\n- U-turn\n- Make It Rain\n".utf8).write(to: file)
        let result = try await InProcessPokedex.runOnTerminal(
            ["team", "--file", file.path], environment: ["NO_COLOR": "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Good as Gold · @ Choice Scarf"))
        #expect(result.stdout.contains("U-turn, Make It Rain"))
        #expect(!result.stdout.contains("U Turn"))
    }

    /// A 10 MB paste is refused in one line, and read no further than the limit: the command
    /// stays under 64 MB (measured under peak-rss).
    @Test func aHugePasteIsRefusedSmall() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-paste-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paste = directory.appendingPathComponent("paste").path
        try Data(("Pikachu\n" + String(repeating: "- Thunderbolt\n", count: 800_000)).utf8).write(
            to: URL(fileURLWithPath: paste))
        let refused = try await InProcessPokedex.run(["team", "--file", paste])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "pokedex: '\(paste)' is larger than a team export can be. See 'pokedex team --help'.\n")
        let output = directory.appendingPathComponent("peak").path
        let probe = try ChildProcess(
            [
                PokedexProcess.binary.deletingLastPathComponent().appendingPathComponent("peak-rss").path,
                PokedexProcess.binary.path, "team", "-",
            ],
            environment: PokedexProcess.baseEnvironment, stdin: paste, stdout: output)
        #expect(await probe.exitCode(within: 60) == 0)
        let kilobytes = try #require(
            Int(try String(contentsOfFile: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kilobytes > 1024 && kilobytes < 64 << 10, "\(kilobytes) KiB at peak")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsTeamWaitingOnAnOpenPipe(signal: Int32) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "pokedex-team-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("in").path
        let stderr = directory.appendingPathComponent("err").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Held open for writing (read-write, so that opening does not wait for a reader).
        let writer = open(fifo, O_RDWR)
        defer { close(writer) }
        let child = try ChildProcess(
            [PokedexProcess.binary.path, "team", "-"], environment: PokedexProcess.baseEnvironment, stdin: fifo,
            stderr: stderr)
        _ = "Pikachu\n".withCString { write(writer, $0, strlen($0)) }
        // Reading now, and the pipe stays open: only the signal can end it.
        #expect(await !eventually(within: .milliseconds(300)) { child.termination != nil })
        let sent = ContinuousClock.now
        child.signal(signal)
        #expect(await child.exitCode(within: 5) == 130)
        #expect(try #require(child.seconds(from: sent)) < 1)
        #expect(try String(contentsOfFile: stderr, encoding: .utf8) == "pokedex: Interrupted.\n")
    }
}

/// The legality line names the game in the reader's language.
@Suite struct TeamLegalityWordsTests {
    @Test func theLegalityLineNamesTheGameInTheReadersLanguage() async throws {
        let french = try await InProcessPokedex.runOnTerminal(
            [
                "team", "--file", DocsExamplesTests.root.path + "/docs/examples/team.txt", "--lang", "fr", "--color",
                "never",
            ])
        #expect(french.status == 0, "\(french.stderr)")
        #expect(french.stdout.contains("Écarlate/Violet"), "\(french.stdout)")
        #expect(!french.stdout.contains("Scarlet/Violet"))
    }
}

/// Six members with their Tera types at 80 columns: no row of the defence table broken.
@Suite struct TeamAtEightyColumnsTests {
    @Test(arguments: ["en", "ja", "fr", "de"])
    func theDefenceTableFitsWithTeraAsATableOfItsOwn(language: String) async throws {
        let path = fixturesRoot.deletingLastPathComponent().appendingPathComponent("docs/examples/team.txt").path
        let result = try await InProcessPokedex.runOnTerminal(
            ["team", "--file", path, "--lang", language, "--color", "never"], columns: 80)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.allSatisfy { TextWidth.columns(String($0)) <= 80 },
            "\(lines.filter { TextWidth.columns(String($0)) > 80 })")
        let tera = try #require(lines.firstIndex { $0.contains("✦") && !$0.contains("·") })
        #expect(lines[tera + 1].split(separator: " ").count == 6, "the Tera table's six members: \(lines[tera + 1])")
        // Every attacking type a row of its own, in the Tera table as in the members'.
        let rows = lines[(tera + 2)...].prefix { !$0.isEmpty }
        #expect(rows.count == 18, "\(rows)")
    }
}

/// What a team of names alone knows of its members: each one's only ability.
@Suite struct TeamOfNamesTests {
    @Test func aMemberWithOneAbilityHasIt() async throws {
        let result = try await InProcessPokedex.run(["team", "rotom-wash", "garchomp", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let members = try #require(object["members"] as? [[String: Any]])
        #expect(members.first?["ability"] as? String == "levitate", "Rotom-Wash levitates")
        #expect(members.last?["ability"] == nil || members.last?["ability"] is NSNull, "Garchomp has two: none assumed")
        let piped = try await InProcessPokedex.run(["team", "rotom-wash", "garchomp"])
        let ground = try #require(piped.stdout.split(separator: "\n").first { $0.hasPrefix("ground\t") })
        #expect(ground.split(separator: "\t")[1] == "0", "\(ground)")
    }
}

/// `team --format`: a format's rules, each broken one a warning, and exit 6.
@Suite struct TeamFormatEndToEndTests {
    func export(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func ouBansKoraidonAndKeepsAnOUTeam() async throws {
        let banned = try await InProcessPokedex.run(["team", "--format", "ou", "koraidon", "pikachu"])
        #expect(banned.status == 6, "\(banned.stderr)")
        #expect(banned.stderr == "warning: Koraidon: banned from OU (its tier is Uber)\n")
        // Garchomp is UUBL: in OU, not in UU; Pikachu is in both.
        let ou = try await InProcessPokedex.run(["team", "--format", "OU", "garchomp", "pikachu"])
        #expect(ou.status == 0 && ou.stderr.isEmpty, "\(ou.stderr)")
        let uu = try await InProcessPokedex.run(["team", "--format", "uu", "garchomp", "pikachu"])
        #expect(uu.status == 6 && uu.stderr.contains("Garchomp: banned from UU (its tier is UUBL)"))
        // Little Cup takes only what Smogon tiers LC.
        let lc = try await InProcessPokedex.run(["team", "--format", "lc", "gible", "pikachu"])
        #expect(lc.status == 6 && lc.stderr.contains("Pikachu: banned from LC") && !lc.stderr.contains("Gible"))
        // Plain team: warnings never change the exit code.
        #expect(try await InProcessPokedex.run(["team", "koraidon", "pikachu"]).status == 0)
    }

    @Test func vgcFlagsTheClausesMythicalsAndAThirdRestricted() async throws {
        let file = try export(
            """
            Pikachu @ Light Ball
            Ability: Static
            - Volt Tackle

            Sparky (Pikachu) @ Light Ball
            Ability: Static
            - Thunderbolt

            Koraidon

            Miraidon

            Calyrex-Shadow

            Mew

            """)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await InProcessPokedex.run(["team", "--format", "vgc", "--file", file.path, "--json"])
        #expect(result.status == 6, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let format = try #require(object["format"] as? [String: Any])
        #expect(format["name"] as? String == "vgc" && format["display_name"] as? String == "VGC 2025 Regulation I")
        #expect(
            format["problems"] as? [String] == [
                "Mew: Mythical Pokémon are banned from VGC 2025 Regulation I",
                "3 Restricted Legendary Pokémon (Koraidon, Miraidon, Calyrex (Shadow)): VGC 2025 Regulation I allows 2",
                "Item Clause: Light Ball 2 times (Pikachu, Sparky (Pikachu))",
                "Species Clause: Pikachu 2 times (Pikachu, Sparky (Pikachu))",
            ])
        // Levels adjusted down to 50: a level-100 Pikachu's HP is its level-50 HP.
        let members = try #require(object["members"] as? [[String: Any]])
        let stats = try #require(members.first?["stats"] as? [String: Any])
        #expect(stats["hp"] as? Int == 110)
        // Two restricted, different items, no Mythical: it keeps the rules.
        let legal = try export("Koraidon @ Choice Scarf\n\nMiraidon @ Choice Specs\n\nPikachu @ Light Ball\n")
        defer { try? FileManager.default.removeItem(at: legal) }
        let kept = try await InProcessPokedex.runOnTerminal(
            ["team", "--format", "vgc", "--file", legal.path], environment: ["NO_COLOR": "1"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("Format  every set keeps the rules of VGC 2025 Regulation I"))
    }

    @Test func aFormatThatIsNoneIsAUsageErrorWithTheNearest() async throws {
        let result = try await InProcessPokedex.run(["team", "--format", "oo", "pikachu"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--format takes a format") && result.stderr.contains("did you mean 'ou'?"))
    }

    /// The Restricted Legendary Pokémon of Scarlet/Violet's VGC, as the official rules of the
    /// 2024–2025 regulations list them (written here by hand, not from Showdown's data): every
    /// species the bundled tiers mark, and only those.
    @Test func theRestrictedAreTheOfficialRulesList() throws {
        let official: Set<String> = [
            "mewtwo", "lugia", "ho-oh", "kyogre", "groudon", "rayquaza", "dialga", "palkia", "giratina", "reshiram",
            "zekrom", "kyurem", "xerneas", "yveltal", "zygarde", "cosmog", "cosmoem", "solgaleo", "lunala", "necrozma",
            "zacian", "zamazenta", "eternatus", "calyrex", "koraidon", "miraidon", "terapagos",
        ]
        let tiers = try String(contentsOf: fixturesRoot.appendingPathComponent("pokedex-tiers.tsv"), encoding: .utf8)
        let index = try String(contentsOf: fixturesRoot.appendingPathComponent("pokedex-index.tsv"), encoding: .utf8)
        var species: [String: String] = [:]
        for line in index.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count > 3 { species[String(fields[0])] = String(fields[3]) }
        }
        var marked: Set<String> = []
        for line in tiers.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 5, fields[4] == "1", let name = species[String(fields[0])] { marked.insert(name) }
        }
        #expect(marked == official)
    }
}
