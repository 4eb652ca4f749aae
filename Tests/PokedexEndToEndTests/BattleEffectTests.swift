import Foundation
import PokedexDomain
import PokedexTerminalUI
import Testing

/// What an ability or a held item does in battle, said offline from the engine's own tables.
@Suite struct BattleEffectTests {
    @Test func theEngineTablesSayWhatAThingDoes() {
        #expect(BattleEffects.ofAbility("levitate") == [.immune("ground")])
        #expect(
            BattleEffects.ofAbility("thick-fat") == [
                .typeDamageTaken("fire", factor: 0.5), .typeDamageTaken("ice", factor: 0.5),
            ])
        #expect(BattleEffects.ofItem("choice-scarf") == [.raises([.speed]), .lockedIntoFirstMove])
        #expect(BattleEffects.ofItem("occa-berry") == [.halvesOneHit("fire", superEffectiveOnly: true)])
        #expect(BattleEffects.ofItem("leftovers").isEmpty, "the engine models no healing")
        #expect(BattleEffects.ofAbility("speed-boost").isEmpty)
    }

    /// The summary and the numbers read one table: the team's Scarf tier is Speed ×1.5.
    @Test func theScarfTierIsTheTablesBoost() throws {
        let boost = try #require(BattleItems.statBoosts["choice-scarf"])
        #expect(boost.stats == [.speed] && boost.raised(333) == 499)
    }

    @Test(arguments: [
        ("en", "immune to Ground-type moves", "Speed ×1.5; locked into the first move chosen"),
        ("ja", "じめんタイプの技が効かない", "素早さ ×1.5。最初に選んだ技しか出せない"),
        ("fr", "immunisé contre les capacités Sol", "Vitesse ×1,5\u{202F}; bloqué sur la première capacité choisie"),
    ])
    func theSummaryIsInTheLanguageInTextAndJSON(language: String, ability: String, item: String) async throws {
        func summary(_ arguments: [String]) async throws -> String? {
            let result = try await InProcessPokedex.run(arguments + ["--lang", language, "--json"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return object["summary"] as? String
        }
        #expect(try await summary(["ability", "levitate"]) == ability)
        #expect(try await summary(["item", "choice-scarf"]) == item)
        let text = try await InProcessPokedex.runOnTerminal(
            ["item", "choice-scarf", "--lang", language, "--color", "never"], columns: 100)
        #expect(text.stdout.contains(item), "\(text.stdout)")
    }

    /// With no effect text cached, a pipe is told how to have it, for a move, an ability and an
    /// item alike; JSON says it as `effect: null`, with no note.
    @Test(arguments: [
        ["item", "leftovers"], ["item", "choice-scarf"], ["ability", "levitate"], ["move", "thunderbolt"],
    ])
    func aPipeIsToldWhereTheEffectTextIs(arguments: [String]) async throws {
        let piped = try await InProcessPokedex.run(arguments)
        #expect(piped.status == 0)
        #expect(
            piped.stderr
                == "pokedex: PokeAPI’s effect text is not cached: `pokedex sync` fetches every effect for offline use.\n"
        )
        let json = try await InProcessPokedex.run(arguments + ["--json"])
        #expect(json.stderr.isEmpty)
    }
}
