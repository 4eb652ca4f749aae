import FoundationEssentials
import PokedexDomain

#if canImport(Glibc)
    import Glibc
#endif

/// The rows of a generated index file (`pokedex-index.tsv`, `pokedex-names.tsv`), read on the
/// raw bytes: these files are read at start-up, where splitting Strings costs milliseconds.
/// Empty lines and `#` comments are skipped; every other line is one row of tab-separated fields.
enum IndexRows {
    /// One row as written: the fields joined by tabs, any tab or line break inside a field
    /// made a space so that the row stays one row.
    static func line(_ fields: [String]) -> String {
        fields.map { field in String(field.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 }) }
            .joined(separator: "\t") + "\n"
    }

    /// A number that may be missing, as a field: empty for nil.
    static func field(_ value: Int?) -> String {
        value.map(String.init) ?? ""
    }

    /// A raw line's first field as a number: the id most indexes are keyed and ordered by.
    static func firstNumber(of line: UnsafeBufferPointer<UInt8>) -> Int? {
        number(inField: 0, of: line)
    }

    /// A raw line's field `field` (counted from 0) as a number; nil when there is no such field
    /// or it is not a number.
    static func number(inField field: Int, of line: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = 0
        for _ in 0..<field {
            guard let tab = line[start...].firstIndex(of: UInt8(ascii: "\t")) else { return nil }
            start = tab + 1
        }
        let end = line[start...].firstIndex(of: UInt8(ascii: "\t")) ?? line.count
        return Fields.decimal(UnsafeBufferPointer(rebasing: line[start..<end]))
    }

    /// Keeps the lines whose id is one of `ids`; a line with no id is kept, so that its row's
    /// own check reports it.
    static func keeping(ids: Set<Int>) -> (UnsafeBufferPointer<UInt8>) -> Bool {
        let bits = IDBits(ids)
        return { line in firstNumber(of: line).map(bits.contains) ?? true }
    }

    /// Stops at the first line past `id`, in a file in id order.
    static func stopping(past id: Int) -> (UnsafeBufferPointer<UInt8>) -> Bool {
        { line in firstNumber(of: line).map { $0 > id } ?? false }
    }

    /// Whether one of the numbers in a raw line's fields from `field` on (lists separated by
    /// commas) is in `ids`: a look at a line before it is read.
    static func numbers(fromField field: Int, of line: UnsafeBufferPointer<UInt8>, meet ids: IDBits) -> Bool {
        var tabs = 0
        var value: Int?
        for byte in line {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if tabs >= field { value = (value ?? 0) &* 10 &+ Int(byte - UInt8(ascii: "0")) }
            case UInt8(ascii: "\t"), UInt8(ascii: ","):
                if let found = value, ids.contains(found) { return true }
                value = nil
                if byte == UInt8(ascii: "\t") { tabs += 1 }
            default:
                value = nil
            }
        }
        return value.map(ids.contains) ?? false
    }

    /// What `read` makes of the line of a file in key order whose key `compare` finds the one
    /// sought, found by halving the file's bytes (a header line first is passed over) rather
    /// than reading its lines; within `lines` alone when given (whole lines, as a starts index
    /// gives them, the header then never read; nil when they are not). `compare` says where a line's key
    /// stands: below 0 before the one sought, 0 at it, above after; nil for a line that is not
    /// a row, which ends the search.
    static func halving<T>(
        _ data: Data, within lines: Range<Int>? = nil, compare: (UnsafeBufferPointer<UInt8>) -> Int?,
        read: (UnsafeBufferPointer<UInt8>) -> T
    ) -> T? {
        data.withUnsafeBytes { raw -> T? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let newline = UInt8(ascii: "\n")
            var low = 0
            var high = bytes.count
            if let lines {
                // Whole lines of the file (the header is not read: its page is not one the
                // lines' reader has asked the disk for): else not these.
                guard !lines.isEmpty, lines.lowerBound >= 0, lines.upperBound <= high,
                    lines.lowerBound == 0 || bytes[lines.lowerBound - 1] == newline,
                    lines.upperBound == high || bytes[lines.upperBound - 1] == newline
                else { return nil }
                (low, high) = (lines.lowerBound, lines.upperBound)
            } else if bytes.first == UInt8(ascii: "#") {
                low = bytes.firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
            }
            while low < high {
                // The line around the middle, its ends found many bytes at a time (a byte at a
                // time, they were a third of looking up a label).
                let start = lineStart(containing: low + (high - low) / 2, notBefore: low, in: bytes)
                let end = lineEnd(from: start, before: high, in: bytes)
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let order = compare(line) else { return nil }
                if order == 0 { return read(line) }
                if order < 0 { low = end + 1 } else { high = start }
            }
            return nil
        }
    }

    /// Where a raw line's field `index` (a kind or a language, written as text) stands among
    /// `codes`; nil for a line with fewer fields or a text none of them is.
    static func rank(ofField index: Int, of line: UnsafeBufferPointer<UInt8>, among codes: [[UInt8]]) -> Int? {
        guard let field = field(index, of: line) else { return nil }
        let bytes = UnsafeBufferPointer(rebasing: field)
        return codes.firstIndex { code in code.withUnsafeBufferPointer { same(bytes, $0) } }
    }

    /// Where `first` stands to `second` in byte order, a prefix first: below 0, 0, above 0.
    /// By `memcmp`, as `same`: halving a file of labels compares a name at each step.
    @inline(__always)
    static func order(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Int {
        let shorter = min(first.count, second.count)
        if shorter > 0, let one = first.baseAddress, let other = second.baseAddress {
            let compared = memcmp(one, other, shorter)
            if compared != 0 { return compared < 0 ? -1 : 1 }
        }
        return first.count == second.count ? 0 : first.count < second.count ? -1 : 1
    }

    /// Whether two runs of bytes are the same, compared by `memcmp`: `elementsEqual` walks
    /// both through their iterators, some thirty instructions a byte (a whole dex's rows each
    /// compare two names; a French entry's labels, a dozen codes each).
    @inline(__always)
    static func same(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard first.count > 0, let one = first.baseAddress, let other = second.baseAddress else { return true }
        return memcmp(one, other, first.count) == 0
    }

    /// Where a line's `key` stands to the `target` sought, as `halving`'s `compare` says it:
    /// below 0, 0, above 0 (keys of one, two or three parts, compared part by part).
    static func order<Key: Comparable>(_ key: Key, _ target: Key) -> Int {
        key == target ? 0 : key < target ? -1 : 1
    }

    static func order(_ key: (Int, Int), _ target: (Int, Int)) -> Int {
        key == target ? 0 : key < target ? -1 : 1
    }

    static func order(_ key: (Int, Int, Int), _ target: (Int, Int, Int)) -> Int {
        key == target ? 0 : key < target ? -1 : 1
    }

    /// The languages' codes as the index files write them, in `Language.allCases`' order (the
    /// order their rows are in).
    static let languageCodes = Language.allCases.map { Array($0.rawValue.utf8) }

    /// A raw line's last field, as a string.
    static func lastField(of line: UnsafeBufferPointer<UInt8>) -> String {
        let start = line.lastIndex(of: UInt8(ascii: "\t")).map { $0 + 1 } ?? 0
        return String(decoding: UnsafeBufferPointer(rebasing: line[start...]), as: UTF8.self)
    }

    /// Whether a raw line's first field is `prefix` (a key written as text).
    static func firstField(of line: UnsafeBufferPointer<UInt8>, is prefix: [UInt8]) -> Bool {
        line.count > prefix.count && line.starts(with: prefix) && line[prefix.count] == UInt8(ascii: "\t")
    }

    /// Whether a raw line's field `index`, a comma-separated list, holds `code`; true for a
    /// line with fewer fields, which its row then reports as malformed.
    static func field(_ index: Int, of line: UnsafeBufferPointer<UInt8>, lists code: [UInt8]) -> Bool {
        field(index, of: line).map { lists($0, code) } ?? true
    }

    /// Whether a comma-separated field holds `item`, read where it lies (no list is made).
    static func lists(_ field: Slice<UnsafeBufferPointer<UInt8>>, _ item: [UInt8]) -> Bool {
        var start = field.startIndex
        while start <= field.endIndex {
            let end = field[start...].firstIndex(of: UInt8(ascii: ",")) ?? field.endIndex
            if item.withUnsafeBufferPointer({ same(UnsafeBufferPointer(rebasing: field[start..<end]), $0) }) {
                return true
            }
            start = end + 1
        }
        return false
    }

    /// A raw line's field `index` (counted from 0), where it lies; nil when the line has fewer.
    static func field(
        _ index: Int, of line: UnsafeBufferPointer<UInt8>
    ) -> Slice<UnsafeBufferPointer<UInt8>>? {
        var tabs = 0
        var start = 0
        for position in line.indices where line[position] == UInt8(ascii: "\t") {
            if tabs == index { return line[start..<position] }
            tabs += 1
            start = position + 1
        }
        return tabs == index ? line[start...] : nil
    }

    /// One row's fields, as byte ranges of its line.
    struct Fields {
        let line: UnsafeBufferPointer<UInt8>
        let ranges: [Range<Int>]

        func bytes(_ field: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: line[ranges[field]])
        }

        func string(_ field: Int) -> String {
            String(decoding: bytes(field), as: UTF8.self)
        }

        /// The non-empty parts of a field separated by commas (`grass,poison`).
        func list(_ field: Int) -> [String] {
            // Built straight from the bytes: a row's list is one allocation (most hold one or two).
            let text = bytes(field)
            var values: [String] = []
            values.reserveCapacity(2)
            var start = 0
            for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: ",") {
                if index > start { values.append(String(decoding: text[start..<index], as: UTF8.self)) }
                start = index + 1
            }
            return values
        }

        func isEmpty(_ field: Int) -> Bool { ranges[field].isEmpty }

        /// Whether the field is `text`, compared on its bytes: no string made for it (a kind
        /// read as a string and switched over was a hundredth of `where`).
        func `is`(_ field: Int, _ text: StaticString) -> Bool {
            let bytes = bytes(field)
            return text.withUTF8Buffer { IndexRows.same(bytes, $0) }
        }

        /// Whether the field is `1` (a flag), read on its byte: no string made for it.
        func isOne(_ field: Int) -> Bool {
            ranges[field].count == 1 && line[ranges[field].lowerBound] == UInt8(ascii: "1")
        }

        /// A number that may be missing: `.some(nil)` for an empty field, nil for one that is not a number.
        func optionalNumber(_ field: Int) -> Int?? {
            isEmpty(field) ? .some(nil) : number(field).map { .some($0) }
        }

        /// A decimal number of up to nine digits, with an optional minus sign; nil for anything else.
        func signedNumber(_ field: Int) -> Int? {
            let text = bytes(field)
            guard text.first == UInt8(ascii: "-") else { return number(field) }
            return Self.decimal(UnsafeBufferPointer(rebasing: text.dropFirst())).map { -$0 }
        }

        /// A decimal number of up to nine digits; nil for anything else.
        func number(_ field: Int) -> Int? {
            Self.decimal(bytes(field))
        }

        /// The numbers of a field separated by commas (`1,4,25`); nil when one is not a number.
        func numbers(_ field: Int) -> [Int]? {
            Self.numbers(in: bytes(field))
        }

        /// The `a:b` pairs of a field separated by commas (`1:25,4:33`), each made by `make`;
        /// nil when one is not a pair of numbers.
        func pairs<Pair>(_ field: Int, _ make: (Int, Int) -> Pair) -> [Pair]? {
            Self.pairs(in: bytes(field), make)
        }

        static func decimal(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
            guard !digits.isEmpty, digits.count <= 9 else { return nil }
            var value = 0
            for byte in digits {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
    }

    /// Calls `body` with each row's raw line and line number, skipping empty lines and `#`
    /// comments, until it returns false. From `offset`, a line's start, lines are numbered
    /// from there.
    static func forEachLine(
        _ data: Data, from offset: Int = 0, _ body: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int) -> Bool
    ) {
        forEachLineAndStart(data, from: offset) { line, number, _ in body(line, number) }
    }

    /// The same, with where each line starts among `data`'s bytes (from 0).
    static func forEachLineAndStart(
        _ data: Data, from offset: Int = 0,
        _ body: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ start: Int) -> Bool
    ) {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineStart = max(0, offset)
            var lineNumber = 0
            while lineStart < bytes.count {
                lineNumber += 1
                let lineEnd = Self.lineEnd(from: lineStart, before: bytes.count, in: bytes)
                defer { lineStart = lineEnd + 1 }
                if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
                if !body(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), lineNumber, lineStart) { return }
            }
        }
    }

    /// `line`'s tab-separated fields, as ranges of it: tabs found by memchr, many bytes at a
    /// time (a field can be kilobytes long: a Pokédex's entries).
    @inline(__always)
    static func split(_ line: UnsafeBufferPointer<UInt8>, into ranges: inout [Range<Int>]) {
        ranges.removeAll(keepingCapacity: true)
        guard let base = line.baseAddress else {
            ranges.append(0..<0)
            return
        }
        var fieldStart = 0
        while let found = memchr(base + fieldStart, 0x09, line.count - fieldStart) {
            let tab = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            ranges.append(fieldStart..<tab)
            fieldStart = tab + 1
        }
        ranges.append(fieldStart..<line.count)
    }

    /// Every row of `data` that has exactly `fieldCount` fields and that `row` accepts; the
    /// first other line makes the whole file malformed ("line 2 is not `rowKind`"). Lines that
    /// `keep` turns down are skipped unread: a cheap look at the raw line before it is split;
    /// after one that `stop` turns down, the rest of the file is not read at all.
    /// From `offset` (a line's start), the lines before are not looked at.
    static func parse<Row>(
        _ data: Data, from offset: Int = 0, fieldCount: Int, file: String, rowKind: String,
        reserving capacity: Int = 0, keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
        stop: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil, row: (Fields) -> Row?
    ) throws(RepositoryError) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(capacity)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(fieldCount)
        var malformedLine: Int?
        forEachLine(data, from: offset) { line, number in
            if let stop, stop(line) { return false }
            if let keep, !keep(line) { return true }
            split(line, into: &ranges)
            guard ranges.count == fieldCount, let value = row(Fields(line: line, ranges: ranges)) else {
                malformedLine = number
                return false
            }
            rows.append(value)
            return true
        }
        if let malformedLine {
            let before = offset > 0 ? lineNumber(at: offset, in: data) - 1 : 0
            throw .malformed(resource: file, reason: "line \(before + malformedLine) is not \(rowKind)")
        }
        return rows
    }

    /// Where the line holding `position` starts: after the newline before it (found eight
    /// bytes at a time), and not before `floor`, a line's start.
    static func lineStart(containing position: Int, notBefore floor: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        ByteSearch.lastIndex(of: 0x0A, in: bytes, before: position, notBefore: floor).map { $0 + 1 } ?? floor
    }

    /// Where the line from `start` ends, at its newline (found by `memchr`), before `limit`;
    /// `limit` when it has none there.
    static func lineEnd(from start: Int, before limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, start < limit,
            let found = memchr(base + start, 0x0A, limit - start)
        else { return limit }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// Where the first row with an id of `id` or more starts (the end when none has), in a
    /// file in id order: found by halving, so that reaching one Pokémon's rows reads a few
    /// dozen lines, not the thousands before them. Comments and lines with no id count as
    /// coming first.
    static func start(ofID id: Int, in data: Data) -> Int {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            // A line of the encounters' runs is kilobytes long: its ends are found many bytes at
            // a time (`lineStart`, `lineEnd`), where a byte at a time walked back half of it at
            // each halving.
            func nextLine(after start: Int) -> Int {
                let end = lineEnd(from: start, before: bytes.count, in: bytes)
                return end < bytes.count ? end + 1 : bytes.count
            }
            func comesBefore(_ start: Int) -> Bool {
                let line = UnsafeBufferPointer(rebasing: bytes[start..<nextLine(after: start)])
                return firstNumber(of: line).map { $0 < id } ?? true
            }
            // `low` and `high` are line starts; the answer is between them.
            var low = 0
            var high = bytes.count
            while low < high {
                let middle = lineStart(containing: low + (high - low) / 2, notBefore: low, in: bytes)
                if comesBefore(middle) {
                    low = nextLine(after: middle)
                } else {
                    high = middle
                }
            }
            return low
        }
    }
}

