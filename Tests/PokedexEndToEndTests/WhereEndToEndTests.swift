import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

/// `where` and `location` of the real binary over the real fixtures, offline: against the
/// PokeAPI bodies `make fixtures` keeps as samples, and the cases players ask about.
@Suite struct WhereEndToEndTests {
    /// One encounter as a flat, comparable tuple: area (or Pokémon), version, max chance,
    /// method, levels, chance, conditions.
    private typealias Flat = [String]

    private static func flatten(_ versions: [[String: Any]], owner: String) -> [Flat] {
        versions.flatMap { version -> [Flat] in
            let name =
                (version["version"] as? [String: Any])?["name"] as? String ?? version["version"] as? String ?? "?"
            let details = version["encounter_details"] as? [[String: Any]] ?? []
            return details.map { detail in
                let method =
                    (detail["method"] as? [String: Any])?["name"] as? String ?? detail["method"] as? String ?? "?"
                let conditions = (detail["condition_values"] as? [Any] ?? []).map { value in
                    (value as? [String: Any])?["name"] as? String ?? value as? String ?? "?"
                }
                return [
                    owner, name, "\(version["max_chance"] ?? "")", method, "\(detail["min_level"] ?? "")",
                    "\(detail["max_level"] ?? "")", "\(detail["chance"] ?? "")",
                ] + conditions
            }
        }
    }

    /// The versions whose encounters come from the games' own tables (PKHeX's), not PokeAPI.
    static let tableVersions: Set<String> = [
        "scarlet", "violet", "the-teal-mask-scarlet", "the-teal-mask-violet", "the-indigo-disk-scarlet",
        "the-indigo-disk-violet", "legends-arceus", "brilliant-diamond", "shining-pearl", "legends-za",
        "mega-dimension",
    ]

    private static func sorted(_ rows: [Flat]) -> [Flat] {
        rows.sorted { $0.joined(separator: "|") < $1.joined(separator: "|") }
    }

    private static func sample(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(
            with: Data(contentsOf: fixturesRoot.appendingPathComponent("samples/\(path).json")))
    }

