import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

private let escape = "\u{1B}"

@Suite struct ListEndToEndTests {
    @Test func pipedListIsTabSeparatedWithNoEscapes() async throws {
        let result = try await PokedexProcess.run(["list", "--limit", "20"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 20)
        #expect(lines.first == "1\tbulbasaur\tgrass,poison")
        #expect(lines.last == "20\traticate\tnormal")
        #expect(!result.stdout.contains(escape))
    }

    @Test func listJSONFollowsTheSchema() async throws {
        let result = try await PokedexProcess.run(["list", "--limit", "2", "--offset", "24", "--json"])
        #expect(result.status == 0)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["count"] as? Int == 1351)
        #expect(json["offset"] as? Int == 24)
        #expect(json["limit"] as? Int == 2)
        #expect(json["next_offset"] as? Int == 26)
        let first = try #require((json["results"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "pikachu")
        #expect(first["display_name"] as? String == "Pikachu")
        #expect(first["types"] as? [String] == ["electric"])
        #expect(
            first["stats"] as? [String: Int] == [
                "hp": 35, "attack": 55, "defense": 40, "special_attack": 50, "special_defense": 50, "speed": 90,
            ])
        #expect(first["stat_total"] as? Int == 320)
    }

    /// Every row carries its base stats, the same `show` gives, and their total.
    @Test func theWholeDexListsWithStatsAndTheLastPageHasNoNext() async throws {
        let result = try await PokedexProcess.run(["list", "--limit", "1351", "--json"])
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let rows = try #require(json["results"] as? [[String: Any]])
        #expect(rows.count == 1351)
        #expect(json["next_offset"] is NSNull)
        for row in rows {
            let stats = try #require(row["stats"] as? [String: Int], "\(row["name"] ?? "")")
            #expect(stats.count == 6 && row["stat_total"] as? Int == stats.values.reduce(0, +))
        }
        let show = try #require(
            try parseJSON(try await PokedexProcess.run(["show", "garchomp", "--json", "--offline"]).stdout)
                as? [String: Any])
        #expect(
            rows.first { $0["name"] as? String == "garchomp" }?["stats"] as? [String: Int] == show["stats"]
                as? [String: Int])
    }

    /// What a list is sorted and filtered by is shown: a column on a terminal, columns after
    /// the types in a pipe; a long footer puts the next page's command whole on its own line.
    @Test func aListShowsTheFieldsItIsSortedAndFilteredBy() async throws {
        let arguments = ["list", "--where", "speed>=130", "--where", "weight<50", "--sort", "bst", "--limit", "3"]
        let piped = try await PokedexProcess.run(arguments)
        #expect(
            piped.stdout
                == "291\tninjask\tbug,flying\t456\t160\t12.0\n847\tbarraskewda\twater\t490\t136\t30.0\n617\taccelgor\tbug\t495\t145\t25.3\n"
        )
        let terminal = try await PokedexProcess.runOnTerminal(arguments + ["--color", "never"], columns: 80)
        let lines = terminal.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.first == "#0291  Ninjask      Bug · Flying  BST 456  Spe 160  kg 12.0")
        #expect(
            lines.last
                == "Next: pokedex list --where 'speed>=130' --where 'weight<50' --sort total --offset 3 --limit 3")
    }

    @Test func jsonLinesPrintsOneObjectPerResult() async throws {
        let result = try await PokedexProcess.run(["list", "--limit", "3", "--jsonl"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        // Each line is what `--json` lists in `results`, stats included.
        for line in lines { #expect((try parseJSON(String(line)) as? [String: Any])?["stats"] is [String: Int]) }
    }

    @Test func offsetPastTheEndIsAnEmptyPageWithANote() async throws {
        let result = try await PokedexProcess.run(["list", "--offset", "5000"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "Offset 5000 is past the end: there are 1351 Pokémon.\n")
    }

    @Test func aClosedPipeEndsQuietly() async throws {
        // stdout is a pipe whose reading end is closed before pokedex writes.
        let result = try await PokedexProcess.shell(
            #"exec 3>&1; ( "$0" list --limit 1351; echo "exit=$?" >&3 ) | true"#)
        #expect(["exit=0\n", "exit=141\n"].contains(result.stdout), "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }
}

@Suite struct ShowEndToEndTests {
    @Test func anOfflineShowPrintsEverythingBundledAndNoNote() async throws {
        let result = try await PokedexProcess.run(["show", "bulbasaur"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for text in [
            "#0001 Bulbasaur", "Seed Pokémon · Generation I", "Grass · Poison", "0.7 m", "6.9 kg",
            "Overgrow, Chlorophyll (hidden)", "Total     318",
        ] {
            #expect(result.stdout.contains(text), "missing \(text)")
        }
        #expect(!result.stdout.contains(escape))
    }

    @Test(arguments: ["25", "#25", "025", "PIKACHU", " Pikachu "])
    func idsAndNamesInAnyCaseResolve(query: String) async throws {
        let result = try await PokedexProcess.run(["show", query, "--json"])
        #expect(result.status == 0)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["name"] as? String == "pikachu")
    }

    @Test(arguments: [
        ("Mr. Mime", "Mr. Mime"), ("farfetch’d", "Farfetch’d"), ("Nidoran♀", "Nidoran♀"), ("deoxys", "Deoxys"),
    ])
    func displayNamesAreEnglish(query: String, display: String) async throws {
        let json = try #require(
            try parseJSON(try await PokedexProcess.run(["show", query, "--json"]).stdout) as? [String: Any])
        #expect(json["display_name"] as? String == display)
    }

    /// Defences with abilities: Rotom-Wash's Levitate takes Ground away, Shedinja's Wonder
    /// Guard everything not super-effective; the plain chart stays as the games print it.
    @Test func showCountsTheAbilitiesThatChangeDefences() async throws {
        let rotom = try #require(
            try parseJSON(try await PokedexProcess.run(["show", "rotom-wash", "--json"]).stdout) as? [String: Any])
        #expect((rotom["ability_defenses"] as? [String: [String: Double]]) == ["levitate": ["ground": 0]])
        #expect((rotom["type_defenses"] as? [String: Double])?["ground"] == 2)
        let shedinja = try await PokedexProcess.runOnTerminal(
            ["show", "shedinja", "--no-sprite"], environment: ["NO_COLOR": "1"])
        #expect(shedinja.stdout.contains("With Wonder Guard  ×0 Water, Electric, Grass"))
        let heatran = try #require(
            try parseJSON(try await PokedexProcess.run(["show", "heatran", "--json"]).stdout) as? [String: Any])
        #expect((heatran["ability_defenses"] as? [String: [String: Double]])?["flash-fire"] == ["fire": 0])
    }

    /// Two types together: how a Pokémon of both takes each type, and how many there are; a
    /// mistyped one of the two is named with the nearest.
    @Test func twoTypesCombineTheirDefences() async throws {
        let both = try #require(
            try parseJSON(try await PokedexProcess.run(["type", "ground", "flying", "--json"]).stdout) as? [String: Any]
        )
        #expect(both["types"] as? [String] == ["ground", "flying"])
        let defending = try #require(both["defending"] as? [String: Double])
        #expect(
            defending["ice"] == 4 && defending["water"] == 2 && defending["electric"] == 0 && defending["ground"] == 0)
        #expect(defending["grass"] == nil)  // ×2 and ×½ make ×1
        #expect((both["pokemon_count"] as? Int ?? 0) > 0)
        let typo = try await PokedexProcess.run(["type", "grund", "flying"])
        #expect(typo.status == 1)
        #expect(typo.stderr.hasPrefix("pokedex: No type named 'grund'. Did you mean: ground"))
    }

    /// Each stat's lowest and highest at levels 50 and 100, as Bulbapedia prints them.
    @Test func showGivesEachStatsRangeAtLevelsFiftyAndAHundred() async throws {
        let json = try #require(
            try parseJSON(try await PokedexProcess.run(["show", "bulbasaur", "--json", "--offline"]).stdout)
                as? [String: Any])
        let ranges = try #require(json["stat_ranges"] as? [String: [String: [String: Int]]])
        #expect(ranges["50"]?["hp"] == ["min": 105, "max": 152])
        #expect(ranges["50"]?["attack"] == ["min": 48, "max": 111])
        #expect(ranges["100"]?["hp"] == ["min": 200, "max": 294])
        #expect(ranges["100"]?["speed"] == ["min": 85, "max": 207])
        let shedinja = try #require(
            try parseJSON(try await PokedexProcess.run(["show", "shedinja", "--json", "--offline"]).stdout)
                as? [String: Any])
        #expect((shedinja["stat_ranges"] as? [String: [String: [String: Int]]])?["100"]?["hp"] == ["min": 1, "max": 1])
    }

    @Test func showJSONHasExactlyTheDocumentedFields() async throws {
        let result = try await PokedexProcess.run(["show", "charizard", "--json"])
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "id", "name", "display_name", "species", "genus", "generation", "types", "type_names", "stat_ranges",
                "stat_names", "game_names",
                "height_m", "weight_kg", "abilities", "smogon_tiers", "stats", "stat_total",
                "flavor_text", "flavor_text_version", "evolution", "type_defenses", "ability_defenses", "forms",
                "is_legendary", "is_mythical", "is_baby", "egg_groups", "gender_rate", "capture_rate", "games",
            ])
        #expect(json["flavor_text"] is NSNull)
        #expect(json["flavor_text_version"] is NSNull)
        #expect(json["generation"] as? Int == 1)
        #expect(json["height_m"] as? Double == 1.7)
        #expect(json["weight_kg"] as? Double == 90.5)
        #expect(json["stat_total"] as? Int == 534)
        let stats = try #require(json["stats"] as? [String: Int])
        #expect(
            stats == [
                "hp": 78, "attack": 84, "defense": 78, "special_attack": 109, "special_defense": 85, "speed": 100,
            ])
        let abilities = try #require(json["abilities"] as? [[String: Any]])
        #expect(abilities.map { $0["name"] as? String } == ["blaze", "solar-power"])
        #expect(abilities.map { $0["hidden"] as? Bool } == [false, true])
    }

    @Test func unknownNameSuggestsTheClosestMatch() async throws {
        let result = try await PokedexProcess.run(["show", "pikachuu"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "pokedex: No Pokémon named 'pikachuu'. Did you mean: pikachu?\n")
    }
}