extension IndexRows {
    /// One generated index's rows: its file, how many fields a row has, and how a row reads.
    /// Rows are counted from 0 in file order, comments and empty lines not counted.
    struct Table<Row: Sendable>: Sendable {
        let file: String
        let fieldCount: Int
        let rowKind: String
        let read: @Sendable (Fields) -> Row?

        /// Every row, as `IndexRows.parse` reads them.
        func decode(
            _ data: Data, reserving capacity: Int = 0, keep: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
            stop: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil
        ) throws(RepositoryError) -> [Row] {
            try IndexRows.parse(
                data, fieldCount: fieldCount, file: file, rowKind: rowKind, reserving: capacity, keep: keep,
                stop: stop, row: read)
        }

        /// The rows at `positions`, in the order asked; the lines between are looked at but not
        /// read, and none after the last asked for.
        func rows(_ data: Data, at positions: [Int]) throws(RepositoryError) -> [Row] {
            // In file order, each once: a search asks for a few dozen at most.
            var wanted: [Int] = []
            for position in positions.sorted() where wanted.last != position { wanted.append(position) }
            var position = -1
            var next = 0
            let rows = try decode(
                data, reserving: wanted.count,
                keep: { _ in
                    position += 1
                    guard next < wanted.count, wanted[next] == position else { return false }
                    next += 1
                    return true
                },
                stop: { _ in next == wanted.count })
            return try positions.map { position throws(RepositoryError) in
                guard let index = wanted.firstIndex(of: position), index < rows.count else {
                    throw .malformed(resource: file, reason: "it has no row \(position + 1)")
                }
                return rows[index]
            }
        }
    }
}
