import Foundation
import Testing

/// The views decide no wording by language: a phrase worded apart in English (`95 power`,
/// `Puissance 95`) is Words' to compose (`ScreenLabels+Composed.swift`), so that every
/// language is seen in one place. Read on the sources of the two view modules: every test of
/// the language (`language == .en`, `!= .en`, in a ternary, an `if` or a `guard`) and every
/// ternary on an `english` flag, comments aside, but the few below that choose a layout.
@Suite struct ViewsHoldNoWordsTests {
    /// The tests of the language the views keep, each for a layout, not a wording.
    static let layouts: Set = [
        // The label column's width: English's labels are short and known.
        "Entry/DetailText.swift: guard labels.language != .en else { return (11, []) }",
        "Compare/CompareText.swift: guard labels.language != .en else { return 11 }",
        "Shared/ReferenceFields.swift: guard labels.language != .en else { return 10 }",
        // Piped rows add the reader's name as a last column in another language.
        "Shared/ReferenceFields.swift: guard options.labels.language != .en else { return [] }",
        // English conditions are PokeAPI's own names as they are; in other languages the
        // patterns (`coins-620`, `trade-abra`) are composed, by Presentation's
        // EncounterConditionName, which Words does not see.
        "Where/WhereText.swift: guard labels.language != .en, let pattern = EncounterConditionName(name, english: english) else {",
    ]

    /// Each line of `text` (its comment cut off) that tests the language or branches on an
    /// `english` flag, trimmed.
    static func languageChoices(in text: String) throws -> [String] {
        let test = try Regex(#"language\s*[!=]=\s*\.en\b"#)
        let ternary = try Regex(#"\benglish\s*\?(?![?.])"#)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        }
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            // A ternary's question mark may open the next line.
            let next = index + 1 < lines.count ? lines[index + 1].drop { $0 == " " } : ""
            let flagged =
                line.contains(test) || line.contains(ternary)
                || (next.hasPrefix("?") && !next.hasPrefix("??") && line.hasSuffix("english"))
            if flagged { found.append(line.trimmingCharacters(in: .whitespaces)) }
        }
        return found
    }

    @Test func theFinderSeesEveryTestOfTheLanguageAndNoOptional() throws {
        let choices = [
            #"let a = english ? "x" : y"#, "let a =\n    english\n        ? \"x\" : y", "if labels.language != .en {",
            "guard (language == .en) else { return }", "let isEnglish = labels.language == .en && wide",
        ]
        for text in choices { #expect(try Self.languageChoices(in: text).count == 1, "\(text)") }
        let none = [
            "let a = games.first?.english ?? name", "let b = model.english?.count",
            "// english ? is what a comment may say", "let c = labels.language == .fr",
        ]
        for text in none { #expect(try Self.languageChoices(in: text).isEmpty, "\(text)") }
    }

    @Test(arguments: ["PokedexTerminalUI", "PokedexBrowse"])
    func theViewsChooseNoWordsByLanguage(module: String) throws {
        let folder = DocsExamplesTests.root.appendingPathComponent("Sources/" + module)
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var files = 0
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files += 1
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            let choices = try Self.languageChoices(in: text).filter { !Self.layouts.contains(path + ": " + $0) }
            #expect(choices.isEmpty, "\(module)/\(path): \(choices)")
        }
        #expect(files > 10)
    }
}
