import FoundationEssentials
import PokedexDomain
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The bundled files in one file (`Fixtures.pack`, as `make install` lays them out): one file
/// opened and mapped at start, where a folder of files costs a command an open, a look at its
/// size, a mapping or a read, and a close for each of the dozen it reads (some 20 µs a file
/// here). A file of it is found by halving a table of names, with no table parsed first.
///
/// Its layout, each number little-endian:
///
///     "PKDXPACK"  version: UInt32 (1)  count: UInt32  where the files' bytes start: UInt64
///     count records of 24 bytes, in the byte order of their names:
///         name's offset: UInt32, name's length: UInt32, bytes' offset: UInt64, bytes' length: UInt64
///     the names, then the files' bytes
///
/// A name is the file's path under the folder the pack was made of (`pokemon/25.json`). Nothing
/// is read outside the pack: a record whose bytes lie outside it names no file, and one whose
/// name does ends the lookups that reach it (they find nothing). A pack is replaced by renaming
/// a new one over it (as `write` does), never rewritten in place: a mapped file cut short under
/// a reader faults it.
///
/// The kernel reads a mapped file ahead around a page fault (8 MB here, where a folder's file
/// stopped at its end): a cold `show` read 24 MB of the pack and took 33 ms, against 15 ms with
/// the folder. So the pack's pages are read only as asked (`MADV_RANDOM`): its table when it is
/// opened, a file whole when it is read or mapped (as a folder's file was read, or read around
/// its first page fault), a large one only where its readers look (they ask for those
/// stretches, as they did of a folder's files).
package final class FixturePack: Sendable {
    static let magic = Array("PKDXPACK".utf8)
    static let version: UInt32 = 1
    static let headerSize = 24
    static let recordSize = 24
    /// A file up to this size is asked of the disk whole when it is read or mapped.
    static let wholeFile = 256 * 1024

    let mapping: LocalFile.Mapping
    let count: Int
    /// The files asked of the disk already: each is asked once.
    private let asked = Mutex<Set<Range<Int>>>([])

    /// The pack at `path`; nil when it cannot be opened or mapped, or is not a pack of this
    /// version, or its table does not fit in it.
    package convenience init?(path: String) {
        guard let mapping = LocalFile.mapping(path) else { return nil }
        self.init(mapping)
    }

    init?(_ mapping: LocalFile.Mapping) {
        // Advised before its first page is touched, which would read megabytes around it.
        mapping.advise(MADV_RANDOM)
        mapping.willNeed(0..<Self.wholeFile)
        let bytes = mapping.bytes
        guard bytes.count >= Self.headerSize, bytes.prefix(8).elementsEqual(Self.magic),
            Self.integer(bytes, at: 8, as: UInt32.self) == Self.version
        else { return nil }
        let count = Int(Self.integer(bytes, at: 12, as: UInt32.self))
        let filesStart = Self.integer(bytes, at: 16, as: UInt64.self)
        guard count <= (bytes.count - Self.headerSize) / Self.recordSize, filesStart <= UInt64(bytes.count) else {
            return nil
        }
        self.mapping = mapping
        self.count = count
        if filesStart > Self.wholeFile { mapping.willNeed(Self.wholeFile..<Int(filesStart)) }
    }

    /// Where the file `name`'s bytes lie in the pack; nil when it holds no such file.
    package func range(of name: String) -> Range<Int>? {
        var name = name
        return name.withUTF8 { key in
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                guard let record = record(middle) else { return nil }
                let order = Self.order(record.name, key)
                if order == 0 { return record.file }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The file `name`'s bytes, without a copy, asked of the disk whole; nil when the pack
    /// holds no such file, or it is larger than `limit` bytes.
    package func data(_ name: String, atMost limit: Int = .max) -> Data? {
        guard let range = range(of: name), range.count <= limit else { return nil }
        ask([range])
        return LocalFile.Mapping(range, of: mapping).data
    }

    /// The file `name` as a mapping of its own (a stretch of the pack's), asked of the disk
    /// whole unless it is large.
    package func fileMapping(_ name: String) -> LocalFile.Mapping? {
        guard let range = range(of: name) else { return nil }
        if range.count <= Self.wholeFile { ask([range]) }
        return LocalFile.Mapping(range, of: mapping)
    }

    /// Asks the kernel to read the files `names` ahead.
    package func readAhead(_ names: [String]) {
        ask(names.compactMap(range(of:)))
    }

    /// Asks the kernel for the files at `ranges` not asked for yet.
    private func ask(_ ranges: [Range<Int>]) {
        mapping.willNeed(asked.withLock { asked in ranges.filter { !$0.isEmpty && asked.insert($0).inserted } })
    }

    /// The record at `index`: its name's bytes and where its file's bytes lie (nil when they
    /// are outside the pack); nil when its name is.
    private func record(_ index: Int) -> (name: UnsafeRawBufferPointer, file: Range<Int>?)? {
        let bytes = mapping.bytes
        let at = Self.headerSize + index * Self.recordSize
        let nameStart = Int(Self.integer(bytes, at: at, as: UInt32.self))
        let nameLength = Int(Self.integer(bytes, at: at + 4, as: UInt32.self))
        let start = Self.integer(bytes, at: at + 8, as: UInt64.self)
        let length = Self.integer(bytes, at: at + 16, as: UInt64.self)
        let size = UInt64(bytes.count)
        guard nameStart <= bytes.count, nameLength <= bytes.count - nameStart else { return nil }
        let name = UnsafeRawBufferPointer(rebasing: bytes[nameStart..<(nameStart + nameLength)])
        return (name, start <= size && length <= size - start ? Int(start)..<Int(start + length) : nil)
    }

    private static func integer<T: FixedWidthInteger>(_ bytes: UnsafeRawBufferPointer, at offset: Int, as: T.Type) -> T
    {
        T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// Byte order: negative when `left` sorts first.
    private static func order(_ left: UnsafeRawBufferPointer, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
            let compared = memcmp(leftBase, rightBase, common)
            if compared != 0 { return Int(compared) }
        }
        return left.count - right.count
    }
}

extension FixturePack {
    /// A pack of `files` (each a name and its bytes): the files in the order given, the records
    /// in the byte order of their names. Nil when two have one name or it is larger than a
    /// pack can say.
    package static func encode(_ files: [(name: String, bytes: Data)]) -> Data? {
        let names = files.map { Array($0.name.utf8) }
        guard Set(names).count == names.count, files.count <= Int(UInt32.max) else { return nil }
        let tableEnd = headerSize + files.count * recordSize
        var nameStarts: [Int] = []
        var at = tableEnd
        for name in names {
            nameStarts.append(at)
            at += name.count
        }
        guard at <= Int(UInt32.max) else { return nil }
        var fileStarts: [Int] = []
        for file in files {
            fileStarts.append(at)
            at += file.bytes.count
        }
        var pack = Data(magic)
        pack.reserveCapacity(at)
        append(version, to: &pack)
        append(UInt32(files.count), to: &pack)
        append(UInt64(fileStarts.first ?? at), to: &pack)
        let sorted = names.indices.sorted { names[$0].lexicographicallyPrecedes(names[$1]) }
        for index in sorted {
            append(UInt32(nameStarts[index]), to: &pack)
            append(UInt32(names[index].count), to: &pack)
            append(UInt64(fileStarts[index]), to: &pack)
            append(UInt64(files[index].bytes.count), to: &pack)
        }
        for name in names { pack.append(contentsOf: name) }
        for file in files { pack.append(file.bytes) }
        return pack
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    /// The files under `folder` (every regular file, at any depth), as a pack names them: the
    /// folder's own files first, then each folder's, each in the byte order of its name (so
    /// the indexes every command reads lie together at the front).
    package static func files(under folder: String) throws(RepositoryError) -> [String] {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder) else {
            throw .unavailable(reason: "cannot list \(folder)")
        }
        let files = paths.filter { path in
            var status = stat()
            return stat(LocalFile.join(folder, path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        }
        return files.sorted { left, right in
            let (leftDepth, rightDepth) = (
                left.utf8.count { $0 == UInt8(ascii: "/") }, right.utf8.count { $0 == UInt8(ascii: "/") }
            )
            if leftDepth != rightDepth { return leftDepth < rightDepth }
            return left.utf8.lexicographicallyPrecedes(right.utf8)
        }
    }

    /// Writes the pack of the files under `folder` to `path`, whole or not at all (a file
    /// beside it, renamed over it once written); how many files it holds.
    package static func write(folder: String, to path: String) throws(RepositoryError) -> Int {
        var files: [(name: String, bytes: Data)] = []
        for name in try Self.files(under: folder) {
            guard let bytes = LocalFile.read(LocalFile.join(folder, name)) else {
                throw .unavailable(reason: "cannot read \(LocalFile.join(folder, name))")
            }
            files.append((name, bytes))
        }
        guard let pack = encode(files) else { throw .malformed(resource: folder, reason: "too large for a pack") }
        let partial = path + ".partial-\(getpid())"
        unlink(partial)
        guard LocalFile.write(pack, to: partial) else {
            unlink(partial)
            throw .unavailable(reason: "cannot write \(path) (first as \(partial))")
        }
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(partial)
            throw .unavailable(reason: "cannot put the pack at \(path): \(reason)")
        }
        return files.count
    }
}
