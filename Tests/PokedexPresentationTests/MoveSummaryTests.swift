import PokedexDomain
import PokedexPresentation
import PokedexWords
import Testing

/// What a move does, in short, in the languages other than English: the same facts as the
/// English sentence, in the reader's words.
@Suite struct MoveSummaryBriefTests {
    private let japanese = ScreenLabels(
        language: .ja,
        names: LabelNames([.stat: ["defense": [.ja: "ぼうぎょ"], "special-defense": [.ja: "とくぼう"]]]))

    @Test func statChangesSayWhoseTheyAre() {
        let closeCombat = MoveEffect(
            moveID: 370, category: "damage-raise",
            statChanges: [.init(stat: "defense", change: -1), .init(stat: "special-defense", change: -1)])
        #expect(
            MoveSummary.brief(
                damageClass: "physical", priority: 0, target: "selected-pokemon", facts: closeCombat, labels: japanese)
                == "ぼうぎょ −1、とくぼう −1（自分）")
        let screech = MoveEffect(
            moveID: 103, category: "net-good-stats", statChanges: [.init(stat: "defense", change: -2)])
        #expect(
            MoveSummary.brief(
                damageClass: "status", priority: 0, target: "selected-pokemon", facts: screech, labels: japanese)
                == "ぼうぎょ −2（相手）")
    }

    @Test func chancesTurnsAndPriorityAreFacts() {
        let fakeOut = MoveEffect(moveID: 252, category: "damage", flinchChance: 100)
        #expect(
            MoveSummary.brief(
                damageClass: "physical", priority: 3, target: "selected-pokemon", facts: fakeOut, labels: japanese)
                == "ひるみ · 優先度 +3")
        let thunderbolt = MoveEffect(moveID: 85, category: "damage+ailment", ailment: "paralysis", ailmentChance: 10)
        #expect(
            MoveSummary.brief(
                damageClass: "special", priority: 0, target: "selected-pokemon", facts: thunderbolt,
                labels: ScreenLabels(language: .de)) == "Paralyse 10%")
        let bind = MoveEffect(moveID: 20, category: "damage+ailment", ailment: "trap", ailmentChance: 100, turns: 4...5)
        #expect(
            MoveSummary.brief(
                damageClass: "physical", priority: 0, target: "selected-pokemon", facts: bind,
                labels: ScreenLabels(language: .fr)) == "piège (4–5 tours)")
        let gigaDrain = MoveEffect(moveID: 202, category: "damage+heal", drain: 50)
        #expect(
            MoveSummary.brief(
                damageClass: "special", priority: 0, target: "selected-pokemon", facts: gigaDrain,
                labels: ScreenLabels(language: .ko)) == "준 데미지의 50% 회복")
    }
}
