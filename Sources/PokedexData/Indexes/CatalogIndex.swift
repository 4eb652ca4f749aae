import FoundationEssentials
import PokedexDomain

/// The generated index beside the fixtures (`pokedex-index.tsv`): one line per Pokémon with what
/// list, search and name resolution need, so that they read one small file instead of 1351.
///
///     # id  name  species_id  species  display_name  is_default  types  generation
///     1     bulbasaur  1  bulbasaur  Bulbasaur  1  grass,poison  1
package enum CatalogIndex {
    package static let fileName = "pokedex-index.tsv"
    static let header = "# id\tname\tspecies_id\tspecies\tdisplay_name\tis_default\ttypes\tgeneration"

    package static func encode(_ pokemon: [PokemonSummary]) -> String {
        var text = header + "\n"
        for p in pokemon.sorted(by: { $0.id < $1.id }) {
            text += IndexRows.line([
                String(p.id), p.name, String(p.speciesID), p.speciesName,
                p.displayName, p.isDefault ? "1" : "0", p.types.joined(separator: ","), String(p.generation),
            ])
        }
        return text
    }

    /// The one row with this id, found by halving the rows (in id order); nil when there is
    /// none.
    static func row(_ data: Data, id: Int) throws(RepositoryError) -> PokemonSummary? {
        // An evolution chain's species are found each by its id, `compare` of six 18 times:
        // halving reads a dozen lines where reading line by line read up to 1 351.
        try table.first(data, id: id)
    }

    /// The first row whose PokeAPI name is `name` exactly. Nil when none is.
    static func row(_ data: Data, named name: String) -> PokemonSummary? {
        try? table.first(data, field: 1, is: name)
    }

    /// How many ids `rows(_:ids:)` finds by halving at most. The 23 Pokémon of Route 1's places
    /// took 360 000 instructions in a pass and take 138 000 halved (some 6 000 an id, the row
    /// made included, which the pass makes too).
    static let mostHalved = 64

    /// The rows with these ids, one an id, in id order: a few (a place's Pokémon, an evolution
    /// line's, an ability's holders) each found by halving the rows, which are in id order (a
    /// dozen lines read for each, where a pass looked at all 1 351 and hashed each one's id);
    /// more, or a few of which halving misses one (an id the bundle lacks, or a file out of
    /// order), in one pass, the others looked at but not read. Nil, as `page` answers, when the
    /// pass meets ids that do not rise (an id twice, or out of order), which the generator never
    /// writes.
    static func rows(_ data: Data, ids: Set<Int>) throws(RepositoryError) -> [PokemonSummary]? {
        if ids.count <= mostHalved {
            let starts = ids.sorted().compactMap { id -> Int? in
                let start = IndexRows.start(ofID: id, in: data)
                return IndexRows.line(at: start, hasID: id, in: data) ? start : nil
            }
            if starts.count == ids.count { return try table.rows(data, atLineStarts: starts) }
        }
        let wanted = IDBits(ids)
        var last = Int.min
        var ordered = true
        let rows = try table.decode(
            data, reserving: ids.count,
            keep: { line in
                // A line with no id is kept, so that its row's own check reports it.
                guard let id = IndexRows.firstNumber(of: line) else { return true }
                guard id > last else {
                    ordered = false
                    return false
                }
                last = id
                return wanted.contains(id)
            },
            stop: { _ in !ordered })
        return ordered ? rows : nil
    }

    /// The rows whose PokeAPI name is `name` or starts with one of `prefixes`, in file order,
    /// found where those stand; no other line read. A name or prefix that starts with one of
    /// the prefixes finds no row that one does not, and is not looked for: a Showdown form's
    /// `tauros-paldea-combat` is one scan of the file for `tauros-`, not three.
    static func rows(
        _ data: Data, name: String, namePrefixes prefixes: [String]
    ) throws(RepositoryError) -> [PokemonSummary] {
        func covered(_ text: String) -> Bool {
            prefixes.contains { $0.utf8.count < text.utf8.count && text.utf8.starts(with: $0.utf8) }
        }
        var starts: Set<Int> = []
        if !covered(name) && !prefixes.contains(name) {
            starts.formUnion(IndexRows.lineStarts(whereField: 1, is: Array(name.utf8), in: data))
        }
        for prefix in Set(prefixes) where !covered(prefix) {
            starts.formUnion(IndexRows.lineStarts(whereField: 1, is: Array(prefix.utf8), wholeField: false, in: data))
        }
        return try table.rows(data, atLineStarts: starts.sorted())
    }

    /// The rows `rows(_:name:namePrefixes:)` finds, found where the names in byte order at
    /// `lines` of `names` (`NameOffsetsIndex`) say they are: the name's, and the runs of names
    /// that start with the prefixes. Nil, for the rows to be sought instead, when a row there
    /// is not the one named (the files are not each other's), or when the names know none
    /// (older than the index, they may lack a name it has).
    static func rows(
        _ data: Data, name: String, namePrefixes prefixes: [String], names: Data, lines: Range<Int>
    ) -> [PokemonSummary]? {
        var found: [Int: Int] = [:]
        if let entry = NameOffsetsIndex.entry(name, in: names, lines: lines) { found[entry.offset] = entry.id }
        for prefix in Set(prefixes) {
            for entry in NameOffsetsIndex.offsets(withPrefix: prefix, in: names, lines: lines) {
                found[entry.offset] = entry.id
            }
        }
        let starts = found.keys.sorted()
        guard !starts.isEmpty, let rows = try? table.rows(data, atLineStarts: starts),
            zip(rows, starts).allSatisfy({ row, start in found[start] == row.id })
        else { return nil }
        return rows
    }

    /// The default form (`is_default` 1) at the position `pick` chooses among them all, given
    /// how many there are; only that row is read. Nil when there is none (or `pick` answers
    /// outside them).
    static func defaultRow(_ data: Data, pick: (_ count: Int) -> Int) throws(RepositoryError) -> PokemonSummary? {
        var count = 0
        IndexRows.forEachLine(data) { line, _ in
            if isDefault(line) { count += 1 }
            return true
        }
        guard count > 0 else { return nil }
        let position = pick(count)
        var seen = -1
        return try table.decode(
            data, reserving: 1,
            keep: { line in
                guard isDefault(line) else { return false }
                seen += 1
                return seen == position
            }, stop: { _ in seen == position }
        ).first
    }

    /// Rows `offset..<offset + limit` in file order and how many rows there are; nil when the
    /// ids are not in ascending order (the catalog's order), which the generator always writes.
    static func page(
        _ data: Data, offset: Int, limit: Int
    ) throws(RepositoryError) -> (rows: [PokemonSummary], total: Int)? {
        // One pass: every line's id looked at (to count them, and to see they are in order),
        // only the page's rows parsed.
        let first = max(offset, 0)
        let end = first.clampedAdding(max(limit, 0))
        var position = -1
        var last = Int.min
        var ordered = true
        let rows = try table.decode(
            data, reserving: min(max(limit, 0), 2000),
            keep: { line in
                position += 1
                guard let id = IndexRows.number(inField: 0, of: line), id > last else {
                    ordered = false
                    return false
                }
                last = id
                return position >= first && position < end
            },
            stop: { _ in !ordered })
        return ordered ? (rows, position + 1) : nil
    }

    /// How many rows have every one of `types` in their seventh field (`grass,poison`), read on
    /// the bytes; nil when a row has no such field.
    package static func count(_ data: Data, withTypes types: [String]) -> Int? {
        let wanted = types.map { Array($0.utf8) }
        var count = 0
        var malformed = false
        IndexRows.forEachLine(data) { line, _ in
            guard let field = IndexRows.field(6, of: line) else {
                malformed = true
                return false
            }
            if wanted.allSatisfy({ IndexRows.lists(field, $0) }) { count += 1 }
            return true
        }
        return malformed ? nil : count
    }

    /// Whether a raw row's sixth field (`is_default`) is `1`.
    private static func isDefault(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var tabs = 0
        for index in line.indices where line[index] == UInt8(ascii: "\t") {
            tabs += 1
            guard tabs == 5 else { continue }
            return index + 2 < line.count && line[index + 1] == UInt8(ascii: "1")
                && line[index + 2] == UInt8(ascii: "\t")
        }
        return false
    }

    /// Parses the index; it is read by nearly every command.
    static func decode(_ data: Data) throws(RepositoryError) -> [PokemonSummary] {
        try table.decode(data, reserving: 1400)
    }

    /// The rows at `positions` (counted from 0), in that order.
    static func rows(_ data: Data, at positions: [Int]) throws(RepositoryError) -> [PokemonSummary] {
        try table.rows(data, at: positions)
    }

    private static let table = IndexRows.Table<PokemonSummary>(file: fileName, fieldCount: 8, rowKind: "an index row") {
        fields in
        guard let id = fields.number(0), let speciesID = fields.number(2), let generation = fields.number(7) else {
            return nil
        }
        let name = fields.string(1)
        let sameAsName = IndexRows.same(fields.bytes(3), fields.bytes(1))
        return PokemonSummary(
            id: id, name: name, speciesID: speciesID, speciesName: sameAsName ? name : fields.string(3),
            displayName: fields.string(4), types: fields.list(6), isDefault: fields.isOne(5),
            generation: generation)
    }
}
