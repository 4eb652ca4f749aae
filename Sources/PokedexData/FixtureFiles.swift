import FoundationEssentials
import PokedexDomain

/// The bundled files by their names (`pokedex-index.tsv`, `pokemon/25.json`): a folder of
/// them, a file each, or one pack of them (`FixturePack`), as `make install` lays them out. A
/// root whose name ends in `.pack` is a pack. The bundle's index files and the fixtures'
/// API bodies are read through one of these.
package final class FixtureFiles: Sendable {
    package let root: String
    private let storage: Storage

    private enum Storage {
        /// The files asked of the disk ahead, kept open for their reads.
        case folder(LocalFile.ReadAhead)
        /// Nil when the pack cannot be read.
        case pack(FixturePack?)
    }

    package init(root: String) {
        self.root = root
        storage = Self.isPack(root) ? .pack(FixturePack(path: root)) : .folder(LocalFile.ReadAhead())
    }

    static func isPack(_ root: String) -> Bool {
        root.hasSuffix(".pack")
    }

    /// Whether there are files to read: the folder can be read, or the pack is one.
    package var isReadable: Bool {
        switch storage {
        case .folder: LocalFile.isReadable(root)
        case .pack(let pack): pack != nil
        }
    }

    /// Why there is no file `name` (`what`, when given), for a message: where it was looked for.
    func missing(_ name: String, what: String? = nil) -> String {
        let what = what ?? name
        return switch storage {
        case .folder: "no \(what) at \(LocalFile.join(root, name))"
        case .pack(nil) where !LocalFile.isReadable(root): "no \(what): \(root) cannot be read"
        case .pack(nil): "no \(what): \(root) is not a Pokédex pack this version can read"
        case .pack: "no \(what) in \(root)"
        }
    }

    /// The whole file `name`; nil when there is none, or it is larger than `limit` bytes.
    package func read(_ name: String, atMost limit: Int = .max) -> Data? {
        switch storage {
        case .folder(let asked): return LocalFile.read(LocalFile.join(root, name), atMost: limit, from: asked)
        case .pack(let pack): return pack?.data(name, atMost: limit)
        }
    }

    /// The file `name`, read when under `threshold` bytes, else mapped (`LocalFile.load`); a
    /// pack's files are all mapped, as the pack is.
    func load(_ name: String, mappingFrom threshold: Int) -> Data? {
        switch storage {
        case .folder(let asked): LocalFile.load(LocalFile.join(root, name), mappingFrom: threshold, from: asked)
        case .pack(let pack): pack?.data(name)
        }
    }

    /// The file `name` mapped, for values that read it where it lies.
    func mapping(_ name: String) -> LocalFile.Mapping? {
        switch storage {
        case .folder(let asked): LocalFile.mapping(LocalFile.join(root, name), from: asked)
        case .pack(let pack): pack?.fileMapping(name)
        }
    }

    /// Asks the disk for the files `names` at once (`LocalFile.ReadAhead`, or the pack's
    /// stretches of them).
    func readAhead(_ names: [String]) {
        switch storage {
        case .folder(let asked): asked.ask(names.map { LocalFile.join(root, $0) })
        case .pack(let pack): pack?.readAhead(names)
        }
    }
}