    /// Every encounter PokeAPI lists for the sample Pokémon, and no other, by name.
    @Test(arguments: [1, 25, 129, 154, 163])
    func whereEqualsPokeAPIsEncounters(pokemon: Int) async throws {
        let body = try #require(try Self.sample("encounters/\(pokemon)") as? [[String: Any]])
        let expected = body.flatMap { area in
            Self.flatten(
                area["version_details"] as? [[String: Any]] ?? [],
                owner: (area["location_area"] as? [String: Any])?["name"] as? String ?? "?")
        }
        let result = try await InProcessPokedex.run(["where", String(pokemon), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        // PokeAPI's games only: the others' come from their own tables.
        let shown = (json["encounters"] as? [[String: Any]] ?? []).flatMap { area in
            Self.flatten(
                area["version_details"] as? [[String: Any]] ?? [],
                owner: (area["location_area"] as? [String: Any])?["name"] as? String ?? "?")
        }.filter { !Self.tableVersions.contains($0[1]) }
        #expect(Self.sorted(shown) == Self.sorted(expected))
        #expect(shown.count == expected.count)
    }

    /// Every Pokémon PokeAPI lists in the sample areas, with every way to meet it.
    @Test(arguments: [(185, "johto-route-29"), (295, "kanto-route-1"), (321, "viridian-forest")])
    func locationEqualsPokeAPIsArea(area: Int, location: String) async throws {
        let body = try #require(try Self.sample("location-area/\(area)") as? [String: Any])
        let expected = (body["pokemon_encounters"] as? [[String: Any]] ?? []).flatMap { encounter in
            Self.flatten(
                encounter["version_details"] as? [[String: Any]] ?? [],
                owner: (encounter["pokemon"] as? [String: Any])?["name"] as? String ?? "?")
        }
        let result = try await InProcessPokedex.run(["location", location, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let areas = try #require(json["areas"] as? [[String: Any]])
        let shownArea = try #require(areas.first { $0["id"] as? Int == area })
        let shown = (shownArea["pokemon_encounters"] as? [[String: Any]] ?? []).flatMap { encounter in
            Self.flatten(
                encounter["version_details"] as? [[String: Any]] ?? [],
                owner: (encounter["pokemon"] as? [String: Any])?["name"] as? String ?? "?")
        }
        #expect(Self.sorted(shown) == Self.sorted(expected))
    }

    private func terminal(_ arguments: [String], columns: Int = 100) async throws -> [String] {
        let result = try await InProcessPokedex.runOnTerminal(arguments + ["--color", "never"], columns: columns)
        #expect(result.status == 0)
        return result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The games PokeAPI has no locations for answer from their own tables (PKHeX's, bundled
    /// by `make fixtures`): places, level bands, alphas, borders, in every language.
    @Test func theGamesPokeAPILacksAnswerFromTheirOwnTables() async throws {
        func row(_ lines: [String], _ place: String, _ levels: String, _ when: String = "") -> Bool {
            lines.contains {
                $0.hasPrefix(place + " ") && ($0.contains("Lv. \(levels) ") || $0.hasSuffix("Lv. \(levels)"))
                    && (when.isEmpty || $0.contains(when))
            }
        }
        let scarlet = try await terminal(["where", "ralts", "--game", "sv"], columns: 200)
        #expect(row(scarlet, "South Province (Area One)", "5–8", "Not at night"), "\(scarlet)")
        // A border crossing is its place's: Los Platos, where it wanders in from South Province.
        #expect(row(scarlet, "Los Platos", "5–8", "wanders in from South Province (Area One)"), "\(scarlet)")
        #expect(!scarlet.contains { $0.hasPrefix("Los Platos (from") })
        let all = try await terminal(["where", "ralts", "--game", "sv", "--all"], columns: 200)
        #expect(row(all, "Los Platos (from South Province (Area One))", "5–8"), "\(all)")
        #expect(scarlet.contains("Scarlet: The Teal Mask, Violet: The Teal Mask"))
        #expect(row(scarlet, "Reveler's Road", "13–16"))
        #expect(row(scarlet, "Reveler's Road", "57–60"))
        let arceus = try await terminal(["where", "ralts", "--game", "pla"])
        // The Mirelands' spots, their levels that meet one band.
        #expect(row(arceus, "Crimson Mirelands", "16–22"), "\(arceus)")
        #expect(row(arceus, "Crimson Mirelands", "31–37", "Alpha"))
        #expect(row(arceus, "Alabaster Icelands", "16–19", "within Heart’s Crag"))
        #expect(arceus.contains { $0.contains("Massive outbreak") })
        let diamond = try await terminal(["where", "ralts", "--game", "bdsp"])
        #expect(row(diamond, "Route 203", "4–6"), "\(diamond)")
        #expect(diamond.contains("Brilliant Diamond, Shining Pearl"))
        let lumiose = try await terminal(["where", "ralts", "--game", "za"])
        #expect(row(lumiose, "Vert Sector 4", "10–12"), "\(lumiose)")
        #expect(row(lumiose, "Vert Sector 4", "20–22", "Alpha"))
        let area = try await terminal(["location", "South Province (Area One)", "--game", "sv"])
        #expect(area.contains { $0.hasPrefix("Ralts ") && $0.contains("Lv. 5–8") }, "\(area)")
        #expect(area.contains { $0.hasPrefix("Pawmi ") })
        let japanese = try await terminal(["location", "South Province (Area One)", "--game", "sv", "--lang", "ja"])
        #expect(japanese.first?.hasPrefix("南１番エリア") == true, "\(japanese.first ?? "")")
        // JSON keeps PokeAPI's shape; the tables give no rates.
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["where", "ralts", "--game", "bdsp", "--json"]).stdout)
                as? [String: Any])
        let encounters = try #require(json["encounters"] as? [[String: Any]])
        let route = try #require(
            encounters.first { ($0["location_area"] as? [String: Any])?["name"] as? String == "sinnoh-route-203-area" })
        let versions = (route["version_details"] as? [[String: Any]] ?? []).compactMap { $0["version"] as? String }
        #expect(versions.contains("brilliant-diamond") && versions.contains("shining-pearl"))
        #expect(json["games_without_locations"] as? [String] == [])
        // A game that does not have it says which do; games are named as players write them.
        let red = try await terminal(["where", "ralts", "--game", "pokemon red"]).joined(separator: " ")
        #expect(red.contains("Not in the Pokédex of Red/Blue. Met in the wild in Ruby/Sapphire, Emerald"), "\(red)")
        #expect(red.contains("Scarlet/Violet, Legends: Z-A."))
        for (spelling, game) in [
            ("Pokémon Scarlet", "Scarlet"), ("SV", "Scarlet/Violet"), ("HG", "HeartGold/SoulSilver"),
            ("SS", "HeartGold/SoulSilver"),
            ("BDSP", "Brilliant Diamond/Shining Pearl"), ("PLA", "Legends: Arceus"), ("ZA", "Legends: Z-A"),
            ("SwSh", "Sword/Shield"), ("LGPE", "Let’s Go, Pikachu!/Let’s Go, Eevee!"),
        ] {
            let lines = try await terminal(["where", "pikachu", "--game", spelling], columns: 200)
            #expect(lines.first == "#0025 Pikachu · where to find it in \(game)", "\(spelling)")
        }
    }

    /// What `where` and `location` got wrong: a location with no areas hid the area of its name,
    /// a typo in one language made namesakes of Route 10 and 11, raid dens of both rarities were
    /// two rows that read the same, and a dual-slot condition listed five games for one left out.
    @Test func namesakesAreasAndDensAreRight() async throws {
        let den = try #require(
            try parseJSON(try await InProcessPokedex.run(["location", "brooklet-hill-totems-den", "--json"]).stdout)
                as? [String: Any])
        let areas = try #require(den["areas"] as? [[String: Any]])
        #expect(den["name"] as? String == "brooklet-hill")
        #expect(areas.first?["name"] as? String == "brooklet-hill-totems-den")
        #expect((areas.first?["pokemon_encounters"] as? [Any])?.isEmpty == false)
        let route = try await terminal(["location", "route 1", "--game", "red"], columns: 200)
        let also = try #require(route.first { $0.hasPrefix("Also of this name:") })
        #expect(!also.contains("kanto-route-10") && !also.contains("kanto-route-11"), "\(also)")
        #expect(also.contains("unova-route-1"))
        let dens = try await terminal(["where", "ralts", "--game", "swsh"], columns: 200)
        // Platinum's Ralts on Route 209 is in the slot Vulpix takes with LeafGreen in the second
        // slot: said as the game it is not with.
        let platinum = try await terminal(["where", "ralts", "--game", "platinum"], columns: 200)
        #expect(
            platinum.contains { $0.hasPrefix("Route 209") && $0.hasSuffix("4%  Not with LeafGreen in slot 2") },
            "\(platinum)")
        // A chance as French writes it, with a narrow space before the sign.
        let french = try await terminal(["where", "pikachu", "--game", "red", "--lang", "fr"])
        #expect(french.contains { $0.hasPrefix("Forêt de Jade") && $0.contains("5\u{202F}%") }, "\(french)")
        let watchtower = dens.filter { $0.hasPrefix("Watchtower Ruins (Max Den A)") }
        #expect(watchtower.count == 1, "\(watchtower)")
        #expect(watchtower.first?.hasSuffix("Start a max raid with a difficulty of 1 star.") == true)
    }

