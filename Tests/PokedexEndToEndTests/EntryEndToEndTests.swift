import Foundation
import PokedexCommandTesting
import PokedexSnapshotTesting
import PokedexTestSupport
import Testing

/// `show`, `type` and filtered lists of the real binary over the real fixtures, offline and
/// piped, against golden files (re-record with RECORD_SNAPSHOTS=1).
@Suite struct EntryEndToEndTests {
    @Test(arguments: [
        // A linear chain (show bulbasaur) and type fire: screens/ in ScreenGoldenTests.
        ("show-eevee", ["show", "eevee"]),  // eight branches
        ("show-tyrogue", ["show", "tyrogue"]),  // three branches by stats
        ("show-wurmple", ["show", "wurmple"]),  // two branches, two deep
        ("show-mew", ["show", "mew"]),  // no evolution, mythical
        ("show-charizard", ["show", "charizard"]),  // ×4 and ×¼
        ("show-gengar", ["show", "gengar"]),  // immunities
        ("show-charizard-mega-x", ["show", "charizard-mega-x"]),
        ("show-pikachu-ja", ["show", "pikachu", "--lang", "ja"]),
        ("list-fire-kanto", ["list", "--type", "fire", "--generation", "kanto", "--limit", "20"]),
        ("search-pika-ja", ["search", "ピカ", "--lang", "ja", "--json"]),
        ("list-water-fast", ["list", "--type", "water", "--where", "speed>=100", "--sort", "speed", "--desc"]),
        (
            "list-legendary-bst",
            ["list", "--legendary", "--fully-evolved", "--where", "bst<=580", "--sort", "bst", "--json"]
        ),
    ])
    func outputMatchesItsGoldenFile(name: String, arguments: [String]) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 0)
        if arguments.contains("--json") {
            assertJSONSnapshot(result.stdout, named: name)
        } else {
            assertSnapshot(result.stdout, named: name)
        }
    }

    /// Forms as the games have them: each form's own evolutions, found by the names players,
    /// Showdown and other languages write, named officially in the language.
    @Test func formsAsTheGamesHaveThem() async throws {
        func json(_ arguments: [String]) async throws -> [String: Any] {
            try #require(try parseJSON(try await InProcessPokedex.run(arguments + ["--json"]).stdout) as? [String: Any])
        }
        let clodsire = try #require(try await json(["show", "clodsire"])["evolution"] as? [String: Any])
        #expect(clodsire["form"] as? String == "wooper-paldea")
        let into = try #require((clodsire["evolves_to"] as? [[String: Any]])?.first)
        #expect(into["species"] as? String == "clodsire")
        #expect((into["conditions"] as? [[String: Any]])?.first?["min_level"] as? Int == 20)
        let bloodmoon = try await InProcessPokedex.runOnTerminal(["show", "ursaluna-bloodmoon", "--color", "never"])
        #expect(!bloodmoon.stdout.contains("Peat Block") && bloodmoon.stdout.contains("Does not evolve."))
        let slowking = try await InProcessPokedex.runOnTerminal(["show", "slowking", "--color", "never"], columns: 100)
        #expect(slowking.stdout.contains("trade holding King’s Rock") && !slowking.stdout.contains("Wreath"))
        let galarian = try await InProcessPokedex.runOnTerminal(
            ["show", "galarian slowking", "--color", "never"], columns: 100)
        #expect(galarian.stdout.contains("Slowking (Galar) ◀ · use Galarica Wreath"), "\(galarian.stdout)")
        let dusk = try await InProcessPokedex.runOnTerminal(
            ["show", "lycanroc-dusk", "--color", "never"], columns: 100)
        #expect(
            dusk.stdout.contains("Rockruff (Own Tempo)\n└─ Lycanroc (Dusk) ◀ · level 25, at dusk"), "\(dusk.stdout)")
        let sandslash = try await InProcessPokedex.runOnTerminal(
            ["show", "sandslash-alola", "--color", "never"], columns: 100)
        #expect(sandslash.stdout.contains("◀ · use Ice Stone") && !sandslash.stdout.contains("level 22"))
        let farigiraf = try await InProcessPokedex.runOnTerminal(
            ["show", "farigiraf", "--color", "never"], columns: 100)
        #expect(farigiraf.stdout.contains("level up knowing Twin Beam"))
        let mindsEye = try await InProcessPokedex.runOnTerminal(
            ["show", "ursaluna-bloodmoon", "--color", "never"], columns: 100)
        #expect(mindsEye.stdout.contains("Mind’s Eye"))
        // Names as people write them, in English and in other languages; Showdown's.
        for (typed, name) in [
            ("alolan vulpix", "vulpix-alola"), ("vulpix alola", "vulpix-alola"),
            ("mega charizard x", "charizard-mega-x"),
            ("wash rotom", "rotom-wash"), ("rotom wash", "rotom-wash"), ("galarian slowking", "slowking-galar"),
            ("gmax pikachu", "pikachu-gmax"), ("Genesect-Burn", "genesect"), ("Polteageist-Antique", "polteageist"),
            ("Sinistcha-Masterpiece", "sinistcha"), ("アローラロコン", "vulpix-alola"), ("Goupix d’Alola", "vulpix-alola"),
            ("メガリザードンX", "charizard-mega-x"), ("Alola-Vulpix", "vulpix-alola"),
            // A species of two words after the form's: its words joined again to find it.
            ("Mr. Mime-Galarian", "mr-mime-galar"),
        ] {
            #expect(try await json(["show", typed])["name"] as? String == name, "\(typed)")
        }
        let misspelt = try await InProcessPokedex.run(["show", "alolan vulpx"])
        #expect(misspelt.status != 0 && misspelt.stderr.contains("vulpix-alola"), "\(misspelt.stderr)")
        let search = try await InProcessPokedex.run(["search", "alolan"])
        #expect(search.stdout.contains("vulpix-alola") && search.stdout.contains("raichu-alola"))
        let damage = try await InProcessPokedex.run(["damage", "252 Atk Genesect-Burn U-turn vs. 0 HP / 0 Def Pikachu"])
        #expect(damage.status == 0, "\(damage.stderr)")
        // Named as the games name them, in three languages.
        for (language, pokemon, shown) in [
            ("ja", "rotom-wash", "ウォッシュロトム"), ("de", "charizard-mega-x", "Mega-Glurak X"),
            ("fr", "vulpix-alola", "Goupix d’Alola"), ("ko", "rotom-wash", "워시로토무"),
        ] {
            #expect(try await json(["show", pokemon, "--lang", language])["display_name"] as? String == shown)
        }
        // A move learnt by special means (Pichu's Volt Tackle from a Light Ball parent) is learnable.
        let team = try await PokedexProcess.shell(
            "printf 'Pikachu @ Light Ball\\nAbility: Static\\n- Volt Tackle\\n- Extreme Speed\\n' | \"$0\" team - --game sv"
        )
        #expect(!team.stderr.contains("cannot learn Volt Tackle"), "\(team.stderr)")
        #expect(team.stderr.contains("cannot learn Extreme Speed"), "\(team.stderr)")
    }

    @Test func showJSONCarriesTheEntry() async throws {
        let result = try await InProcessPokedex.run(["show", "eevee", "--json"])
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["is_legendary"] as? Bool == false)
        #expect(json["egg_groups"] as? [String] == ["ground"])
        #expect(json["gender_rate"] as? Int == 1)
        #expect(json["capture_rate"] as? Int == 45)
        #expect(json["type_defenses"] as? [String: Double] == ["fighting": 2, "ghost": 0])
        let forms = try #require(json["forms"] as? [[String: Any]])
        #expect(forms.map { $0["name"] as? String } == ["eevee", "eevee-starter", "eevee-gmax"])
        #expect(forms.first?["is_default"] as? Bool == true)
        let evolution = try #require(json["evolution"] as? [String: Any])
        #expect(evolution["species"] as? String == "eevee")
        #expect(evolution["condition_text"] is NSNull)
        #expect((evolution["evolves_to"] as? [Any])?.count == 8)
    }

    /// Evolution conditions as facts a script can read, the prose beside them; the ways other
    /// games have (Leafeon near a Moss Rock, Magnezone in a magnetic field) kept and said.
    @Test(
        arguments: [
            ("venusaur", ["ivysaur", "venusaur"], "level 32", ["trigger": "level-up", "min_level": "32"]),
            ("vaporeon", ["vaporeon"], "use Water Stone", ["trigger": "use-item", "item": "water-stone"]),
            (
                "umbreon", ["umbreon"], "high friendship, at night",
                ["trigger": "level-up", "min_happiness": "160", "time_of_day": "night"]
            ),
            (
                "leafeon", ["leafeon"], "use Leaf Stone (other games: level up near a Moss Rock)",
                ["trigger": "use-item", "item": "leaf-stone"]
            ),
            (
                "glaceon", ["glaceon"], "use Ice Stone (other games: level up near an Ice Rock)",
                ["trigger": "use-item", "item": "ice-stone"]
            ),
            (
                "magnezone", ["magneton", "magnezone"], "use Thunder Stone (other games: level up in a magnetic field)",
                ["trigger": "use-item", "item": "thunder-stone"]
            ),
        ] as [(String, [String], String, [String: String])])
    func evolutionConditionsAreFacts(
        pokemon: String, path: [String], text: String, first: [String: String]
    ) async throws {
        let result = try await InProcessPokedex.run(["show", pokemon, "--json", "--offline"])
        var node = try #require((try parseJSON(result.stdout) as? [String: Any])?["evolution"] as? [String: Any])
        for species in path {
            node = try #require(
                (node["evolves_to"] as? [[String: Any]])?.first { $0["species"] as? String == species }, "\(species)")
        }
        #expect(node["condition_text"] as? String == text)
        let conditions = try #require(node["conditions"] as? [[String: Any]])
        let usual = try #require(conditions.first)
        // What it requires, the game it is recorded for, and that it is the usual way: no more
        // (but for the form it starts from, where PokeAPI names it).
        #expect(usual.filter { $0.key != "base_form" }.count == first.count + 2, "\(usual)")
        for (key, value) in first {
            #expect(usual[key].map { "\($0)" } == value, "\(key)")
        }
        #expect(usual["usual"] as? Bool == true)
        #expect(usual["version_group"] is String)
        if text.contains("other games") {
            let older = try #require(conditions.first { $0["usual"] as? Bool == false })
            #expect(older["trigger"] as? String == "level-up")
            #expect(older["version_group"] as? String == "diamond-pearl")
        }
    }

    @Test(arguments: [
        ("Mr. Mime", 122), ("mr mime", 122), ("Farfetch'd", 83), ("Farfetch’d", 83), ("Nidoran♀", 29),
        ("nidoran f", 29), ("Type: Null", 772), ("Flabébé", 669), ("flabebe", 669), ("deoxys", 386),
        ("giratina", 487), ("ピカチュウ", 25), ("Évoli", 133), ("피카츄", 25), ("charizard-mega-x", 10034), ("10034", 10034),
        // As Pokémon Showdown writes forms.
        ("Tauros-Paldea-Combat", 10250), ("Pikachu-Original", 10094), ("Meowstic-F", 10025),
        ("Urshifu-Rapid-Strike", 10191), ("Necrozma-Dusk-Mane", 10155), ("Ogerpon-Wellspring", 10273),
        ("Rotom-Wash", 10009), ("Indeedee-F", 10186), ("Urshifu", 892),
    ])
    func everyWayOfWritingANameResolves(name: String, id: Int) async throws {
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["show", name, "--json"]).stdout) as? [String: Any])
        #expect(json["id"] as? Int == id)
    }

    /// Names pasted or typed in other Unicode forms: decomposed accents (macOS, many web pages),
    /// full-width Latin and digits (Japanese input methods), half-width katakana, decomposed
    /// kana and jamo, zero-width characters.
    @Test(arguments: [
        ("Flabe\u{301}be\u{301}", 669), ("E\u{301}voli", 133), ("ＰＩＫＡＣＨＵ", 25), ("ｐｉｋａｃｈｕ", 25),
        ("２５", 25), ("＃００２５", 25), ("ﾋﾟｶﾁｭｳ", 25), ("フシキ\u{3099}ダネ", 1),
        ("\u{1111}\u{1175}\u{110F}\u{1161}\u{110E}\u{1172}", 25), ("Pika\u{200B}chu", 25), ("Ｍｒ．　Ｍｉｍｅ", 122),
    ])
    func equivalentUnicodeFormsOfANameResolve(name: String, id: Int) async throws {
        let result = try await InProcessPokedex.run(["show", name, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(json["id"] as? Int == id)
    }

    /// `POKEDEX_LANG` chooses the language as `--lang` does, and `--lang` wins over it.
    @Test func theLanguageVariableIsRead() async throws {
        let japanese = try await InProcessPokedex.run(["show", "25"], environment: ["POKEDEX_LANG": "ja"])
        #expect(japanese.status == 0)
        #expect(japanese.stdout.hasPrefix("#0025 ピカチュウ\n"))
        let french = try await InProcessPokedex.run(
            ["show", "25", "--lang", "fr"], environment: ["POKEDEX_LANG": "ja"])
        #expect(french.stdout.hasPrefix("#0025 Pikachu\n"))
        #expect(french.stdout.contains("Pokémon Souris"))
        let bad = try await InProcessPokedex.run(["show", "25"], environment: ["POKEDEX_LANG": "klingon"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("pokedex: POKEDEX_LANG takes one of en, ja,"))
    }

    @Test func suggestionsDrawOnEveryLanguage() async throws {
        let result = try await InProcessPokedex.run(["show", "Pikachuu"])
        #expect(result.status == 1)
        #expect(result.stderr == "pokedex: No Pokémon named 'Pikachuu'. Did you mean: pikachu?\n")
        let french = try await InProcessPokedex.run(["show", "Salamech"])
        #expect(french.status == 1)
        #expect(french.stderr.contains("Did you mean: charmander"))
    }

    @Test func theFilteredListCountsOnlyWhatItShows() async throws {
        let json = try #require(
            try parseJSON(
                try await InProcessPokedex.run(
                    ["list", "--type", "fire", "--type", "flying", "--json", "--limit", "2"]).stdout) as? [String: Any])
        #expect(json["next_offset"] as? Int == 2)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["name"] as? String } == ["charizard", "moltres"])
        let count = try #require(json["count"] as? Int)
        #expect(count > 2 && count < 30)
    }

    @Test func unknownTypesAndGenerationsAreUsageOrNotFound() async throws {
        #expect(try await InProcessPokedex.run(["list", "--type", "plasma"]).status == 2)
        #expect(try await InProcessPokedex.run(["list", "--generation", "10"]).status == 2)
        #expect(try await InProcessPokedex.run(["show", "1", "--type", "fire"]).status == 2)
        #expect(try await InProcessPokedex.run(["show", "1", "--lang", "xx"]).status == 2)
        let type = try await InProcessPokedex.run(["type", "fier"])
        #expect(type.status == 1)
        #expect(type.stderr == "pokedex: No type named 'fier'. Did you mean: fire?\n")
    }

    @Test func aFilteredSortedListOnATerminalCarriesItsOptionsToTheNextPage() async throws {
        let result = try await InProcessPokedex.runOnTerminal(
            [
                "list", "--where", "spe>=130", "--fully-evolved", "--sort", "bst", "--desc", "--limit", "5", "--color",
                "never",
            ],
            columns: 120)
        #expect(result.status == 0)
        assertSnapshot(result.stdout.replacingOccurrences(of: "\r\n", with: "\n"), named: "terminal-list-fast-sorted")
        #expect(
            result.stdout.contains(
                "Next: pokedex list --where 'speed>=130' --fully-evolved --sort total --desc --offset 5 --limit 5"))
    }

    @Test(arguments: [
        (["--where", "speed>>100"], "pokedex: --where: a number must follow '>' in 'speed>>100', not '>100'."),
        (["--where", "speed>=fast"], "pokedex: --where: 'fast' is not a number in 'speed>=fast'."),
        (["--where", "colour=red"], "pokedex: --where: unknown field 'colour' in 'colour=red' (fields: "),
        (["--sort", "colour"], "pokedex: --sort takes id, name, hp, attack"),
    ])
    func aMalformedWhereOrSortIsAUsageError(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(["list"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    /// Defences as the games have them (written here from the type chart the games print, not
    /// read from the bundle): Bulbasaur takes Grass at a quarter, Gyarados Electric four times
    /// and nothing from Ground.
    @Test func defencesAreTheGamesOwn() async throws {
        func defences(_ name: String) async throws -> [String: Double]? {
            let json = try parseJSON(try await InProcessPokedex.run(["show", name, "--json"]).stdout)
            return (json as? [String: Any])?["type_defenses"] as? [String: Double]
        }
        #expect(
            try await defences("bulbasaur") == [
                "fire": 2, "ice": 2, "flying": 2, "psychic": 2, "water": 0.5, "electric": 0.5, "grass": 0.25,
                "fighting": 0.5, "fairy": 0.5,
            ])
        #expect(
            try await defences("gyarados") == [
                "electric": 4, "rock": 2, "fire": 0.5, "water": 0.5, "fighting": 0.5, "bug": 0.5, "steel": 0.5,
                "ground": 0,
            ])
    }

    @Test func arceusAndSilvallyByTheirTypeAreThatType() async throws {
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["show", "Arceus-Fire", "--json"]).stdout) as? [String: Any])
        #expect(json["id"] as? Int == 493)
        #expect(json["display_name"] as? String == "Arceus (Fire)")
        #expect(json["types"] as? [String] == ["fire"])
        #expect(
            json["type_defenses"] as? [String: Double] == [
                "fire": 0.5, "water": 2, "grass": 0.5, "ice": 0.5, "ground": 2, "bug": 0.5, "rock": 2, "steel": 0.5,
                "fairy": 0.5,
            ])
        let silvally = try await InProcessPokedex.run(["compare", "silvally-water", "silvally"])
        #expect(silvally.stdout.hasPrefix("773\tsilvally\twater\t"))
        #expect(try await InProcessPokedex.run(["moves", "arceus-fire", "--game", "sv"]).status == 0)
    }
}