@Suite struct SearchEndToEndTests {
    @Test func searchRanksAndReportsHowEachMatched() async throws {
        let result = try await PokedexProcess.run(["search", "char", "--json", "--kind", "pokemon", "--limit", "10"])
        #expect(result.status == 0)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["query"] as? String == "char")
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.count == 10)
        #expect(results.prefix(3).map { $0["name"] as? String } == ["charmander", "charmeleon", "charizard"])
        #expect(results.first?["match"] as? String == "prefix")
        #expect(results.contains { $0["match"] as? String == "substring" })
    }

    @Test func pipedSearchIsTabSeparated() async throws {
        let result = try await PokedexProcess.run(["search", "bulbsaur", "--limit", "1"])
        #expect(result.stdout == "1\tbulbasaur\tgrass,poison\tpokemon\n")
    }

    @Test func searchFindsMovesAbilitiesAndItemsAndAPokemonRanksFirst() async throws {
        let result = try await PokedexProcess.run(["search", "thunder", "--json"])
        #expect(result.status == 0)
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        let names = results.map { "\($0["kind"] as? String ?? "?"):\($0["name"] as? String ?? "?")" }
        #expect(names.contains("move:thunderbolt"))
        #expect(names.contains("pokemon:thundurus-incarnate"))
        // At an equal match, every Pokémon comes before the moves, abilities and items.
        let char = try await PokedexProcess.run(["search", "char", "--json", "--limit", "60"])
        let charResults = try #require((try parseJSON(char.stdout) as? [String: Any])?["results"] as? [[String: Any]])
        let prefixes = charResults.filter { $0["match"] as? String == "prefix" }.map { $0["kind"] as? String ?? "" }
        #expect(prefixes.first == "pokemon")
        #expect(prefixes.contains("move") && prefixes.contains("item"))
        #expect(
            prefixes
                == prefixes.sorted {
                    ["pokemon", "move", "ability", "item"].firstIndex(of: $0) ?? 9 < [
                        "pokemon", "move", "ability", "item",
                    ].firstIndex(of: $1) ?? 9
                })
        let narrowed = try await PokedexProcess.run(["search", "volt", "--kind", "ability"])
        #expect(narrowed.status == 0)
        #expect(narrowed.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix("\tability") })
        #expect(narrowed.stdout.contains("\tvolt-absorb\t"))
    }

    @Test func noMatchIsExitOne() async throws {
        let result = try await PokedexProcess.run(["search", "qqqqqqqq"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "pokedex: Nothing matches 'qqqqqqqq'.\n")
    }
}

