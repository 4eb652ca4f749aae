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
        let age: Double
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

    var store: String { LocalFile.join(root, Self.storeName) }
    /// The folder of the entries within the cache folder.
    static let storeName = "v1"

    /// `store`'s folder of the resource, and in it the key's file (`index.json` for a list):
    /// its pieces joined at once, which joined two by two were five strings made.
    package func filePath(for path: APIPath) -> String {
        LocalFile.join(root, [Self.storeName, "/", path.resource.rawValue, "/", path.key ?? "index", ".json"].joined())
    }

    package func read(_ path: APIPath) -> Entry? {
        // A list index holds thousands of names; an item no more than its screen shows.
        read(file: filePath(for: path), atMost: path.key == nil ? Limits.bodyBytes : path.resource.mostBytes)
    }

    func read(file: String, atMost limit: Int = Limits.bodyBytes) -> Entry? {
        var status = stat()
        // Larger than anything pokedex writes: not an entry of its own, and not read.
        guard stat(file, &status) == 0, let data = LocalFile.read(file, atMost: limit) else { return nil }
        let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        let age = Date().timeIntervalSince1970 - modified
        // Dated in the future (a clock set wrong, a file touched so): of no known age, so stale,
        // never fresh forever; a minute's skew between clocks is none.
        return Entry(data: data, age: age < -60 ? .infinity : max(0, age))
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
                throw .unavailable(reason: "cannot create the cache folder \(folder): \(Self.reason(errno))")
            }
            written = LocalFile.write(data, to: temporary)
        }
        guard written else {
            let code = errno
            unlink(temporary)
            throw .unavailable(reason: "cannot write to the cache folder \(folder): \(Self.reason(code))")
        }
        guard rename(temporary, file) == 0 else {
            let code = errno
            unlink(temporary)
            throw .unavailable(reason: "cannot write to the cache folder \(folder): \(Self.reason(code))")
        }
    }

    func remove(_ path: APIPath) {
        unlink(filePath(for: path))
    }

    /// Nothing wrong with the folder as a folder: it is missing (nothing cached yet) or a
    /// folder. A regular file, or a `v1` that is one, is no cache: exit 3, not "0 entries".
    func checkFolder() throws(RepositoryError) {
        for folder in [root, store] {
            var status = stat()
            guard stat(folder, &status) == 0 else {
                if errno == ENOENT { return }
                throw .unavailable(reason: "cannot read the cache folder \(folder): \(Self.reason(errno))")
            }
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw .unavailable(reason: "the cache folder \(folder) is not a folder")
            }
        }
    }

    /// Entries (temporary files left by a killed process are not entries), bytes, and the
    /// oldest and newest write.
    package func info() throws(RepositoryError) -> Info {
        try checkFolder()
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

    /// A file the cache could not remove, and why (`Permission denied`).
    package struct Unremoved: Sendable, Equatable {
        /// Relative to the cache folder.
        package let path: String
        package let reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    package struct Clearing: Sendable, Equatable {
        package var entries = 0
        package var removed = 0
        package var unremoved: [Unremoved] = []

        package init(entries: Int = 0, removed: Int = 0, unremoved: [Unremoved] = []) {
            self.entries = entries
            self.removed = removed
            self.unremoved = unremoved
        }
    }

    /// Removes every entry (and stray temporary file and empty folder), each removal checked:
    /// what went, and what could not.
    package func clear() throws(RepositoryError) -> Clearing {
        try checkFolder()
        var result = Clearing()
        for file in entryFiles() {
            result.entries += 1
            if let failure = remove(file: file) { result.unremoved.append(failure) } else { result.removed += 1 }
        }
        for file in leftoverFiles() { _ = remove(file: file) }
        // Folders left empty go too; one still holding a file stays, and says nothing.
        for folder in entryFolders() + [spriteFolder, store] { rmdir(folder) }
        return result
    }

    package struct Verification: Sendable, Equatable {
        package var checked = 0
        /// Entries that parsed.
        package var good = 0
        /// Entries that did not parse, removed (paths relative to the cache folder).
        package var removed: [String] = []
        /// Broken entries, and leftover temporary files, that could not be removed.
        package var unremoved: [Unremoved] = []
        /// Temporary files a killed process left, removed.
        package var leftovers = 0
    }

    /// Parses every entry (decodes every picture); removes the broken ones and any temporary
    /// file left by a process that was killed mid-write, each removal checked.
    package func verify() throws(RepositoryError) -> Verification {
        try checkFolder()
        var result = Verification()
        for file in entryFiles() {
            result.checked += 1
            if let data = LocalFile.read(file, atMost: Limits.bodyBytes), Self.isSound(data, file: file) {
                result.good += 1
                continue
            }
            if let failure = remove(file: file) {
                result.unremoved.append(failure)
            } else {
                result.removed.append(relative(file))
            }
        }
        for file in leftoverFiles() {
            if let failure = remove(file: file) { result.unremoved.append(failure) } else { result.leftovers += 1 }
        }
        result.removed.sort()
        return result
    }

    /// Removes `file`; what went wrong when it could not be.
    private func remove(file: String) -> Unremoved? {
        guard unlink(file) != 0, errno != ENOENT else { return nil }
        return Unremoved(path: relative(file), reason: Self.reason(errno))
    }

    private func relative(_ file: String) -> String {
        String(file.dropFirst(root.count).drop { $0 == "/" })
    }

    /// `Permission denied`: the C library's words for `code`.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Temporary files a process killed mid-write left behind.
    private func leftoverFiles() -> [String] {
        entryFolders().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }.map { LocalFile.join(folder, $0) }
        }
    }

    /// Paths of every entry file: JSON bodies, pictures, and marks for pictures PokeAPI has not.
    func entryFiles() -> [String] {
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
            // A Pokémon a screen cannot show (valid JSON, no stats) is no sound entry either.
            if file.contains("/\(APIPath.Resource.pokemon.rawValue)/"), !file.hasSuffix("/index.json") {
                return (try? JSONReader.read(PokemonDTO.self, from: data).checkUsable()) != nil
            }
            return (try? JSONValue.isObject(data)) == true
        }
        if file.hasSuffix(SpriteCacheEntry.missingSuffix) { return SpriteCacheEntry.isMissingMark(data) }
        return (try? PNGDecoder.decode([UInt8](data))) != nil
    }
}
