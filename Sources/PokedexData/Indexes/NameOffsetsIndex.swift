import FoundationEssentials
import PokedexDomain

/// `pokedex-name-offsets.tsv`: where the row each name names is, its names in byte order, so
/// that a name is found by halving rather than by reading the names or the rows before it.
///
///     # Names in byte order, each with the id and the offset of the row it names: a section per index (its lines and bytes)
///     # pokemon 1351 30123
///     abomasnow	460	31234
///     …
///     # move 1420 31000
///     10-000-000-volt-thunderbolt	719	81234
///
/// The Pokémon go by their PokeAPI names (`rotom-wash`), each once, at their rows of
/// `pokedex-index.tsv`; a Showdown form (`Rotom-Wash`, `Meowstic-F`) is the run of names that
/// start with its species'. Moves, abilities and items go by their English name keys
/// (`pokedex-search-keys.tsv`), each key at the row it names first, as `NameKeys` finds it (a
/// thing's own name before another's other spelling), in `pokedex-moves.tsv`,
/// `pokedex-abilities.tsv` and `pokedex-items.tsv`. Every row read is checked to have the id
/// given, so a folder of other fixtures finds nothing, rather than another row.
///
/// A team of six names two dozen moves, its items and abilities, and six Pokémon: found so,
/// they cost a thousandth of reading the keys and the rows before them.
package enum NameOffsetsIndex {
    package static let fileName = "pokedex-name-offsets.tsv"
    static let header =
        "# Names in byte order, each with the id and the offset of the row it names: "
        + "a section per index (its lines and bytes)"

    /// The file, from the index files in `folder` and the English search keys made of them.
    package static func encode(indexesIn folder: String, keys: [TermKind: NameKeys]) throws(RepositoryError) -> String {
        func data(_ name: String) throws(RepositoryError) -> Data {
            guard let data = LocalFile.read(LocalFile.join(folder, name)) else {
                throw .unavailable(reason: "no \(name) in \(folder)")
            }
            return data
        }
        var text = header + "\n"
        for kind in SearchKeysIndex.kinds {
            let file = try data(fileName(of: kind))
            let rows = rowStarts(file)
            var entries: [(key: [UInt8], id: Int, offset: Int)] = []
            if kind == .pokemon {
                for start in rows {
                    guard let row = line(at: start, in: file), let name = field(1, of: row), let id = id(of: row)
                    else { throw .malformed(resource: CatalogIndex.fileName, reason: "a row has no name") }
                    entries.append((name, id, start))
                }
            } else {
                // Each key at the first thing whose own name it is, else the first that has it.
                let lines = (keys[kind] ?? NameKeys([])).lines.split(
                    separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
                ).dropLast()
                var named: [[UInt8]: Int] = [:]
                for own in [true, false] {
                    for (position, line) in lines.enumerated() {
                        let spellings = line.split(separator: UInt8(ascii: "\t"))
                        for key in own ? Array(spellings.prefix(1)) : Array(spellings.dropFirst())
                        where named[Array(key)] == nil {
                            named[Array(key)] = position
                        }
                    }
                }
                for (key, position) in named {
                    guard position < rows.count, let row = line(at: rows[position], in: file), let id = id(of: row)
                    else { throw .malformed(resource: fileName(of: kind), reason: "no row \(position + 1)") }
                    entries.append((key, id, rows[position]))
                }
            }
            var section = ""
            for entry in entries.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
                section += String(decoding: entry.key, as: UTF8.self) + "\t\(entry.id)\t\(entry.offset)\n"
            }
            text += "# \(kind.rawValue) \(entries.count) \(section.utf8.count)\n" + section
        }
        return text
    }

    /// The file whose rows a kind's names point into.
    package static func fileName(of kind: TermKind) -> String {
        switch kind {
        case .pokemon: CatalogIndex.fileName
        case .move: MoveIndex.fileName
        case .ability: AbilityIndex.fileName
        case .item: ItemIndex.fileName
        case .nature: NatureIndex.fileName
        }
    }

    /// The bytes of `kind`'s section (`IndexRows.sections`), nil when the file has none before
    /// a header that is not one, or its bytes are not whole lines.
    static func lines(of kind: TermKind, in data: Data) -> Range<Int>? {
        IndexRows.lines(ofSection: kind.rawValue, in: data)
    }

    /// The id and offset of the row `key` names, halving the section at `lines`; nil when no
    /// name of it is the key, or a line on the way is not one of the section's.
    static func entry(_ key: String, in data: Data, lines: Range<Int>) -> (id: Int, offset: Int)? {
        let key = Array(key.utf8)
        return key.withUnsafeBufferPointer { key in
            IndexRows.halving(data, within: lines) { line -> Int? in
                guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
                return IndexRows.order(UnsafeBufferPointer(rebasing: line[..<tab]), key)
            } read: { line in
                Self.entry(of: line)
            }
        }.flatMap(\.self)
    }

    /// The offsets of the rows whose names start with `prefix`, in the names' order: the run
    /// of lines from the first name not before it. Empty when none does, when a line of the
    /// run is not one of the section's, or when `lines` are not whole lines of `data`.
    static func offsets(withPrefix prefix: String, in data: Data, lines: Range<Int>) -> [(id: Int, offset: Int)] {
        let prefix = Array(prefix.utf8)
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard lines.lowerBound >= 0, lines.upperBound <= bytes.count,
                lines.lowerBound == 0 || bytes[lines.lowerBound - 1] == 0x0A,
                lines.isEmpty || bytes[lines.upperBound - 1] == 0x0A
            else { return [] }
            func name(at start: Int) -> (UnsafeBufferPointer<UInt8>, end: Int) {
                let end = IndexRows.lineEnd(from: start, before: lines.upperBound, in: bytes)
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let tab = line.firstIndex(of: UInt8(ascii: "\t")) ?? line.count
                return (UnsafeBufferPointer(rebasing: line[..<tab]), end)
            }
            // The first line whose name is not before the prefix, by halving the lines' bytes.
            var low = lines.lowerBound
            var high = lines.upperBound
            while low < high {
                let start = IndexRows.lineStart(containing: low + (high - low) / 2, notBefore: low, in: bytes)
                let (found, end) = name(at: start)
                if found.lexicographicallyPrecedes(prefix) { low = end + 1 } else { high = start }
            }
            var found: [(id: Int, offset: Int)] = []
            var start = low
            while start < lines.upperBound {
                let (name, end) = name(at: start)
                guard name.starts(with: prefix) else { break }
                guard let entry = entry(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return [] }
                found.append(entry)
                start = end + 1
            }
            return found
        }
    }

    /// A line's id and offset, its second and third fields.
    private static func entry(of line: UnsafeBufferPointer<UInt8>) -> (id: Int, offset: Int)? {
        guard let id = IndexRows.number(inField: 1, of: line), let offset = IndexRows.number(inField: 2, of: line)
        else { return nil }
        return (id, offset)
    }

    /// Where each row of an index file starts: its lines that are neither empty nor comments.
    static func rowStarts(_ data: Data) -> [Int] {
        var starts: [Int] = []
        var start = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if let first = line.first, first != UInt8(ascii: "#") { starts.append(start) }
            start += line.count + 1
        }
        return starts
    }

    private static func line(at start: Int, in data: Data) -> [UInt8]? {
        guard start < data.count else { return nil }
        return Array(data[(data.startIndex + start)...].prefix { $0 != UInt8(ascii: "\n") })
    }

    private static func field(_ index: Int, of line: [UInt8]) -> [UInt8]? {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        return index < fields.count ? Array(fields[index]) : nil
    }

    private static func id(of line: [UInt8]) -> Int? {
        field(0, of: line).flatMap { Int(String(decoding: $0, as: UTF8.self)) }
    }
}