@Suite struct UsageEndToEndTests {
    @Test(arguments: [
        ["list", "--limit", "0"], ["list", "--limit", "-3"], ["list", "--limit", "abc"], ["list", "--limit"],
        ["list", "--bogus"], ["show"], ["search"], ["frobnicate"], [], ["show", "--limit", "3", "x"],
        ["list", "--color", "sometimes"], ["list", "--limit", "99999999999999999999999"], ["list", "extra"],
    ])
    func badCommandLinesAreUsageErrors(arguments: [String]) async throws {
        let result = try await PokedexProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("pokedex: "))
        #expect(result.stderr.hasSuffix(" --help'.\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["list", "--help"], ["help", "show"], ["search", "-h"]])
    func helpIsPrintedToStdout(arguments: [String]) async throws {
        let result = try await PokedexProcess.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("EXAMPLES:"))
    }

    @Test func versionIsPrinted() async throws {
        let result = try await PokedexProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("pokedex "))
    }

    @Test func aBadSettingStopsCommandsButNotTheHelpItPointsTo() async throws {
        let bad = ["POKEDEX_MAX_AGE": "soon"]
        let list = try await PokedexProcess.run(["list"], environment: bad)
        #expect(list.status == 2)
        #expect(
            list.stderr
                == "pokedex: POKEDEX_MAX_AGE takes a duration such as 90s, 15m, 12h or 7d, not 'soon'. See 'pokedex --help'.\n"
        )
        let help = try await PokedexProcess.run(["--help"], environment: bad)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        let version = try await PokedexProcess.run(["--version"], environment: bad)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("pokedex "))
    }
}

