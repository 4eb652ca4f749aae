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
        table(language)[english]
    }

    /// Every area's table, each a file of its own (`Phrasebook+Entry.swift`…).
    static var areas: [String] {
        [
            entryRows, referenceRows, tablesRows, evolutionRows, encountersRows, fullScreenRows, teamRows,
            moveFactsRows, listsRows,
        ]
    }

    /// English → text in `language`, read from every area's rows the first time something is
    /// said in it; empty for English. A command speaks one language: reading every language's
    /// cells at once (5 000 strings in 536 tables) was 15% of a French `show`.
    static func table(_ language: Language) -> [String: String] {
        switch language {
        case .en: [:]
        case .ja: ja
        case .jaHrkt: jaHrkt
        case .ko: ko
        case .zhHans: zhHans
        case .zhHant: zhHant
        case .fr: fr
        case .de: de
        case .es: es
        case .it: it
        }
    }

    private static let ja = TableText.column(areas, in: .ja)
    private static let jaHrkt = TableText.column(areas, in: .jaHrkt)
    private static let ko = TableText.column(areas, in: .ko)
    private static let zhHans = TableText.column(areas, in: .zhHans)
    private static let zhHant = TableText.column(areas, in: .zhHant)
    private static let fr = TableText.column(areas, in: .fr)
    private static let de = TableText.column(areas, in: .de)
    private static let es = TableText.column(areas, in: .es)
    private static let it = TableText.column(areas, in: .it)
}
