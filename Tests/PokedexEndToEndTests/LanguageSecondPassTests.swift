import Foundation
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
