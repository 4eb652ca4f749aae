import Foundation
import PokedexCommandTesting
import PokedexData
import PokedexDomain
import PokedexJSON
import PokedexTestSupport
import Testing

/// Seeded, time-bounded fuzzing of what a person or a server hands the program: damage lines,
/// team exports, `--where` expressions, option values and JSON bodies, each grown from valid
/// ones by mutation, run through the whole program in this process. Every run must end with
/// a documented exit code, an error in one line on stderr, nothing raw for the terminal, and
/// no trap (a trap ends the test process). `FUZZ_SECONDS` (default 3) and `FUZZ_SEED` set the
/// run; the count of inputs tried is printed, and BENCHMARKS.md keeps it.
@Suite(.serialized) struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seconds = Double(environment["FUZZ_SECONDS"] ?? "") ?? 3
    static let seed = UInt64(environment["FUZZ_SEED"] ?? "") ?? 20_261_125

    /// Words a mutation puts in: extremes, signs, controls, shapes that broke parsers before.
    static let hostile = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "+99", "-7", "+6", "-0", "0", "252+",
        "999999999999999999999", "1e309", "NaN", "-1", "\u{1B}[2J", "\u{1B}]0;PWNED\u{07}", "\u{0}", "\u{7F}",
        "\u{85}", "ｐｉｋａ", "(", ")", "/", "//", "vs.", "vs", ":", "-", "--", "@", "Tera", "Lvl", "EVs:", "Nature",
        String(repeating: "a", count: 300), "ピカチュウ", "{1}", "은(는)", "'", "\"", "=", ">=", "<", "..",
    ]

    static let damageLines = [
        "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran",
        "252 SpA Flutter Mane Moonblast vs. 4 HP / 0 SpD Dragonite",
        "+1 252 Atk Tera Ground Garchomp Earthquake (3 hits) vs. 252 HP / 252+ Def Corviknight in Sun through Reflect",
        "Lvl 50 252+ SpA Life Orb Dragapult Shadow Ball vs. 4 HP / 0 SpD Gholdengo on a critical hit",
        "-2 0 Atk burned Iron Hands Drain Punch vs. 252 HP / 252+ SpD Assault Vest Ting-Lu in Electric Terrain",
    ]

    static let export = """
        Garchomp @ Choice Scarf
        Ability: Rough Skin
        Tera Type: Steel
        EVs: 252 Atk / 4 SpD / 252 Spe
        Jolly Nature
        - Earthquake
        - Outrage
        - Stone Edge
        - Stealth Rock

        Flutter Mane (F) @ Booster Energy
        Ability: Protosynthesis
        Level: 50
        EVs: 4 HP / 252 SpA / 252 Spe
        IVs: 0 Atk
        Timid Nature
        - Moonblast
        - Shadow Ball

        Rillaboom @ Assault Vest
        Ability: Grassy Surge
        - Grassy Glide
        - Wood Hammer
        """

    static let conditions = ["speed>=100", "total<=300", "weight>200", "hp>100", "attack=134", "height<1.5"]

    /// Command lines whose values are mutated: each `$` is a value to fill.
    static let templates: [[String]] = [
        ["list", "--offset", "$", "--limit", "$"], ["list", "--generation", "$"], ["list", "--where", "$"],
        ["list", "--type", "$", "--sort", "$"], ["search", "$", "--limit", "$"], ["stats", "garchomp", "--level", "$"],
        ["stats", "garchomp", "--evs", "$"], ["stats", "garchomp", "--boosts", "$"], ["random", "--seed", "$"],
        ["random", "--shiny-chance", "$"], ["moves", "$", "--game", "$"], ["where", "$", "--game", "$"],
        ["type", "$", "$"], ["show", "$"], ["compare", "$", "$"], ["nature", "$"], ["location", "$"],
        ["damage", "$"], ["damage", "--attacker", "$", "--defender", "$", "--move", "$"],
    ]

    struct Tally {
        var runs = 0
        var failures: [String] = []
        var byStatus: [Int32: Int] = [:]
    }

    @Test func mutatedInputsEndInADocumentedCodeAndOneLine() async throws {
        var random = SeededRandom(seed: Self.seed)
        var tally = Tally()
        let deadline = ContinuousClock.now.advanced(by: .seconds(Self.seconds))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let teamFile = folder.appendingPathComponent("team.txt")
        var round = 0
        while ContinuousClock.now < deadline || round < 25 {
            round += 1
            let arguments: [String]
            switch round % 5 {
            case 0:
                arguments = ["damage", Self.mutate(random.pick(Self.damageLines), &random)]
            case 1:
                try Data(Self.mutateExport(&random).utf8).write(to: teamFile)
                arguments =
                    random.below(2) == 0
                    ? ["team", "--file", teamFile.path]
                    : [
                        "damage", "--team", teamFile.path, "--attacker", random.pick(["1", "2", "0", "9999", "-1"]),
                        "--defender", random.pick(["2", "3", "7"]), "--move", "Earthquake",
                    ]
            case 2:
                arguments = ["list", "--where", Self.mutateCharacters(random.pick(Self.conditions), &random)]
            case 3 where random.below(3) == 0:
                // A long name of many words, as the quadratic lookup was found with.
                let name = Self.longName(&random)
                switch random.below(4) {
                case 0:
                    try Data((name + "\n- Earthquake\n").utf8).write(to: teamFile)
                    arguments = ["team", "--file", teamFile.path]
                case 1: arguments = ["damage", name + " Earthquake vs. " + name]
                default: arguments = [random.pick(["show", "moves", "where", "stats", "compare", "sprite"]), name]
                }
            default:
                arguments =
                    random.pick(Self.templates).map { word in
                        word == "$"
                            ? random.pick(Self.hostile + ["pikachu", "sv", "fire", "52", "Adamant", "1"]) : word
                    } + (random.below(3) == 0 ? ["--json"] : [])
            }
            let result = try await InProcessPokedex.run(arguments)
            Self.check(result, arguments, &tally)
        }
        print("fuzz: seed \(Self.seed), \(tally.runs) command lines in \(Self.seconds) s: \(tally.byStatus)")
        #expect(tally.failures.isEmpty, "\(tally.failures.prefix(5).joined(separator: "\n"))")
        // Both sides are reached: a fuzz that only ever fails (or only succeeds) tests little.
        #expect((tally.byStatus[0] ?? 0) > 0 && (tally.byStatus[2] ?? 0) > 0, "\(tally.byStatus)")
    }

    /// JSON bodies of costly shapes and mutated real ones: parsed and decoded as the data layer
    /// does, each either a value within the tree's budget or refused, never a trap.
    @Test func hostileJSONBodiesAreReadOrRefusedWithinTheBudget() throws {
        var random = SeededRandom(seed: Self.seed &+ 1)
        let pikachu = try Data(contentsOf: URL(fileURLWithPath: fixturesRoot.path + "/pokemon/25.json"))
        var tried = 0
        var refused = 0
        let deadline = ContinuousClock.now.advanced(by: .seconds(Self.seconds))
        while ContinuousClock.now < deadline || tried < 10 {
            tried += 1
            let body = Self.hostileBody(&random, real: pikachu)
            #expect(body.count <= Limits.bodyBytes)
            // Decoding what parses never traps; a Pokémon it gives is one a screen can show, or
            // is refused as the cache refuses it.
            if let pokemon = try? JSONReader.read(PokemonDTO.self, from: body), pokemon.stats.isEmpty {
                #expect(!ResourceStore.isUsable(pokemon))
            }
            // Checking without building says the same as building.
            let built = try? JSONValue.parse(body)
            let checked = try? JSONValue.isObject(body)
            #expect((built != nil) == (checked != nil))
            if built == nil { refused += 1 }
        }
        print("fuzz: seed \(Self.seed), \(tried) JSON bodies, \(refused) refused")
        #expect(refused > 0 && refused < tried)
    }

    /// The wide array that took a `show --refresh` to 531 MB: refused as too large, early.
    @Test func aWideArrayWithinTheSizeLimitIsTooLargeToHold() throws {
        let body = wide("1", count: 3_999_980)
        #expect(body.count < Limits.bodyBytes)
        #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse(body) }
        do {
            _ = try JSONValue.isObject(body)
            Issue.record("a body of 4 million values was taken")
        } catch {
            #expect(error.isTooLarge && error.reason.hasPrefix("too large"))
        }
        // The largest real body, a Pokémon with its whole learnset, is far within it.
        let mew = wide("{\"a\":1}", count: 27_000)
        #expect(try JSONValue.isObject(mew))
    }

    static func check(_ result: PokedexProcess.Result, _ arguments: [String], _ tally: inout Tally) {
        tally.runs += 1
        tally.byStatus[result.status, default: 0] += 1
        let shown = arguments.map { TerminalSafeArgument.shown($0) }.joined(separator: " ")
        if ![0, 1, 2, 3, 4].contains(result.status) {
            tally.failures.append("exit \(result.status): \(shown)")
        }
        let errorLines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("warning: ") }
        if result.status != 0, errorLines.count != 1 || errorLines.first?.hasPrefix("pokedex: ") != true {
            tally.failures.append("not one error line: \(shown) → \(result.stderr.debugDescription.prefix(300))")
        }
        let output = result.stdout + result.stderr
        if output.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F })
        {
            tally.failures.append("a raw control character: \(shown)")
        }
    }

    /// A word-level mutation: words deleted, repeated, swapped or replaced by hostile ones.
    static func mutate(_ line: String, _ random: inout SeededRandom) -> String {
        var words = line.split(separator: " ").map(String.init)
        for _ in 0..<(1 + random.below(3)) where !words.isEmpty {
            let place = random.below(words.count)
            switch random.below(5) {
            case 0: words.remove(at: place)
            case 1: words.insert(words[place], at: place)
            case 2: words.swapAt(place, random.below(words.count))
            case 3: words[place] = random.pick(hostile)
            default: words.insert(random.pick(hostile), at: place)
            }
        }
        return words.joined(separator: " ")
    }

    /// A character-level mutation: characters deleted, repeated or replaced.
    static func mutateCharacters(_ text: String, _ random: inout SeededRandom) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + random.below(3)) where !characters.isEmpty {
            let place = random.below(characters.count)
            switch random.below(3) {
            case 0: characters.remove(at: place)
            case 1: characters.insert(characters[place], at: place)
            default: characters[place] = random.pick(Array("0123456789-+.=<>!()e ,\u{1B}\u{0}ø"))
            }
        }
        return String(characters)
    }

    /// A name of up to 20 000 words, some a form's or a region's, joined as people and
    /// Showdown join them.
    static func longName(_ random: inout SeededRandom) -> String {
        let words = [
            "mega", "alola", "alolan", "a", "charizard", "x", "rotom", "wash", "galarian", "ｐｉｋａ", "mr", "ピカチュウ",
        ]
        let count = random.pick([2, 9, 81, 800, 8_000, 20_000])
        let separator = random.pick([" ", "-", " - ", "’s "])
        return (0..<count).map { _ in random.pick(words) }.joined(separator: separator)
    }

    /// The export with lines mutated, or a member repeated past a team's size.
    static func mutateExport(_ random: inout SeededRandom) -> String {
        if random.below(8) == 0 {
            return Array(repeating: "Pikachu\n- Thunderbolt", count: 1 + random.below(10_000)).joined(separator: "\n\n")
        }
        var lines = export.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + random.below(3)) {
            let place = random.below(lines.count)
            lines[place] = mutate(lines[place], &random)
        }
        return lines.joined(separator: "\n")
    }

    /// A body up to the size limit: deep, wide, numeric-heavy, a real one with bytes flipped,
    /// or the shapes of round 5 (a list page of 20 000 entries, a text of megabytes, a Pokémon
    /// that parses but cannot be shown).
    static func hostileBody(_ random: inout SeededRandom, real: Data) -> Data {
        switch random.below(8) {
        case 5:
            let entries = (0..<(1 + random.below(20_000))).map {
                #"{"name":"p\#($0)","url":"https://pokeapi.co/api/v2/pokemon/\#($0)/"}"#
            }
            return Data((#"{"count":20000,"next":null,"results":["# + entries.joined(separator: ",") + "]}").utf8)
        case 6:
            let text = String(
                repeating: random.pick(["a", "é", "\u{202E}", "\\n"]), count: 1 + random.below(1_500_000))
            return Data((#"{"effect_entries":[{"effect":""# + text + #"","language":{"name":"en"}}]}"#).utf8)
        case 7:
            return Data(
                (#"{"id":25,"name":"pikachu","height":4,"weight":60,"is_default":true,"#
                    + #""species":{"name":"pikachu","url":"/api/v2/pokemon-species/25/"},"types":[],"abilities":[],"stats":[]}"#)
                    .utf8)
        case 0:
            let depth = 1 + random.below(400)
            return Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        case 1:
            let item = random.pick(["1", "-9223372036854775808", "1e308", "null", "{}", "\"\""])
            return wide(item, count: 1 + random.below(Limits.bodyBytes / (item.utf8.count + 1) - 20))
        case 2:
            return wide("{\"k\":[0,{\"k\":1}]}", count: 1 + random.below(Limits.bodyBytes / 20 - 20))
        default:
            var bytes = [UInt8](real)
            for _ in 0..<(1 + random.below(20)) {
                bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            }
            return Data(bytes)
        }
    }
}

/// `{"types":[item,item,…]}`, `count` items.
func wide(_ item: String, count: Int) -> Data {
    Data(("{\"types\":[" + String(repeating: item + ",", count: count) + item + "]}").utf8)
}

/// How a fuzzed argument is shown in a failure: control characters visible.
enum TerminalSafeArgument {
    static func shown(_ argument: String) -> String {
        String(
            argument.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
                .joined().prefix(120))
    }
}
