import PokedexDomain
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The rows of word tables found by their first cell, for looking up one word at a time: a
/// command says a few dozen of the phrasebook's thousand phrases, and making a dictionary of
/// every row's cell in its language was 6% of a French `show`. Made once per process from the
/// first cells alone (hashed as bytes, no strings made), at the first lookup that is not in
/// English; a lookup reads its row's cells up to the language's and makes one string. The
/// phrasebook's is made before, at build time (`Prebuilt`): making it took 157 000
/// instructions of every command in another language.
struct RowIndex: Sendable {
    /// A table made before from the same texts (`make phrasebook-index` writes the
    /// phrasebook's, and a test holds it to them): `slots` as `slots(of:)` makes them, and the
    /// texts' length in bytes, which must still be theirs for it to be used. Each row's key is
    /// read from the text at a lookup, so a table gone stale another way can miss a row, never
    /// give another's word.
    struct Prebuilt: Sendable, Equatable {
        let byteCount: Int
        let slots: [UInt32]
    }

    private let texts: [String]
    private let prebuilt: Prebuilt?
    /// Made at the first lookup, under its own lock rather than `MadeOnce`'s: a generic class
    /// of another module, its every call went through the runtime's value witnesses (French
    /// `show` looks up 61 words: 80 000 instructions).
    private let table = Made()

    private final class Made: Sendable {
        let slots = Mutex<[UInt32]?>(nil)
    }

    /// `prebuilt` is kept only when it is of these texts' length.
    init(_ texts: [String], prebuilt: Prebuilt? = nil) {
        self.texts = texts
        self.prebuilt = prebuilt.flatMap { $0.byteCount == Self.byteCount(texts) ? $0 : nil }
    }

    /// The table of `texts`, to be written into the source.
    static func prebuilt(of texts: [String]) -> Prebuilt {
        Prebuilt(byteCount: byteCount(texts), slots: slots(of: texts))
    }

    private static func byteCount(_ texts: [String]) -> Int {
        texts.reduce(0) { $0 + $1.utf8.count }
    }

    /// Open addressing by the hash of each row's first cell: 0 for none, else the row's text
    /// (plus one) in the top byte and where its line starts in the rest; rows of one hash lie
    /// along the probe in the tables' order. Up to 254 texts of under 16 MiB each (the
    /// phrasebook is nine of 117 KB in all); rows beyond are not indexed.
    static func slots(of texts: [String]) -> [UInt32] {
        var rows: [UInt32] = []
        var hashes: [UInt64] = []
        // Room for a row every 128 bytes (they are longer): grown as they were read, the two
        // arrays were copied over and over (a fifth of the table's making).
        let room = byteCount(texts) / 128 + 16
        rows.reserveCapacity(room)
        hashes.reserveCapacity(room)
        for (number, text) in texts.enumerated() where number < 254 {
            var text = text
            text.withUTF8 { bytes in
                guard let base = bytes.baseAddress else { return }
                var lineStart = 0
                while lineStart < min(bytes.count, 1 << 24) {
                    // A line's end and its key's (the first bar) by memchr, many bytes at a
                    // time: a row is some 200 bytes of cells, a key a few words.
                    func next(_ byte: UInt8, from start: Int, before end: Int) -> Int {
                        memchr(base + start, Int32(byte), end - start).map {
                            UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                        } ?? end
                    }
                    let lineEnd = next(TableText.newline, from: lineStart, before: bytes.count)
                    let bar = next(TableText.bar, from: lineStart, before: lineEnd)
                    let key = TableText.trimmed(lineStart..<bar, in: bytes)
                    if bar < lineEnd, !key.isEmpty {
                        rows.append(UInt32(number + 1) << 24 | UInt32(lineStart))
                        hashes.append(ByteHash.of(UnsafeBufferPointer(rebasing: bytes[key])))
                    }
                    lineStart = lineEnd + 1
                }
            }
        }
        var size = 16
        while size < rows.count * 2 { size *= 2 }
        var slots = [UInt32](repeating: 0, count: size)
        for (row, hash) in zip(rows, hashes) {
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = row
        }
        return slots
    }

    /// The word of the row `key` in `language` (`TableText.languages`' cells after the first):
    /// the last such row's with one there, Japanese in kana taking the Japanese where its own
    /// cell is empty; nil for English, whose word is the key.
    func word(_ key: String, in language: Language) -> String? {
        guard language != .en, let position = TableText.languages.firstIndex(of: language) else { return nil }
        return cell(key, at: position + 1, orAt: language == .jaHrkt ? 1 : nil)
    }

    /// The table made before, else made now, once (a lock taken only then: the phrasebook's
    /// forty lookups of a French `show` took 13 000 instructions of locking).
    private func currentSlots() -> [UInt32] {
        if let prebuilt { return prebuilt.slots }
        return table.slots.withLock { made in
            if let made { return made }
            let new = Self.slots(of: texts)
            made = new
            return new
        }
    }

    /// The cell at `position` (the second is 1) of the last row whose first cell is `key` and
    /// whose cell there is not empty, or its cell at `fallback` when that one is empty; nil
    /// when no row has one. A row too short for `position` has none.
    private func cell(_ key: String, at position: Int, orAt fallback: Int?) -> String? {
        var key = key
        let slots = currentSlots()
        guard !slots.isEmpty, slots.count & (slots.count - 1) == 0 else { return nil }
        return key.withUTF8 { wanted in
            var found: String?
            var slot = Int(truncatingIfNeeded: ByteHash.of(wanted)) & (slots.count - 1)
            var probes = 0
            while slots[slot] != 0, probes < slots.count {
                let entry = slots[slot]
                slot = (slot + 1) & (slots.count - 1)
                probes += 1
                let number = Int(entry >> 24) - 1
                guard texts.indices.contains(number) else { continue }
                var text = texts[number]
                let cell: String? = text.withUTF8 { bytes in
                    // The row's key, from a line's start to its first bar: in a table made
                    // from texts since edited to the same length, the place might not start a
                    // line, or the line not be a row.
                    let lineStart = Int(entry & 0xFF_FFFF)
                    guard lineStart < bytes.count, lineStart == 0 || bytes[lineStart - 1] == TableText.newline
                    else { return nil }
                    let bar = ByteSearch.firstIndex(
                        of: TableText.bar, or: TableText.newline, in: bytes, from: lineStart)
                    guard bar < bytes.count, bytes[bar] == TableText.bar else { return nil }
                    let rowKey = TableText.trimmed(lineStart..<bar, in: bytes)
                    guard rowKey.count == wanted.count,
                        UnsafeBufferPointer(rebasing: bytes[rowKey]).elementsEqual(wanted),
                        var range = Self.cell(position, cells: bar + 1, in: bytes)
                    else { return nil }
                    if range.isEmpty, let fallback, let other = Self.cell(fallback, cells: bar + 1, in: bytes) {
                        range = other
                    }
                    return range.isEmpty
                        ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                }
                if let cell { found = cell }
            }
            return found
        }
    }

    /// The trimmed cell at `position` of the row whose second cell starts at `cells`; nil when
    /// its line ends before.
    private static func cell(_ position: Int, cells: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard position >= 1 else { return nil }
        var start = cells
        for _ in 1..<position {
            let end = ByteSearch.firstIndex(of: TableText.bar, or: TableText.newline, in: bytes, from: start)
            guard end < bytes.count, bytes[end] == TableText.bar else { return nil }
            start = end + 1
        }
        let end = ByteSearch.firstIndex(of: TableText.bar, or: TableText.newline, in: bytes, from: start)
        return TableText.trimmed(start..<end, in: bytes)
    }
}
