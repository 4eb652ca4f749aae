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
            let rows = try self.rows(of: try data(fileName(of: kind)), file: fileName(of: kind))
            var entries: [(key: [UInt8], id: Int, offset: Int)] = []
            if kind == .pokemon {
                for row in rows { entries.append((row.name, row.id, row.start)) }
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
                    guard position < rows.count else {
                        throw .malformed(resource: fileName(of: kind), reason: "no row \(position + 1)")
                    }
                    entries.append((key, rows[position].id, rows[position].start))
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
        }.flatMap { $0 }
    }

    /// Where the rows `texts` name whole (by their keys, `NameKey.make`) start, as the section
    /// at `lines` of `offsets` says: each row once, in file order, to be read together; and for
    /// each text, its row's place among them and the id that row must have (nil for a text
    /// that names none).
    static func starts(
        named texts: [String], offsets: Data, lines: Range<Int>
    ) -> (starts: [Int], named: [(at: Int, id: Int)?]) {
        let entries = texts.map { text -> (id: Int, offset: Int)? in
            let key = NameKey.make(text.trimmingWhitespace())
            return key.isEmpty ? nil : entry(key, in: offsets, lines: lines)
        }
        var starts: [Int] = []
        for case let entry? in entries where !starts.contains(entry.offset) { starts.append(entry.offset) }
        starts.sort()
        let named = entries.map { entry in
            entry.flatMap { entry in starts.firstIndex(of: entry.offset).map { (at: $0, id: entry.id) } }
        }
        return (starts, named)
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

    /// Each row of an index file (its lines that are neither empty nor comments): where it
    /// starts, its id (the first field) and its name (the second).
    private static func rows(
        of data: Data, file: String
    ) throws(RepositoryError) -> [(start: Int, id: Int, name: [UInt8])] {
        let rows = data.withUnsafeBytes { raw -> [(start: Int, id: Int, name: [UInt8])]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var rows: [(start: Int, id: Int, name: [UInt8])] = []
            var start = 0
            while start < bytes.count {
                let end = IndexRows.lineEnd(from: start, before: bytes.count, in: bytes)
                defer { start = end + 1 }
                guard end > start, bytes[start] != UInt8(ascii: "#") else { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                guard let id = IndexRows.number(inField: 0, of: line), let name = IndexRows.field(1, of: line) else {
                    return nil
                }
                rows.append((start, id, Array(name)))
            }
            return rows
        }
        guard let rows else { throw .malformed(resource: file, reason: "a row has no id or no name") }
        return rows
    }
}
