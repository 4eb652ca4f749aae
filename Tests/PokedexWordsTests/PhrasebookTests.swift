import PokedexDomain
import Testing

@testable import PokedexWords

struct PhrasebookTests {
    /// Every phrase has a row, and the row a text in every language but English: a screen in
    /// any language never falls back to English for pokedex's own words.
    @Test func everyPhraseIsWrittenInEveryLanguage() {
        for phrase in Phrase.allCases {
            for language in Language.allCases where language != .en {
                let text = Phrasebook.text(phrase, in: language)
                #expect(text?.isEmpty == false, "\(phrase) in \(language.rawValue)")
            }
        }
        #expect(Phrasebook.text(.baseStats, in: .en) == nil, "English is the phrase itself")
        for word in Word.allCases {
            for language in Language.allCases where language != .en {
                let text = Phrasebook.text(english: word.rawValue, in: language)
                #expect(text?.isEmpty == false, "\(word) in \(language.rawValue)")
            }
            #expect(Phrase(rawValue: word.rawValue) == nil, "\(word) is a phrase too")
        }
        for word in EncounterWord.allCases {
            for language in Language.allCases where language != .en {
                let text = Phrasebook.text(english: word.rawValue, in: language)
                #expect(text?.isEmpty == false, "\(word) in \(language.rawValue)")
            }
            #expect(
                Phrase(rawValue: word.rawValue) == nil && Word(rawValue: word.rawValue) == nil,
                "\(word) is a phrase or a word too")
        }
    }

    /// Each language's table, read a column at a time, is what reading every cell of every
    /// row gives: the row's own cell, or for kana the Japanese where its own is empty.
    @Test func eachLanguagesTableIsItsColumnOfEveryRow() {
        let rows = Phrasebook.areas.flatMap(TableText.rows)
        #expect(rows.count > 500)
        for (position, language) in TableText.languages.enumerated() {
            var expected: [String: String] = [:]
            for cells in rows where !cells[0].isEmpty {
                let own = cells[position + 1]
                let text = own.isEmpty && language == .jaHrkt ? cells[1] : own
                if !text.isEmpty { expected[cells[0]] = text }
            }
            let english = Set(rows.map { $0[0] }).subtracting([""])
            let found = english.compactMap { key in Phrasebook.text(english: key, in: language).map { (key, $0) } }
            #expect(Dictionary(uniqueKeysWithValues: found) == expected, "\(language.rawValue)")
        }
        #expect(Phrasebook.text(english: "Base stats", in: .en) == nil)
        #expect(Phrasebook.text(english: "No such phrase", in: .fr) == nil)
        #expect(Phrasebook.text(english: "Surfing", in: .jaHrkt) == "なみのり")
    }

    /// A word looked up by its row is what every row's cells give, whatever the rows: short and
    /// long, empty cells and lines, spaces, bars at each of a word's eight places, no newline at
    /// the end, a word in several rows.
    @Test func aWordIsItsCellOfEveryRowWhateverTheRows() {
        var random = SeededRandom(seed: 7)
        func next(_ bound: Int) -> Int { random.below(bound) }
        let words = ["", " ", "a", "Wort", " ab c ", "ずかん", "Œuf offert", "x y z w v u t s"]
        let lines = (0..<400).map { _ in
            (0..<next(14)).map { _ in words[next(words.count)] }.joined(separator: "|")
        }
        // A word in several rows: the last row with a cell there gives it.
        let more = lines.prefix(100).map {
            $0.split(separator: "|", omittingEmptySubsequences: false).reversed().joined(separator: "|")
        }
        let texts = [
            lines.joined(separator: "\n"), lines.reversed().joined(separator: "\n") + "\n", "",
            more.joined(separator: "\n"),
        ]
        let rows = texts.flatMap(TableText.rows)
        for (position, language) in TableText.languages.enumerated() {
            var expected: [String: String] = [:]
            for cells in rows where cells.count > position + 1 && !cells[0].isEmpty {
                let own = cells[position + 1]
                let text = own.isEmpty && language == .jaHrkt ? cells[1] : own
                if !text.isEmpty { expected[cells[0]] = text }
            }
            #expect(expected.count > 3)
            let index = RowIndex(texts)
            let keys = Set(rows.map { $0[0] } + ["", "absent", "Wor"])
            let found = keys.compactMap { key in
                index.word(key, in: language).map { (key, $0) }
            }
            #expect(Dictionary(uniqueKeysWithValues: found) == expected, "\(language.rawValue)")
        }
    }

    /// No row names a phrase that does not exist (a typo would never be used), and none has
    /// more columns than languages.
    @Test func everyRowIsAPhraseWithOneTextPerLanguage() {
        let phrases = Set(
            Phrase.allCases.map(\.rawValue) + Word.allCases.map(\.rawValue) + EncounterWord.allCases.map(\.rawValue))
        for line in Phrasebook.areas.joined(separator: "\n").split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            let english = String(fields[0]).trimmingCharacters(in: " ")
            #expect(phrases.contains(english), "\(english) is no phrase")
            #expect(fields.count == TableText.languages.count + 1, "\(english): \(fields.count) columns")
        }
    }

    /// A phrase's blanks are in every language's text, once each: `{1}` and `{2}` filled in
    /// means the same there. No phrase has two rows.
    @Test func everyTranslationHasThePhrasesBlanks() {
        func blanks(_ text: String) -> [String] {
            ["{1}", "{2}"].filter { text.contains($0) }
        }
        var seen: Set<String> = []
        for line in Phrasebook.areas.joined(separator: "\n").split(separator: "\n") {
            let english = String(line.split(separator: "|")[0]).trimmingCharacters(in: " ")
            #expect(seen.insert(english).inserted, "\(english) has two rows")
        }
        for phrase in Phrase.allCases {
            for language in Language.allCases where language != .en {
                let text = Phrasebook.text(phrase, in: language) ?? ""
                #expect(blanks(text) == blanks(phrase.rawValue), "\(phrase) in \(language.rawValue): \(text)")
            }
        }
    }

    @Test func blanksAreFilledInOrderAndValuesAreNotReadForBlanks() {
        let japanese = ScreenLabels(language: .ja)
        #expect(japanese.say(.evolveLevel, "16") == "レベル16")
        #expect(
            japanese.say(.evolveDefeatLeaders, "キリキザン", "コマタナ", "かしらのしるし")
                == "かしらのしるしを持ちコマタナを連れたキリキザンを3匹倒してレベルアップ")
        #expect(ScreenLabels.english.say(.evolveUseMove, "{2}", "20") == "use {2} 20 times")
        #expect(ScreenLabels.english.say(.evolveLevel) == "level {1}", "a blank with no value stays")
        // A value that ends a sentence takes no second stop; one that does not, its stop.
        #expect(
            ScreenLabels.english.say(.metInGames, "Emerald, Let’s Go, Eevee!")
                == "Met in the wild in Emerald, Let’s Go, Eevee!")
        #expect(ScreenLabels.english.say(.metInGames, "Emerald") == "Met in the wild in Emerald.")
        #expect(ScreenLabels(language: .fr).say(.metInGames, "Évoli!") == "Rencontré à l’état sauvage dans Évoli!")
        #expect(japanese.say(english: "At night") == "夜")
        #expect(japanese.say(english: "Trash Can Ambush") == "Trash Can Ambush (en)")
        #expect(japanese.unmarked.say(english: "Trash Can Ambush") == "Trash Can Ambush")
    }

    /// A form's name is in the language where each of its words is in the phrasebook, a lone
    /// letter kept; else its English form stays beside the species' name.
    @Test func formsAreNamedInTheLanguageWordByWord() {
        func form(_ displayName: String, _ language: Language) -> String {
            let summary = PokemonSummary(
                id: 10034, name: "x", speciesID: 6, speciesName: "charizard", displayName: displayName,
                types: ["fire"], isDefault: false)
            let names = LocalizedNames([6: [.ja: "リザードン", .de: "Glurak"]])
            return DisplayName.localized(summary, names: names, language: language)
        }
        #expect(form("Charizard (Mega X)", .ja) == "リザードン（メガ X）")
        #expect(form("Charizard (Gmax)", .de) == "Glurak (Gigadynamax)")
        // Rotom's appliances and the Formes as the games name them (Rotom-Wash is Wasch-Rotom).
        #expect(form("Charizard (Wash)", .de) == "Glurak (Wasch)")
        #expect(form("Charizard (Origin)", .ja) == "リザードン（オリジンフォルム）")
        #expect(
            form("Charizard (Rock Star)", .ja) == "リザードン（Rock Star (en)）", "no word of it translated: English, marked")
        #expect(form("Charizard (Galar Zen)", .ja) == "リザードン（ガラル ダルマモード）")
        #expect(
            form("Charizard (Galar Cosplay)", .ja) == "リザードン（Galar Cosplay (en)）",
            "one word untranslated: all English, marked")
        #expect(form("Charizard (Mega X)", .fr) == "Charizard (Mega X)", "no French name for the species here")
    }

    /// The singular by each language's rule: French's covers 0, the others' 1 only.
    @Test func pluralsFollowEachLanguagesRule() {
        let french = ScreenLabels(language: .fr)
        #expect(french.isOne(0) && french.isOne(1) && !french.isOne(2))
        #expect(french.say(french.isOne(1) ? .oneProblem : .problems, "1", "SV").hasPrefix("1 problème avec"))
        #expect(french.say(french.isOne(2) ? .oneProblem : .problems, "2", "SV").hasPrefix("2 problèmes avec"))
        for language in [Language.en, .de, .es, .it] {
            let labels = ScreenLabels(language: language)
            #expect(!labels.isOne(0) && labels.isOne(1) && !labels.isOne(2), "\(language)")
        }
    }

    /// Korean takes the particle the name before it calls for, after digits and Latin letters
    /// by how they are read.
    @Test func koreanParticlesFitTheNameBeforeThem() {
        let korean = ScreenLabels(language: .ko)
        #expect(korean.say(.evolveKnows, "지진") == "지진을 배운 상태")
        #expect(korean.say(.evolveKnows, "10만볼트") == "10만볼트를 배운 상태")
        #expect(korean.say(.evolvePartySpecies, "총어") == "지닌 포켓몬에 총어가 있음")
        #expect(korean.say(.evolveTradeFor, "쪼마리") == "쪼마리와 통신교환")
        #expect(korean.say(.evolveTradeFor, "딱정곤") == "딱정곤과 통신교환")
        #expect(korean.say(.noMovesBy, "레벨업") == "이 게임에 레벨업으로 배우는 기술은 없습니다.")
        #expect(korean.say(.noMovesBy, "기술머신") == "이 게임에 기술머신으로 배우는 기술은 없습니다.")
        #expect(korean.say(.noMovesBy, "알") == "이 게임에 알로 배우는 기술은 없습니다.", "ㄹ takes 로")
        // Fist ends in T (티): a vowel.
        #expect(korean.say(.evolveKnows, "Rage Fist (en)") == "Rage Fist (en)를 배운 상태")
        #expect(korean.say(.evolveTradeFor, "폴리곤2") == "폴리곤2와 통신교환", "2 reads 이")
        #expect(korean.say(.evolveKnows, "폴리곤3") == "폴리곤3을 배운 상태", "3 reads 삼")
        #expect(korean.say(.noMovesBy, "TM") == "이 게임에 TM으로 배우는 기술은 없습니다.", "M reads 엠")
        #expect(korean.say(.noMovesBy, "Tutor (en)") == "이 게임에 Tutor (en)로 배우는 기술은 없습니다.", "R reads 알")
        #expect(korean.say(.evolveKnows, "A") == "A를 배운 상태", "A reads 에이")
        #expect(korean.say(.evolveKnows, "(x)") == "(x)을(를) 배운 상태", "a bracket stays both")
        #expect(ScreenLabels(language: .ja).say(.evolveKnows, "じしん") == "じしんを覚えている")
    }

    /// On random text of digits, stops, per cents, letters and marks, the numbers as the rule
    /// says them character by character: a `.` between two numbers a comma, and in French a
    /// narrow space before a `%` after one.
    @Test func numbersFollowTheRuleCharacterByCharacter() {
        let pieces = [
            "1", "7", "0", ".", "%", " ", "m", "é", "½", "\u{301}", "♂", "٣", "5\u{FE0F}\u{20E3}", "\u{202F}",
        ]
        func rule(_ text: String, _ language: Language) -> String {
            let characters = Array(text)
            var out = ""
            for (index, character) in characters.enumerated() {
                let numberBefore = index > 0 && characters[index - 1].isNumber
                let numberAfter = index + 1 < characters.count && characters[index + 1].isNumber
                if character == ".", numberBefore, numberAfter {
                    out += ","
                } else if character == "%", language == .fr, numberBefore {
                    out += "\u{202F}%"
                } else {
                    out.append(character)
                }
            }
            return out
        }
        var random = SeededRandom(seed: 11)
        for _ in 0..<3_000 {
            let text = (0..<random.below(9)).map { _ in pieces[random.below(pieces.count)] }.joined()
            for language in [Language.fr, .de] {
                #expect(
                    ScreenLabels(language: language).numbers(text) == rule(text, language),
                    "\(Array(text.unicodeScalars))")
            }
        }
    }

    /// Numbers and lists as each language writes them.
    @Test func numbersAndListsAsTheLanguageWritesThem() {
        for language in [Language.fr, .de, .es, .it] {
            #expect(ScreenLabels(language: language).numbers("0.3 m") == "0,3 m", "\(language)")
        }
        #expect(ScreenLabels(language: .en).numbers("0.3 m") == "0.3 m")
        #expect(ScreenLabels(language: .ja).numbers("0.3 m") == "0.3 m")
        #expect(ScreenLabels(language: .fr).numbers("87.5% ♂") == "87,5\u{202F}% ♂", "a narrow space before %")
        #expect(ScreenLabels(language: .de).numbers("87.5% ♂") == "87,5% ♂")
        #expect(ScreenLabels(language: .fr).numbers("Route 1.") == "Route 1.", "a full stop is no decimal")
        for language in [Language.ja, .jaHrkt, .zhHans, .zhHant] {
            #expect(ScreenLabels(language: language).separator == "、", "names are listed with 、")
        }
        #expect(ScreenLabels(language: .zhHans).clauseSeparator == "，", "clauses with ，")
        #expect(ScreenLabels(language: .en).separator == ", ")
        // Where PokeAPI has no name: the games' words for flavours and damage classes.
        #expect(ScreenLabels(language: .it).word(.flavor, "sour") == "Aspro")
        #expect(ScreenLabels(language: .ko).damageClass("special") == "특수")
        #expect(ScreenLabels(language: .de).word(.flavor, "sweet") == "Süß")
        #expect(ScreenLabels(language: .fr).colon == "\u{202F}: ", "French: a narrow space before the colon")
        #expect(ScreenLabels(language: .ja).colon == "：")
        #expect(ScreenLabels(language: .en).colon == ": ")
        #expect(ScreenLabels(language: .fr).level == "N.")
        #expect(ScreenLabels(language: .es).level == "Nv.")
        #expect(ScreenLabels(language: .ja).level == "Lv.")
    }

    /// Wordings a native reader corrected: templates that need no case of a name (German),
    /// the personal a (Spanish), the games' own terms (Japanese, Korean, Italian), a counter
    /// that reads every number right (kana Japanese).
    @Test func theCorrectedWordings() {
        #expect(Phrasebook.text(.evolveUse, in: .de) == "mit {1}", "as the review asks: 'mit Donnerstein'")
        #expect(Phrasebook.text(.evolveUseNamed, in: .de) == "verwenden: {1}", "not 'mit Saurer Apfel'")
        #expect(Phrasebook.text(.evolveHolding, in: .de) == "trägt: {1}", "not 'mit Ovaler Stein'")
        #expect((Phrasebook.text(.evolveDefeatLeaders, in: .es) ?? "").contains("que lideran a {2}"))
        #expect((Phrasebook.text(.evolveAgileStyle, in: .ja) ?? "").contains("早業"))
        #expect(
            (Phrasebook.text(.evolveSteps, in: .jaHrkt) ?? "").contains("{1}ぽ"), "1000 steps is read せんぽ (kana: no 歩)")
        #expect((Phrasebook.text(.evolveAffection, in: .ko) ?? "").contains("절친도"))
        #expect(Phrasebook.text(.happiness, in: .it) == "Affetto")
        #expect((Phrasebook.text(.evolveAffection, in: .it) ?? "").contains("amicizia"))
        #expect(Phrasebook.text(.growth, in: .ja) == "経験値タイプ", "the growth type, not experience points")
    }

    /// Kana Japanese has its own text where the Japanese uses kanji, and the Japanese where
    /// that is kana already.
    @Test func kanaJapaneseFallsBackToJapanese() {
        #expect(Phrasebook.text(.baseStats, in: .ja) == "種族値")
        #expect(Phrasebook.text(.baseStats, in: .jaHrkt) == "しゅぞくち")
        #expect(Phrasebook.text(.height, in: .jaHrkt) == "たかさ")
    }

    @Test func screenLabelsSayPhrasesAndMarkEnglishInPlaceOfAMissingName() {
        let names = LabelNames([.habitat: ["mountain": [.fr: "montagnes"]]])
        let japanese = ScreenLabels(language: .ja, names: names)
        #expect(japanese.say(.eggGroups) == "タマゴグループ")
        // The games' word where PokeAPI has none (FireRed/LeafGreen's habitats in Japanese).
        #expect(japanese.word(.habitat, "mountain") == "山", "kanji mode")
        // pokedex's own word where neither PokeAPI nor the games have one.
        let korean = ScreenLabels(language: .ko, names: names)
        #expect(korean.word(.habitat, "mountain") == "산")
        // English, marked, where none has one.
        #expect(korean.word(.eggGroup, "monster") == "Monster (en)")
        #expect(korean.unmarked.word(.eggGroup, "monster") == "Monster")
        #expect(ScreenLabels(language: .fr, names: names).word(.habitat, "mountain") == "montagnes")
        #expect(ScreenLabels.english.word(.habitat, "mountain") == "Mountain", "English is never marked")
        #expect(ScreenLabels.english.say(.baseStats) == "Base stats")
        #expect(ScreenLabels.english.generation(4) == "Generation IV")
        #expect(japanese.generation(4) == "Generation IV (en)", "no generation names bundled here")
    }

    /// Ways and conditions of meeting a Pokémon: the phrasebook's word, then PokeAPI's name in
    /// the language, then English, marked.
    @Test func encounterTermsTakeThePhrasebookThenPokeAPI() {
        let names = LabelNames([
            .encounterCondition: ["story-progress-awakened-beasts": [.fr: "Réveiller les bêtes légendaires"]],
            .encounterMethod: ["walk": [.fr: "Marcher dans les hautes herbes ou une grotte"]],
        ])
        let french = ScreenLabels(language: .fr, names: names)
        let english = "Awakened the legendary beasts at Burned Tower"
        #expect(
            french.encounter(.encounterCondition, "story-progress-awakened-beasts", english: english)
                == "Réveiller les bêtes légendaires")
        #expect(french.encounter(.encounterMethod, "walk", english: "Walking") == french.say(EncounterWord.walking))
        // Where PokeAPI has no name in the language, pokedex's own; English, marked, for a
        // condition it has none for either.
        #expect(
            ScreenLabels(language: .de, names: names).encounter(
                .encounterCondition, "story-progress-awakened-beasts", english: english)
                == "Legendäre Bestien in der Turmruine geweckt")
        #expect(
            ScreenLabels(language: .de, names: names).encounter(
                .encounterCondition, "a-condition-of-a-newer-pokeapi", english: "Something new") == "Something new (en)"
        )
        // The phrasebook has what PokeAPI names in no language here.
        #expect(
            ScreenLabels(language: .ko, names: names).encounter(.encounterCondition, "radio-off", english: "Radio off")
                == "라디오 끔")
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}

