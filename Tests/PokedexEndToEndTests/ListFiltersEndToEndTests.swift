import Foundation
import PokedexCommandTesting
import PokedexDomain
import PokedexPresentation
import PokedexTestSupport
import Testing

/// `list`'s filters that combine and negate (issue: ask anything): each checked against the
/// rows' own types, stats and abilities as `show` gives them, not against a list of names.
@Suite struct ListFiltersEndToEndTests {
    func rows(_ arguments: String...) async throws -> [[String: Any]] {
        let result = try await InProcessPokedex.run(["list", "--limit", "2000", "--json"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let document = try #require(try parseJSON(result.stdout) as? [String: Any])
        return document["results"] as? [[String: Any]] ?? []
    }

    func names(_ rows: [[String: Any]]) -> Set<String> { Set(rows.compactMap { $0["name"] as? String }) }

    func types(_ row: [String: Any]) -> [String] { row["types"] as? [String] ?? [] }

    /// A list's rows carry their base stats where they are printed: in JSON, and in a column a
    /// sort or a condition shows. Text without such a column does not read them.
    @Test func statsAreReadForJSONAndForAShownColumnOnly() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-stats-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        func model(_ arguments: [String]) async throws -> ListViewModel {
            let state = try #require(await ScreenDrawingTests.state(arguments, data: data))
            var list: ListViewModel?
            if case .content(let model) = state { list = model as? ListViewModel }
            return try #require(list, "\(arguments) showed \(state)")
        }
        let text = try await model(["list", "--limit", "3"])
        #expect(text.rowStats.count == 3 && text.rowStats.allSatisfy { $0 == nil })
        let json = try await model(["list", "--limit", "3", "--json"])
        #expect(json.rowStats.map { $0?.total } == [318, 405, 525])
        let lines = try await model(["list", "--limit", "3", "--jsonl"])
        #expect(lines.rowStats.map { $0?.speed } == [45, 60, 80])
        let sorted = try await model(["list", "--limit", "3", "--sort", "speed", "--desc"])
        #expect(sorted.columns.map(\.key) == ["speed"])
        #expect(sorted.columns.first?.values.allSatisfy { (Int($0) ?? 0) >= 150 } == true)
        let filtered = try await model(["list", "--limit", "3", "--where", "attack>=150"])
        #expect(filtered.columns.map(\.key) == ["attack"])
        #expect(filtered.columns.first?.values.allSatisfy { (Int($0) ?? 0) >= 150 } == true)
    }

    /// A regional Pokédex's list keeps its numbers' order under a condition (highest first
    /// with `--desc`, with a condition or without) unless a sort is asked for: a condition, or
    /// `--desc`, once put it in National Dex order.
    @Test func aRegionalPokedexKeepsItsOrderUnderAConditionUnlessSorted() async throws {
        func name(_ row: [String: Any]) -> String { row["name"] as? String ?? "" }
        func speed(_ row: [String: Any]) -> Int { (row["stats"] as? [String: Any])?["speed"] as? Int ?? 0 }
        let whole = try await rows("--game", "sv")
        let expected = whole.filter { speed($0) >= 100 }.map(name)
        #expect(expected.count > 50 && expected.first == "meowscarada")
        #expect(try await rows("--game", "sv", "--where", "speed>=100").map(name) == expected)
        #expect(try await rows("--game", "sv", "--where", "speed>=100", "--desc").map(name) == expected.reversed())
        // `--desc` alone: the Pokédex's highest number first.
        #expect(try await rows("--game", "sv", "--desc").map(name) == whole.map(name).reversed())
        let sorted = try await rows("--game", "sv", "--where", "speed>=100", "--sort", "speed").map(speed)
        #expect(sorted == sorted.sorted() && sorted.count == expected.count)
    }

    @Test func aTypeButNotAnotherFasterThanAHundred() async throws {
        let found = try await rows("--type", "dragon", "--not-type", "flying", "--stat", "spe>=100")
        #expect(!found.isEmpty)
        for row in found {
            #expect(types(row).contains("dragon") && !types(row).contains("flying"), "\(row["name"] ?? "")")
            #expect(((row["stats"] as? [String: Any])?["speed"] as? Int ?? 0) >= 100)
        }
        #expect(names(found).isSuperset(of: ["garchomp", "dragapult", "latios"]))
        #expect(!names(found).contains("salamence") && !names(found).contains("dragonite"))
    }

    @Test func resistingWeakAndImmuneFollowTheTypeChart() async throws {
        // Resisting Fire and Water: Water (Squirtle) and Water/Dragon (Kingdra) do; Fire and Electric not.
        let resisting = names(try await rows("--resists", "fire", "--resists", "water"))
        #expect(resisting.contains("kingdra") && resisting.contains("squirtle"))
        #expect(!resisting.contains("charmander") && !resisting.contains("pikachu") && !resisting.contains("ferroseed"))
        #expect(resisting.isSubset(of: names(try await rows("--resists", "fire"))))
        let weak = try await rows("--weak", "ice", "--weak", "fighting")
        #expect(names(weak).contains("golem") && !names(weak).contains("garchomp"))
        // Immune to Ground: Flying types, and every Pokémon that can have Levitate or Earth Eater.
        let immune = names(try await rows("--immune", "ground"))
        #expect(immune.isSuperset(of: ["pidgey", "bronzong", "rotom-wash", "orthworm"]))
        #expect(!immune.contains("garchomp"))
        let levitating = names(try await rows("--ability", "levitate"))
        #expect(levitating.isSubset(of: immune))
        let unaided = names(
            try await rows("--immune", "ground", "--not-ability", "levitate", "--not-ability", "earth-eater"))
        #expect(unaided.contains("pidgey") && !unaided.contains("bronzong"))
    }

    @Test func everyMoveAskedForIsLearnt() async throws {
        let both = names(try await rows("--move", "earthquake", "--move", "swords-dance", "--game", "sv"))
        let earthquake = names(try await rows("--move", "earthquake", "--game", "sv"))
        let dance = names(try await rows("--move", "swords-dance", "--game", "sv"))
        #expect(both == earthquake.intersection(dance))
        #expect(both.contains("garchomp") && !both.contains("pikachu"))
    }

    /// The bundled tiers as the file writes them, read here on their own: id → singles,
    /// doubles, National Dex, restricted.
    func tiersFile() throws -> [Int: [String]] {
        let text = try String(
            contentsOf: fixturesRoot.appendingPathComponent("pokedex-tiers.tsv"), encoding: .utf8)
        var tiers: [Int: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 5, let id = Int(fields[0]) { tiers[id] = Array(fields[1...]) }
        }
        return tiers
    }

    @Test func smogonTiersAsShowdownPlacesThem() async throws {
        let file = try tiersFile()
        let ou = try await rows("--tier", "OU")
        // Scarlet/Violet's OU as Showdown had it: Kingambit and Great Tusk in, Garchomp (UUBL) not.
        #expect(names(ou).isSuperset(of: ["kingambit", "great-tusk", "gholdengo", "landorus-therian"]))
        #expect(!names(ou).contains("garchomp") && !names(ou).contains("pikachu"))
        for row in ou { #expect(file[row["id"] as? Int ?? 0]?[0] == "OU", "\(row["name"] ?? "")") }
        #expect(ou.count == file.values.filter { $0[0] == "OU" }.count)
        // Any of several; doubles (brackets count) and National Dex apart; any spelling.
        let either = names(try await rows("--tier", "ou", "--tier", "Ubers"))
        #expect(either == names(ou).union(names(try await rows("--tier", "uber"))))
        #expect(names(try await rows("--tier", "natdex-ou")).contains("garchomp"))
        let doubles = try await rows("--tier", "DUU")
        #expect(names(doubles).contains("garchomp") && names(doubles).contains("pikachu"))
        for row in doubles {
            #expect(["DUU", "(DUU)"].contains(file[row["id"] as? Int ?? 0]?[1]), "\(row["name"] ?? "")")
        }
        // With the other filters: OU Dragons.
        let dragons = names(try await rows("--tier", "OU", "--type", "dragon"))
        #expect(dragons.contains("dragapult") && dragons.isSubset(of: names(ou)))
    }

    @Test func legendaryAndNotLegendary() async throws {
        let legendary = names(try await rows("--legendary"))
        let not = names(try await rows("--not-legendary", "--generation", "1"))
        #expect(legendary.contains("mewtwo") && !not.contains("mewtwo") && !not.contains("articuno"))
        #expect(not.contains("pikachu") && not.contains("mew"))
        #expect(!names(try await rows("--not-mythical", "--generation", "1")).contains("mew"))
        #expect(not.isDisjoint(with: legendary))
        let both = try await InProcessPokedex.run(["list", "--legendary", "--not-legendary"])
        #expect(both.status == 2 && both.stderr.contains("--legendary and --not-legendary cannot both hold"))
    }

    @Test func aValueThatNamesNothingIsAUsageErrorWithTheNearest() async throws {
        for (arguments, words) in [
            (["--resists", "fier"], "did you mean 'fire'"), (["--not-type", "watr"], "did you mean 'water'"),
            (["--not-ability", "levitat"], "levitate"), (["--immune", "sound"], "--immune takes a type"),
            (["--tier", "OUU"], "'OU'"), (["--tier", "gen9ou"], "--tier takes a Smogon tier"),
        ] {
            let result = try await InProcessPokedex.run(["list"] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
        }
        // The next page keeps every filter.
        let page = try await InProcessPokedex.runOnTerminal(
            ["list", "--not-type", "flying", "--resists", "fire", "--limit", "2"])
        #expect(page.stdout.contains("--not-type flying --resists fire --offset 2 --limit 2"))
    }
}

/// The same filters written in a search (issue: ask anything): `search`, line mode's `/` and the
/// full screen's search box take them, and keep what `list` keeps.
@Suite struct FilterQueryEndToEndTests {
    func searched(_ query: String) async throws -> [String] {
        let result = try await InProcessPokedex.run(["search", query, "--limit", "2000", "--json"])
        #expect(result.status == 0, "\(query): \(result.stderr)")
        let document = try #require(try parseJSON(result.stdout) as? [String: Any])
        return (document["results"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    func listed(_ arguments: [String]) async throws -> [String] {
        let result = try await InProcessPokedex.run(["list", "--limit", "2000", "--json"] + arguments)
        let document = try #require(try parseJSON(result.stdout) as? [String: Any])
        return (document["results"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test func aQueryKeepsWhatTheSameListKeeps() async throws {
        let found = try await searched("type:dragon -type:flying spe>=100")
        #expect(found.contains("garchomp") && !found.contains("dragonite"))
        #expect(found == (try await listed(["--type", "dragon", "--not-type", "flying", "--stat", "spe>=100"])))
        let learners = try await searched("tier:OU move:earthquake game:sv")
        #expect(learners == (try await listed(["--tier", "OU", "--move", "earthquake", "--game", "sv"])))
        #expect(learners.contains("great-tusk") && learners.contains("dragonite"))
        // Words besides the filters search names among what they keep.
        let named = try await searched("type:fire char")
        #expect(named.first == "charmander" && named.contains("charizard") && !named.contains("chimchar-x"))
        #expect(!named.contains("charjabug"))
    }

    @Test func aFilterThatNamesNothingIsAUsageErrorAsWritten() async throws {
        for (query, words) in [
            ("type:dragn", "'type:dragn': no type is called dragn (did you mean 'dragon'?)"),
            ("ability:levitat", "'ability:levitat': no ability is called levitat (did you mean 'levitate'?)"),
            ("colour:red", "no filter is called colour"),
        ] {
            let result = try await InProcessPokedex.run(["search", query])
            #expect(result.status == 2, "\(query)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
        }
        // Filters find Pokémon: a --kind of none is a usage error, not Pokémon anyway.
        for (query, words) in [("type:dragon --kind move", "--kind asks for none")] {
            let arguments = ["search"] + query.split(separator: " ").map(String.init)
            let result = try await InProcessPokedex.run(arguments)
            #expect(result.status == 2, "\(query)")
            #expect(result.stderr.contains(words), "\(result.stderr)")
        }
    }

    @Test func lineModeSearchesWithFilters() async throws {
        let result = try await PokedexProcess.shell(
            "printf '/type:dragon -type:flying spe>=100\\n' | \"$0\" browse")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Garchomp") && !result.stdout.contains("Dragonite"))
        // A filter that means nothing says why there too.
        let wrong = try await PokedexProcess.shell("printf '/type:dragn\\n' | \"$0\" browse")
        #expect(wrong.stdout.contains("'type:dragn': no type is called dragn"), "\(wrong.stdout)")
    }
}
