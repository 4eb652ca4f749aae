import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The lines of one key as a starts index gives them (`LineStartsIndex`), held to the file
/// before they are believed: an index out of step with its file is never trusted over it.
extension IndexRows {
    /// Whether `lines` are the lines of one key in `bytes`, looked at only where the reader has
    /// asked the disk for (`LocalFile.Mapping.willNeed`): they start a line; the first is the
    /// key's (when there is one); the line after them is a greater key's, or the file ends; and
    /// the line before them, when it starts on the page before theirs or on their first (a long
    /// line is not walked back over), is a lesser key's or no row (a header). `order` places a
    /// line, from its first 64 bytes, against the key: 0 the key's, below 0 before, above after,
    /// nil for a line that is no row.
    static func holds(
        _ lines: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, order: (UnsafeBufferPointer<UInt8>) -> Int?
    ) -> Bool {
        let (at, end) = (lines.lowerBound, lines.upperBound)
        guard at >= 0, end <= bytes.count, at == 0 || bytes[at - 1] == 0x0A else { return false }
        func place(_ start: Int) -> Int? {
            let lineEnd = lineEnd(from: start, before: min(bytes.count, start + 64), in: bytes)
            return order(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]))
        }
        if !lines.isEmpty, place(at) != 0 { return false }
        if end < bytes.count {
            guard end > 0, bytes[end - 1] == 0x0A, (place(end) ?? 0) > 0 else { return false }
        }
        guard at > 0 else { return true }
        let page = Int(getpagesize())
        let previous = lineStart(containing: at - 1, notBefore: max(0, at / page * page - page), in: bytes)
        guard previous == 0 || bytes[previous - 1] == 0x0A else { return true }
        return (place(previous) ?? -1) < 0
    }

    /// `start(ofID:in:)`, taken from `known` (the id's lines, as a starts index gives them)
    /// where they hold (`holds`); else halving, as without an index.
    static func start(ofID id: Int, in data: Data, known: Range<Int>?) -> Int {
        guard let known else { return start(ofID: id, in: data) }
        let believed = data.withUnsafeBytes { raw -> Bool in
            IndexRows.holds(known, in: raw.bindMemory(to: UInt8.self)) { line in
                firstNumber(of: line).map { order($0, id) }
            }
        }
        return believed ? known.lowerBound : start(ofID: id, in: data)
    }
}
