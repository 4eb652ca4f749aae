/// PKHeX's binary resources (`encounter_*.pkl`), read by hand: the container, and a cursor
/// over one entry that names the file and the offset of anything it cannot read.

/// What stops a table from being read: the file, the byte offset in it, and why.
package struct TableError: Error, Sendable, Equatable, CustomStringConvertible {
    let file: String
    let offset: Int
    let reason: String

    init(file: String, offset: Int, reason: String) {
        self.file = file
        self.offset = offset
        self.reason = reason
    }

    package var description: String { "\(file) at byte \(offset): \(reason)" }
}

/// PKHeX's container (its `BinLinkerAccessor`): a two-letter tag, an entry count N (u16) and
/// N+1 offsets from the start of the file (u32, or u16 in the narrow variant), entry i being
/// the bytes between offsets i and i+1. Little-endian.
package struct TableFile: Sendable {
    /// One entry: its bytes, and where they start in the file (for errors).
    package struct Entry: Sendable {
        let bytes: [UInt8]
        let start: Int
        let file: String

        var reader: EntryReader { EntryReader(entry: self) }
    }

    let file: String
    let tag: String
    package let entries: [Entry]

    /// Reads the container; `narrowOffsets` for the u16 variant (Legends: Z-A's files).
    /// `tag`, when given, must be the file's.
    package init(_ bytes: [UInt8], file: String, tag expected: String? = nil, narrowOffsets: Bool = false)
        throws(TableError)
    {
        func fail(_ offset: Int, _ reason: String) -> TableError {
            TableError(file: file, offset: offset, reason: reason)
        }
        guard bytes.count >= 4 else { throw fail(0, "\(bytes.count) bytes is too short for a table's header") }
        let tag = String(decoding: bytes[0..<2], as: UTF8.self)
        if let expected, tag != expected { throw fail(0, "the tag is '\(tag)', not '\(expected)'") }
        let count = Int(bytes[2]) | Int(bytes[3]) << 8
        let width = narrowOffsets ? 2 : 4
        let tableEnd = 4 + (count + 1) * width
        guard tableEnd <= bytes.count else {
            throw fail(4, "\(count) entries need \(tableEnd) bytes of offsets; the file has \(bytes.count)")
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        for index in 0...count {
            let at = 4 + index * width
            var value = 0
            for byte in 0..<width { value |= Int(bytes[at + byte]) << (8 * byte) }
            guard value >= tableEnd || (count == 0 && value == tableEnd), value <= bytes.count else {
                throw fail(at, "entry \(index)'s offset \(value) is outside the file's \(bytes.count) bytes")
            }
            if let last = offsets.last, value < last {
                throw fail(at, "entry \(index)'s offset \(value) is before the previous entry's \(last)")
            }
            offsets.append(value)
        }
        self.file = file
        self.tag = tag
        entries = (0..<count).map { index in
            Entry(bytes: Array(bytes[offsets[index]..<offsets[index + 1]]), start: offsets[index], file: file)
        }
    }
}

/// Reads one entry's fields in order; running past its end is a `TableError` at that offset.
struct EntryReader: Sendable {
    private let entry: TableFile.Entry
    private(set) var position = 0

    init(entry: TableFile.Entry) {
        self.entry = entry
    }

    var remaining: Int { entry.bytes.count - position }

    func error(_ reason: String, at offset: Int? = nil) -> TableError {
        TableError(file: entry.file, offset: entry.start + (offset ?? position), reason: reason)
    }

    mutating func u8(_ what: String) throws(TableError) -> Int {
        guard position < entry.bytes.count else { throw error("the entry ends before its \(what)") }
        defer { position += 1 }
        return Int(entry.bytes[position])
    }

    mutating func u16(_ what: String) throws(TableError) -> Int {
        guard position + 2 <= entry.bytes.count else { throw error("the entry ends inside its \(what)") }
        defer { position += 2 }
        return Int(entry.bytes[position]) | Int(entry.bytes[position + 1]) << 8
    }

    mutating func skip(_ count: Int, _ what: String) throws(TableError) {
        guard position + count <= entry.bytes.count else { throw error("the entry ends inside its \(what)") }
        position += count
    }

    /// Slots of `size` bytes to the end of the entry; a part-slot at the end is an error.
    mutating func slots<Slot>(
        of size: Int, _ read: (inout EntryReader) throws(TableError) -> Slot
    ) throws(TableError) -> [Slot] {
        guard remaining % size == 0 else {
            throw error("\(remaining) bytes of slots is not a whole number of \(size)-byte slots")
        }
        var slots: [Slot] = []
        while remaining > 0 { slots.append(try read(&self)) }
        return slots
    }
}