@Suite struct OutputMannersEndToEndTests {
    @Test func aTerminalGetsColourAndAlignedRows() async throws {
        let result = try await PokedexProcess.runOnTerminal(["list", "--limit", "3"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(escape))
        #expect(result.stdout.contains("Bulbasaur"))
        #expect(result.stdout.contains("Showing 1–3 of 1351. Next: pokedex list --offset 3 --limit 3"))
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "dumb"]])
    func noColorAndDumbTerminalsGetNoEscapes(environment: [String: String]) async throws {
        let result = try await PokedexProcess.runOnTerminal(["show", "25"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("#0025 Pikachu"))
        #expect(!result.stdout.contains(escape))
    }

    @Test func colorAlwaysWinsEvenInAPipe() async throws {
        let result = try await PokedexProcess.run(["show", "25", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(result.stdout.contains(escape))
    }

    @Test func columnsNarrowsTheOutput() async throws {
        let result = try await PokedexProcess.runOnTerminal(
            ["list", "--offset", "10033", "--limit", "1", "--color=never"], environment: ["COLUMNS": "40"])
        let rows = result.stdout.split(separator: "\n")
        #expect(rows.allSatisfy { $0.count <= 40 })
    }
}

@Suite struct FixtureLocationEndToEndTests {
    @Test func missingFixturesAreADataError() async throws {
        let result = try await PokedexProcess.run(["list"], environment: ["POKEDEX_FIXTURES": "/nonexistent/fixtures"])
        #expect(result.status == 3)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "pokedex: Pokédex data unavailable: no Pokédex index at /nonexistent/fixtures/pokedex-index.tsv, "
                + "and PokeAPI: pokemon is not available offline.\n")
    }

    @Test func anInstalledBinaryFindsItsFixturesFromAnyDirectory() async throws {
        let (prefix, binary, share) = try PokedexProcess.installedCopy()
        defer { try? FileManager.default.removeItem(at: prefix) }
        try FileManager.default.createSymbolicLink(
            at: share.appendingPathComponent("Fixtures"), withDestinationURL: fixturesRoot)

        let result = try await PokedexProcess.run(
            ["show", "1"], executable: binary, currentDirectory: URL(fileURLWithPath: "/"))
        #expect(result.status == 0)
        #expect(result.stdout.contains("Bulbasaur"))
    }
}