/// English that read wrong in English too.
@Suite struct EnglishWordingTests {
    @Test func aMovesTargetReadsAsTheGamesWordIt() async throws {
        let spikes = try await InProcessPokedex.runOnTerminal(["move", "spikes", "--color", "never"])
        #expect(spikes.stdout.contains("Target    Opponents' side"))
        let bolt = try await InProcessPokedex.runOnTerminal(["move", "thunderbolt", "--color", "never"])
        #expect(bolt.stdout.contains("Target    Selected Pokémon"))
    }

    /// `use Thunder Stone, in Alola` says nothing `use Thunder Stone` does not.
    @Test func aWayWithMoreToItBesideTheSameWayIsLeftOut() async throws {
        let raichu = try await InProcessPokedex.runOnTerminal(["show", "raichu", "--no-sprite", "--color", "never"])
        #expect(raichu.stdout.contains("Raichu ◀ · use Thunder Stone\n"), "\(raichu.stdout)")
    }
}

/// An entry's Smogon tiers: where Smogon's Scarlet/Violet formats place it, as players know
/// them (Koraidon an Uber and restricted; Dragonite OU), and nothing for one not in the games.
@Suite struct SmogonTierEntryTests {
    @Test func theEntryNamesItsTiers() async throws {
        let koraidon = try await InProcessPokedex.runOnTerminal(["show", "koraidon"], environment: ["NO_COLOR": "1"])
        #expect(koraidon.stdout.contains("\nSmogon     Uber · DUber · National Dex AG\n"), "\(koraidon.stdout)")
        let json = try await InProcessPokedex.run(["show", "dragonite", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let tiers = try #require(object["smogon_tiers"] as? [String: Any])
        #expect(tiers["singles"] as? String == "OU" && tiers["doubles"] as? String == "DOU")
        #expect(tiers["restricted"] as? Bool == false)
        // Not in Scarlet/Violet: no line (Showdown's `Illegal` says nothing to a player).
        let cosplay = try await InProcessPokedex.runOnTerminal(
            ["show", "pikachu-cosplay"], environment: ["NO_COLOR": "1"])
        #expect(cosplay.status == 0 && !cosplay.stdout.contains("Smogon"))
        // In another language, the National Dex in its words.
        let japanese = try await InProcessPokedex.runOnTerminal(
            ["show", "koraidon", "--lang", "ja"], environment: ["NO_COLOR": "1"])
        #expect(japanese.stdout.contains("Uber · DUber · 全国図鑑 AG"))
    }
}