    /// Today's games as their players know them: a version's own Pokémon in it alone, the
    /// starters, gifts and legendaries met once, raids where they are hosted, a part of a game
    /// alone, and every answer short enough to read.
    @Test func todaysGamesAreTrueAndWhole() async throws {
        let violet = try await terminal(["where", "great-tusk", "--game", "violet"])
        #expect(violet.first == "#0984 Great Tusk · where to find it in Violet")
        #expect(!violet.contains { $0.contains("Overworld") }, "\(violet)")
        #expect(violet.contains("Only in Scarlet: in Violet, trade for it or meet it in a Union Circle."))
        let koraidon = try #require(
            try parseJSON(try await InProcessPokedex.run(["where", "koraidon", "--json"]).stdout) as? [String: Any])
        let versions = Set(
            (koraidon["encounters"] as? [[String: Any]] ?? []).flatMap {
                ($0["version_details"] as? [[String: Any]] ?? []).compactMap { $0["version"] as? String }
            })
        #expect(versions == ["scarlet"])
        #expect(koraidon["only_in"] as? [String] == ["scarlet"])
        let sprigatito = try await terminal(["where", "sprigatito", "--game", "sv"])
        #expect(sprigatito.contains { $0.hasPrefix("Cabo Poco") && $0.contains("Starter") && $0.contains("Lv. 5") })
        #expect(sprigatito.contains("Starter  Cabo Poco · Lv. 5"), "\(sprigatito)")
        let ogerpon = try await terminal(["where", "ogerpon", "--game", "sv"])
        #expect(ogerpon.contains { $0.hasPrefix("Dreaded Den") && $0.contains("Never shiny") }, "\(ogerpon)")
        // Raids on the map that hosts them, by stars and version.
        let dreepy = try await terminal(["where", "dreepy", "--game", "sv"])
        #expect(dreepy.contains { $0.hasPrefix("Paldea") && $0.contains("Tera Raid") && $0.contains("3-star") })
        #expect(!dreepy.contains { $0.localizedCaseInsensitiveContains("crystal cavern") })
        #expect(dreepy.contains("Violet") && !dreepy.contains("Scarlet"))
        // A part of a game alone; one that has none says so, and never shows the game instead.
        let tealMask = try await terminal(["where", "pikachu", "--game", "tm"])
        #expect(tealMask.first == "#0025 Pikachu · where to find it in The Teal Mask")
        #expect(tealMask.contains("Scarlet: The Teal Mask, Violet: The Teal Mask"))
        #expect(!tealMask.contains("Scarlet, Violet"))
        let none = try await terminal(["where", "sprigatito", "--game", "id"])
        #expect(none.contains("Not met in The Indigo Disk."), "\(none)")
        #expect(!none.contains { $0.contains("Cabo Poco") })
        // Short enough to read: within 80 lines at 100 columns; every row with --all.
        for (pokemon, game) in [("dreepy", "sv"), ("eevee", "pla")] {
            let lines = try await terminal(["where", pokemon, "--game", game])
            #expect(lines.count <= 80, "\(pokemon) in \(game): \(lines.count) lines")
            let all = try await terminal(["where", pokemon, "--game", game, "--all"])
            #expect(all.count > lines.count * 2, "\(pokemon) in \(game) --all: \(all.count) lines")
            // Piped, a row per line and version: nothing folded for tools.
            let piped = try await InProcessPokedex.run(["where", pokemon, "--game", game]).stdout
            #expect(piped == (try await InProcessPokedex.run(["where", pokemon, "--game", game, "--all"]).stdout))
            #expect(piped.split(separator: "\n").count > lines.count, "\(pokemon) in \(game) piped")
        }
        // Piped, an answer with no row says so on stderr: no command answers with nothing.
        let piped = try await InProcessPokedex.run(["where", "great-tusk", "--game", "violet"])
        #expect(piped.status == 0 && piped.stdout.isEmpty)
        #expect(piped.stderr.hasPrefix("pokedex: Not met in Violet."), "\(piped.stderr)")
    }

    /// The cases players ask about: Pikachu in Viridian Forest, a rod's catch, a night-only
    /// Pokémon, one met nowhere that evolves, a game with no locations anywhere.
    @Test func theCasesPlayersAskAbout() async throws {
        let red = try await terminal(["where", "pikachu", "--game", "rb"])
        #expect(red.first == "#0025 Pikachu · where to find it in Red/Blue")
        #expect(red.contains("Viridian Forest    Walking    Lv. 3–5      5%"))
        #expect(red.contains("Red, Blue"))
        let yellow = try await terminal(["where", "pikachu", "--game", "yellow"])
        #expect(yellow.contains("Pallet Town  Gift   Lv. 5    100%"))
        let rod = try await terminal(["where", "magikarp", "--game", "red", "--method", "super rod"])
        #expect(rod.contains { $0.hasPrefix("Route 12") && $0.contains("Super Rod  Lv. 15     25%") })
        #expect(!rod.contains { $0.contains("Old Rod") })
        let night = try await terminal(["where", "hoothoot", "--game", "gs"])
        #expect(night.contains { $0.hasPrefix("Route 29") && $0.hasSuffix("At night") })
        let nowhere = try await terminal(["where", "servine"])
        #expect(nowhere.joined(separator: " ").contains("Evolve it from Snivy (level 17)."))
        let champions = try await terminal(["where", "pikachu", "--game", "champions"])
        #expect(champions.contains("In the Pokédex of Champions, but pokedex has no locations for this game."))
        let json = try #require(
            try parseJSON(try await InProcessPokedex.run(["where", "servine", "--json"]).stdout) as? [String: Any])
        #expect((json["evolves_from"] as? [String: Any])?["name"] as? String == "snivy")
        let pikachu = try #require(
            try parseJSON(try await InProcessPokedex.run(["where", "pikachu", "--json"]).stdout) as? [String: Any])
        #expect(pikachu["games_without_locations"] as? [String] == ["champions"])
        // Met in the game, and had by evolving too: from what (a parent far from it by id too).
        let raichu = try await terminal(["where", "raichu", "--game", "sv"])
        #expect(raichu.contains("Evolve     from Pikachu"), "\(raichu)")
        let kleavor = try await terminal(["where", "kleavor", "--game", "pla"])
        #expect(kleavor.contains { $0.hasPrefix("Evolve") && $0.hasSuffix("from Scyther") }, "\(kleavor)")
        // A first stage met nowhere hatches from its line's eggs.
        let fuecoco = try await terminal(["where", "floragato"])
        #expect(fuecoco.joined(separator: " ").contains("Evolve it from Sprigatito (level 16)."), "\(fuecoco)")
        // A version of a game: its rows alone.
        let version = try await terminal(["where", "pikachu", "--game", "red"])
        #expect(version.first == "#0025 Pikachu · where to find it in Red")
        #expect(version.contains("Red") && !version.contains("Red, Blue") && !version.contains("Blue"))
    }

    /// A place by any of its names; a name two regions share means the one with encounters in
    /// the game asked about; an area's name means its location, every area grouped.
    @Test func placesAreFoundByAnyNameAndGrouped() async throws {
        let route = try await terminal(["location", "route 1", "--game", "red"])
        #expect(route.first == "Route 1 · Kanto · in Red/Blue")
        #expect(route.contains("Pidgey   Walking  Lv. 2–5     50%"))
        #expect(route.contains { $0.hasPrefix("Also of this name:") })
        let alola = try #require(
            try parseJSON(try await InProcessPokedex.run(["location", "route 1", "--game", "sun", "--json"]).stdout)
                as? [String: Any])
        #expect(alola["name"] as? String != "kanto-route-1")
        let moon = try #require(
            try parseJSON(try await InProcessPokedex.run(["location", "mt-moon-1f", "--json"]).stdout) as? [String: Any]
        )
        #expect(moon["name"] as? String == "mt-moon")
        #expect((moon["areas"] as? [Any])?.count ?? 0 > 2)
        let french = try #require(
            try parseJSON(try await InProcessPokedex.run(["location", "Forêt de Jade", "--json"]).stdout)
                as? [String: Any])
        #expect(french["name"] as? String == "viridian-forest")
        // Namesakes are found by a name in any language, in an English run too.
        let league = try await terminal(["location", "Ligue Pokémon"])
        #expect(league.contains { $0.hasPrefix("Also of this name:") }, "\(league)")
    }

    @Test(arguments: [
        (
            ["location", "viridian forrest"], 1,
            "pokedex: No location named 'viridian forrest'. Did you mean: viridian-forest"
        ),
        (
            ["where", "pikachu", "--method", "fishing-net"], 2,
            "pokedex: --method takes an encounter method, not 'fishing-net'."
        ),
        (["where", "pikachu", "--game", "pokemon-stadium"], 2, "pokedex: --game takes a game, not 'pokemon-stadium'."),
        (
            ["where", "magikarp", "--method", "rod"], 2,
            "pokedex: --method takes an encounter method, not 'rod' (did you mean 'old-rod' or 'good-rod' or 'super-rod'?)."
        ),
        (
            ["moves", "pikachu", "--method", "walk"], 2,
            "pokedex: --method takes level-up, machine, egg or tutor, not 'walk'. See 'pokedex moves --help'."
        ),
    ])
    func badNamesAreOneLineErrors(arguments: [String], status: Int32, message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Piped, one row per game and way; `--lang` names places in that language.
    @Test func pipedRowsAndPlacesInTheChosenLanguage() async throws {
        let piped = try await InProcessPokedex.run(["where", "pikachu", "--game", "red"])
        #expect(piped.stdout.hasPrefix("red\tviridian-forest-area\twalk\t3\t5\t5\t\n"))
        let french = try await terminal(["where", "pikachu", "--game", "red", "--lang", "fr"])
        #expect(french.contains { $0.hasPrefix("Forêt de Jade") })
    }

    /// An area PokeAPI names in English only is its location in the reader's language and its
    /// qualifier: in the language where its words are known (a Wild Area den or area, a floor in
    /// French and German as PokeAPI writes them elsewhere), a floor as the Japanese and Korean
    /// games write it, else the English, marked `(en)`.
    @Test func anAreaWithNoNameInTheLanguageIsItsLocationsAndItsQualifier() async throws {
        let japanese = try await terminal(["where", "zubat", "--game", "red", "--lang", "ja"])
        #expect(japanese.contains { $0.hasPrefix("ふたご島（1F）") && !$0.contains("(en)") }, "\(japanese)")
        #expect(!japanese.joined().contains("Seafoam"))
        let german = try await terminal(["where", "zubat", "--game", "red", "--lang", "de"])
        #expect(german.contains { $0.hasPrefix("Seeschauminseln (EG) ") }, "\(german)")
        #expect(german.contains { $0.hasPrefix("Felstunnel (1.UG) ") }, "\(german)")
        let french = try await terminal(["where", "pikachu", "--game", "swsh", "--lang", "fr"], columns: 250)
        #expect(french.contains { $0.hasPrefix("Plaine Verdoyante (Zone principale) ") }, "\(french)")
        #expect(!french.joined().contains("Rolling Fields") && !french.joined().contains("(en)"), "\(french)")
        let dens = try await terminal(["where", "wooloo", "--game", "swsh", "--lang", "de"], columns: 250)
        #expect(dens.contains { $0.contains("(Nest ") }, "\(dens)")
        // Floors in Spanish, Italian and Chinese as Legends: Arceus writes them.
        let chinese = try await terminal(["where", "zubat", "--game", "red", "--lang", "zh-hans"])
        #expect(chinese.contains { $0.hasPrefix("双子岛（1楼）") && !$0.contains("(en)") }, "\(chinese)")
        let spanish = try await terminal(["where", "zubat", "--game", "red", "--lang", "es"])
        #expect(spanish.contains { $0.hasPrefix("Islas Espuma (Planta baja) ") }, "\(spanish)")
        // Sides, parts and types: `Route 6 (North)`, Friend Safari's `Fire`, `room 4`.
        let sides = try await terminal(["where", "pikachu", "--game", "x", "--lang", "ja"], columns: 200)
        #expect(sides.contains { $0.contains("フレンドサファリ（でんき）") }, "\(sides)")
        // Sinnoh's `south, towards Jubilife City` is the route's south; the Johto Safari
        // Zone's areas are its place's and a word.
        let sinnoh = try await terminal(["where", "ralts", "--game", "diamond", "--lang", "ja"], columns: 200)
        #expect(sinnoh.contains { $0.contains("２０４番道路（南）  ") }, "\(sinnoh)")
        let safari = try await terminal(["where", "zigzagoon", "--game", "heartgold", "--lang", "ja"], columns: 200)
        #expect(safari.contains { $0.contains("サファリゾーン（平原）  ") }, "\(safari)")
        // A place with no name in the language is still English, marked.
        let mirage = try await terminal(["where", "ralts", "--lang", "fr"], columns: 200)
        #expect(mirage.contains { $0.contains("ONBS Roof (en)") }, "\(mirage)")
    }

    /// A regional Pokédex as a list: its own order and numbers, with every other filter; a
    /// game typed alone means its Pokédex, one from POKEDEX_GAME does not narrow a list.
    @Test func listsOfARegionalPokedexOrAGame() async throws {
        let paldea = try #require(
            try parseJSON(
                try await InProcessPokedex.run(["list", "--pokedex", "paldea", "--limit", "400", "--json"]).stdout)
                as? [String: Any])
        let rows = try #require(paldea["results"] as? [[String: Any]])
        #expect(paldea["count"] as? Int == 400)
        #expect(rows.prefix(3).compactMap { $0["name"] as? String } == ["sprigatito", "floragato", "meowscarada"])
        #expect(rows.compactMap { $0["regional_number"] as? Int } == Array(1...400))
        let dragons = try await InProcessPokedex.run(["list", "--game", "sv", "--type", "dragon", "--limit", "100"])
        let lines = dragons.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count > 10)
        #expect(lines.allSatisfy { $0[2].contains("dragon") })
        // Paldea's, in its order, then Kitakami's and Blueberry's (the downloadable parts).
        let dexes = lines.map { $0[3].split(separator: " ").first.map(String.init) ?? "" }
        #expect(dexes.first == "Paldea" && dexes.last == "Blueberry")
        let inPaldea = lines.filter { $0[3].hasPrefix("Paldea ") }.compactMap { Int($0[3].dropFirst(7)) }
        #expect(inPaldea == inPaldea.sorted() && inPaldea.count > 10)
        #expect(lines.first?[1] == "applin")
        let unset = try await InProcessPokedex.run(["list", "--limit", "1"], environment: ["POKEDEX_GAME": "sv"])
        #expect(unset.stdout == "1\tbulbasaur\tgrass,poison\n", "\(unset.stderr)")
        let random = try await InProcessPokedex.run(["random", "--game", "red", "--seed", "3", "--json"])
        #expect(((try parseJSON(random.stdout) as? [String: Any])?["id"] as? Int ?? 999) <= 151, "\(random.stderr)")
        let typo = try await InProcessPokedex.run(["list", "--pokedex", "paldae"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean 'paldea'"))
        // An unknown ability is said before an unknown Pokédex, as the filters are read.
        let both = try await InProcessPokedex.run(["list", "--ability", "zzzq", "--pokedex", "zzzq"])
        #expect(both.status == 2 && both.stderr.contains("ability"), "\(both.stderr)")
    }

    /// In a browsing session an entry's places open who lives there, `where` opens a place,
    /// a place opens its Pokémon, and back goes back.
    @Test func placesAreLinksWhileBrowsing() async throws {
        let result = try await PokedexProcess.shell(
            "printf 'show pikachu\\nopen Vert Sector 8\\nopen 1\\nback\\nback\\nwhere pikachu\\nopen 2\\nstack\\n' | \"$0\" browse"
        )
        #expect(result.status == 0, "\(result.stderr)")
        let crumbs = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Pokédex") }.map(String.init)
        #expect(
            crumbs == [
                "Pokédex › Pikachu", "Pokédex › Pikachu › Vert Sector 8", "Pokédex › Pikachu › Vert Sector 8 › Weedle",
                "Pokédex › Pikachu › Vert Sector 8",
                "Pokédex › Pikachu", "Pokédex › Pikachu › Where: Pikachu",
                "Pokédex › Pikachu › Where: Pikachu › Kanto Power Plant",
                "Pokédex › Pikachu › Where: Pikachu › Kanto Power Plant",
            ], "\(crumbs)")
        #expect(result.stdout.contains("Vert Sector 8 · Kalos · in Legends: Z-A"))
    }
}

