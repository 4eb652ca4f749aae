import FoundationEssentials
import PokedexDomain
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Plain POSIX file access by path. Every command reads a few files at start-up, and
/// Foundation's `URL` brings CoreFoundation's initialisation with it; this does not.
package enum LocalFile {
    /// `directory/name`.
    package static func join(_ directory: String, _ name: String) -> String {
        // Made at once from its pieces (PokedexDomain's `joined`): `+` made each part a string
        // of its own.
        [directory, directory.hasSuffix("/") ? "" : "/", name].joined()
    }

    /// `folder` and the folders above it, as `mkdir -p` makes them; the `errno` and the folder
    /// that failed, or nil when they are all there.
    package static func makeFolders(_ folder: String) -> (path: String, code: Int32)? {
        // Almost always there already: one look, not a `mkdir` for each folder on the way.
        var status = stat()
        if stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return nil }
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + part
            if mkdir(made, 0o755) != 0, errno != EEXIST { return (made, errno) }
        }
        guard stat(folder, &status) == 0 else { return (folder, errno) }
        return (status.st_mode & S_IFMT) == S_IFDIR ? nil : (folder, ENOTDIR)
    }

    package static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Writes all of `data` to a new file at `path` (failing if it exists); false on any error.
    /// At most 64 KB a call: Linux 6.18 keeps the bytes of one call in one piece of page cache
    /// (up to 2 MB), and a mapping of the file maps the whole piece at its first touch (a pack
    /// written in one call counted 18 MB in a `team`, 2 MB a touch; written 64 KB a call, 7 MB).
    /// A file another program writes (`cp`, `tar`) may lie in larger pieces: shared memory, not
    /// the command's own, but counted in its peak.
    package static func write(_ data: Data, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            var written = 0
            while written < raw.count {
                let count = Glibc.write(fd, base + written, min(raw.count - written, 65_536))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    /// The whole file, or nil when it cannot be opened or read, or is larger than `limit`
    /// bytes (then nothing of it is read).
    package static func read(_ path: String, atMost limit: Int = .max, from asked: ReadAhead? = nil) -> Data? {
        withRegularFile(path, from: asked) { fd, size in size <= limit ? readAll(fd, size: size) : nil }
    }

    /// `size` bytes of `fd`, or nil when they cannot be read.
    private static func readAll(_ fd: Int32, size: Int) -> Data? {
        var data = Data(count: size)
        var filled = 0
        let complete: Bool = data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            while filled < buffer.count {
                let count = Glibc.read(fd, base + filled, buffer.count - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                filled += count
            }
            return true
        }
        return complete ? data : nil
    }

    /// The file read when under `threshold` bytes, else mapped: a mapping's pages come in
    /// sixteen at a fault, already in the page cache, where a copy into fresh memory faults
    /// on every page it writes.
    static func load(_ path: String, mappingFrom threshold: Int, from asked: ReadAhead? = nil) -> Data? {
        withRegularFile(path, from: asked) { fd, size in
            size < threshold ? readAll(fd, size: size) : map(fd, size: size)
        }
    }

    private static func map(_ fd: Int32, size: Int) -> Data? {
        Mapping(fd, size: size)?.data
    }

    /// The whole file mapped into memory rather than copied: for large generated files of
    /// which a command reads a small part, only the pages touched are read. Nil when it cannot
    /// be opened or mapped; an empty file maps to no bytes.
    package static func mapping(_ path: String, from asked: ReadAhead? = nil) -> Mapping? {
        withRegularFile(path, from: asked) { fd, size in Mapping(fd, size: size) }
    }

    /// A file's bytes mapped read-only, unmapped when the last user lets go: this, the `Data`
    /// made of it, or the name keys that read it where it lies.
    package final class Mapping: @unchecked Sendable {
        /// Never written to: the mapping is read-only and private.
        package let bytes: UnsafeRawBufferPointer
        /// A file of a pack (`FixturePack`) is a stretch of the pack's mapping: the mapping
        /// it lies in, kept as long as it is, and where in it it starts.
        private let whole: (mapping: Mapping, offset: Int)?

        fileprivate init?(_ fd: Int32, size: Int) {
            whole = nil
            guard size > 0 else {
                bytes = UnsafeRawBufferPointer(start: nil, count: 0)
                return
            }
            guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
                return nil
            }
            bytes = UnsafeRawBufferPointer(start: address, count: size)
        }

        /// The bytes at `range` of `mapping` (within it), as a mapping of their own.
        init(_ range: Range<Int>, of mapping: Mapping) {
            bytes = UnsafeRawBufferPointer(rebasing: mapping.bytes[range])
            whole = (mapping, range.lowerBound)
        }

        deinit {
            if whole == nil, let base = bytes.baseAddress {
                munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
            }
        }

        /// Asks the kernel to read `range` of the file, and the pages before and after it
        /// (where a reader looks at the lines around it), in one go, before they are touched:
        /// a page fault in a file not in the page cache otherwise reads megabytes around it.
        package func willNeed(_ range: Range<Int>) {
            guard !range.isEmpty, range.lowerBound >= 0, range.lowerBound < bytes.count else { return }
            if let (mapping, offset) = whole {
                // The pages are the whole mapping's, which starts at a page.
                return mapping.willNeed((offset + range.lowerBound)..<(offset + min(range.upperBound, bytes.count)))
            }
            guard let base = bytes.baseAddress else { return }
            let page = Int(getpagesize())
            let start = max(0, range.lowerBound - page) / page * page
            let end = min(bytes.count, range.upperBound + page)
            madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, MADV_WILLNEED)
        }

        /// Asks the kernel for `ranges`, one request for those less than 64 KB apart (reading
        /// the gap costs less than another trip to the disk).
        package func willNeed(_ ranges: [Range<Int>]) {
            var pending: Range<Int>?
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let open = pending, range.lowerBound - open.upperBound < 65_536 {
                    pending = open.lowerBound..<max(open.upperBound, range.upperBound)
                } else {
                    if let open = pending { willNeed(open) }
                    pending = range
                }
            }
            if let open = pending { willNeed(open) }
        }

        /// Tells the kernel how the mapping will be read (`MADV_RANDOM`: only the pages
        /// touched, none around them).
        func advise(_ advice: Int32) {
            guard whole == nil, let base = bytes.baseAddress else { return }
            madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, advice)
        }

        /// The bytes as `Data`, without a copy; the mapping lives as long as it does.
        package var data: Data {
            guard let base = bytes.baseAddress else { return Data() }
            return Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
                deallocator: .custom { [self] _, _ in withExtendedLifetime(self) {} })
        }
    }

    /// `body` with the open descriptor and size of the regular file at `path`; nil when it is
    /// not one or cannot be opened. The descriptor is closed after (one `asked` holds for it
    /// is taken, not opened again). Opened without blocking: a FIFO put where a file was expected
    /// (`mkfifo` in the cache) would wait in `open` for a writer forever; it is refused as not
    /// a regular file.
    private static func withRegularFile<Value>(
        _ path: String, from asked: ReadAhead?, _ body: (Int32, Int) -> Value?
    ) -> Value? {
        let fd = asked?.take(path) ?? open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return body(fd, Int(status.st_size))
    }

    /// Files asked of the disk all at once, before they are read: a disk (not the page cache)
    /// answers several requests together in about the time of one, where a command reading its
    /// files one after another waits for each in turn. Each is opened when asked for and kept
    /// open for its read (`read`, `load`, `mapping` given this set), which then opens nothing.
    /// Each owner of files (the bundle, the fixtures) has its own: what one keeps is closed
    /// with it, and no one else's can be taken or let go.
    package final class ReadAhead: Sendable {
        private let kept = Mutex<[String: Int32]>([:])
        /// A session (the full screen) asks for each entry's files, and a load it cancels reads
        /// none of them: past `most`, those kept are let go (they were only a hint).
        package static let most = 32

        package init() {}

        deinit {
            for fd in kept.withLock({ $0.values }) { close(fd) }
        }

        /// Opens the files at `paths` that are not kept already and advises the kernel to read
        /// them; files already in the page cache cost a system call each.
        package func ask(_ paths: [String]) {
            let dropped = kept.withLock { kept -> [Int32] in
                guard kept.count + paths.count > Self.most else { return [] }
                defer { kept.removeAll() }
                return Array(kept.values)
            }
            for fd in dropped { close(fd) }
            for path in paths where kept.withLock({ $0[path] == nil }) {
                let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
                guard fd >= 0 else { continue }
                posix_fadvise(fd, 0, 0, POSIX_FADV_WILLNEED)
                if let replaced = kept.withLock({ $0.updateValue(fd, forKey: path) }) { close(replaced) }
            }
        }

        /// The descriptor kept for `path`, now the caller's to close; nil when there is none.
        func take(_ path: String) -> Int32? {
            kept.withLock { $0.isEmpty ? nil : $0.removeValue(forKey: path) }
        }

        /// How many descriptors are kept that nothing has read yet.
        package var count: Int { kept.withLock { $0.count } }
    }
}
