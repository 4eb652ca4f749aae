import Foundation
import PokedexCommandTesting
import PokedexDomain
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Testing

/// `moves`, `move`, `ability`, `nature` and `item` of the real binary over the real fixtures,
/// offline, on a terminal and piped, against golden files (re-record with RECORD_SNAPSHOTS=1).
@Suite struct MovesEndToEndTests {
    @Test(arguments: [
        ("moves-pikachu-sv", ["moves", "pikachu", "--game", "sv"]),
        ("moves-eevee-swsh-egg", ["moves", "eevee", "--game", "swsh", "--method", "egg"]),
        ("move-thunderbolt", ["move", "thunderbolt"]),
        ("move-stealth-rock-sv", ["move", "stealth rock", "--game", "Scarlet Violet"]),
        // `ability levitate`, `nature` and `item kings-rock` on a terminal: screens/ in ScreenGoldenTests.
        ("nature-adamant", ["nature", "adamant"]),
    ])
    func onATerminalMatchesItsGoldenFile(name: String, arguments: [String]) async throws {
        let result = try await InProcessPokedex.runOnTerminal(arguments + ["--color", "never"], columns: 100)
        #expect(result.status == 0)
        assertSnapshot(result.stdout.replacingOccurrences(of: "\r\n", with: "\n"), named: "terminal-" + name)
    }

