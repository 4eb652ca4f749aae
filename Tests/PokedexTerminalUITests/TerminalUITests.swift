import PokedexDomain
import PokedexJSON
import PokedexPresentation
import Testing

@testable import PokedexTerminalUI

@Suite struct JSONValueTests {
    @Test func keysKeepTheirOrderAndStringsAreEscaped() {
        let value = JSONValue.object([
            ("z", .int(1)), ("a", .string("quote \" slash \\ tab \t nl \n esc \u{1B} c1 \u{85} é")),
            ("n", .null), ("b", .bool(false)), ("d", .double(0.7)), ("list", .array([.int(1), .double(100)])),
        ])
        #expect(
            value.serialized()
                == #"{"z":1,"a":"quote \" slash \\ tab \t nl \n esc \u001b c1 \u0085 é","n":null,"b":false,"d":0.7,"list":[1,100.0]}"#
        )
    }

    @Test func prettyPrintingIndentsByTwoSpaces() {
        let value = JSONValue.object([("a", .array([.int(1)])), ("b", .object([])), ("c", .array([]))])
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {},\n  \"c\": []\n}")
    }

    @Test func nonFiniteNumbersBecomeNull() {
        #expect(JSONValue.array([.double(.nan), .double(.infinity)]).serialized() == "[null,null]")
    }
}

@Suite struct TextWidthTests {
    /// Spaces cut from those made once are as many as asked, none for fewer than one, past
    /// the made ones too.
    @Test func spacesAreAsManyAsAsked() {
        for count in [-3, 0, 1, 2, 9, 255, 256, 257, 1000] {
            let spaces = TextWidth.spaces(count)
            #expect(spaces.utf8.count == max(0, count) && spaces.allSatisfy { $0 == " " }, "\(count)")
        }
        #expect(TextWidth.pad("Flabébé", to: 10) == "Flabébé   ")
        #expect(TextWidth.padLeft("ピカ", to: 6) == "  ピカ")
    }

