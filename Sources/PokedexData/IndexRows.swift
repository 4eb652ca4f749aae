import FoundationEssentials
import PokedexDomain

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
            let text = bytes(field)
            var parts: [String] = []
            var start = 0
            for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: ",") {
                if index > start {
                    parts.append(String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
            return parts
        }

        /// A decimal number of up to nine digits; nil for anything else.
        func number(_ field: Int) -> Int? {
            let digits = bytes(field)
            guard !digits.isEmpty, digits.count <= 9 else { return nil }
            var value = 0
            for byte in digits {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
    }

    /// Every row of `data` that has exactly `fieldCount` fields and that `row` accepts; the
    /// first other line makes the whole file malformed ("line 2 is not `rowKind`").
    static func parse<Row>(
        _ data: Data, fieldCount: Int, file: String, rowKind: String, reserving capacity: Int = 0,
        row: (Fields) -> Row?
    ) throws(RepositoryError) -> [Row] {
        let parsed: Result<[Row], RepositoryError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var rows: [Row] = []
            rows.reserveCapacity(capacity)
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(fieldCount)
            var lineStart = 0
            var lineNumber = 0
            while lineStart < bytes.count {
                lineNumber += 1
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                defer { lineStart = lineEnd + 1 }
                if lineEnd == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                ranges.removeAll(keepingCapacity: true)
                var fieldStart = 0
                for index in 0...line.count where index == line.count || line[index] == UInt8(ascii: "\t") {
                    ranges.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                guard ranges.count == fieldCount, let value = row(Fields(line: line, ranges: ranges)) else {
                    return .failure(.malformed(resource: file, reason: "line \(lineNumber) is not \(rowKind)"))
                }
                rows.append(value)
            }
            return .success(rows)
        }
        return try parsed.get()
    }
}
