import FoundationEssentials
import PokedexDomain
import Synchronization

/// The data bundled with the program: the generated index files, in one folder or one pack
/// (`FixtureFiles`). This is their one owner, shared by every repository: each file is read
/// (or mapped, for the large ones a command reads a few rows of) at most once per process,
/// and each value decoded from one is kept.
package final class BundledData: Sendable {
    /// Where the files are; the fixtures' API bodies (`FixtureTransport`) are read through it too.
    package let files: FixtureFiles
    private let read = Mutex<[String: Data]>([:])
    private let mappings = Mutex<[String: LocalFile.Mapping]>([:])
    private let values = Mutex<[String: any Sendable]>([:])

    package convenience init(root: String) {
        self.init(files: FixtureFiles(root: root))
    }

    package init(files: FixtureFiles) {
        self.files = files
    }

    /// The bytes of the file `name`; `mapped` for the large ones, of which a command reads a few
    /// rows.
    package func data(_ name: String, mapped: Bool = false) throws(RepositoryError) -> Data {
        if let known = read.withLock({ $0[name] }) { return known }
        // Any file of some size is mapped: the bundle is read-only, installed data.
        guard let data = mapped ? try mapping(name).data : files.load(name, mappingFrom: 16 * 1024) else {
            throw .unavailable(reason: files.missing(name))
        }
        read.withLock { $0[name] = data }
        return data
    }

    /// Asks the disk for the files `names` at once (`FixtureFiles.readAhead`), those not read or
    /// mapped yet (a descriptor kept for one would never be taken).
    func readAhead(_ names: [String]) {
        let unread = read.withLock { read in names.filter { read[$0] == nil } }
        files.readAhead(mappings.withLock { mappings in unread.filter { mappings[$0] == nil } })
    }

    /// The file `name` mapped, once per process, for values that read it where it lies.
    func mapping(_ name: String) throws(RepositoryError) -> LocalFile.Mapping {
        if let known = mappings.withLock({ $0[name] }) { return known }
        guard let mapping = files.mapping(name) else {
            throw .unavailable(reason: files.missing(name))
        }
        // Two threads may both have mapped it: the first kept is the one every caller gets.
        return mappings.withLock { mappings in
            if let kept = mappings[name] { return kept }
            mappings[name] = mapping
            return mapping
        }
    }

    /// The bytes of `id`'s lines in the id-ordered file `name`, mapped, from its starts index
    /// (`LineStartsIndex`), the kernel asked to read them in one go; nil when the bundle has no
    /// such index, or it does not say (the reader halves the file).
    func lines(ofID id: Int, in name: String) -> Range<Int>? {
        lines(ofIDs: [id], in: name)?.first?.lines
    }

    /// The bytes of the lines of `kind` and `id` in the file `name`, ordered by kind and id,
    /// from its starts index by kind (`LineStartsIndex.encode(byKind:)`), asked of the disk;
    /// nil when the bundle has no such index, or it does not say.
    func lines(ofKind kind: String, id: Int, in name: String) -> Range<Int>? {
        guard let (file, found) = kindLines(name), let lines = found(kind, id) else { return nil }
        // An empty range too: the reader looks at the lines around it.
        file.willNeed(lines.lowerBound..<max(lines.upperBound, lines.lowerBound + 1))
        return lines
    }

    /// Asks the disk at once for the lines of each of `keys` (a kind and an id) in the file
    /// `name`, which `lines(ofKind:id:in:)` then finds there: one trip to the disk for lines
    /// read one at a time after.
    func askLines(of keys: [(kind: String, id: Int)], in name: String) {
        guard let (file, found) = kindLines(name) else { return }
        willNeed(keys.compactMap { found($0.kind, $0.id) }, in: file)
    }

    /// The file `name` mapped, and where a kind's and id's lines lie in it by its starts index
    /// by kind (its rows read once, and kept); nil when either is missing.
    private func kindLines(
        _ name: String
    ) -> (file: LocalFile.Mapping, lines: (_ kind: String, _ id: Int) -> Range<Int>?)? {
        let indexName = LineStartsIndex.fileName(for: name)
        guard let index = try? mapping(indexName), let file = try? mapping(name) else { return nil }
        let rows: [String: Range<Int>]
        if let known = peek(indexName, as: [String: Range<Int>].self) {
            rows = known
        } else {
            rows = LineStartsIndex.rows(index: index.bytes)
            keep(rows, as: indexName)
        }
        return (
            file,
            { kind, id in
                guard let row = rows[kind], let lines = LineStartsIndex.lines(ofID: id, row: row, index: index.bytes),
                    lines.upperBound <= file.bytes.count
                else { return nil }
                return lines
            }
        )
    }

    /// `lines(ofID:in:)` for each of `ids`, in their order; the kernel asked for the lines of
    /// ids whose lines lie near one another in one go. Nil when the index does not say for one.
    func lines(ofIDs ids: [Int], in name: String) -> [(id: Int, lines: Range<Int>)]? {
        guard let index = try? mapping(LineStartsIndex.fileName(for: name)), let file = try? mapping(name) else {
            return nil
        }
        var found: [(id: Int, lines: Range<Int>)] = []
        for id in ids {
            guard let lines = LineStartsIndex.lines(ofID: id, index: index.bytes), lines.upperBound <= file.bytes.count
            else { return nil }
            found.append((id, lines))
        }
        willNeed(found.map(\.lines), in: file)
        return found
    }

    /// Asks the disk for `ranges` of `file` (`LocalFile.Mapping.willNeed(_:)`), an empty range
    /// too (the reader looks at the lines around it).
    private func willNeed(_ ranges: [Range<Int>], in file: LocalFile.Mapping) {
        file.willNeed(ranges.map { $0.lowerBound..<max($0.upperBound, $0.lowerBound + 1) })
    }

    /// What `decode` makes of the file `name`, decoded once.
    func decoded<T: Sendable>(
        _ name: String, _ decode: (Data) throws(RepositoryError) -> T
    ) throws(RepositoryError) -> T {
        if let known = peek(name, as: T.self) { return known }
        let value = try decode(try data(name))
        keep(value, as: name)
        return value
    }

    /// What `decode` makes of the file `name`, or nil when the bundle has no such file; a file
    /// that is there but unreadable is an error.
    func decodedIfPresent<T: Sendable>(
        _ name: String, _ decode: (Data) throws(RepositoryError) -> T
    ) throws(RepositoryError) -> T? {
        guard (try? data(name)) != nil else { return nil }
        return try decoded(name, decode)
    }

    /// Keeps `value`, decoded from `name`, for the next to ask.
    func keep(_ value: some Sendable, as name: String) {
        values.withLock { $0[name] = value }
    }

    /// The value decoded from `name`, if it has been.
    func peek<T: Sendable>(_ name: String, as type: T.Type) -> T? {
        values.withLock { $0[name] } as? T
    }

    /// The pre-folded name keys of one kind in `scope`, from its file (`SearchKeysIndex`).
    func searchKeys(_ kind: TermKind, _ scope: NameScope = .english) throws(RepositoryError) -> NameKeys {
        let file = SearchKeysIndex.fileName(scope)
        let name = file + "#" + kind.rawValue
        if let known = peek(name, as: NameKeys.self) { return known }
        let mapping = try mapping(file)
        guard let keys = try SearchKeysIndex.decode(mapping, [kind], file: file)[kind] else {
            throw .malformed(resource: file, reason: "no \(kind.rawValue) keys")
        }
        keep(keys, as: name)
        return keys
    }

    /// Every Pokémon of the bundled index.
    func summaries() throws(RepositoryError) -> [PokemonSummary] {
        do {
            return try decoded(CatalogIndex.fileName, CatalogIndex.decode)
        } catch {
            if case .unavailable = error {
                throw .unavailable(reason: files.missing(CatalogIndex.fileName, what: "Pokédex index"))
            }
            throw error
        }
    }
}

extension BundledData? {
    /// A generated file, or why there is none; `mapped` for the large ones, of which a
    /// command reads a few lines.
    func file(_ name: String, mapped: Bool = false) throws(RepositoryError) -> Data {
        guard let bundled = self else { throw .unavailable(reason: "no bundled Pokédex data to read \(name) from") }
        return try bundled.data(name, mapped: mapped)
    }

    /// A generated file mapped, for values that read it where it lies, or why there is none.
    func mapping(_ name: String) throws(RepositoryError) -> LocalFile.Mapping {
        guard let bundled = self else { throw .unavailable(reason: "no bundled Pokédex data to read \(name) from") }
        return try bundled.mapping(name)
    }

    /// A generated index, decoded once, or why there is none.
    func index<T: Sendable>(_ name: String, _ decode: (Data) throws(RepositoryError) -> T) throws(RepositoryError) -> T
    {
        guard let bundled = self else { throw .unavailable(reason: "no bundled Pokédex data to read \(name) from") }
        return try bundled.decoded(name, decode)
    }
}
