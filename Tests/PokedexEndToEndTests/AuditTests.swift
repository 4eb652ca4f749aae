import Foundation
import Glibc
import PokedexApp
import PokedexDomain
import PokedexTerminalUI
import PokedexWords
import Testing

/// Every screen in every language at every width, checked for what must hold of any output:
/// the audit over the cross-product (issue 34's first part). Each command's screen example,
/// and the hard cases below, run in process in ten languages: drawn for terminals 40, 80, 120
/// and 200 columns wide, piped, and as JSON.
@Suite struct AuditTests {
    static let hardCases: [[String]] = [
        ["show", "eevee"], ["show", "wurmple"], ["show", "applin"], ["show", "porygon2"], ["show", "happiny"],
        ["show", "pawniard"], ["show", "pikachu"], ["where", "ralts"], ["location", "route 1"],
        ["team", "garchomp", "rotom-wash", "gholdengo", "great-tusk", "dragonite", "kingambit"],
        ["compare", "garchomp", "salamence", "dragonite", "tyranitar", "metagross", "hydreigon"],
        ["moves", "pikachu", "--game", "sv"], ["nature"], ["games"],
    ]

    static var cases: [[String]] {
        ReferenceText.screenExamples().filter { $0.command != "sprite" }.compactMap {
            guard case .success(let words) = ShellWords.split($0.line) else { return nil }
            return $0.command == "random" ? words + ["--seed", "7"] : words
        } + hardCases
    }

    /// What no output may hold: a control character but line breaks (and tabs when piped), a
    /// blank left unfilled, a Korean particle left to choose.
    static func problems(in output: String, piped: Bool) -> [String] {
        var found: [String] = []
        if output.unicodeScalars.contains(where: {
            ($0.value < 0x20 && $0 != "\n" && !(piped && $0 == "\t")) || (0x7F...0x9F).contains($0.value)
        }) {
            found.append("a control character")
        }
        for blank in ["{1}", "{2}", "{3}"] where output.contains(blank) { found.append("an unfilled \(blank)") }
        for particle in ["을(를)", "은(는)", "이(가)", "과(와)", "(으)로"] where output.contains(particle) {
            found.append("the particle \(particle)")
        }
        return found
    }

    /// The phrasebook's English texts of two words or more, with no blank, that read
    /// otherwise in `language`: none may stand in a screen drawn in it, but inside a longer
    /// name it has no word for, which is marked `(en)`.
    static func englishLeft(in output: String, language: Language) -> [String] {
        guard language != .en else { return [] }
        let unmarked = output.split(separator: "\n").filter { !$0.contains(" (en)") }.joined(separator: "\n")
        return (Phrase.allCases.map(\.rawValue) + EncounterWord.allCases.map(\.rawValue)).compactMap { english in
            guard !english.contains("{"), english.split(separator: " ").count >= 2,
                let own = Phrasebook.text(english: english, in: language), own != english,
                Self.holds(unmarked, word: english)
            else { return nil }
            return english
        }
    }

    /// Whether `text` holds `words` as words, not inside longer ones (`q quit` is not in
    /// `q quitter`).
    static func holds(_ text: String, word words: String) -> Bool {
        occurrences(of: words, in: text).contains { found in
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            return !(before?.isLetter ?? false) && !(after?.isLetter ?? false)
        }
    }

    /// Every place `needle` stands in `text`, overlapping ones included, found byte for byte
    /// by the C library's `memchr` and `memcmp`. Foundation's `range(of:)` goes through CFString on Linux: over every
    /// phrase, screen and language it was a fifth of the whole test run's time.
    static func occurrences(of needle: String, in text: String) -> [Range<String.Index>] {
        var text = text
        var needle = needle
        var offsets: [Int] = []
        text.withUTF8 { hay in
            needle.withUTF8 { pattern in
                guard let hayStart = hay.baseAddress, let patternStart = pattern.baseAddress, !pattern.isEmpty else {
                    return
                }
                var from = 0
                while from + pattern.count <= hay.count,
                    let hit = memchr(hayStart + from, Int32(patternStart[0]), hay.count - from - pattern.count + 1)
                {
                    let offset = hayStart.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(hayStart + offset, patternStart, pattern.count) == 0 { offsets.append(offset) }
                    from = offset + 1
                }
            }
        }
        let bytes = text.utf8
        return offsets.map { offset in
            let start = bytes.index(bytes.startIndex, offsetBy: offset)
            return start..<bytes.index(start, offsetBy: needle.utf8.count)
        }
    }

