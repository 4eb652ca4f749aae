import PokedexDomain

/// The project's own translations of its `Phrase`s, chosen from the words the games use where
/// they have one (`Base stats` is `種族値`, `Egg groups` `Groupes Œuf`). Japanese in kana
/// (`ja-hrkt`) is written out only where the Japanese uses kanji.
package enum Phrasebook {
    /// `phrase` in `language`; nil for English, which is the phrase itself.
    package static func text(_ phrase: Phrase, in language: Language) -> String? {
        text(english: phrase.rawValue, in: language)
    }

    /// The same for a `Word`, or any English the table has a row for: its row's cell in
    /// `language` (for kana, the Japanese where its own is empty), the last row's where two
    /// have one.
    package static func text(english: String, in language: Language) -> String? {
        rows.word(english, in: language)
    }

    /// Every area's table, each a file of its own (`Phrasebook+Entry.swift`…).
    static var areas: [String] {
        [
            entryRows, referenceRows, tablesRows, evolutionRows, encountersRows, fullScreenRows, teamRows,
            moveFactsRows, listsRows,
        ]
    }

    /// Every area's rows by their English, by the table made at build time
    /// (`Phrasebook+Index.swift`); each phrase's row is read as it is asked for (`RowIndex`).
    private static let rows = RowIndex(areas, prebuilt: index)
}
