import PokedexDomain

/// The project's own translations of its `Phrase`s, chosen from the words the games use where
/// they have one (`Base stats` is `種族値`, `Egg groups` `Groupes Œuf`). Japanese in kana
/// (`ja-hrkt`) is written out only where the Japanese uses kanji.
package enum Phrasebook {
    /// `phrase` in `language`; nil for English, which is the phrase itself.
    package static func text(_ phrase: Phrase, in language: Language) -> String? {
        text(english: phrase.rawValue, in: language)
    }

    /// The same for a `Word`, or any English the table has a row for.
    package static func text(english: String, in language: Language) -> String? {
        guard language != .en, let row = table[english] else { return nil }
        return row[language] ?? (language == .jaHrkt ? row[.ja] : nil)
    }

    /// Every area's table, each a file of its own (`Phrasebook+Entry.swift`…).
    static var areas: [String] {
        [
            entryRows, referenceRows, tablesRows, evolutionRows, encountersRows, fullScreenRows, teamRows,
            moveFactsRows, listsRows,
        ]
    }

    /// English → language → text, read once from every area's rows.
    static let table: [String: [Language: String]] = {
        var table: [String: [Language: String]] = [:]
        table.reserveCapacity(1024)
        for fields in areas.flatMap(TableText.rows) {
            guard let english = fields.first, !english.isEmpty else { continue }
            var texts: [Language: String] = [:]
            for (language, text) in zip(TableText.languages, fields.dropFirst()) where !text.isEmpty {
                texts[language] = text
            }
            table[english] = texts
        }
        return table
    }()
}