/// `stats` of the real binary: a competitive spread, Shedinja, boosts, and bad spreads.
@Suite struct StatsEndToEndTests {
    @Test func aSpreadGivesTheStatsTheGamesShow() async throws {
        let result = try await InProcessPokedex.run([
            "stats", "garchomp", "--level", "50", "--nature", "jolly", "--evs", "252 Atk / 4 SpD / 252 Spe", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        #expect(
            json["stats"] as? [String: Int] == [
                "hp": 183, "attack": 182, "defense": 115, "special_attack": 90, "special_defense": 106, "speed": 169,
            ])
        #expect(json["nature"] as? String == "jolly" && json["level"] as? Int == 50)
        let piped = try await InProcessPokedex.run(["stats", "shedinja", "--evs", "hp=252"])
        #expect(piped.stdout.hasPrefix("hp\t1\t31\t252\t1\n"))
        let boosted = try #require(
            try parseJSON(
                try await InProcessPokedex.run(["stats", "dragonite", "--boosts", "+1 Atk / -1 Spe", "--json"]).stdout)
                as? [String: Any])
        #expect((boosted["boosted"] as? [String: Int])?["attack"] == 456)
        #expect((boosted["boosted"] as? [String: Int])?["speed"] == 130)
    }

    @Test(arguments: [
        (
            ["stats", "pikachu", "--evs", "300 Atk"],
            "pokedex: --evs: 300 in '300 Atk' is not from 0 to 252."
        ),
        (
            ["stats", "pikachu", "--evs", "252 Atk / 252 Spe / 252 HP"],
            "pokedex: --evs: the EVs add up to 756, more than 510."
        ),
        (["stats", "pikachu", "--level", "101"], "pokedex: --level"),
        (
            ["stats", "pikachu", "--nature", "jolyy"],
            "pokedex: --nature takes a nature, not 'jolyy' (did you mean 'jolly'?)."
        ),
        (["stats", "pikachu", "--ivs", "32 Spe"], "pokedex: --ivs: 32 in '32 Spe' is not from 0 to 31."),
    ])
    func aBadSpreadIsAUsageErrorNamingThePart(arguments: [String], message: String) async throws {
        let result = try await InProcessPokedex.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}

/// `team` with the numbers: each member's stats from its export, and the team by Speed.
@Suite struct TeamStatsEndToEndTests {
    static let export = """
        Chompy (Garchomp) @ Choice Scarf
        Ability: Rough Skin
        Level: 50
        EVs: 252 Atk / 4 SpD / 252 Spe
        Jolly Nature
        - Earthquake

        Ferrothorn @ Leftovers
        Level: 50
        EVs: 252 HP / 252 Def
        IVs: 0 Spe
        Relaxed Nature
        - Gyro Ball

        Pikachu
        - Thunderbolt
        """

