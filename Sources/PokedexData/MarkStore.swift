import PokedexDomain

#if canImport(Glibc)
    import Glibc
#endif

/// The player's marks in `caught.tsv` in their data folder, kept so that nothing can lose one:
///
/// - writers take an exclusive `flock` on `caught.lock`, so changes come one after another and
///   each starts from the last one's file;
/// - a change is written whole to a file no name of the marks needs, synced, and renamed over
///   the file, then the folder is synced: a reader, or a crash at any instant, sees the old
///   file or the new one, never a mix;
/// - the file before each change is kept as `caught.tsv.bak` (a second name for it); the one
///   before that as `caught.tsv.spare`, whose bytes the next change is written over;
/// - a file that does not parse is never written over: the change is refused, naming the line;
/// - a temporary file a killed writer left is removed by the next writer, under the lock (or
///   made the backup again, when it is the only name of the file before a change).
///
/// Reading waits for no writer: a rename is atomic, so a reader sees one whole file (and a
/// shared `flock` of the file it reads keeps a writer from writing over it; see `contents`).
package struct MarkStore: MarksRepository {
    package static let fileName = "caught.tsv"
    /// A file larger than this is no marks file (every Pokémon in every game, shiny and not, is
    /// well under a megabyte).
    package static let sizeLimit = 16 << 20

    /// A failure to inject where the file's bytes are written (an `errno`): for tests, which
    /// cannot make a folder read-only when they run as root.
    package struct Faults: Sendable {
        var write: Int32?

        package init(write: Int32? = nil) {
            self.write = write
        }
    }

    package let folder: String
    private let faults: Faults
    /// Whether the user has asked to stop (Ctrl-C): a signal that came before the wait for the
    /// lock began does not end that wait, so it is asked again once the lock is held.
    private let interrupted: @Sendable () -> Bool

    package init(folder: String, faults: Faults = Faults(), interrupted: @escaping @Sendable () -> Bool = { false }) {
        self.folder = folder
        self.faults = faults
        self.interrupted = interrupted
    }

    package var path: String { LocalFile.join(folder, Self.fileName) }

    /// Today in local time.
    package var today: String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "1970-01-01" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
    }
    package var backupPath: String { path + ".bak" }
    /// The file of two changes before, which no name of the marks needs: the next change is
    /// written over its bytes (`writeOverSpare`).
    package var sparePath: String { path + ".spare" }
    private var lockPath: String { LocalFile.join(folder, "caught.lock") }
    private static let temporaryPrefix = fileName + ".tmp-"

    package func read() throws(MarksError) -> MarkBook {
        try parse(try contents() ?? "")
    }

    /// Opened without blocking (a FIFO there waits for no writer) and advised `WILLNEED`, up to
    /// the largest marks file read (a larger one is refused, and not read whole first); the read,
    /// when it comes, checks the file as ever. A cold `show` read its marks last, one more wait on
    /// the disk after its other files.
    package func readAhead() {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return }
        posix_fadvise(fd, 0, off_t(Self.sizeLimit), POSIX_FADV_WILLNEED)
        close(fd)
    }

    package func marks(ofSpecies species: String) throws(MarksError) -> MarkBook {
        try parse(try contents() ?? "") { text throws(MarkFile.ParseError) in
            try MarkFile.marks(ofSpecies: species, in: text)
        }
    }

    package func update<T>(_ change: (inout MarkBook) -> T) throws(MarksError) -> T {
        try makeFolder()
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw failure(lockPath, errno) }
        // Let go by name before closing, as the file's lock is (see `write`).
        defer {
            flock(lock, LOCK_UN)
            close(lock)
        }
        // Waiting for another writer: an interrupting signal (Ctrl-C) ends the wait, and the
        // command, with nothing changed. One that came just before the wait is found after it.
        guard !interrupted() else { throw .interrupted }
        if flock(lock, LOCK_EX) != 0 {
            throw errno == EINTR ? .interrupted : failure(lockPath, errno)
        }
        guard !interrupted() else { throw .interrupted }
        // A writer marks the lock file (one byte long) from before it turns names until its
        // last sync: marked now, the last one stopped before it, and the names it turned may
        // not be on the disk yet. Only a lock file of its own is marked: not one that links
        // elsewhere, nor one with anything else in it, which count as marked and are left as
        // they are.
        let marker = LockMarker(lock, at: lockPath)
        let unfinished = marker.isMarked
        let restored = removeLeftovers(in: folder)
        if restored { marker.mark() }
        let target = try file()
        // A linked file's folder holds the temporary files of its changes: those of writers
        // gone, which this lock does not cover, are removed too.
        if Self.parent(of: target) != folder { removeLeftovers(in: Self.parent(of: target), ofWritersGone: true) }
        let old = try contents()
        var book = try parse(old ?? "")
        let before = book
        let result = change(&book)
        guard book != before else {
            if restored, syncFolder(folder) { marker.clear() }
            return result
        }
        let text = MarkFile.text(book)
        marker.mark()
        var written = false
        if old != nil, target == path { written = try writeOverSpare(text, syncFirst: unfinished || restored) }
        if !written {
            if let old { try keepBackup(of: old, at: target) }
            try replace(target, with: text)
        }
        if syncFolder(Self.parent(of: target)), target == path || syncFolder(folder) { marker.clear() }
        return result
    }

    /// The lock file as the mark of a writer between its first rename and its last sync: one
    /// byte long while marked, empty when not. Written only where it is a regular file of its
    /// own name, no longer than a mark: any other (a link to another file, a file with more in
    /// it) counts as marked, so that the folder is synced first, and is never written.
    private struct LockMarker {
        let descriptor: Int32
        /// Whether the lock file is one this writer may mark.
        let isOwn: Bool
        let isMarked: Bool

        init(_ descriptor: Int32, at path: String) {
            var named = stat()
            var opened = stat()
            self.descriptor = descriptor
            isOwn =
                lstat(path, &named) == 0 && (named.st_mode & S_IFMT) == S_IFREG && fstat(descriptor, &opened) == 0
                && opened.st_ino == named.st_ino && opened.st_dev == named.st_dev && opened.st_nlink == 1
                && opened.st_size <= 1
            isMarked = !isOwn || opened.st_size == 1
        }

        func mark() {
            if isOwn { ftruncate(descriptor, 1) }
        }

        func clear() {
            if isOwn { ftruncate(descriptor, 0) }
        }
    }

    /// The file to write: `caught.tsv`, or where it links to (a file kept in a synced or
    /// dotfiles folder stays one, and the link stays a link). A link to nothing is refused: the
    /// marks are somewhere not there now (a drive not mounted), not none.
    private func file() throws(MarksError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { throw failure(path, errno) }
        let written = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let target = written.hasPrefix("/") ? written : LocalFile.join(folder, written)
        guard access(target, F_OK) == 0 else {
            throw .unwritable(path: path, reason: "it links to \(written), which is not there")
        }
        return target
    }

    /// The file's text, or nil when there is none yet. Read under a shared `flock` of the file
    /// itself, taken without waiting: a writer writes a change over the bytes of the spare
    /// (`writeOverSpare`), which was the file two changes ago, and it does so only under an
    /// exclusive one. A reader that opened that file then and comes to read it now finds it
    /// held, and opens the file again, which is by then another; a writer that finds it held
    /// writes a new file instead.
    private func contents() throws(MarksError) -> String? {
        var fd: Int32 = -1
        for _ in 0..<100 {
            fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0, flock(fd, LOCK_SH | LOCK_NB) != 0, errno == EWOULDBLOCK else { break }
            close(fd)
            fd = -1
        }
        guard fd >= 0 else {
            var status = stat()
            // No file is no marks yet; a link to nothing is marks not there now.
            if errno == ENOENT, lstat(path, &status) != 0 { return nil }
            if errno == ENOENT { throw .unwritable(path: path, reason: "it links to a file that is not there") }
            throw failure(path, errno)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw failure(path, errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw unreadable(line: 1, "it is not a regular file") }
        guard Int(status.st_size) <= Self.sizeLimit else {
            throw unreadable(line: 1, "it is larger than \(Self.sizeLimit >> 20) MiB")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(fd, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(path, errno) }
            if count == 0 { break }
            filled += count
        }
        guard let text = String(validating: bytes[..<filled], as: UTF8.self) else {
            throw unreadable(line: 1, "it is not UTF-8 text")
        }
        return text
    }

    /// The book `text` holds, as `read` (the whole file, by default) reads it; an empty book
    /// for no text.
    private func parse(
        _ text: String, _ read: (String) throws(MarkFile.ParseError) -> MarkBook = MarkFile.parse
    ) throws(MarksError) -> MarkBook {
        guard !text.isEmpty else { return MarkBook() }
        do throws(MarkFile.ParseError) {
            return try read(text)
        } catch {
            throw unreadable(line: error.line, error.reason)
        }
    }

    /// The file as it is kept as the backup: a second name for it, renamed over the last backup,
    /// which becomes the spare (when it is a file of one name); where the file system has no
    /// hard links, a copy written as the file is.
    private func keepBackup(of old: String, at target: String) throws(MarksError) {
        let temporary = LocalFile.join(folder, Self.temporaryPrefix + String(getpid()) + "-bak")
        unlink(temporary)
        if link(target, temporary) == 0 {
            if target == path { keepAsSpare(backupPath) }
            let renamed = rename(temporary, backupPath) == 0
            let code = errno
            // Where the backup is that very file already (a writer killed between the backup
            // and the change), the rename does nothing and the second name stays: it goes.
            unlink(temporary)
            guard renamed else { throw failure(backupPath, code) }
            return
        }
        try replace(backupPath, with: old)
    }

    /// `file` renamed to the spare, when it is a regular file of one name (a backup the player
    /// linked elsewhere, or the file itself under a second name, never becomes the spare).
    private func keepAsSpare(_ file: String) {
        var status = stat()
        guard lstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1 else { return }
        rename(file, sparePath)
    }

    /// The change written over the bytes of the spare, the file of two changes before, which no
    /// name of the marks needs, and synced; then the names turned: the spare becomes the file,
    /// the file the backup (a second name first), the backup the spare; then the folder is
    /// synced. No file is made or freed: ext4 mounted with `discard` trims a freed file's blocks
    /// in the rename that frees it, 0.3–0.5 ms of a 3 ms change. With `syncFirst` (a writer
    /// stopped before its last sync, or a backup put back by `removeLeftovers`: names turned in
    /// memory alone), the folder is synced first, so that the spare is the spare on the disk
    /// before its bytes are written over. A power loss before the last sync
    /// leaves the old file or the new one, and at worst the file before under a temporary name,
    /// which the next writer makes the backup again. False, with nothing of the marks changed
    /// (the spare's bytes aside), where there is no spare, it is not a regular file of one name,
    /// a reader still holds it (see `contents`), the backup is no regular file, or the file
    /// cannot have a second name.
    private func writeOverSpare(_ text: String, syncFirst: Bool) throws(MarksError) -> Bool {
        var status = stat()
        var current = stat()
        var backup = stat()
        guard lstat(sparePath, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_nlink == 1,
            stat(path, &current) == 0,
            lstat(backupPath, &backup) == 0 ? (backup.st_mode & S_IFMT) == S_IFREG : errno == ENOENT
        else { return false }
        let fd = open(sparePath, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        var opened = stat()
        guard fd >= 0, fstat(fd, &opened) == 0, opened.st_ino == status.st_ino, opened.st_dev == status.st_dev,
            opened.st_nlink == 1, flock(fd, LOCK_EX | LOCK_NB) == 0
        else {
            if fd >= 0 { close(fd) }
            return false
        }
        if syncFirst { syncFolder(folder) }
        // The file's own permissions, not those of the file two changes before.
        fchmod(fd, current.st_mode & 0o7777)
        if let failed = fill(fd, with: text) { throw failure(path, failed) }
        // The second name of the file before, made once the change is synced: that sync then
        // carries no change of the folder's. Where the file system has none, the spare's bytes
        // were only a spare's, and the change is made as it is without one.
        let temporary = LocalFile.join(folder, Self.temporaryPrefix + String(getpid()) + "-bak")
        unlink(temporary)
        guard link(path, temporary) == 0 else { return false }
        guard rename(sparePath, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
        // The change is made. Were the last two renames to fail, the file before keeps its
        // temporary name, and the next writer makes it the backup. Where the backup is that
        // file already, the rename does nothing and the second name goes.
        keepAsSpare(backupPath)
        if rename(temporary, backupPath) == 0 { unlink(temporary) }
        return true
    }

    /// `target`'s contents made `text` at once: a temporary file beside it, synced, renamed over
    /// it (the folder is synced once the change is whole). The temporary file goes on any failure.
    private func replace(_ target: String, with text: String) throws(MarksError) {
        let temporary = LocalFile.join(
            Self.parent(of: target), Self.temporaryPrefix + String(getpid()))
        unlink(temporary)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(temporary, errno) }
        // A file there keeps the permissions the player gave it.
        var current = stat()
        if stat(target, &current) == 0 { fchmod(fd, current.st_mode & 0o7777) }
        try write(text, to: fd, at: temporary, over: target)
    }

    /// `text` written to `fd`, the temporary file `temporary`, synced, closed and renamed over
    /// `target`. The temporary file goes on any failure.
    private func write(_ text: String, to fd: Int32, at temporary: String, over target: String) throws(MarksError) {
        var failed = fill(fd, with: text)
        if failed == nil, rename(temporary, target) != 0 { failed = errno }
        if let failed {
            unlink(temporary)
            throw failure(target, failed)
        }
    }

    /// `text` written to `fd` from its start and cut to its length, synced, and `fd` closed; the
    /// `errno` of the first failure.
    private func fill(_ fd: Int32, with text: String) -> Int32? {
        let bytes = Array(text.utf8)
        var failed = faults.write
        if failed == nil, !writeAll(fd, bytes) { failed = errno }
        if failed == nil, ftruncate(fd, off_t(bytes.count)) != 0 { failed = errno }
        if failed == nil, fsync(fd) != 0 { failed = errno }
        // The spare's lock let go by name, not only by closing: a copy of the descriptor that
        // a process forking meanwhile holds until it execs would keep it, and a reader of the
        // file it becomes would find it held (seen in the tests, which run commands in-process).
        flock(fd, LOCK_UN)
        if close(fd) != 0, failed == nil { failed = errno }
        return failed
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Whether the folder's names are on the disk.
    @discardableResult
    private func syncFolder(_ folder: String) -> Bool {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    /// The folder and its parents, as `mkdir -p` makes them.
    private func makeFolder() throws(MarksError) {
        if let failed = LocalFile.makeFolders(folder) { throw failure(failed.path, failed.code) }
    }

    /// Temporary files of writers killed before their rename: only a writer holding the lock
    /// removes them, so none is another's file being written. In a folder the lock does not
    /// cover (`ofWritersGone`), only those whose writer (the process their name holds) is gone.
    /// Whether a name was put back as the backup (`keepsBackup`).
    @discardableResult
    private func removeLeftovers(in folder: String, ofWritersGone: Bool = false) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        var restored = false
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(Self.temporaryPrefix) else { continue }
            if ofWritersGone {
                let digits = name.dropFirst(Self.temporaryPrefix.count).prefix { $0.isASCII && $0.isNumber }
                guard let pid = pid_t(digits), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            } else if name.hasSuffix("-bak"), keepsBackup(LocalFile.join(folder, name)) {
                restored = true
                continue
            }
            unlink(LocalFile.join(folder, name))
        }
        return restored
    }

    /// Whether the second name a writer gave the file before its change (`keepBackup`,
    /// `writeOverSpare`) stays: made the backup when the writer stopped before doing so, where
    /// there is no backup or the name is that file's only one (the change made, the names not
    /// all turned); kept as it is when it is the file's only name and cannot be made the backup,
    /// so that no file is lost. False where it is a second name beside a backup: it can go.
    private func keepsBackup(_ leftover: String) -> Bool {
        var status = stat()
        var backup = stat()
        guard lstat(leftover, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        if lstat(backupPath, &backup) != 0 {
            return errno == ENOENT && rename(leftover, backupPath) == 0 || status.st_nlink == 1
        }
        guard status.st_nlink == 1 else { return false }
        keepAsSpare(backupPath)
        rename(leftover, backupPath)
        return true
    }

    /// The folder a path is in.
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func unreadable(line: Int, _ reason: String) -> MarksError {
        .unreadable(path: path, line: line, reason: reason, backup: access(backupPath, R_OK) == 0 ? backupPath : nil)
    }

    private func failure(_ path: String, _ code: Int32) -> MarksError {
        .unwritable(path: path, reason: String(cString: strerror(code)))
    }
}
