import PokedexCommandTesting
import Testing

/// `pokedex games`: what `--game` takes, from the program itself.
@Suite struct GamesEndToEndTests {
    /// Every name `games` lists for a game is one `--game` takes, and means that game (a
    /// downloadable part means its base game, as the note says).
    @Test func everyNameItListsIsOneGameTakes() async throws {
        let listed = try await InProcessPokedex.run(["games", "--json"])
        #expect(listed.status == 0)
        let games = try #require(try parseJSON(listed.stdout) as? [[String: Any]])
        #expect(games.count >= 30)
        var learnsetsChecked = 0
        for game in games {
            let name = try #require(game["name"] as? String)
            let meant = (game["part_of"] as? String) ?? name
            for short in [name] + (game["short_names"] as? [String] ?? []) {
                let one = try await InProcessPokedex.run(["games", short, "--json"])
                let found = try #require(try parseJSON(one.stdout) as? [String: Any], "\(short): \(one.stderr)")
                #expect(found["name"] as? String == name, "\(short)")
                let moves = try await InProcessPokedex.run(["moves", "25", "--game", short, "--json"])
                if moves.status == 0 {
                    let learnset = try #require(try parseJSON(moves.stdout) as? [String: Any])
                    #expect(learnset["version_group"] as? String == meant, "\(short)")
                    learnsetsChecked += 1
                }
            }
        }
        // Pikachu learns moves in nearly every game: most names were tried on a learnset too.
        #expect(learnsetsChecked >= 40, "\(learnsetsChecked)")
    }

    @Test func aPartSaysWhichGameItBelongsTo() async throws {
        let result = try await InProcessPokedex.runOnTerminal(["games", "the teal mask", "--color", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("↳ Scarlet: The Teal Mask"))
        #expect(result.stdout.contains("is part of Scarlet/Violet"))
    }

    @Test func anUnknownGameIsNotFoundWithTheNearest() async throws {
        let result = try await InProcessPokedex.run(["games", "scarlett"])
        #expect(result.status == 1)
        #expect(result.stderr == "pokedex: No game named 'scarlett'. Did you mean: scarlet-violet?\n")
    }
}
