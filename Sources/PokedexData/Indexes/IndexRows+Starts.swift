import FoundationEssentials

/// Rows read where their lines start (as an offsets or starts index gives them), not by
/// reading the file from its top.
extension IndexRows {
    /// The row of the line at each of `starts` (a line's first byte), read where it lies; nil
    /// for one that is not a row of `fieldCount` fields that `row` accepts, or that is past the end.
    /// With `leading`, from its first `leading` fields alone: the rest of the line is not
    /// looked at (neither its fields counted nor its end found; a place's line is three
    /// quarters names), and a line that ends before them is no row.
    static func rows<Row>(
        _ data: Data, at starts: [Int], fieldCount: Int, leading: Int? = nil, row: (Fields) -> Row?
    ) -> [Row?] {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(leading ?? fieldCount)
            return starts.map { start -> Row? in
                guard start >= 0, start < bytes.count else { return nil }
                let end: Int
                if let leading {
                    guard let last = fields(leading, of: bytes, from: start, into: &ranges) else { return nil }
                    end = last
                } else {
                    end = lineEnd(from: start, before: bytes.count, in: bytes)
                    split(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &ranges)
                    guard ranges.count == fieldCount else { return nil }
                }
                return row(Fields(line: UnsafeBufferPointer(rebasing: bytes[start..<end]), ranges: ranges))
            }
        }
    }

    /// The first `count` fields of the line at `start`, as ranges of it, and where the last
    /// ends; nil when the line ends before them. The fields are short: looked at byte by byte,
    /// a tab ends one, a line's end (or the file's) ends them all.
    private static func fields(
        _ count: Int, of bytes: UnsafeBufferPointer<UInt8>, from start: Int, into ranges: inout [Range<Int>]
    ) -> Int? {
        ranges.removeAll(keepingCapacity: true)
        var fieldStart = start
        for index in start...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0x0A
            guard byte == 0x09 || byte == 0x0A else { continue }
            ranges.append((fieldStart - start)..<(index - start))
            if ranges.count == count { return index }
            if byte == 0x0A { return nil }
            fieldStart = index + 1
        }
        return nil
    }

    /// Whether the line at `start` (a line's first byte) is the row of `id`.
    static func line(at start: Int, hasID id: Int, in data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard start >= 0, start < bytes.count else { return false }
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            return firstNumber(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) == id
        }
    }
}