    private func run(_ text: String, _ arguments: [String]) async throws -> PokedexProcess.Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await InProcessPokedex.run(["team", "--file", file.path] + arguments)
    }

    @Test func membersHaveTheirStatsAndTheTeamItsSpeedOrder() async throws {
        let result = try await run(Self.export, ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try parseJSON(result.stdout) as? [String: Any])
        let members = try #require(json["members"] as? [[String: Any]])
        #expect(
            members[0]["stats"] as? [String: Int] == [
                "hp": 183, "attack": 182, "defense": 115, "special_attack": 90, "special_defense": 106, "speed": 169,
            ])
        #expect((members[1]["stats"] as? [String: Int])?["defense"] == 201)
        #expect((members[1]["stats"] as? [String: Int])?["speed"] == 22)
        // Showdown's defaults: level 100, IVs 31, EVs 0, no nature.
        #expect((members[2]["stats"] as? [String: Int])?["speed"] == 216)
        let tiers = try #require(json["speed_tiers"] as? [[String: Any]])
        #expect(tiers.compactMap { $0["name"] as? String } == ["Pikachu", "Chompy", "Ferrothorn"])
        #expect(tiers[1]["scarf"] as? Int == 253 && tiers[1]["plus_one"] as? Int == 253)
        #expect(tiers[1]["minus_one"] as? Int == 112 && tiers[1]["tailwind"] as? Int == 338)
        #expect(tiers[1]["paralysis"] as? Int == 84)
    }

    @Test func aSpreadBeyondTheLimitsIsAWarningNamingItsLine() async throws {
        let result = try await run("Garchomp\nEVs: 300 Atk\n- Earthquake\n", [])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: Garchomp, line 2: 300 EVs in Atk, more than 252\n"))
        let broken = try await run("Garchomp\nEVs: lots Atk\n", [])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("pokedex: Team: line 2: 'lots' in 'lots Atk' is not a number."))
    }
}
