import Foundation
import PokedexTerminalUI
import PokedexTestSupport
import Testing

/// What the second native review of the nine languages asked for, as a reader meets it.
@Suite struct LanguageSecondPassTests {
    /// A form by the games' word for it, not the English.
    @Test(arguments: [
        ("ja", "ピカチュウ（ハードロック）"), ("fr", "Pikachu (Rockeur)"), ("ko", "피카츄 (하드록)"), ("de", "Pikachu (Rocker)"),
    ])
    func aFormIsNamedAsTheGamesNameIt(language: String, name: String) async throws {
        let shown = try await InProcessPokedex.runOnTerminal(
            ["show", "pikachu-rock-star", "--lang", language, "--color", "never"], columns: 100)
        #expect(shown.stdout.hasPrefix("#10080 " + name + "\n"), "\(shown.stdout.prefix(80))")
        let compared = try await InProcessPokedex.runOnTerminal(
            ["compare", "pikachu-rock-star", "pikachu", "--lang", language, "--color", "never"], columns: 120)
        #expect(compared.stdout.contains(name), "\(compared.stdout.prefix(200))")
    }

    /// Not found, and what it may have been, in the reader's language; the exit code unchanged.
    @Test func notFoundIsSaidInTheLanguage() async throws {
        let french = try await InProcessPokedex.run(["show", "pikachuu", "--lang", "fr"])
        #expect(french.status == 1)
        #expect(
            french.stderr
                == "pokedex: Aucun Pokémon nommé «\u{202F}pikachuu\u{202F}». Vouliez-vous dire\u{202F}: pikachu\u{202F}?\n"
        )
        let japanese = try await InProcessPokedex.run(["move", "earthquak", "--lang", "ja"])
        #expect(japanese.status == 1)
        #expect(japanese.stderr == "pokedex: 「earthquak」は見つかりません。もしかして：earthquake？\n")
        let number = try await InProcessPokedex.run(["show", "99999", "--lang", "de"])
        #expect(number.stderr == "pokedex: Kein Pokémon hat die Nummer 99999.\n")
        let english = try await InProcessPokedex.run(["show", "pikachuu"])
        #expect(english.stderr == "pokedex: No Pokémon named 'pikachuu'. Did you mean: pikachu?\n")
    }

    /// A game's regional Pokédexes by their places in the language.
    @Test func aRegionalPokedexIsNamedInTheLanguage() async throws {
        let one = try await InProcessPokedex.runOnTerminal(
            ["list", "--game", "bdsp", "--limit", "1", "--lang", "ja", "--color", "never"], columns: 100)
        #expect(one.stdout.hasPrefix("#0387  ナエトル  くさ  シンオウ図鑑 1"), "\(one.stdout)")
        let several = try await InProcessPokedex.runOnTerminal(
            ["list", "--game", "sv", "--offset", "400", "--limit", "1", "--lang", "fr", "--color", "never"],
            columns: 100)
        #expect(several.stdout.contains("Pokédex Septentria 1"), "\(several.stdout)")
    }

    /// A French TM is a CT; Spanish's level mark is Nv.
    @Test func machinesAndLevelsAreMarkedAsTheGamesMarkThem() async throws {
        let moves = try await InProcessPokedex.runOnTerminal(
            ["moves", "pikachu", "--game", "sv", "--lang", "fr", "--color", "never"], columns: 120)
        #expect(moves.stdout.contains("CT01  "), "\(moves.stdout.prefix(300))")
        #expect(!moves.stdout.contains("TM01"))
        let stats = try await InProcessPokedex.runOnTerminal(
            ["stats", "garchomp", "--lang", "es", "--color", "never"], columns: 100)
        #expect(stats.stdout.hasPrefix("#0445 Garchomp · Nv. 100"), "\(stats.stdout.prefix(80))")
    }
}

