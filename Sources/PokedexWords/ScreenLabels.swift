import PokedexDomain

/// The words of a screen in the reader's language: the bundled names for PokeAPI's words, the
/// `Phrasebook` for pokedex's own. A word with no name in the language is shown in English and,
/// on the screens people read, marked so (`Selected Pokemon (en)`); JSON gives the English as is.
package struct ScreenLabels: Sendable, Equatable {
    package let language: Language
    package let names: LabelNames
    /// Whether English shown in place of a missing name says so.
    package let marksFallback: Bool

    package init(language: Language = .en, names: LabelNames = .empty, marksFallback: Bool = true) {
        self.language = language
        self.names = names
        self.marksFallback = marksFallback
    }

    package static let english = ScreenLabels()

    /// The same words, for JSON: English where a name is missing, unmarked.
    package var unmarked: ScreenLabels {
        ScreenLabels(language: language, names: names, marksFallback: false)
    }

    /// A word pokedex writes itself: `Base stats`, `種族値`, `Stats de base`.
    package func say(_ phrase: Phrase) -> String {
        Phrasebook.text(phrase, in: language) ?? english(phrase.rawValue)
    }

    /// A phrase with blanks, `{1}` and `{2}` filled with `values` in order: `level {1}` with `16`
    /// → `level 16`, `レベル16`. A value is put in as it is, never read for blanks itself.
    package func say(_ phrase: Phrase, _ values: String...) -> String {
        say(phrase, filling: values)
    }

    /// `say(_:_:)` with the values in an array.
    package func say(_ phrase: Phrase, filling values: [String]) -> String {
        let template = say(phrase)
        var text = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let digit = rest.index(after: open)
            guard digit < rest.endIndex, let n = rest[digit].wholeNumberValue, n >= 1, n <= values.count,
                case let close = rest.index(after: digit), close < rest.endIndex, rest[close] == "}"
            else {
                text.append(contentsOf: rest[...open])
                rest = rest[rest.index(after: open)...]
                continue
            }
            // String's own append of a Substring: `+=` would take the generic one.
            text.append(contentsOf: rest[..<open])
            text += values[n - 1]
            rest = rest[rest.index(after: close)...]
            // A value that ends a sentence itself (`Let’s Go, Eevee!`) takes no full stop after it.
            if rest.first == ".", let last = values[n - 1].last, last == "!" || last == "?" || last == "." {
                rest = rest.dropFirst()
            }
        }
        text.append(contentsOf: rest)
        return language == .ko ? KoreanParticles.fitted(text) : text
    }

    /// What goes between two sentences: a space, or nothing in Chinese and Japanese.
    package var sentenceGap: String {
        switch language {
        case .ja, .jaHrkt, .zhHans, .zhHant: ""
        default: " "
        }
    }

    /// Whether `count` takes the singular, by the language's rule (CLDR's `one`): French says
    /// `0 problème` and `1 problème`, English, German, Spanish and Italian only `1`; Japanese,
    /// Korean and Chinese have one form, their phrases the same for both.
    package func isOne(_ count: Int) -> Bool {
        language == .fr ? count == 0 || count == 1 : count == 1
    }

    /// What separates the parts of a list in the language: `, `, and the enumeration comma
    /// `、` of Japanese and Chinese.
    package var separator: String {
        switch language {
        case .ja, .jaHrkt, .zhHans, .zhHant: "、"
        default: ", "
        }
    }

    /// The level's mark before a number, as the games write it: `Lv.`, French `N.`, Spanish
    /// `Nv.`.
    package var level: String {
        switch language {
        case .fr: "N."
        case .es: "Nv."
        default: "Lv."
        }
    }

    /// A label's colon and the space after it: French's narrow space before it, the full-width
    /// colon of Japanese and Chinese.
    package var colon: String {
        switch language {
        case .fr: "\u{202F}: "
        case .ja, .jaHrkt, .zhHans, .zhHant: "："
        default: ": "
        }
    }

    /// Whether the language is Japanese or Chinese, written without spaces between words.
    package var isCJK: Bool { [.ja, .jaHrkt, .zhHans, .zhHant].contains(language) }

    /// `text` in brackets after what it qualifies: ` (caché)`, and with no space the full-width
    /// brackets of Japanese and Chinese: `（隠れ特性）`.
    package func parenthesized(_ text: String) -> String {
        switch language {
        case .ja, .jaHrkt, .zhHans, .zhHant: "（" + text + "）"
        default: " (" + text + ")"
        }
    }

    /// What separates the clauses of one condition: `, `, `、`, and Chinese's `，`.
    package var clauseSeparator: String {
        switch language {
        case .ja, .jaHrkt: "、"
        case .zhHans, .zhHant: "，"
        default: ", "
        }
    }

    /// Numbers in `text` written as the language writes them: a decimal comma in French,
    /// German, Spanish and Italian (`0,3 m`), and French's narrow space before `%` (`87,5 %`).
    package func numbers(_ text: String) -> String {
        guard [.fr, .de, .es, .it].contains(language) else { return text }
        return Self.numbers(text, asIn: language) ?? numbersByCharacter(text)
    }

    /// `numbers(_:)` on the bytes, where every `.` and `%` has ASCII on both sides (the entry's
    /// heights, weights and shares): a digit is then a character of its own, as Swift reads
    /// characters. Nil where one has not, for `numbersByCharacter` (a Character's `isNumber`
    /// reads more than digits, and a mark after one joins it).
    private static func numbers(_ text: String, asIn language: Language) -> String? {
        let bytes = text.utf8
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4)
        var previous: UInt8 = 0
        var iterator = bytes.makeIterator()
        var current = iterator.next()
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        while let byte = current {
            let next = iterator.next()
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "%") {
                guard previous < 0x80, (next ?? 0) < 0x80 else { return nil }
                if byte == UInt8(ascii: "."), isDigit(previous), isDigit(next) {
                    out.append(UInt8(ascii: ","))
                } else if byte == UInt8(ascii: "%"), language == .fr, isDigit(previous) {
                    out += [0xE2, 0x80, 0xAF, UInt8(ascii: "%")]
                } else {
                    out.append(byte)
                }
            } else {
                out.append(byte)
            }
            previous = byte
            current = next
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func numbersByCharacter(_ text: String) -> String {
        var out = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let between =
                index > 0 && index + 1 < characters.count && characters[index - 1].isNumber
                && characters[index + 1].isNumber
            if character == ".", between {
                out.append(",")
            } else if character == "%", language == .fr, index > 0, characters[index - 1].isNumber {
                out += "\u{202F}%"
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// A machine as the language's games label it: `tm26` → `TM26`, French `CT26`, Spanish and
    /// Italian `MT26`; an HM `CS`, `MO`, `MN`, German `VM`; a TR `DT`, German `TP`.
    package func machine(_ name: String) -> String {
        let upper = name.uppercased()
        let prefixes: [String: String]
        switch language {
        case .fr: prefixes = ["TM": "CT", "HM": "CS", "TR": "DT"]
        case .es: prefixes = ["TM": "MT", "HM": "MO", "TR": "DT"]
        case .it: prefixes = ["TM": "MT", "HM": "MN", "TR": "DT"]
        case .de: prefixes = ["HM": "VM", "TR": "TP"]
        default: return upper
        }
        guard let own = prefixes[String(upper.prefix(2))] else { return upper }
        return own + upper.dropFirst(2)
    }

    /// `n` per cent as the language writes it: `10%`, French `10 %` (narrow space).
    package func percent(_ n: Int) -> String {
        language == .fr ? "\(n)\u{202F}%" : "\(n)%"
    }

    /// Words pokedex or PokeAPI wrote in English that the `Phrasebook` may have: `Walking`,
    /// `At night` → `あるく`, `よる`; English, marked, where it has not.
    package func say(english text: String) -> String {
        Phrase(rawValue: text).map { say($0) } ?? Word(rawValue: text).map { say($0) }
            ?? EncounterWord(rawValue: text).map { say($0) } ?? english(text)
    }

    /// A way or condition of meeting a Pokémon, looked up by its English: `Walking`, `At night`.
    package func say(_ word: EncounterWord) -> String {
        Phrasebook.text(english: word.rawValue, in: language) ?? english(word.rawValue)
    }

    /// A word looked up by its English: `Mega`, `leech-seed`.
    package func say(_ word: Word) -> String {
        Phrasebook.text(english: word.rawValue, in: language) ?? english(word.rawValue)
    }

    /// A way or condition of meeting a Pokémon: the phrasebook's word, else PokeAPI's name in
    /// the language (`radio-off` → `Radio éteinte`), else English.
    package func encounter(_ kind: LabelNames.Kind, _ name: String, english text: String) -> String {
        if Phrase(rawValue: text) != nil || EncounterWord(rawValue: text) != nil,
            let own = Phrasebook.text(english: text, in: language)
        {
            return own
        }
        return label(kind, name) ?? english(text)
    }

    /// `red` → `english`, `赤`; a version PokeAPI names, a game of it.
    package func version(_ name: String, english: String) -> String {
        label(.version, name) ?? self.english(english)
    }

    /// How a search hit matched, and what it is unless a Pokémon: `prefix`, `わざ · 前方一致`.
    package func match(_ match: String, kind: TermKind) -> String {
        kind == .pokemon ? say(english: match) : self.kind(kind) + " · " + say(english: match)
    }

    /// `move`, `わざ`: what a search hit is.
    package func kind(_ kind: TermKind) -> String {
        switch kind {
        case .pokemon: say(.pokemon)
        case .move: say(.move)
        case .ability: say(.ability)
        case .item: say(.item)
        case .nature: language == .en ? "nature" : say(.nature)
        }
    }

    /// `fire` → `Fire`, `ほのお`, `Feu`.
    package func type(_ name: String) -> String {
        label(.type, name) ?? english(DisplayName.titleCase(name))
    }

    /// The same, with its English name as PokeAPI writes it (`Fire`) in English.
    package func type(_ name: String, english: String) -> String {
        language == .en ? english : type(name)
    }

    /// `special-attack` (or `special_attack`) → `english`, `Attaque Spéciale`.
    package func stat(_ name: String, english: String) -> String {
        // The key is made a PokeAPI name only when there is a language to look it up in.
        guard language != .en else { return english }
        return label(.stat, String(name.map { $0 == "_" ? "-" : $0 })) ?? self.english(english)
    }

    /// A stat's short name where a line holds all six, as the games' summary screens write
    /// it: `Att.`, `Sp.-Ang.`, `Vel.`; the full name in languages whose names are short.
    package func shortStat(_ name: String, english: String) -> String {
        let key = String(name.map { $0 == "_" ? "-" : $0 })
        guard let row = Self.shortStats[key], let short = row[language] else {
            return stat(name, english: english)
        }
        return short
    }

    private static let shortStats: [String: [Language: String]] = [
        "hp": [.fr: "PV", .de: "KP", .es: "PS", .it: "PS"],
        "attack": [.fr: "Att.", .de: "Ang.", .es: "Ata.", .it: "Att."],
        "defense": [.fr: "Déf.", .de: "Vert.", .es: "Def.", .it: "Dif."],
        "special-attack": [.fr: "Att.\u{A0}Spé.", .de: "Sp.-Ang.", .es: "At.\u{A0}Esp.", .it: "Att.\u{A0}Sp."],
        "special-defense": [.fr: "Déf.\u{A0}Spé.", .de: "Sp.-Vert.", .es: "Def.\u{A0}Esp.", .it: "Dif.\u{A0}Sp."],
        "speed": [.fr: "Vit.", .de: "Init.", .es: "Vel.", .it: "Vel."],
    ]

    /// `scarlet-violet` → `english`, `スカーレット/バイオレット`.
    package func game(_ name: String, english: String) -> String {
        label(.game, name) ?? self.english(english)
    }

    /// `physical` → `Physical`, `物理`.
    package func damageClass(_ name: String) -> String {
        label(.damageClass, name) ?? english(DisplayName.titleCase(name))
    }

    /// `1` → `Generation I`, `第一世代`.
    package func generation(_ number: Int) -> String {
        let roman = RomanNumeral.make(number)
        return label(.generation, "generation-" + roman.lowercased()) ?? english("Generation " + roman)
    }

    /// One of PokeAPI's other words — an egg group, colour, habitat, shape, move target, item
    /// category or trait, flavour (`monster` → `Monster`, `かいじゅう`).
    package func word(_ kind: LabelNames.Kind, _ name: String) -> String {
        label(kind, name)
            ?? english(
                kind == .moveTarget
                    ? Self.targetNames[name] ?? DisplayName.titleCase(name)
                    : DisplayName.titleCase(name))
    }

    /// A move's target in English as the games word it (PokeAPI's names read `Selected Pokemon`,
    /// `Opponents Field`).
    static let targetNames = [
        "specific-move": "A specific move", "selected-pokemon-me-first": "Selected Pokémon (Me First)",
        "ally": "Ally", "users-field": "User's side", "user-or-ally": "User or ally",
        "opponents-field": "Opponents' side", "user": "User", "random-opponent": "Random opponent",
        "all-other-pokemon": "All other Pokémon", "selected-pokemon": "Selected Pokémon",
        "all-opponents": "All opponents", "entire-field": "Entire field", "user-and-allies": "User and allies",
        "all-pokemon": "All Pokémon", "all-allies": "All allies", "fainting-pokemon": "Fainting Pokémon",
    ]

    private func label(_ kind: LabelNames.Kind, _ name: String) -> String? {
        guard language != .en else { return nil }
        // Japanese in kanji takes the kanji games' word before PokeAPI's kana (its stats and
        // move classes are kana only).
        let kanji =
            language == .ja ? names.name(kind, name, onlyIn: .ja) ?? LabelFallbacks.name(kind, name, in: .ja) : nil
        let found = kanji ?? names.name(kind, name, in: language) ?? LabelFallbacks.name(kind, name, in: language)
        // PokeAPI writes the older games' simplified Chinese names in traditional characters.
        if language == .zhHans, kind == .version || kind == .game, let found { return Self.simplified(found) }
        return found
    }

    /// The traditional characters of PokeAPI's simplified Chinese names of games (`紅寶石`,
    /// `火紅/葉綠`, `心金/魂銀`), as the simplified games write them (`红宝石`, `火红/叶绿`).
    static func simplified(_ text: String) -> String {
        guard text.contains(where: { simplifiedOf[$0] != nil }) else { return text }
        return String(text.map { simplifiedOf[$0] ?? $0 })
    }

    private static let simplifiedOf: [Character: Character] = [
        "紅": "红", "藍": "蓝", "綠": "绿", "寶": "宝", "葉": "叶", "銀": "银",
    ]

    /// `text` as it is, or, when it is English in place of a missing name, marked so.
    package func marked(_ text: String, english: Bool) -> String {
        english ? self.english(text) : text
    }

    /// English in place of a missing name, marked where that is asked for.
    package func english(_ text: String) -> String {
        language == .en || !marksFallback ? text : text + " (en)"
    }
}
