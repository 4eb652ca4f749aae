@testable import PokedexWords

/// Every cell of every row, as strings: what the tests hold the one-row lookups to.
extension TableText {
    /// Every non-empty line's cells, trimmed.
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        eachRow(text) { bytes, cells in
            rows.append(cells.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) })
        }
        return rows
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
