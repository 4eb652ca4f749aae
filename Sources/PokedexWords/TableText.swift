import PokedexDomain

/// The word tables written in the source (`Phrasebook`, `LabelFallbacks`): a row a line, cells
/// separated by `|`, spaces around a cell not part of it. Read on their UTF-8 bytes: the
/// phrasebook is some 900 rows in ten scripts, read at the first word a screen says, and
/// trimming them as characters cost a localized command 15 ms.
enum TableText {
    /// The languages of a row's cells after its first (the English, or a PokeAPI name), in order.
    static let languages: [Language] = [.ja, .jaHrkt, .ko, .zhHans, .zhHant, .fr, .de, .es, .it]

    /// The rows with a cell for every language, by their first cell; a row cut short is left
    /// out (the tables' tests check that none is).
    static func keyed(_ text: String) -> [String: [String]] {
        var keyed: [String: [String]] = [:]
        for cells in rows(text) where cells.count == languages.count + 1 {
            keyed[cells[0]] = Array(cells.dropFirst())
        }
        return keyed
    }

    /// A keyed row's word in `language`; nil for English and for an empty cell. Japanese in
    /// kana takes the Japanese where its own cell is empty.
    static func word(_ cells: [String], in language: Language) -> String? {
        guard let position = languages.firstIndex(of: language), position < cells.count else { return nil }
        let word = cells[position].isEmpty && language == .jaHrkt ? cells[0] : cells[position]
        return word.isEmpty ? nil : word
    }

    /// Every non-empty line's cells, trimmed.
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        eachRow(text) { bytes, cells in
            rows.append(cells.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) })
        }
        return rows
    }

    /// The rows' words in `language` (Japanese in kana, the Japanese where its own cell is
    /// empty) by their first cell: of each row only the cells up to the language's are looked
    /// at, their bars found eight bytes at a time (`ByteSearch`), and two made strings: for a
    /// table whose words a command reads all of (`LabelFallbacks`); the phrasebook, of which a
    /// command says a few dozen phrases, is read a row at a time (`RowIndex`).
    static func column(_ texts: [String], in language: Language) -> [String: String] {
        guard let position = languages.firstIndex(of: language).map({ $0 + 1 }) else { return [:] }
        var column: [String: String] = [:]
        column.reserveCapacity(1024)
        for text in texts {
            var text = text
            text.withUTF8 { bytes in
                func string(_ range: Range<Int>) -> String {
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                }
                var lineStart = 0
                while lineStart < bytes.count {
                    var cell = 0
                    var cellStart = lineStart
                    var key = 0..<0
                    var japanese = 0..<0
                    var wanted: Range<Int>?
                    var end = lineStart
                    while true {
                        end = ByteSearch.firstIndex(of: bar, or: newline, in: bytes, from: end)
                        let range = trimmed(cellStart..<end, in: bytes)
                        if cell == 0 { key = range }
                        if cell == 1 { japanese = range }
                        if cell == position { wanted = range }
                        if end == bytes.count || bytes[end] == newline || cell == position { break }
                        cell += 1
                        end += 1
                        cellStart = end
                    }
                    if end < bytes.count, bytes[end] != newline {
                        end = ByteSearch.firstIndex(of: newline, or: newline, in: bytes, from: end)
                    }
                    lineStart = end + 1
                    guard var cell = wanted, !key.isEmpty else { continue }
                    if cell.isEmpty, language == .jaHrkt { cell = japanese }
                    guard !cell.isEmpty else { continue }
                    column[string(key)] = string(cell)
                }
            }
        }
        return column
    }

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

    /// `body` with each non-empty line's cells, trimmed, as ranges of the text's UTF-8 bytes.
    private static func eachRow(
        _ text: String, _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ cells: [Range<Int>]) -> Void
    ) {
        var text = text
        text.withUTF8 { bytes in
            var cells: [Range<Int>] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                guard lineEnd > lineStart else { continue }
                cells.removeAll(keepingCapacity: true)
                var cellStart = lineStart
                for index in lineStart...lineEnd where index == lineEnd || bytes[index] == UInt8(ascii: "|") {
                    var start = cellStart
                    var end = index
                    while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
                    while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                    cells.append(start..<end)
                    cellStart = index + 1
                }
                body(bytes, cells)
            }
        }
    }
}
