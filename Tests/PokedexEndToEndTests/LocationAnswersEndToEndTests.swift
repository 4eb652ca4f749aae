import Foundation
import Testing

/// A place with no Pokémon in the game asked about says so, and where there are some, on a
/// screen and piped (on stderr, the rows being none): no command answers with nothing.
@Suite struct LocationAnswersEndToEndTests {
    @Test func aPlaceWithNoneInTheGameSaysSoAndNamesTheGamesWithSome() async throws {
        let screen = try await InProcessPokedex.runOnTerminal(
            ["location", "route 1", "--game", "sv", "--color", "never"], columns: 200)
        let lines = screen.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        #expect(screen.status == 0)
        let start = try #require(
            lines.firstIndex { $0.hasPrefix("No Pokémon are met here in Scarlet/Violet.") }, "\(lines)")
        let said = lines[start...].prefix { !$0.isEmpty }.joined(separator: " ")
        #expect(said.contains("Pokémon are met here in Red/Green, Red/Blue, Yellow, Gold/Silver"), "\(said)")
        #expect(!said.contains("Sword") && !said.contains("Black"), "\(said)")
        // Where there are some, the rows, and no such sentence.
        let red = try await InProcessPokedex.runOnTerminal(
            ["location", "route 1", "--game", "red", "--color", "never"], columns: 200)
        #expect(red.stdout.contains("Pidgey") && !red.stdout.contains("No Pokémon are met here"))

        let piped = try await InProcessPokedex.run(["location", "route 1", "--game", "sv"])
        #expect(piped.status == 0 && piped.stdout.isEmpty)
        #expect(piped.stderr.hasPrefix("pokedex: No Pokémon are met here in Scarlet/Violet. Pokémon are met here in"))
        #expect(piped.stderr.hasSuffix("\n") && piped.stderr.split(separator: "\n").count == 1, "\(piped.stderr)")
        #expect(try await InProcessPokedex.run(["location", "route 1", "--game", "red"]).stderr.isEmpty)
        // As JSON: no areas, and the games with some.
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    try await InProcessPokedex.run(["location", "route 1", "--game", "sv", "--json"]).stdout.utf8))
                as? [String: Any])
        #expect((json["areas"] as? [Any])?.isEmpty == true)
        #expect((json["games_met"] as? [String])?.prefix(3) == ["red-green-japan", "red-blue", "yellow"], "\(json)")
        let redJSON = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    try await InProcessPokedex.run(["location", "route 1", "--game", "red", "--json"]).stdout.utf8))
                as? [String: Any])
        #expect((redJSON["games_met"] as? [String]) == [])
    }

    /// Piped notes are their sentences unwrapped, joined as the language joins sentences: no
    /// space between Japanese ones, and none lost or added where a screen's lines would break.
    @Test func pipedNotesJoinAsTheLanguageDoes() async throws {
        let japanese = try await InProcessPokedex.run(["location", "route 1", "--game", "sv", "--lang", "ja"])
        #expect(japanese.stderr.hasPrefix("pokedex: スカーレット/バイオレットでは、ここで出会えるポケモンはいない。ここで"))
        // No space but those in the games' own names (`Let’s Go! ピカチュウ`).
        let said = japanese.stderr.dropFirst("pokedex: ".count).replacingOccurrences(of: "Let’s Go! ", with: "")
        #expect(said.contains("ファイアレッド") && !said.contains(" "), "\(japanese.stderr)")
        let found = try await InProcessPokedex.run(["where", "mew", "--game", "sv", "--lang", "ja"])
        #expect(found.stderr.contains("いない。エメラルド"), "\(found.stderr)")
        // Kana spaces its words: kept where a screen's lines would break, and none added.
        let kana = try await InProcessPokedex.run(["where", "mew", "--game", "sv", "--lang", "ja-hrkt"], width: 24)
        #expect(
            kana.stderr == "pokedex: スカーレット/バイオレットの ずかんには いない。エメラルド、"
                + "ブリリアントダイヤモンド/シャイニングパールで やせいで であえる。\n", "\(kana.stderr)")
        let french = try await InProcessPokedex.run(["location", "route 1", "--game", "sv", "--lang", "fr"])
        #expect(
            french.stderr.hasPrefix("pokedex: Aucun Pokémon ne se rencontre ici dans Écarlate/Violet. On rencontre"))
    }
}