    /// The words shown in English, marked `(en)`, for want of a name in the language: how many
    /// places, and the commonest.
    static func englishMarked(in outputs: [String]) -> (count: Int, commonest: [(String, Int)], all: [(String, Int)]) {
        var counts: [String: Int] = [:]
        for output in outputs {
            for line in output.split(separator: "\n") {
                var rest = line[...]
                while let mark = rest.range(of: " (en)") {
                    let before = rest[..<mark.lowerBound]
                    let word = before.split(separator: "  ").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    counts[String(word.suffix(40)), default: 0] += 1
                    rest = rest[mark.upperBound...]
                }
            }
        }
        let all = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { ($0.key, $0.value) }
        return (counts.values.reduce(0, +), Array(all.prefix(5)), all)
    }

    /// A piped output's rows, each with as many tab-separated fields as the first.
    static func ragged(_ output: String) -> String? {
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard rows.count > 1, rows[0].contains("\t") else { return nil }
        let fields = rows[0].split(separator: "\t", omittingEmptySubsequences: false).count
        return rows.first { $0.split(separator: "\t", omittingEmptySubsequences: false).count != fields }
            .map {
                "a row of \($0.split(separator: "\t", omittingEmptySubsequences: false).count) fields, not \(fields): \($0.prefix(80))"
            }
    }

    /// The names JSON gives (`display_name`, `type_names`, `*_name`) of more than one word, or
    /// written in Chinese or Japanese (which breaks between any two ideographs): those wrapping
    /// could split.
    static func namesOfSeveralWords(in json: Any) -> Set<String> {
        Set(
            names(in: json) { _, text in
                text.contains(" ") || (text.count > 1 && text.unicodeScalars.contains { $0.value >= 0x2E80 })
            })
    }

    /// The names JSON gives (strings under `*_name` and `*_names` keys) that `keep` keeps.
    static func names(in json: Any, keep: (_ key: String, _ text: String) -> Bool) -> [String] {
        var found: [String] = []
        func visit(_ value: Any, key: String) {
            if let object = value as? [String: Any] {
                for (key, value) in object { visit(value, key: key) }
            } else if let array = value as? [Any] {
                for item in array { visit(item, key: key) }
            } else if let text = value as? String, key.hasSuffix("_name") || key.hasSuffix("_names"), keep(key, text) {
                found.append(text)
            }
        }
        visit(json, key: "")
        return found
    }

    /// The names of `names` a line ends with the start of and the next line begins with the
    /// rest of, at a space or between two characters: split by wrapping.
    static func split(_ names: Set<String>, in output: String) -> [String] {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // Each pair of lines by the character the first ends with and the next begins with, so
        // that a cut of a name looks only at the pairs it could span.
        var pairs: [Junction: [(String, String)]] = [:]
        for (line, next) in zip(lines, lines.dropFirst()) {
            guard let end = line.last, let start = next.first else { continue }
            pairs[Junction(end: end, start: start), default: []].append((line, next))
        }
        var found: [String] = []
        for name in names {
            let characters = Array(name)
            for cut in 1..<max(characters.count, 1) where characters[cut] != " " {
                let head = String(characters[..<cut]).trimmingCharacters(in: .whitespaces)
                let tail = String(characters[cut...])
                guard let end = head.last, let near = pairs[Junction(end: end, start: characters[cut])] else {
                    continue
                }
                if near.contains(where: { $0.hasSuffix(head) && $1.hasPrefix(tail) }) {
                    found.append(name)
                    break
                }
            }
        }
        return found
    }

    /// Where two lines meet: the last character of one and the first of the next.
    struct Junction: Hashable {
        let end: Character
        let start: Character
    }

    /// What a line of Japanese or Chinese may not begin with: a prolonged sound mark, a small
    /// kana, closing punctuation.
    static let noLineStart: Set<Character> = [
        "ー", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ",
        "、", "。", "，", "．", "）", "」", "』", "】", "：", "；", "！", "？", "々",
    ]

    /// The lines of a drawn screen that begin with what `noLineStart` holds.
    static func badLineStarts(in output: String, language: Language) -> [String] {
        guard [.ja, .jaHrkt, .zhHans, .zhHant].contains(language) else { return [] }
        var found: [String] = []
        for line in output.split(separator: "\n") {
            let text = line.drop(while: { $0 == " " })
            if let first = text.first, noLineStart.contains(first) { found.append(String(text)) }
        }
        return found
    }

    /// The first games' titles, written in kanji on their boxes in either mode (`赤`, `緑`).
    static let titlesInKanji: Set<Unicode.Scalar> = ["赤", "緑", "青", "金", "銀"]