struct LabelFallbacksTests {
    /// Each kind's table of the games' words.
    private let fallbackTexts = LabelNames.Kind.allCases.compactMap { kind in
        LabelFallbacks.text(of: kind).map { (kind, $0) }
    }

    /// Every row of the games' words pokedex keeps has one cell per language, and no name two
    /// rows: a row cut short or doubled would be dropped or shadowed without a word.
    @Test func everyRowHasACellPerLanguageAndANameOfItsOwn() {
        for (kind, text) in fallbackTexts {
            var seen: Set<String> = []
            for cells in TableText.rows(text) {
                #expect(
                    cells.count == TableText.languages.count + 1, "\(kind) \(cells.first ?? ""): \(cells.count) cells")
                #expect(seen.insert(cells.first ?? "").inserted, "\(kind) \(cells.first ?? "") twice")
            }
        }
    }

    /// A name in a language is its row's cell, read a language at a time as every cell of
    /// every row would give it (kana taking the Japanese where it has none, English none).
    @Test func eachNameInEachLanguageIsItsRowsCell() {
        var checked = 0
        for (kind, text) in fallbackTexts {
            for cells in TableText.rows(text) {
                for language in Language.allCases {
                    #expect(
                        LabelFallbacks.name(kind, cells[0], in: language) == word(of: cells, in: language),
                        "\(kind) \(cells[0]) \(language.rawValue)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test func encounterWordsAreFoundByKindAndName() {
        #expect(LabelFallbacks.name(.encounterMethod, "snag", in: .ja) == "スナッチ")
        #expect(
            LabelFallbacks.name(.encounterCondition, "backlot-mentioned", in: .de)?.hasPrefix(
                "Der Herr des Pokémon-Landguts") == true)
        // Kana Japanese takes the Japanese where the row has no kana of its own.
        #expect(LabelFallbacks.name(.encounterMethod, "pokespot", in: .jaHrkt) == "ポケスポット")
        #expect(LabelFallbacks.name(.encounterCondition, "snag", in: .ja) == nil, "a method is no condition")
    }
}

struct AreaWordsTests {
    @Test func qualifiersAreReadInEveryLanguage() {
        #expect(AreaWords.word("North", in: .ja) == "北")
        #expect(AreaWords.word("SW", in: .fr) == "Sud-Ouest")
        #expect(AreaWords.word("room 10", in: .de) == "Raum 10")
        #expect(AreaWords.word("Electric", in: .ko) == "전기")
        #expect(AreaWords.word("room", in: .de) == nil)
        #expect(AreaWords.word("Mayor's House", in: .ja) == nil)
        #expect(AreaWords.word("North", in: .en) == nil, "English is PokeAPI's own")
    }

    @Test func everyRowHasACellPerLanguage() {
        for cells in TableText.rows(AreaWords.text) {
            #expect(cells.count == TableText.languages.count + 1, "\(cells.first ?? ""): \(cells.count) cells")
        }
        let words = TableText.rows(AreaWords.text).map { $0[0] }
        #expect(Set(words).count == words.count, "a word twice")
    }
}

/// A row's word in `language` as reading every cell gives it: its own cell, kana taking the
/// Japanese where it has none; nil for English and for an empty cell.
func word(of cells: [String], in language: Language) -> String? {
    guard let position = TableText.languages.firstIndex(of: language).map({ $0 + 1 }), position < cells.count
    else { return nil }
    let word = cells[position].isEmpty && language == .jaHrkt ? cells[1] : cells[position]
    return word.isEmpty ? nil : word
}