/// The second pass's "done when", each as a reader checks it.
@Suite struct LanguageSecondPassDoneTests {
    static let languages = ["ja", "ja-hrkt", "ko", "zh-hans", "zh-hant", "fr", "de", "es", "it"]

    @Test func japaneseLabelsAreKanjiInJapaneseAndKanaInKana() async throws {
        let kanji = try await InProcessPokedex.runOnTerminal(
            ["show", "pikachu", "--lang", "ja", "--color", "never"], columns: 100)
        let kana = try await InProcessPokedex.runOnTerminal(
            ["show", "pikachu", "--lang", "ja-hrkt", "--color", "never"], columns: 100)
        for label in ["高さ", "重さ", "特性"] { #expect(kanji.stdout.contains("\n" + label + " "), "\(label)") }
        for label in ["たかさ", "おもさ", "とくせい"] { #expect(kana.stdout.contains("\n" + label + " "), "\(label)") }
    }

    @Test func namesPokeAPILacksAreTheGames() async throws {
        let german = try await InProcessPokedex.runOnTerminal(
            ["move", "trailblaze", "--lang", "de", "--color", "never"], columns: 100)
        #expect(german.stdout.hasPrefix("Wegbereiter · "), "\(german.stdout.prefix(60))")
    }

    /// A move's summary in JSON is in the language asked for, never the English one.
    @Test(arguments: languages)
    func aMovesSummaryIsInTheLanguage(language: String) async throws {
        let english = try await InProcessPokedex.run(["move", "earthquake", "--json"])
        let json = try await InProcessPokedex.run(["move", "earthquake", "--lang", language, "--json"])
        func summary(_ text: String) throws -> String {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return try #require(object["summary"] as? String)
        }
        let own = try summary(json.stdout)
        let englishSummary = try summary(english.stdout)
        #expect(!own.isEmpty && own != englishSummary, "\(language): \(own)")
        #expect(own.contains("100"), "the power is said: \(own)")
    }

    /// `team`'s stat line and tables fit 100 columns in the languages of long words.
    @Test(arguments: ["fr", "de", "es", "it"])
    func aTeamFitsOneHundredColumns(language: String) async throws {
        let team = try await InProcessPokedex.runOnTerminal(
            [
                "team", "--file",
                fixturesRoot.deletingLastPathComponent().appendingPathComponent("docs/examples/team.txt").path,
                "--lang", language, "--color", "never",
            ], columns: 100)
        #expect(team.status == 0, "\(team.stderr)")
        let wide = team.stdout.split(separator: "\n").filter { TextWidth.columns(String($0)) > 100 }
        #expect(wide.isEmpty, "\(wide)")
        // The six stats on one line, not wrapped onto a second.
        #expect(
            team.stdout.split(separator: "\n").contains { $0.contains("333") && $0.contains("357") },
            "\(team.stdout.prefix(400))")
    }

    /// `where`'s rows left in English, marked `(en)`, are at most 2% in every language: over
    /// every 15th Pokémon of the dex, drawn 200 columns wide.
    @Test(arguments: languages)
    func fewWhereRowsAreLeftInEnglish(language: String) async throws {
        let list = try await InProcessPokedex.run(["list", "--limit", "2000"])
        let names = list.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").dropFirst().first }
        var rows = 0
        var english = 0
        for name in names.enumerated().filter({ $0.offset % 15 == 0 }).map(\.element) {
            let drawn = try await InProcessPokedex.runOnTerminal(
                ["where", String(name), "--lang", language, "--color", "never"], columns: 200)
            let lines = drawn.stdout.split(separator: "\n").filter {
                $0.hasPrefix("  ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }
            rows += lines.count
            english += lines.filter { $0.contains("(en)") }.count
        }
        print("where: \(language): \(english) of \(rows) rows marked (en)")
        #expect(rows > 1000, "enough rows to judge: \(rows)")
        #expect(Double(english) <= 0.02 * Double(rows), "\(language): \(english) of \(rows) rows marked (en)")
    }
}
