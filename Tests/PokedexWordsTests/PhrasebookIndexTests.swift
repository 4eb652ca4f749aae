import Foundation
import PokedexDomain
import Testing

@testable import PokedexWords

/// The phrasebook's lookup table, made at build time, is the one its tables make now; an edit
/// of a phrase fails here until `make phrasebook-index` writes it anew (this test, with
/// `POKEDEX_WRITE_PHRASEBOOK_INDEX` naming the file).
@Suite struct PhrasebookIndexTests {
    @Test func theBuiltTableIsThePhrasebooksOwn() throws {
        let made = RowIndex.prebuilt(of: Phrasebook.areas)
        if let path = ProcessInfo.processInfo.environment["POKEDEX_WRITE_PHRASEBOOK_INDEX"] {
            try Self.source(of: made).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        // Compared first: the expectation would print both tables, 4 096 numbers, before its
        // message.
        let same = made == Phrasebook.index
        #expect(same, "the phrasebook has changed since its table was made: run `make phrasebook-index`")
        #expect(made.slots.contains { $0 != 0 })
    }

    /// A table made before is used only for texts of its length; for others (a phrase edited
    /// since) the table is made anew, and every word is still found.
    @Test func aTableOfOtherTextsIsNotUsed() {
        let texts = ["Height | 高さ | たかさ | 키 | 身高 | 身高 | Taille | Größe | Altura | Altezza\n"]
        let other = ["Weight | 重さ | おもさ | 몸무게 | 体重 | 體重 | Poids | Gewicht | Peso | Pesi\n", "Total | 合計\n"]
        let stale = RowIndex(texts, prebuilt: RowIndex.prebuilt(of: other))
        #expect(stale.word("Height", in: .fr) == "Taille")
        // Of the same length, it is used: an empty table finds nothing.
        let empty = RowIndex.Prebuilt(byteCount: texts[0].utf8.count, slots: [UInt32](repeating: 0, count: 16))
        #expect(RowIndex(texts, prebuilt: empty).word("Height", in: .fr) == nil)
        // One of texts edited to the same length can miss a row, never give another's word:
        // its `Total` starts a line where `Base Total`'s row now has its second word.
        let edited = ["Base Total | Y\n"]
        let before = RowIndex.prebuilt(of: ["Abcd\nTotal | W\n"])
        #expect(before.byteCount == edited[0].utf8.count)
        #expect(RowIndex(edited, prebuilt: before).word("Total", in: .ja) == nil)
        #expect(RowIndex(edited).word("Base Total", in: .ja) == "Y")
        #expect(RowIndex(texts, prebuilt: RowIndex.prebuilt(of: texts)).word("Height", in: .de) == "Größe")
    }

    /// The table as Swift source, sixteen slots a line.
    static func source(of table: RowIndex.Prebuilt) -> String {
        var lines: [String] = []
        for start in stride(from: 0, to: table.slots.count, by: 16) {
            let slots = table.slots[start..<min(start + 16, table.slots.count)]
            lines.append("            " + slots.map(String.init).joined(separator: ", ") + ",")
        }
        return """
            // swift-format-ignore-file
            // Made by `make phrasebook-index` from the phrasebook's tables (`RowIndex.prebuilt(of:)`);
            // `PhrasebookIndexTests` holds it to them. Not to be edited by hand.

            extension Phrasebook {
                static let index = RowIndex.Prebuilt(
                    byteCount: \(table.byteCount),
                    slots: [
            \(lines.joined(separator: "\n"))
                    ])
            }

            """
    }
}
