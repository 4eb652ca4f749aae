import FoundationEssentials
import PokedexDomain
import PokedexImage
import PokedexJSON

#if canImport(Glibc)
    import Glibc
#endif

/// PokeAPI bodies on disk, one file per API path under `<root>/v1/`: `pokemon/25.json`,
/// `pokemon/index.json` for a list. File names come from the checked `APIPath` only, so no
/// name a person types can reach outside the folder. Every write goes to a temporary file
/// in the same folder and is renamed into place, so a reader — another `pokedex`, or this one
/// after a crash — sees the old entry or the new one, never half of one.
package struct DiskCache: Sendable {
    package struct Entry: Sendable {
        package let data: Data
        /// Seconds since the entry was written.
        package let age: Double
    }

    package struct Info: Sendable, Equatable {
        package var entries = 0
        package var bytes = 0
        /// Of the entries, pictures (and pictures PokeAPI has not, remembered as such).
        package var pictures = 0
        package var oldest: Date?
        package var newest: Date?
    }

    /// The cache folder (`~/.cache/pokedex`); entries live in its `v1` folder.
    package let root: String

    package init(root: String) {
        self.root = root
    }

    var store: String { LocalFile.join(root, "v1") }

    package func filePath(for path: APIPath) -> String {
        let folder = LocalFile.join(store, path.resource.rawValue)
        return LocalFile.join(folder, (path.key ?? "index") + ".json")
    }

    package func read(_ path: APIPath) -> Entry? {
        read(file: filePath(for: path))
    }

    func read(file: String) -> Entry? {
        var status = stat()
        // Larger than anything pokedex writes: not an entry of its own, and not read.
        guard stat(file, &status) == 0, let data = LocalFile.read(file, atMost: Limits.bodyBytes) else { return nil }
        let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        return Entry(data: data, age: max(0, Date().timeIntervalSince1970 - modified))
    }

    /// Stores `data` for `path` atomically.
    package func write(_ data: Data, for path: APIPath) throws(RepositoryError) {
        try write(data, toFile: filePath(for: path))
    }

    /// Stores `data` as `file`, atomically: a temporary file in the same folder, renamed.
    func write(_ data: Data, toFile file: String) throws(RepositoryError) {
        let slash = file.lastIndex(of: "/") ?? file.startIndex
        let folder = String(file[..<slash])
        let name = file[slash...].dropFirst()
        let temporary = LocalFile.join(folder, ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        var written = LocalFile.write(data, to: temporary)
        if !written, errno == ENOENT {
            // The first write into this folder: make it, then try again.
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .unavailable(reason: "cannot create the cache folder \(folder)")
            }
            written = LocalFile.write(data, to: temporary)
        }
        guard written else {
            unlink(temporary)
            throw .unavailable(reason: "cannot write to the cache folder \(folder)")
        }
        guard rename(temporary, file) == 0 else {
            unlink(temporary)
            throw .unavailable(reason: "cannot write to the cache folder \(folder)")
        }
    }

    package func remove(_ path: APIPath) {
        unlink(filePath(for: path))
    }

    /// Entries (temporary files left by a killed process are not entries), bytes, and the
    /// oldest and newest write.
    package func info() -> Info {
        var info = Info()
        for file in entryFiles() {
            var status = stat()
            guard stat(file, &status) == 0 else { continue }
            let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec))
            info.entries += 1
            info.bytes += Int(status.st_size)
            if !file.hasSuffix(".json") { info.pictures += 1 }
            info.oldest = min(info.oldest ?? modified, modified)
            info.newest = max(info.newest ?? modified, modified)
        }
        return info
    }

    /// Removes every entry (and stray temporary file); returns how many entries went.
    @discardableResult
    package func clear() -> Int {
        let count = entryFiles().count
        try? FileManager.default.removeItem(atPath: store)
        return count
    }

    package struct Verification: Sendable, Equatable {
        package var checked = 0
        /// Entries that did not parse, removed (paths relative to the cache folder).
        package var removed: [String] = []
        /// Temporary files a killed process left, removed.
        package var leftovers = 0
    }

    /// Parses every entry (decodes every picture); removes the broken ones and any temporary
    /// file left by a process that was killed mid-write.
    package func verify() -> Verification {
        var result = Verification()
        for file in entryFiles() {
            result.checked += 1
            guard let data = LocalFile.read(file, atMost: Limits.bodyBytes), Self.isSound(data, file: file) else {
                unlink(file)
                result.removed.append(String(file.dropFirst(root.count).drop { $0 == "/" }))
                continue
            }
        }
        for folder in entryFolders() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where name.hasPrefix(".") && name.hasSuffix(".tmp") {
                unlink(LocalFile.join(folder, name))
                result.leftovers += 1
            }
        }
        result.removed.sort()
        return result
    }

    /// Paths of every entry file: JSON bodies, pictures, and marks for pictures PokeAPI has not.
    package func entryFiles() -> [String] {
        var files: [String] = []
        for folder in entryFolders() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") && Self.entrySuffixes.contains(where: name.hasSuffix) {
                files.append(LocalFile.join(folder, name))
            }
        }
        return files
    }

    private static let entrySuffixes = [".json", SpriteCacheEntry.pictureSuffix, SpriteCacheEntry.missingSuffix]

    /// Every folder entries live in: one per API resource, one per picture variant.
    private func entryFolders() -> [String] {
        APIPath.Resource.allCases.map { LocalFile.join(store, $0.rawValue) }
            + SpriteVariant.all.map { LocalFile.join(spriteFolder, SpriteCacheEntry.folderName(of: $0)) }
    }

    /// Whether an entry's bytes are what its name says: a JSON object, a PNG that decodes, or
    /// a missing picture's mark.
    private static func isSound(_ data: Data, file: String) -> Bool {
        if file.hasSuffix(".json") {
            guard case .object = try? JSONValue.parse(data) else { return false }
            return true
        }
        if file.hasSuffix(SpriteCacheEntry.missingSuffix) { return SpriteCacheEntry.isMissingMark(data) }
        return (try? PNGDecoder.decode([UInt8](data))) != nil
    }
}