    /// Writing that is not the setting's: a kanji in the kana mode (`ja-Hrkt`), and in the kanji
    /// mode (`ja`) a phrase pokedex writes in kana for `ja-Hrkt` and otherwise in kanji.
    static func wrongScript(in output: String, language: Language) -> [String] {
        switch language {
        case .jaHrkt:
            let kanji = output.split(separator: "\n").filter { line in
                line.unicodeScalars.contains { scalar in
                    let value = scalar.value
                    let isKanji = (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
                    return isKanji && !Self.titlesInKanji.contains(scalar)
                }
            }
            return kanji.map { "kanji in \($0)" }
        case .ja:
            return (Phrase.allCases.map(\.rawValue) + EncounterWord.allCases.map(\.rawValue)).compactMap { english in
                guard let kanji = Phrasebook.text(english: english, in: .ja),
                    let kana = Phrasebook.text(english: english, in: .jaHrkt),
                    kana != kanji, !kana.contains("{"), kana.count >= 3, Self.holds(output, kana: kana)
                else { return nil }
                return "kana \(kana) for \(kanji)"
            }
        default:
            return []
        }
    }

    /// Whether `text` holds `kana` as a word of its own, not inside a longer name in kana
    /// (`しんか` in `しんかのきせき`).
    static func holds(_ text: String, kana: String) -> Bool {
        func isKana(_ character: Character?) -> Bool {
            character?.unicodeScalars.first.map { (0x3041...0x30FF).contains($0.value) } ?? false
        }
        return occurrences(of: kana, in: text).contains { found in
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            return !isKana(before) && !isKana(after)
        }
    }

    /// French's narrow no-break space before `:`, `;`, `!`, `?` and `%`: a plain space there, or
    /// none after a letter or a number, is wrong.
    static func frenchSpacing(in output: String, language: Language) -> [String] {
        guard language == .fr else { return [] }
        var found: [String] = []
        for line in output.split(separator: "\n") where !line.contains("pokedex ") && !line.contains("://") {
            let characters = Array(line)
            for (index, character) in characters.enumerated() where index > 0 && ":;!?%".contains(character) {
                let before = characters[index - 1]
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                // A colon inside a word or a number is no punctuation (`Let’s Go!`, `12:30`, `Type:Null`).
                if character == ":" && (after.isLetter || after.isNumber) { continue }
                if character == "!" && before.isLetter && ["Go!", "Go !"].contains(where: line.contains) { continue }
                if before == " " || before.isLetter || before.isNumber || before == ")" {
                    found.append(String(line.trimmingCharacters(in: .whitespaces).prefix(60)))
                    break
                }
            }
        }
        return found
    }

    /// `compare` keeps the order the Pokémon are typed in, in every language, drawn and in JSON.
    @Test func theSplitCheckFindsANameCutAcrossLinesOnly() {
        let names: Set<String> = ["Let’s Go Pikachu", "Mr. Mime", "Tapu Koko"]
        let drawn = "Games: Red, Let’s Go\n  Pikachu and Eevee\nMr. Mime\nTapu\nnothing"
        #expect(Self.split(names, in: drawn) == ["Let’s Go Pikachu"])
        #expect(Self.split(names, in: "Let’s Go Pikachu\nTapu Koko").isEmpty)
        #expect(Self.split(["皮卡丘"], in: "Let’s Go！皮\n卡丘") == ["皮卡丘"])
    }

    @Test(arguments: Language.allCases)
    func compareKeepsTheTypedOrder(language: Language) async throws {
        let json = try await InProcessPokedex.run([
            "compare", "raichu", "pikachu", "charizard", "--lang", language.rawValue, "--json",
        ])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let pokemon = try #require(document["pokemon"] as? [[String: Any]])
        #expect(pokemon.compactMap { $0["name"] as? String } == ["raichu", "pikachu", "charizard"])
    }

    /// Names the games write in Latin letters in every language.
    static let latinInTheGames: Set<String> = ["X", "Y", "X/Y", "XD", "LEGENDS Z-A", "Champions"]

    /// The names JSON gives in the reader's language (`display_name`, `type_names`, `*_name`)
    /// that are Latin letters only, where the language writes in its own script: English left.
    static func latinNames(in json: Any, language: Language) -> [String] {
        guard [.ja, .jaHrkt, .ko, .zhHans, .zhHant].contains(language) else { return [] }
        return names(in: json) { key, text in
            key != "short_names"
                && text.unicodeScalars.contains(where: { ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
                && !text.unicodeScalars.contains(where: { $0.value >= 0x2E80 })
        }
    }

    @Test(arguments: Language.allCases)
    func everyScreenHoldsInEveryLanguageAndWidth(language: Language) async throws {
        var checked = 0
        var failures: [String] = []
        var drawnAt80: [String] = []
        var drawnAt200 = ""
        for arguments in Self.cases {
            let base = arguments + ["--lang", language.rawValue]
            let json = try await InProcessPokedex.run(base + ["--json"])
            checked += 1
            let document = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
            let names = document.map(Self.namesOfSeveralWords) ?? []
            for width in [40, 80, 120, 200] {
                let drawn = try await InProcessPokedex.runOnTerminal(base + ["--color", "never"], columns: width)
                checked += 1
                let name = "\(base.joined(separator: " ")) at \(width)"
                if width == 80 { drawnAt80.append(drawn.stdout) }
                if width == 200 { drawnAt200 = drawn.stdout }
                guard drawn.status == 0 else {
                    failures.append("\(name): exit \(drawn.status): \(drawn.stderr)")
                    continue
                }
                for problem in Self.problems(in: drawn.stdout, piped: false) { failures.append("\(name): \(problem)") }
                for english in Self.englishLeft(in: drawn.stdout, language: language) {
                    failures.append("\(name): English '\(english)'")
                }
                for line in Self.badLineStarts(in: drawn.stdout, language: language) {
                    failures.append("\(name): a line begins \(line.prefix(12))")
                }
                for wrong in Set(Self.wrongScript(in: drawn.stdout, language: language)) {
                    failures.append("\(name): \(wrong)")
                }
                for line in Set(Self.frenchSpacing(in: drawn.stdout, language: language))
                where arguments.first != "damage" {
                    failures.append("\(name): French spacing in \(line)")
                }
                // Smogon's damage line and a command to run next are to be copied whole: the
                // terminal wraps them.
                let wide = drawn.stdout.split(separator: "\n").filter {
                    TextWidth.columns(String($0)) > width && arguments.first != "damage" && !$0.contains("pokedex ")
                }
                if let line = wide.first {
                    failures.append("\(name): \(wide.count) lines wider than the terminal, as \(line)")
                }
                // A name inside a longer one (`皮卡丘` in `Let’s Go！皮卡丘/Let’s Go！伊布`) splits
                // with it when that one is wider than its line.
                for split in Self.split(names, in: drawn.stdout)
                where TextWidth.columns(split) <= width / 2
                    && !names.contains(where: { $0 != split && $0.contains(split) && TextWidth.columns($0) > width / 2 }
                    )
                {
                    failures.append("\(name): '\(split)' split by wrapping")
                }
            }
            let piped = try await InProcessPokedex.run(base)
            checked += 1
            for problem in Self.problems(in: piped.stdout, piped: true) {
                failures.append("\(base.joined(separator: " ")) piped: \(problem)")
            }
            if let ragged = Self.ragged(piped.stdout) {
                failures.append("\(base.joined(separator: " ")) piped: \(ragged)")
            }
            if let document {
                // JSON gives the English of a name the language lacks, as it is; text shows it
                // marked `(en)`, never as if it were the language's.
                let lines = drawnAt200.split(separator: "\n")
                for name in Self.latinNames(in: document, language: language)
                where !Self.latinInTheGames.contains(name)
                    && lines.contains(where: { line in
                        line.range(of: name).map { !line[$0.upperBound...].contains(" (en)") } ?? false
                    })
                {
                    failures.append("\(base.joined(separator: " ")): '\(name)' shown in English, not marked (en)")
                }
            } else {
                failures.append("\(base.joined(separator: " ")) --json: not JSON")
            }
        }
        #expect(checked == Self.cases.count * 6)
        let marked = Self.englishMarked(in: drawnAt80)
        print(
            "audit: \(language.rawValue): \(checked) outputs of \(Self.cases.count) commands checked; "
                + "\(marked.count) places in English marked (en) at 80 columns, most "
                + marked.commonest.map { "\($0.0) ×\($0.1)" }.joined(separator: ", "))
        if let folder = ProcessInfo.processInfo.environment["AUDIT_REPORT"] {
            try? (failures + marked.all.map { "marked (en): \($0.0) ×\($0.1)" }).joined(separator: "\n").write(
                toFile: folder + "/audit-\(language.rawValue).txt", atomically: true, encoding: .utf8)
        }
        let report = "\(failures.count) of \(checked):\n" + failures.prefix(40).joined(separator: "\n")
        #expect(failures.isEmpty, "\(report)")
    }
}