    @Test(arguments: [
        ("moves-bulbasaur-red", ["moves", "bulbasaur", "--game", "red"]),
        ("move-will-o-wisp-sv", ["move", "will-o-wisp", "--game", "sv"]),
        ("item-leftovers", ["item", "leftovers"]),
        ("ability-intimidate", ["ability", "intimidate"]),
        ("moves-pikachu-sv-json", ["moves", "pikachu", "--game", "sv", "--json"]),
        // Each command's first example, piped and as JSON: screens/ in ScreenGoldenTests.
    ])
    func pipedMatchesItsGoldenFile(name: String, arguments: [String]) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 0)
        // Piped text of a move, ability or item tells where its effect text is; JSON does not.
        let note =
            "pokedex: PokeAPI’s effect text is not cached: `pokedex sync` fetches every effect for offline use.\n"
        let tells = ["move", "ability", "item"].contains(arguments[0]) && !arguments.contains("--json")
        #expect(result.stderr == (tells ? note : ""))
        if arguments.contains("--json") {
            assertJSONSnapshot(result.stdout, named: "piped-" + name)
        } else {
            assertSnapshot(result.stdout, named: "piped-" + name)
        }
    }

    @Test(arguments: [
        ("move", "U-turn", 369), ("move", "u turn", 369), ("move", "Will-O-Wisp", 261), ("move", "will o wisp", 261),
        ("move", "10,000,000 Volt Thunderbolt", 719), ("move", "１０まんボルト", 85), ("move", "Tonnerre", 85),
        ("move", "85", 85), ("ability", "Levitate", 26), ("ability", "ふゆう", 26), ("ability", "#26", 26),
        ("item", "King's Rock", 198), ("item", "kings rock", 198), ("item", "198", 198),
        // Showdown's ids, one per form for what PokeAPI keeps as one.
        ("ability", "embodyaspectteal", 303), ("ability", "Embody Aspect (Wellspring)", 303),
        ("ability", "embodyaspecthearthflame", 303), ("ability", "embodyaspectcornerstone", 303),
    ])
    func namesForgiveAsPokemonNamesDo(command: String, name: String, id: Int) async throws {
        let result = try await InProcessPokedex.run([command, name, "--json"])
        #expect(result.status == 0, "\(command) \(name): \(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["id"] as? Int == id)
    }

    @Test(arguments: [
        (["move", "thunderbollt"], "pokedex: No move named 'thunderbollt'. Did you mean: thunderbolt"),
        (["ability", "levitat"], "pokedex: No ability named 'levitat'. Did you mean: levitate"),
        (["item", "leftover"], "pokedex: No item named 'leftover'. Did you mean: leftovers"),
        (["nature", "adamnt"], "pokedex: No nature named 'adamnt'. Did you mean: adamant"),
    ])
    func unknownNamesExitOneWithSuggestions(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Natures by the stats they change, as players ask: `speed`, `+spe -spa`, `-atk`,
    /// `Sp. Atk`; a nature's own name still names it.
    @Test(arguments: [
        (["speed"] as [String], ["timid", "hasty", "jolly", "naive"] as [String]),
        (["+spe", "-spa"], ["jolly"]),
        (["-atk"], ["bold", "modest", "calm", "timid"]),
        (["Sp. Atk"], ["modest", "mild", "rash", "quiet"]),
        (["adamant"], ["adamant"]),
    ])
    func naturesAreFoundByTheStatsTheyChange(words: [String], natures: [String]) async throws {
        let result = try await InProcessPokedex.run(["nature"] + words)
        #expect(result.status == 0, "\(result.stderr)")
        let found: [String] = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(found == natures)
    }

    /// What a move does, offline, in pokedex's own words: composed from the bundled facts, on a
    /// terminal and in JSON, with the facts themselves and the values games changed.
    @Test(arguments: [
        ("thunderbolt", "Special, 90 power. 10% chance to paralyze the target."),
        ("swords-dance", "Raises the user’s Attack by 2 stages."),
        ("comet-punch", "Physical, 18 power. Hits 2–5 times."),
        ("recover", "Heals the user by half its max HP."),
        ("extreme-speed", "Physical, 80 power. Usually goes first (priority +2)."),
        ("close-combat", "Physical, 120 power. Lowers the user’s Defense and Special Defense by 1 stage."),
        ("double-edge", "Physical, 120 power. The user takes a third of the damage dealt as recoil."),
        ("giga-drain", "Special, 75 power. Restores the user’s HP by half the damage dealt."),
        ("fake-out", "Physical, 40 power. Makes the target flinch. Usually goes first (priority +3)."),
        ("psychic", "Special, 90 power. 10% chance to lower the target’s Special Defense by 1 stage."),
        ("icy-wind", "Special, 55 power. Hits all opponents. Lowers all opponents’ Speed by 1 stage."),
        ("guillotine", "Physical. Knocks out the target in one hit."),
        ("whirlpool", "Special, 35 power. Traps the target for 5–6 turns."),
        ("thunder-wave", "Paralyzes the target."),
        ("slash", "Physical, 70 power. High critical-hit ratio."),
    ])
    func aMoveSaysWhatItDoesOfflineFromItsFacts(move: String, summary: String) async throws {
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", move, "--json", "--offline"]).stdout)
                as? [String: Any])
        #expect(json["summary"] as? String == summary)
        #expect(json["meta"] is [String: Any])
        let terminal = try await InProcessPokedex.runOnTerminal(
            ["move", move, "--offline", "--color", "never"], columns: 200)
        let lines = terminal.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
        #expect(lines.contains { $0 == summary }, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("`pokedex sync` fetches every effect"))
    }

    /// The facts a summary is made of, and what a move was before a game changed it.
    @Test func aMovesFactsAndPastValuesAreInItsJSON() async throws {
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", "thunderbolt", "--json", "--offline"]).stdout)
                as? [String: Any])
        let meta = try #require(json["meta"] as? [String: Any])
        #expect(meta["category"] as? String == "damage-ailment")
        #expect(meta["ailment"] as? String == "paralysis" && meta["ailment_chance"] as? Int == 10)
        let past = try #require(json["past_values"] as? [[String: Any]])
        #expect(past.count == 1)
        #expect(past.first?["changed_in"] as? String == "x-y" && past.first?["power"] as? Int == 95)
        #expect(past.first?["pp"] is NSNull)
        let terminal = try await InProcessPokedex.runOnTerminal(
            ["move", "thunderbolt", "--offline", "--color", "never"], columns: 100)
        #expect(terminal.stdout.contains("Before X/Y: 95 power."))
        let shellSmash = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", "shell-smash", "--json"]).stdout) as? [String: Any])
        let changes = try #require((shellSmash["meta"] as? [String: Any])?["stat_changes"] as? [[String: Any]])
        #expect(
            changes.map { "\($0["stat"] ?? "")\($0["change"] ?? "")" } == [
                "defense-1", "special-defense-1", "attack2", "special-attack2", "speed2",
            ])
    }

    /// An item's facts offline: Fling's power and what it does, and its attributes.
    @Test func anItemSaysWhatFlingDoesAndWhatKindOfItemItIs() async throws {
        let orb = try #require(
            try parseJSON(try await InProcessPokedex.run(["item", "flame-orb", "--json", "--offline"]).stdout)
                as? [String: Any])
        #expect(orb["fling_power"] as? Int == 30 && orb["fling_effect"] as? String == "burn")
        #expect((orb["attributes"] as? [String])?.contains("holdable") == true)
        let terminal = try await InProcessPokedex.runOnTerminal(
            ["item", "flame-orb", "--offline", "--color", "never"], columns: 100)
        #expect(terminal.stdout.contains("Fling     30 power, burns the target"))
        #expect(terminal.stdout.contains("Traits    Holdable"))
        #expect(terminal.stdout.contains("`pokedex sync` fetches every effect"))
    }

    /// An evolved Pokémon has its line's egg moves, marked with whose they are (Gible's for
    /// Garchomp, which PokeAPI gives none), and `move` lists it among their learners.
    @Test func eggMovesComeThroughTheLine() async throws {
        let moves = try #require(
            try parseJSON(
                try await InProcessPokedex.run(["moves", "garchomp", "--game", "sv", "--method", "egg", "--json"])
                    .stdout)
                as? [String: Any])
        let rows = try #require(moves["moves"] as? [[String: Any]])
        #expect(rows.count == 4)
        #expect(
            rows.allSatisfy {
                ($0["from"] as? [String: Any])?["name"] as? String == "gible" && $0["method"] as? String == "egg"
            })
        #expect(rows.compactMap { $0["name"] as? String }.contains("twister"))
        let gible = try #require(
            try parseJSON(
                try await InProcessPokedex.run(["moves", "gible", "--game", "sv", "--method", "egg", "--json"]).stdout)
                as? [String: Any])
        #expect((gible["moves"] as? [[String: Any]])?.allSatisfy { $0["from"] is NSNull } == true)
        let terminal = try await InProcessPokedex.runOnTerminal(
            ["moves", "garchomp", "--game", "sv", "--method", "egg", "--color", "never"], columns: 100)
        #expect(terminal.stdout.contains("From"))
        #expect(terminal.stdout.contains("Gible"))

        for arguments in [["move", "karate-chop", "--json"], ["move", "karate-chop", "--game", "usum", "--json"]] {
            let move = try #require(
                try parseJSON(try await InProcessPokedex.run(arguments).stdout) as? [String: Any])
            let learners = try #require(move["learned_by"] as? [[String: Any]])
            let electivire = try #require(learners.first { $0["name"] as? String == "electivire" }, "\(arguments)")
            #expect((electivire["from"] as? [String: Any])?["name"] as? String == "elekid", "\(arguments)")
            #expect(learners.first { $0["name"] as? String == "machamp" }?["from"] is NSNull)
        }
    }

    /// A Pokémon is referred to in one shape in every command's JSON: `{id, name,
    /// display_name, types}`, whatever else the object adds.
    @Test func everyCommandRefersToAPokemonInOneShape() async throws {
        func json(_ arguments: [String], stdin: String? = nil) async throws -> [String: Any] {
            let result: PokedexProcess.Result
            if let stdin {
                result = try await PokedexProcess.shell(
                    "printf '\(stdin)' | \"$0\" " + arguments.joined(separator: " "))
            } else {
                result = try await InProcessPokedex.run(arguments)
            }
            return try #require(try parseJSON(result.stdout) as? [String: Any], "\(arguments): \(result.stderr)")
        }
        var references: [(String, Any?)] = []
        let moves = try await json(["moves", "garchomp", "--game", "sv", "--method", "egg", "--json"])
        references.append(("moves.pokemon", moves["pokemon"]))
        references.append(("moves.from", (moves["moves"] as? [[String: Any]])?.first?["from"]))
        let move = try await json(["move", "karate-chop", "--game", "usum", "--json"])
        let learners = move["learned_by"] as? [[String: Any]] ?? []
        references.append(("move.learned_by", learners.first))
        references.append(("move.from", learners.first { !($0["from"] is NSNull) }?["from"]))
        references.append(
            ("ability.pokemon", (try await json(["ability", "levitate", "--json"])["pokemon"] as? [Any])?.first))
        references.append(("list", (try await json(["list", "--limit", "1", "--json"])["results"] as? [Any])?.first))
        references.append(
            ("compare", (try await json(["compare", "pikachu", "raichu", "--json"])["pokemon"] as? [Any])?.first))
        references.append(("random", try await json(["random", "--json", "--seed", "7"])))
        references.append(("search", (try await json(["search", "pika", "--json"])["results"] as? [Any])?.first))
        references.append(("show", try await json(["show", "pikachu", "--json", "--offline"])))
        let team = try await json(["team", "-", "--json"], stdin: "Garchomp\n- Earthquake\n")
        references.append(("team", (team["members"] as? [Any])?.first))
        for (place, reference) in references {
            let object = try #require(reference as? [String: Any], "\(place)")
            #expect(object["id"] is Int && object["name"] is String && object["display_name"] is String, "\(place)")
            #expect(object["types"] is [String], "\(place)")
        }
    }

    /// Legends: Z-A's learnsets (PKHeX's: PokeAPI has none), with the level each move turns
    /// Plus at; Brilliant Diamond/Shining Pearl's TMs as those games number them, no HMs.
    @Test func legendsZAAndBrilliantDiamondHaveTheirOwnMoves() async throws {
        let garchomp = try await InProcessPokedex.runOnTerminal(
            ["moves", "garchomp", "--game", "za", "--color", "never"], columns: 100)
        #expect(garchomp.stdout.contains("Lv.  Plus  Move"), "\(garchomp.stdout)")
        #expect(garchomp.stdout.contains("    12    15  Dragon Breath"))
        #expect(garchomp.stdout.contains("TM69  Earthquake"))
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["moves", "garchomp", "--game", "za", "--json"]).stdout)
                as? [String: Any])
        let rows = try #require(json["moves"] as? [[String: Any]])
        #expect(rows.first { $0["name"] as? String == "crunch" }?["plus_level"] as? Int == 51)
        let thunderbolt = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", "thunderbolt", "--game", "za", "--json"]).stdout)
                as? [String: Any])
        let learners = (thunderbolt["learned_by"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(learners.contains("pikachu"))
        let bdsp = try await InProcessPokedex.runOnTerminal(
            ["moves", "garchomp", "--game", "bdsp", "--method", "machine", "--color", "never"], columns: 100)
        #expect(!bdsp.stdout.contains("HM"))
        #expect(bdsp.stdout.contains("TM93  Cut") && bdsp.stdout.contains("TM100  Rock Climb"), "\(bdsp.stdout)")
        #expect(!bdsp.stdout.contains("\n      —  "))
    }

    /// No power is `null` whether PokeAPI wrote null or 0 (Victory Dance, Power Shift…), in
    /// `move` and in `moves` rows, which carry the move's priority too.
    @Test func noPowerIsNullAndRowsCarryPriority() async throws {
        let move = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", "victory-dance", "--json"]).stdout) as? [String: Any])
        #expect(move["power"] is NSNull && move["accuracy"] is NSNull)
        let moves = try #require(
            try parseJSON(try await InProcessPokedex.run(["moves", "pikachu", "--game", "sv", "--json"]).stdout)
                as? [String: Any])
        let rows = try #require(moves["moves"] as? [[String: Any]])
        #expect(rows.allSatisfy { ($0["power"] as? Int).map { $0 > 0 } ?? ($0["power"] is NSNull) })
        #expect(rows.first { $0["name"] as? String == "quick-attack" }?["priority"] as? Int == 1)
    }

    /// The default game is the latest a Pokémon learns moves by level in, not one that only
    /// trains (Champions); a game it learns nothing in is an empty answer naming the others;
    /// a downloadable part means its game; POKEDEX_GAME sets the game.
    @Test func theGameIsTheLatestWithLevelsAndAnEmptyGameIsAnAnswer() async throws {
        for pokemon in ["pikachu", "garchomp"] {
            let moves = try await InProcessPokedex.run(["moves", pokemon, "--json"])
            #expect(moves.status == 0)
            let json = try #require(try parseJSON(moves.stdout) as? [String: Any])
            // Legends: Z-A's learnsets (PKHeX's) make it the latest.
            #expect(json["version_group"] as? String == "legends-za", "\(pokemon)")
            #expect((json["games"] as? [String])?.last == "champions", "\(pokemon)")
        }
        let empty = try await InProcessPokedex.run(["moves", "garchomp", "--game", "red-blue", "--json"])
        #expect(empty.status == 0)
        let json = try #require(try parseJSON(empty.stdout) as? [String: Any])
        #expect(json["version_group"] as? String == "red-blue")
        #expect((json["moves"] as? [Any])?.isEmpty == true)
        #expect((json["games"] as? [String])?.first == "diamond-pearl")
        let teal = try await InProcessPokedex.run(["moves", "garchomp", "--game", "the-teal-mask", "--json"])
        #expect((try parseJSON(teal.stdout) as? [String: Any])?["version_group"] as? String == "scarlet-violet")
        let tealText = try await InProcessPokedex.runOnTerminal(
            ["moves", "garchomp", "--game", "the-teal-mask", "--color", "never"], columns: 100)
        #expect(
            tealText.stdout.contains("The Teal Mask is part of Scarlet/Violet: PokeAPI lists their moves together."))
        let set = try await InProcessPokedex.run(
            ["moves", "garchomp", "--json"], environment: ["POKEDEX_GAME": "swsh"])
        #expect((try parseJSON(set.stdout) as? [String: Any])?["version_group"] as? String == "sword-shield")
    }

    /// A value that narrows the request and names nothing is a usage error, with the nearest
    /// values, like a bad value of any option.
    @Test(arguments: [
        (
            ["moves", "pikachu", "--game", "scarlett"],
            "pokedex: --game takes a game, not 'scarlett' (did you mean 'scarlet-violet'"
        ),
        (
            ["list", "--ability", "levitat"],
            "pokedex: --ability takes an ability, not 'levitat' (did you mean 'levitate'?)."
        ),
        (
            ["list", "--move", "thunderbollt"],
            "pokedex: --move takes a move, not 'thunderbollt' (did you mean 'thunderbolt'"
        ),
        (
            ["list", "--egg-group", "dragn"],
            "pokedex: --egg-group takes an egg group, not 'dragn' (did you mean 'dragon'?)."
        ),
        (
            ["list", "--move", "tackle", "--game", "swrd"],
            "pokedex: --game takes a game, not 'swrd' (did you mean 'sword-shield'"
        ),
    ])
    func optionValuesThatNameNothingAreUsageErrors(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        ("sv", "scarlet-violet"), ("scarlet", "scarlet-violet"), ("Scarlet Violet", "scarlet-violet"),
        ("SWSH", "sword-shield"), ("usum", "ultra-sun-ultra-moon"), ("oras", "omega-ruby-alpha-sapphire"),
        ("bdsp", "brilliant-diamond-shining-pearl"), ("hgss", "heartgold-soulsilver"), ("frlg", "firered-leafgreen"),
        ("b2w2", "black-2-white-2"), ("lgpe", "lets-go-pikachu-lets-go-eevee"), ("red", "red-blue"),
        ("rby", "yellow"),
    ])
    func gamesAreNamedAsPlayersNameThem(game: String, versionGroup: String) async throws {
        let result = try await InProcessPokedex.run(["moves", "pikachu", "--game", game, "--json"])
        #expect(result.status == 0, "\(game): \(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["version_group"] as? String == versionGroup)
    }

    @Test func theDefaultGameIsTheLatestTheyLearnAnythingIn() async throws {
        // Bulbasaur's latest game with moves, by PokeAPI's version-group order.
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["moves", "bulbasaur", "--json"]).stdout) as? [String: Any])
        let latest = try #require(json["version_group"] as? String)
        let terminal = try await InProcessPokedex.runOnTerminal(
            ["moves", "bulbasaur", "--color", "never"], columns: 120)
        #expect(terminal.stdout.contains("(the latest game it learns moves in by level)"))
        let other = try await InProcessPokedex.run(["moves", "bulbasaur", "--game", "sv", "--json"])
        #expect(other.status == 0)
        #expect(latest != "red-blue")
    }

    @Test func aLearnsetListsEvolutionMovesAndMachinesByNumber() async throws {
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["moves", "raichu", "--game", "sv", "--json"]).stdout)
                as? [String: Any])
        let moves = try #require(json["moves"] as? [[String: Any]])
        let thunderbolt = try #require(
            moves.first { $0["name"] as? String == "thunderbolt" && $0["method"] as? String == "machine" })
        #expect(thunderbolt["machine"] as? String == "tm126")
        #expect(thunderbolt["level"] is NSNull)
        #expect(moves.contains { $0["method"] as? String == "level-up" && $0["level"] as? Int == 0 })
        let machines = moves.filter { $0["method"] as? String == "machine" }.compactMap { $0["machine"] as? String }
        let numbers = machines.compactMap { Int($0.dropFirst(2)) }
        #expect(numbers == numbers.sorted())
    }

    @Test func aMoveSaysWhoLearnsItAndHowInOneGame() async throws {
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", "stealth-rock", "--game", "sv", "--json"]).stdout)
                as? [String: Any])
        #expect(json["effect"] is NSNull)
        let learners = try #require(json["learned_by"] as? [[String: Any]])
        let garchomp = try #require(learners.first { $0["name"] as? String == "garchomp" })
        #expect((garchomp["methods"] as? [String])?.contains("machine") == true)
        let anyGame = try #require(
            try parseJSON(try await InProcessPokedex.run(["move", "stealth-rock", "--json"]).stdout) as? [String: Any])
        let everyone = try #require(anyGame["learned_by"] as? [[String: Any]])
        #expect(everyone.count > learners.count)
        #expect(everyone.allSatisfy { $0["methods"] == nil })
    }

    /// A list filtered by an ability or a move shows no effect text, so it fetches none and
    /// notes nothing, with PokeAPI at hand or not.
    @Test func aFilteredListAsksPokeAPINothing() async throws {
        let api = try StubPokeAPI()
        for filter in [["--ability", "levitate"], ["--move", "surf"]] {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-\(UUID().uuidString)")
            let result = try await InProcessPokedex.run(
                ["list"] + filter + ["--limit", "3"],
                environment: ["POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": api.apiURL, "POKEDEX_CACHE_DIR": cache.path])
            #expect(result.status == 0)
            #expect(result.stderr == "", "\(filter)")
            #expect(result.stdout.split(separator: "\n").count == 3)
        }
        #expect(api.server.stats.total == 0)
    }

    @Test func listFiltersByAbilityMoveAndEggGroup() async throws {
        let water = try await InProcessPokedex.run(
            ["list", "--move", "stealth-rock", "--type", "water", "--game", "sv", "--limit", "100"])
        #expect(water.status == 0)
        let rows = water.stdout.split(separator: "\n")
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.split(separator: "\t")[2].contains("water") })
        #expect(rows.contains { $0.split(separator: "\t")[1] == "wooper" })
        let levitate = try await InProcessPokedex.run(["list", "--ability", "levitate", "--json", "--limit", "200"])
        let json = try #require(try parseJSON(levitate.stdout) as? [String: Any])
        #expect(json["count"] as? Int == 44)
        let dragons = try await InProcessPokedex.run([
            "list", "--egg-group", "dragon", "--type", "fire", "--limit", "100",
        ])
        #expect(dragons.stdout.contains("\tcharizard\t"))
        // A game alone is that game's Pokédex.
        let noMove = try await InProcessPokedex.run(["list", "--game", "sv", "--limit", "1"])
        #expect(noMove.status == 0 && noMove.stdout == "906\tsprigatito\tgrass\tPaldea 1\n")
    }

    @Test func theFooterCarriesTheFiltersToTheNextPage() async throws {
        let result = try await InProcessPokedex.runOnTerminal(
            ["list", "--move", "stealth rock", "--game", "sv", "--limit", "5", "--color", "never"], columns: 120)
        #expect(result.stdout.contains("Next: pokedex list --move 'stealth rock' --game sv --offset 5 --limit 5"))
    }

    @Test func lineModeOpensMovesAndAbilitiesAndGoesBack() async throws {
        let result = try await PokedexProcess.shell(
            "printf 'show pikachu\\nopen static\\nopen 1\\nback\\nmoves pichu\\nmove thunderbolt\\nback\\nstack\\n' | \"$0\" browse"
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Static · ability 9"))
        #expect(result.stdout.contains("Pokédex › Pikachu › Static › Moves: Pichu\n"))
    }

    /// `POKEDEX_GAME` and `browse --game` set the game of the moves a session shows.
    @Test func aBrowsingSessionShowsMovesOfTheGameItIsGiven() async throws {
        let environment = try await PokedexProcess.shell(
            "printf 'moves pikachu\\n' | \"$0\" browse", environment: ["POKEDEX_GAME": "red"])
        #expect(environment.stdout.contains("#0025 Pikachu · moves in Red/Blue"), "\(environment.stdout)")
        let option = try await PokedexProcess.shell("printf 'moves pikachu\\n' | \"$0\" browse --game usum")
        #expect(option.stdout.contains("moves in Ultra Sun/Ultra Moon"), "\(option.stdout)")
        let latest = try await PokedexProcess.shell("printf 'moves pikachu\\n' | \"$0\" browse")
        #expect(latest.stdout.contains("moves in Legends: Z-A"), "\(latest.stdout)")
    }

    @Test func aBrokenOrMissingIndexIsADataErrorOfOneLine() async throws {
        let broken = try fixturesFolder(
            replacing: "pokedex-learnsets.tsv", with: "# header\n25\tscarlet-violet\tnot-a-pair\t\t\t\t\n")
        defer { try? FileManager.default.removeItem(at: broken) }
        let result = try await InProcessPokedex.run(
            ["moves", "pikachu", "--game", "sv"], environment: ["POKEDEX_FIXTURES": broken.path])
        #expect(result.status == 3)
        #expect(result.stdout == "")
        #expect(result.stderr == "pokedex: Unreadable data for pokedex-learnsets.tsv: line 2 is not a learnset row.\n")

        let missing = try fixturesFolder(replacing: "pokedex-learners.tsv", with: nil)
        defer { try? FileManager.default.removeItem(at: missing) }
        let move = try await InProcessPokedex.run(
            ["move", "thunderbolt"], environment: ["POKEDEX_FIXTURES": missing.path])
        #expect(move.status == 3)
        #expect(move.stderr.hasPrefix("pokedex: Pokédex data unavailable: no pokedex-learners.tsv at "))
        #expect(move.stderr.split(separator: "\n").count == 1)
    }
}
