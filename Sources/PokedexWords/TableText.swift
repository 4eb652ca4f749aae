import PokedexDomain

/// The word tables written in the source (`Phrasebook`, `LabelFallbacks`, `AreaWords`): a row a
/// line, cells separated by `|`, spaces around a cell not part of it. Read on their UTF-8 bytes,
/// a row at a time by its first cell (`RowIndex`): the phrasebook is some 900 rows in ten
/// scripts, and trimming them as characters cost a localized command 15 ms.
enum TableText {
    /// The languages of a row's cells after its first (the English, or a PokeAPI name), in order.
    static let languages: [Language] = [.ja, .jaHrkt, .ko, .zhHans, .zhHant, .fr, .de, .es, .it]

    static let newline = UInt8(ascii: "\n")
    static let bar = UInt8(ascii: "|")

    /// `range` without the spaces at either end.
    static func trimmed(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return start..<end
    }
}
