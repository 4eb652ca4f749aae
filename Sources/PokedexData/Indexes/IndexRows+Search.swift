import FoundationEssentials
import PokedexDomain

extension IndexRows {
    /// Where each line whose field `field` (counted from 0) is `key` starts, or, not
    /// `wholeField`, whose field starts with it; in file order, the first alone when
    /// `firstOnly`. Each place the key stands (`ByteSearch.firstIndex(of:in:from:)`) is
    /// checked: after a tab or at the line's start (and, for a whole field, before a tab or the line's end), with as many tabs before
    /// it in its line as `field`, in a line that is not a comment. No other line is read, so a
    /// malformed line elsewhere goes unnoticed (a whole reading reports it). An empty key, or
    /// one holding a tab or a line break, is in no field: none is found.
    static func lineStarts(
        whereField field: Int, is key: [UInt8], wholeField: Bool = true, in data: Data, firstOnly: Bool = false
    ) -> [Int] {
        let tab = UInt8(ascii: "\t")
        guard !key.isEmpty, !key.contains(tab), !key.contains(0x0A) else { return [] }
        return lineStarts(of: key, in: data, tabsUpTo: field, firstOnly: firstOnly) { bytes, at, end in
            (at == 0 || bytes[at - 1] == tab || bytes[at - 1] == 0x0A)
                && (!wholeField || end == bytes.count || bytes[end] == tab || bytes[end] == 0x0A)
        } keep: { tabs in
            tabs == field
        }
    }

    /// Where each line starts that holds `number` in one of its fields from `field` on (lists
    /// of numbers separated by commas: an ability's holders), in file order. The places the
    /// number's digits stand are found eight bytes at a time, and each is checked: a whole
    /// number (a tab or a comma before it, a comma, a tab or the line's end after), as many tabs
    /// before it in its line as `field` or more, in a line that is not a comment. No other line
    /// is read.
    static func lineStarts(whereListFrom field: Int, holds number: Int, in data: Data) -> [Int] {
        guard number >= 0 else { return [] }
        let tab = UInt8(ascii: "\t")
        let comma = UInt8(ascii: ",")
        return lineStarts(of: Array(String(number).utf8), in: data, tabsUpTo: .max) { bytes, at, end in
            at > 0 && (bytes[at - 1] == tab || bytes[at - 1] == comma)
                && (end == bytes.count || bytes[end] == comma || bytes[end] == tab || bytes[end] == 0x0A)
        } keep: { tabs in
            tabs >= field
        }
    }

    /// The starts of the lines where `key` stands (`ByteSearch`), in file order, each once
    /// (the first alone when `firstOnly`): each place `stands` accepts (given the bytes, and
    /// where the key starts and ends), in a line that is not a comment, with as many tabs
    /// before it in its line (counted up to one past `most`) as `keep` accepts.
    private static func lineStarts(
        of key: [UInt8], in data: Data, tabsUpTo most: Int, firstOnly: Bool = false,
        stands: (UnsafeBufferPointer<UInt8>, _ at: Int, _ end: Int) -> Bool, keep: (_ tabs: Int) -> Bool
    ) -> [Int] {
        data.withUnsafeBytes { raw -> [Int] in
            let bytes = raw.bindMemory(to: UInt8.self)
            var starts: [Int] = []
            var from = 0
            while from < bytes.count {
                let at = ByteSearch.firstIndex(of: key, in: bytes, from: from)
                guard at < bytes.count else { break }
                from = at + 1
                guard stands(bytes, at, at + key.count) else { continue }
                var start = at
                var tabs = 0
                while start > 0, bytes[start - 1] != 0x0A, tabs <= most {
                    if bytes[start - 1] == UInt8(ascii: "\t") { tabs += 1 }
                    start -= 1
                }
                guard start == 0 || bytes[start - 1] == 0x0A, bytes[start] != UInt8(ascii: "#"), starts.last != start,
                    keep(tabs)
                else { continue }
                starts.append(start)
                if firstOnly { break }
            }
            return starts
        }
    }

    /// The number of the line starting at `start`, counted from 1 as `parse` counts them
    /// (comments and empty lines too).
    static func lineNumber(at start: Int, in data: Data) -> Int {
        data.prefix(start).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}

extension IndexRows.Table {
    /// The first row whose field `field` is `key` exactly (a PokeAPI name: one a line), found
    /// where the key stands (`lineStarts`): only its line read. Nil when no line's field is the
    /// key; the line found, if it is not a row, is named by its number, as `decode` names it.
    func first(_ data: Data, field: Int, is key: String) throws(RepositoryError) -> Row? {
        guard
            let start = IndexRows.lineStarts(whereField: field, is: Array(key.utf8), in: data, firstOnly: true).first
        else { return nil }
        return try rows(data, atLineStarts: [start]).first
    }

    /// The first row with id `id` (its first field), in a file in id order: found by halving
    /// (`IndexRows.start(ofID:in:)`), only its line read. Where halving does not land on the id
    /// (none has it, or a comment or an empty line amid the rows misled it), the id is searched
    /// for as `first(_:field:is:)` searches. Nil when no row has the id.
    func first(_ data: Data, id: Int) throws(RepositoryError) -> Row? {
        let start = IndexRows.start(ofID: id, in: data)
        return IndexRows.line(at: start, hasID: id, in: data)
            ? try rows(data, atLineStarts: [start]).first : try first(data, field: 0, is: String(id))
    }

    /// The rows of the lines at `starts` (as `lineStarts` finds them), in that order; a line
    /// that is not a row is named by its number, as `decode` names it.
    func rows(_ data: Data, atLineStarts starts: [Int]) throws(RepositoryError) -> [Row] {
        let rows = IndexRows.rows(data, at: starts, fieldCount: fieldCount, row: read)
        var found: [Row] = []
        found.reserveCapacity(rows.count)
        for (start, row) in zip(starts, rows) {
            guard let row else {
                let line = IndexRows.lineNumber(at: start, in: data)
                throw .malformed(resource: file, reason: "line \(line) is not \(rowKind)")
            }
            found.append(row)
        }
        return found
    }
}
