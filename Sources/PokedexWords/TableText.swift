/// The word tables written in the source (`Phrasebook`, `LabelFallbacks`): a row a line, cells
/// separated by `|`, spaces around a cell not part of it. Read on their UTF-8 bytes: the
/// phrasebook is some 900 rows in ten scripts, read at the first word a screen says, and
/// trimming them as characters cost a localized command 15 ms.
enum TableText {
    /// Every non-empty line's cells, trimmed.
    static func rows(_ text: String) -> [[String]] {
        var text = text
        return text.withUTF8 { bytes in
            var rows: [[String]] = []
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                guard lineEnd > lineStart else { continue }
                var cells: [String] = []
                var cellStart = lineStart
                for index in lineStart...lineEnd where index == lineEnd || bytes[index] == UInt8(ascii: "|") {
                    var start = cellStart
                    var end = index
                    while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
                    while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                    cells.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    cellStart = index + 1
                }
                rows.append(cells)
            }
            return rows
        }
    }
}
