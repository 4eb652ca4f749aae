import Foundation
import Testing

/// The views decide no wording by language: a phrase worded apart in English (`95 power`,
/// `Puissance 95`) is Words' to compose (`ScreenLabels+Composed.swift`), so that every
/// language is seen in one place. Read on the sources of the two view modules.
@Suite struct ViewsHoldNoWordsTests {
    /// `english ? "…" : …` and `language == .en ? …`: a choice of wording, where it is made.
    static func languageChoices(in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            // A ternary's question mark may open the next line.
            let next = index + 1 < lines.count ? lines[index + 1].drop { $0 == " " } : ""
            for word in ["english", "language == .en"] {
                guard let end = line.range(of: word)?.upperBound else { continue }
                let rest = line[end...].drop { $0 == " " }
                let asks =
                    rest.hasPrefix("?")
                    ? rest.dropFirst() : rest.isEmpty && next.hasPrefix("?") ? next.dropFirst() : nil
                // `?.` and `??` read an optional; they choose nothing.
                if let asks, !asks.hasPrefix("?"), !asks.hasPrefix(".") { found.append(String(line)) }
            }
        }
        return found
    }

    @Test func theFinderSeesAChoiceAndNotAnOptional() {
        #expect(Self.languageChoices(in: #"let a = english ? "x" : y"#).count == 1)
        #expect(Self.languageChoices(in: "let a =\n    labels.language == .en\n        ? \"x\" : y").count == 1)
        #expect(Self.languageChoices(in: "let a = games.first?.english ?? name").isEmpty)
        #expect(Self.languageChoices(in: "let b = model.english?.count").isEmpty)
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
            #expect(Self.languageChoices(in: text).isEmpty, "\(module)/\(path)")
        }
        #expect(files > 10)
    }
}