    /// A text's words, found on its bytes, are Swift's split of it on the space character,
    /// over random text with spaces beside combining marks, a prepending mark, a joiner, wide
    /// characters, a flag and line breaks (where a space is part of a character and is no
    /// separator).
    @Test func wordsAreTheSplitOnTheSpaceCharacter() {
        let pieces = [
            "a", "Bulbasaur", "é", " ", "  ", "\u{301}", "\u{600}", "\u{200D}", "日本", "\r\n", "\n",
            "\u{1F1EF}\u{1F1F5}", "x", "\t", "—", "\u{FE0F}", "1", "Œuf", "\u{D4E}", "\u{903}", "\u{1F3FB}",
            "\u{1F469}", "\u{E0067}", "ピカチュウ", "か\u{3099}", "\u{3099}", "이상해씨", "妙蛙种子", "\u{302A}",
        ]
        var random = SeededRandom(seed: 20_261_204)
        var fellBack = 0
        for _ in 0..<6000 {
            let text = (0..<random.below(9)).map { _ in random.pick(pieces) }.joined()
            #expect(
                TextWidth.words(text).map(String.init) == text.split(separator: " ").map(String.init),
                "\(text.debugDescription)")
            if text.contains(" \u{301}") || text.contains("\u{600} ") { fellBack += 1 }
        }
        #expect(fellBack > 50)
        #expect(TextWidth.words("  Seed  Pokémon ").map(String.init) == ["Seed", "Pokémon"])
    }

    @Test func widthCountsCharactersNotBytes() {
        #expect(TextWidth.columns("Flabébé") == 7)
        #expect(TextWidth.columns("ピカチュウ") == 10)
        #expect(TextWidth.pad("Flabébé", to: 9) == "Flabébé  ")
    }

    /// Text of plain characters is measured on its bytes: the same columns as reading it a
    /// character at a time, over random text of plain characters mixed with those that are
    /// not (combining marks, a line break, an emoji with its selector and joiner, controls,
    /// wide and ideographic characters, the soft hyphen), and plain only where it is.
    @Test func plainTextIsMeasuredAsCharacterByCharacter() {
        let plain = [
            "a", "Z", " ", "~", "é", "×", "½", "\u{A0}", "\u{AD}", "ʼ", "\u{2FF}", "’", "–", "…", "·", "‰", "⁞",
            "\u{202F}", "█", "▏", "\u{259F}",
            "\u{E000}",
        ]
        let other = [
            "e\u{301}", "\r\n", "\u{7F}", "\u{85}", "\u{300}", "‼\u{FE0F}", "👩\u{200D}👧", "\u{200D}", "\u{2028}",
            "\u{2060}", "ピ", "皮", "한", "♂", "\u{E001}", "\u{E002}", "\t", "\u{2011}\u{301}", "\u{25A0}",
        ]
        func byCharacter(_ text: String) -> Int {
            text.reduce(0) { sum, character in
                sum + (character.unicodeScalars.first.map { TextWidth.isWide($0) ? 2 : 1 } ?? 0)
            }
        }
        var random = SeededRandom(seed: 42)
        for round in 0..<2_000 {
            let mixed = round.isMultiple(of: 2)
            let text = (0..<random.below(12)).map { _ in
                mixed && random.below(4) == 0 ? other[random.below(other.count)] : plain[random.below(plain.count)]
            }.joined()
            #expect(TextWidth.columns(text) == byCharacter(text), "\(text.unicodeScalars.map { $0.value })")
            let isPlain = text.unicodeScalars.allSatisfy { scalar in plain.contains(String(scalar)) }
            #expect((TextWidth.plainWidth(text.utf8) != nil) == isPlain, "\(text.unicodeScalars.map { $0.value })")
        }
        #expect(TextWidth.plainWidth("Pokémon Écarlate – ½ × 3…".utf8) == 25)
        // What held a name whole is spaces again, and the glue gone; other private characters stay.
        #expect(
            TextWidth.unjoined("Let’s\u{E000}Go, 皮\u{E001}卡\u{E001}丘\u{E002}\u{E3A0}")
                == "Let’s Go, 皮卡丘\u{E002}\u{E3A0}")
        #expect(TextWidth.unjoined("plain") == "plain" && TextWidth.unjoined("\u{E000}") == " ")
    }

    /// A name kept whole has every space that is a character of its own held, and nothing
    /// else changed: as mapping its characters does, over random names plain and not (a space
    /// a combining mark joins is no space character, and stays).
    @Test func aNameKeptWholeHoldsEachSpaceCharacter() {
        let pieces = ["a", "é", " ", " ", "Œ", "’", "\u{301}", "皮", "\u{202F}", "-", "\u{E000}", "👩\u{200D}👧"]
        var random = SeededRandom(seed: 5)
        for _ in 0..<3_000 {
            let name = (0..<random.below(10)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let held = String(name.map { $0 == " " ? Character("\u{E000}") : $0 })
            #expect(TextWidth.keptWhole(name) == held, "\(name.unicodeScalars.map(\.value))")
        }
    }

    @Test func truncationEndsInAnEllipsis() {
        #expect(TextWidth.truncate("Charizard (Mega X)", to: 10) == "Charizard…")
        #expect(TextWidth.truncate("Mew", to: 10) == "Mew")
        #expect(TextWidth.truncate("ピカチュウ", to: 5) == "ピカ…")
    }

    /// English breaks at spaces; Japanese and Chinese beside their ideographs and hiragana,
    /// never before closing punctuation; a katakana name stays whole; lines count columns.
    @Test func wrappingBreaksWhereEachScriptMay() {
        #expect(TextWidth.wrap("use Leaf Stone or level up", to: 14) == ["use Leaf Stone", "or level up"])
        let japanese = TextWidth.wrap("苔むした岩の近くでレベルアップ、なつき度が高い", to: 20)
        #expect(japanese.allSatisfy { TextWidth.columns($0) <= 20 }, "\(japanese)")
        #expect(japanese.joined() == "苔むした岩の近くでレベルアップ、なつき度が高い")
        #expect(japanese.first == "苔むした岩の近くで", "レベルアップ is katakana, kept whole")
        #expect(!japanese.contains { $0.hasPrefix("、") })
        #expect(TextWidth.wrap("赤/緑, ルビー/サファイア, X/Y", to: 20) == ["赤/緑,", "ルビー/サファイア,", "X/Y"])
        let chinese = TextWidth.wrap("在不濒死的情况下受到294反作用力伤害", to: 10)
        #expect(chinese.allSatisfy { TextWidth.columns($0) <= 10 } && chinese.joined() == "在不濒死的情况下受到294反作用力伤害")
        #expect(TextWidth.wrap("ピカチュウピカチュウ", to: 10) == ["ピカチュウ", "ピカチュウ"], "too wide: cut by columns")
    }

    /// Words of letters, accented ones among them (two bytes, one column), wrap as a greedy
    /// reader fills lines: a word goes on the line while it fits, a word wider than a line is
    /// cut into pieces of the line's width. Random words and widths, seeded.
    @Test func lettersWrapGreedilyAndLongWordsAreCut() {
        var seed: UInt64 = 0x5EED_0F_1E77E45
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789-'/é")
        for _ in 0..<400 {
            let width = 10 + next(25)
            let words = (0..<(1 + next(14))).map { _ in
                String((0..<(1 + next(30))).map { _ in letters[next(letters.count)] })
            }
            var expected: [String] = []
            var line = ""
            for word in words {
                var pieces: [String] = []
                var rest = Substring(word)
                while rest.count > width {
                    pieces.append(String(rest.prefix(width)))
                    rest = rest.dropFirst(width)
                }
                pieces.append(String(rest))
                for (index, piece) in pieces.enumerated() {
                    let joined = index == 0 && !line.isEmpty ? line + " " + piece : line + piece
                    if line.isEmpty || joined.count <= width {
                        line = joined
                    } else {
                        expected.append(line)
                        line = piece
                    }
                }
            }
            expected.append(line)
            let text = words.joined(separator: String(repeating: " ", count: 1 + next(2)))
            #expect(TextWidth.wrap(text, to: width) == expected, "\(width): \(text)")
        }
    }

    /// A list's names are kept whole: `Sandy⏎Shocks`, `Let’s Go,⏎Pikachu!` were split; a name
    /// wider than a line alone is still cut.
    @Test func aNameIsNeverSplitUnlessItAloneIsWider() {
        let names = ["Iron Hands", "Sandy Shocks", "Let’s Go, Pikachu!/Let’s Go, Eevee!"]
        func list(_ width: Int) -> [String] {
            TextWidth.wrap(
                names.map { TextWidth.unbreakable($0, width: width) }.joined(separator: ", "), to: width)
        }
        #expect(list(24) == ["Iron Hands,", "Sandy Shocks, Let’s Go,", "Pikachu!/Let’s Go,", "Eevee!"])
        #expect(list(40) == ["Iron Hands, Sandy Shocks,", "Let’s Go, Pikachu!/Let’s Go, Eevee!"])
        #expect(list(80) == [names.joined(separator: ", ")])
        #expect(TextWidth.wrap("Iron Hands, Sandy Shocks", to: 16) == ["Iron Hands,", "Sandy Shocks"])
    }

    /// A Chinese or Japanese list has no spaces between its names (`、`): each name is held
    /// together, ideographs and all, and the lines break after a `、` (`皮卡丘 (Cosplay)` was
    /// split as `皮卡丘` and `(Cosplay)`, `皮卡丘` as `皮卡` and `丘`).
    @Test func aChineseNameIsKeptWholeBetweenCommas() {
        let names = ["雷丘 (超级 Y)", "皮卡丘 (Cosplay)", "皮卡丘", "飘浮泡泡 (Sunny)"]
        // From 18 columns each name fits with its `、`.
        for width in 18...40 {
            let lines = TextWidth.wrap(
                names.map { TextWidth.unbreakable($0, width: width) }.joined(separator: "、"), to: width)
            #expect(lines.allSatisfy { TextWidth.columns($0) <= width }, "\(width): \(lines)")
            for name in names { #expect(lines.contains { $0.contains(name) }, "\(width): \(name) in \(lines)") }
            for line in lines.dropLast() { #expect(line.hasSuffix("、"), "\(width): \(lines)") }
        }
    }

    /// The spaces a label's list keeps (`Fuerza Mental`) do not break when the last pass fits
    /// the line to the terminal, and are spaces again in what is written.
    @Test func aNameKeptWholeIsWrittenWithItsSpaces() {
        let line = "Habilidades    Competitivo, " + TextWidth.keptWhole("Fuerza Mental") + ", Presión (oculta)"
        let fitted = TextWidth.unjoined(FittedLines.fit(line, width: 40))
        #expect(fitted.split(separator: "\n").contains { $0.contains("Fuerza Mental") }, "\(fitted)")
        #expect(fitted.split(separator: "\n").allSatisfy { TextWidth.columns(String($0)) <= 40 })
        #expect(TextWidth.unjoined("plain text") == "plain text")
    }
}

@Suite struct ColorChoiceTests {
    @Test func flagWinsOverEverything() {
        #expect(
            ColorChoice.always.style(environment: ["NO_COLOR": "1", "TERM": "dumb"], stdoutIsTerminal: false) == .ansi)
        #expect(ColorChoice.never.style(environment: [:], stdoutIsTerminal: true) == .plain)
    }

    @Test func autoHonoursNoColorThenDumbTerminalsThenTheTTY() {
        #expect(ColorChoice.auto.style(environment: ["NO_COLOR": "1"], stdoutIsTerminal: true) == .plain)
        #expect(ColorChoice.auto.style(environment: ["NO_COLOR": ""], stdoutIsTerminal: true) == .ansi)
        #expect(ColorChoice.auto.style(environment: ["TERM": "dumb"], stdoutIsTerminal: true) == .plain)
        #expect(ColorChoice.auto.style(environment: ["TERM": "xterm"], stdoutIsTerminal: false) == .plain)
        #expect(ColorChoice.auto.style(environment: ["TERM": "xterm"], stdoutIsTerminal: true) == .ansi)
    }

    @Test func plainStyleWritesNoEscapes() {
        #expect(TerminalStyle.plain.bold("x") == "x")
        #expect(TerminalStyle.ansi.bold("x") == "\u{1B}[1mx\u{1B}[0m")
    }
}

@Suite struct SyncFailureTextTests {
    @Test func manyFailuresForOneReasonAreOneLine() {
        let failures =
            (1...2672).map { SyncViewModel.Failure(resource: "sprite \($0)", reason: "could not connect") }
            + [SyncViewModel.Failure(resource: "pokemon/1", reason: "HTTP 500")]
        let model = SyncViewModel(
            kind: .pictures, total: 2673, fetched: 0, skipped: 0, missing: 0, failures: failures, seconds: 1,
            interrupted: false)
        let lines = Renderer.render(.content(model), options: RenderOptions(layout: .human, style: .plain, width: 80))
            .stdout
            .split(separator: "\n")
        #expect(lines.count == 3, "\(lines)")
        #expect(lines[1] == "  failed: 2672 for could not connect: sprite 1, sprite 2, sprite 3…")
        #expect(lines[2] == "  failed: pokemon/1: HTTP 500")
    }
}
