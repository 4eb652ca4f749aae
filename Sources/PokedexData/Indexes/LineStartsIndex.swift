import FoundationEssentials

/// Where each id's lines start in a generated file in id order (`pokedex-encounter-runs.tsv`,
/// `pokedex-learnsets.tsv`, `pokedex-encounters.tsv`), in a file of its own beside it,
/// `<name>-starts.tsv`:
///
///     # width  starts_by_id
///     7        0000021,0000021,0000890,…
///
/// for every id from 0 to one past the last, the start of the first line with that id or a
/// greater one (what halving the file finds), `width` digits each, read where it lies. An id's
/// lines are then `start(id)..<start(id + 1)`, which a command asks the kernel to read in one
/// go. Halving a 3.5 MB file touched pages all over it, and a cold start read all of it: the
/// kernel reads up to 8 MB around a page fault here.
package enum LineStartsIndex {
    static let header = "# width\tstarts_by_id"

    /// `pokedex-learnsets.tsv`'s is `pokedex-learnsets-starts.tsv`.
    package static func fileName(for file: String) -> String {
        (file.hasSuffix(".tsv") ? String(file.dropLast(4)) : file) + "-starts.tsv"
    }

    /// The index of `text`, a generated file in id order.
    package static func encode(_ text: String) -> String {
        let data = Data(text.utf8)
        let last = data.withUnsafeBytes { raw -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            var largest = 0
            var start = 0
            while start < bytes.count {
                let end = IndexRows.lineEnd(from: start, before: bytes.count, in: bytes)
                if let id = IndexRows.firstNumber(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    largest = max(largest, id)
                }
                start = end + 1
            }
            return largest
        }
        let width = String(data.count).count
        let starts = (0...(last + 1)).map { id in
            let digits = String(IndexRows.start(ofID: id, in: data))
            return String(repeating: "0", count: width - digits.count) + digits
        }
        return header + "\n" + String(width) + "\t" + starts.joined(separator: ",") + "\n"
    }

    /// The bytes of `id`'s lines in the file `index` is the starts of; nil when the index does
    /// not say (it is not one, or ends before `id`).
    package static func lines(ofID id: Int, index: UnsafeRawBufferPointer) -> Range<Int>? {
        let bytes = index.bindMemory(to: UInt8.self)
        guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
        // The one row runs to the end: not searched for its end (82 KB, at every lookup).
        return lines(ofID: id, row: bytes[(newline + 1)...])
    }

    /// The index of `text`, a generated file in kind and id order (`kind  id  …`, as
    /// `pokedex-term-names.tsv`): a row for each kind, in the file's order,
    ///
    ///     # kind  width  starts_by_id
    ///     move    6      000027,000027,000321,…
    ///
    /// each id's lines being those of that kind and id (past a kind's last id, the start of
    /// the next kind's lines).
    package static func encode(byKind text: String) -> String {
        var kinds: [(kind: String, lines: [(id: Int, start: Int)], end: Int)] = []
        var offset = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { offset += line.utf8.count + 1 }
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard !line.hasPrefix("#"), fields.count > 2, let id = Int(fields[1]) else { continue }
            if kinds.last?.kind != String(fields[0]) { kinds.append((String(fields[0]), [], 0)) }
            kinds[kinds.count - 1].lines.append((id, offset))
        }
        for index in kinds.indices {
            kinds[index].end = index + 1 < kinds.count ? kinds[index + 1].lines[0].start : text.utf8.count
        }
        let width = String(text.utf8.count).count
        var rows = "# kind\twidth\tstarts_by_id\n"
        for (kind, lines, end) in kinds {
            var next = 0
            let last = lines.map(\.id).max() ?? 0
            let starts = (0...(last + 1)).map { id in
                while next < lines.count, lines[next].id < id { next += 1 }
                let digits = String(next < lines.count ? lines[next].start : end)
                return String(repeating: "0", count: width - digits.count) + digits
            }
            rows += kind + "\t" + String(width) + "\t" + starts.joined(separator: ",") + "\n"
        }
        return rows
    }

    /// The bytes of the lines of `kind` and `id` in the file `index` (made by `encode(byKind:)`)
    /// is the starts of (none, where the kind's end, past its last id); nil when the index does
    /// not say.
    package static func lines(ofKind kind: String, id: Int, index: UnsafeRawBufferPointer) -> Range<Int>? {
        rows(index: index)[kind].flatMap { lines(ofID: id, row: $0, index: index) }
    }

    /// Where each kind's row lies in an index made by `encode(byKind:)`: its width and starts,
    /// after the kind and its tab, to the row's end. Found once, not at every lookup (the
    /// moves' row is 70 KB).
    package static func rows(index: UnsafeRawBufferPointer) -> [String: Range<Int>] {
        let bytes = index.bindMemory(to: UInt8.self)
        var rows: [String: Range<Int>] = [:]
        var start = (bytes.firstIndex(of: 0x0A) ?? bytes.count) + 1
        while start < bytes.count {
            let end = IndexRows.lineEnd(from: start, before: bytes.count, in: bytes)
            if let tab = bytes[start..<end].firstIndex(of: 0x09) {
                rows[String(decoding: bytes[start..<tab], as: UTF8.self)] = (tab + 1)..<end
            }
            start = end + 1
        }
        return rows
    }

    /// `id`'s lines from one row of the index, as `rows(index:)` gives it; past the kind's last
    /// id, none, where its lines end (the next kind's start); nil when the row does not say.
    package static func lines(ofID id: Int, row: Range<Int>, index: UnsafeRawBufferPointer) -> Range<Int>? {
        let bytes = index.bindMemory(to: UInt8.self)
        guard id >= 0, row.lowerBound >= 0, row.upperBound <= bytes.count else { return nil }
        if let lines = lines(ofID: id, row: bytes[row]) { return lines }
        // The row's last start: where the kind's lines end.
        guard let tab = bytes[row].firstIndex(of: 0x09), let width = number(bytes[row.lowerBound..<tab]), width > 0,
            width < 19
        else { return nil }
        let count = (row.upperBound - tab) / (width + 1)
        guard count > 0, id >= count - 1 else { return nil }
        let at = tab + 1 + (count - 1) * (width + 1)
        guard at + width <= row.upperBound, let end = number(bytes[at..<(at + width)]) else { return nil }
        return end..<end
    }

    /// `id`'s lines from a row of the index: `width  starts`.
    private static func lines(ofID id: Int, row: UnsafeBufferPointer<UInt8>.SubSequence) -> Range<Int>? {
        guard id >= 0, let tab = row.firstIndex(of: 0x09), let width = number(row[row.startIndex..<tab]), width > 0,
            width < 19
        else { return nil }
        let (offset, tooFar) = id.multipliedReportingOverflow(by: width + 1)
        let (at, overflow) = offset.addingReportingOverflow(tab + 1)
        guard !tooFar, !overflow, at <= row.endIndex - (2 * width + 1), row[at + width] == UInt8(ascii: ","),
            let start = number(row[at..<(at + width)]),
            let end = number(row[(at + width + 1)..<(at + 2 * width + 1)]), start <= end
        else { return nil }
        return start..<end
    }

    /// Decimal digits, every one of them; nil for anything else.
    private static func number(_ digits: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
