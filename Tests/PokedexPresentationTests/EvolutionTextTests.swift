import PokedexDomain
import PokedexPresentation
import PokedexWords
import Testing

/// An evolution's conditions in words: the same facts in each language, names from the
/// bundle, English where one is missing (marked).
@Suite struct EvolutionTextTests {
    private func condition(_ trigger: String, _ fill: (inout EvolutionCondition) -> Void) -> EvolutionCondition {
        var condition = EvolutionCondition(trigger: trigger)
        fill(&condition)
        return condition
    }

    @Test func englishReadsAsBefore() {
        let umbreon = condition("level-up") {
            $0.minHappiness = 160
            $0.timeOfDay = "night"
        }
        #expect(EvolutionText.describe([umbreon], into: "umbreon") == "high friendship, at night")
        let sylveon = condition("level-up") {
            $0.knownMoveType = "fairy"
            $0.minAffection = 2
        }
        #expect(EvolutionText.describe([sylveon], into: "sylveon") == "knows a Fairy-type move with affection")
    }

    @Test func eachLanguageHasItsWordsAndNames() {
        let stone = condition("use-item") { $0.item = "leaf-stone" }
        var older = condition("level-up") { $0.nearSpecialRock = true }
        older.isUsual = false
        let names = ConditionNames(items: ["leaf-stone": "リーフのいし"])
        #expect(
            EvolutionText.describe(
                [stone, older], into: "leafeon", labels: ScreenLabels(language: .ja), names: names)
                == "リーフのいしを使う（ほかのゲーム：苔むした岩の近くでレベルアップ）")
        let french = ConditionNames(items: ["leaf-stone": "Pierre Plante"])
        #expect(
            EvolutionText.describe([stone, older], into: "leafeon", labels: ScreenLabels(language: .fr), names: french)
                == "utiliser Pierre Plante (autres jeux\u{202F}: monter de niveau près de la Pierre Mousse)")
    }

    @Test func typesComeFromTheLabelsAndPartsAreJoinedAsTheLanguageDoes() {
        let labels = ScreenLabels(language: .zhHans, names: LabelNames([.type: ["dark": [.zhHans: "恶"]]]))
        let pancham = condition("level-up") {
            $0.minLevel = 32
            $0.partyType = "dark"
        }
        #expect(EvolutionText.describe([pancham], into: "pangoro", labels: labels) == "等级32，队伍中有恶属性宝可梦")
    }

    @Test func aMissingNameIsEnglishMarkedInTextAndPlainInJSON() {
        let trade = condition("trade") { $0.heldItem = "metal-coat" }
        #expect(
            EvolutionText.describe([trade], into: "scizor", labels: ScreenLabels(language: .de))
                == "Tausch, trägt: Metal Coat (en)")
        #expect(
            EvolutionText.describe([trade], into: "scizor", labels: ScreenLabels(language: .de).unmarked)
                == "Tausch, trägt: Metal Coat")
    }

    @Test func kingambitNamesBothOfItsSpecies() {
        let names = ConditionNames(
            items: ["leaders-crest": "Emblème du Général"], species: ["bisharp": "Scalproie", "pawniard": "Scalpion"])
        #expect(
            EvolutionText.describe(
                [EvolutionCondition(trigger: "three-defeated-bisharp")], into: "kingambit",
                labels: ScreenLabels(language: .fr), names: names)
                == "monter d’un niveau après avoir vaincu trois Scalproie menant des Scalpion et tenant Emblème du Général"
        )
        // The Leader's Crest they hold, which PokeAPI's condition leaves out, with its apostrophe.
        #expect(
            EvolutionText.describe([EvolutionCondition(trigger: "three-defeated-bisharp")], into: "kingambit")
                == "level up after defeating three Bisharp that lead Pawniard and hold Leader’s Crest")
        #expect(
            ConditionNames.wanted(by: [EvolutionCondition(trigger: "three-defeated-bisharp")]).items == [
                "leaders-crest"
            ])
    }

    @Test func aMoveKnownIsALevelUpKnowingIt() {
        var condition = EvolutionCondition(trigger: "level-up")
        condition.knownMove = "twin-beam"
        #expect(EvolutionText.describe([condition], into: "farigiraf") == "level up knowing Twin Beam")
        condition.minLevel = 32
        #expect(EvolutionText.describe([condition], into: "farigiraf") == "level 32, knows Twin Beam")
    }
}
