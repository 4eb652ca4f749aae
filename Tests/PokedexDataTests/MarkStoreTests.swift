import Foundation
import PokedexData
import PokedexDomain
import PokedexTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct MarkStoreTests: MarksFolderTest {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID().uuidString)").path

    @Test func aChangeIsWrittenWholeWithTheFileBeforeKeptAsABackup() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: LocalFile.join(folder, "deeper/still"))
        #expect(try store.read().isEmpty)
        #expect(try store.update { $0.add(mark("pikachu")) })
        let first = try String(contentsOfFile: store.path, encoding: .utf8)
        #expect(try store.update { $0.add(mark("eevee")) })
        #expect(try String(contentsOfFile: store.backupPath, encoding: .utf8) == first)
        #expect(try store.read().sorted.map(\.species) == ["eevee", "pikachu"])
        // Nothing changed, nothing written: the backup stays the file before the last change.
        #expect(try !store.update { $0.add(mark("eevee")) })
        #expect(try String(contentsOfFile: store.backupPath, encoding: .utf8) == first)
    }

    /// Folders are made as `mkdir -p` makes them; one already there is left as it is; a file
    /// where a folder should be is the error, named with the path that failed.
    @Test func foldersAreMadeAsMkdirMakesThem() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let deep = LocalFile.join(folder, "a/b/c")
        #expect(LocalFile.makeFolders(deep) == nil)
        #expect(LocalFile.makeFolders(deep) == nil)
        var status = stat()
        #expect(stat(deep, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR)
        let file = LocalFile.join(folder, "a/file")
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let onFile = LocalFile.makeFolders(file)
        #expect(onFile?.path == file && onFile?.code == ENOTDIR)
        let under = LocalFile.makeFolders(LocalFile.join(file, "below"))
        #expect(under?.path == LocalFile.join(file, "below") || under?.path == file)
        #expect(under?.code == ENOTDIR)
    }

    /// A Ctrl-C that came just before the wait for the lock began (which it then cannot end) is
    /// found once the lock is held: nothing is changed.
    @Test func anInterruptBeforeTheLockIsWaitedForChangesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try MarkStore(folder: folder).update { $0.add(mark("pikachu")) }
        let before = try Data(contentsOf: URL(fileURLWithPath: LocalFile.join(folder, MarkStore.fileName)))
        let asked = Atomic<Int>(0)
        // Not interrupted when first asked, before the wait; interrupted after it.
        let store = MarkStore(folder: folder) { asked.add(1, ordering: .relaxed).newValue > 1 }
        var outcome: MarksError?
        do { _ = try store.update { $0.add(mark("eevee")) } } catch { outcome = error }
        #expect(
            outcome.map { if case .interrupted = $0 { true } else { false } } == true, "\(String(describing: outcome))")
        #expect(asked.load(ordering: .relaxed) == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
    }

    @Test func aFileThatDoesNotParseIsLeftByteForByteAndNamed() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        _ = try store.update { $0.add(mark("pikachu")) }
        // One change: no backup yet, and the error offers none.
        let first = try Data(contentsOf: URL(fileURLWithPath: store.path))
        try (first + Data("half a line\n".utf8)).write(to: URL(fileURLWithPath: store.path))
        #expect {
            _ = try store.read()
        } throws: { error in
            guard case .unreadable(_, _, _, let backup)? = error as? MarksError else { return false }
            return backup == nil
        }
        try first.write(to: URL(fileURLWithPath: store.path))
        _ = try store.update { $0.add(mark("eevee")) }
        let broken = Data((try String(contentsOfFile: store.path, encoding: .utf8) + "half a line\n").utf8)
        try broken.write(to: URL(fileURLWithPath: store.path))
        for attempt in [{ _ = try store.update { $0.add(mark("eevee")) } }, { _ = try store.read() }] {
            #expect {
                try attempt()
            } throws: { error in
                guard case .unreadable(let path, let line, _, let backup)? = error as? MarksError else { return false }
                return path == store.path && line == 8 && backup == store.backupPath
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == broken)
        #expect(!files().contains { $0.contains(".tmp-") })
    }

    /// A folder that cannot be written: mode 0555 when the tests do not run as root; as root
    /// (whom a mode does not stop) a failure injected where the bytes are written. Either way
    /// the change fails, the marks already there still read, and no temporary file is left.
    @Test func aFolderThatCannotBeWrittenFailsTheChangeAndKeepsTheMarks() throws {
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        _ = try MarkStore(folder: folder).update { $0.add(mark("pikachu")) }
        let before = try Data(contentsOf: URL(fileURLWithPath: LocalFile.join(folder, MarkStore.fileName)))
        let store: MarkStore
        if getuid() == 0 {
            store = MarkStore(folder: folder, faults: .init(write: ENOSPC))
        } else {
            #expect(chmod(folder, 0o555) == 0)
            store = MarkStore(folder: folder)
        }
        #expect {
            _ = try store.update { $0.add(mark("eevee")) }
        } throws: { error in
            guard case .unwritable(_, let reason)? = error as? MarksError else { return false }
            return reason.contains("space") || reason.contains("ermission")
        }
        #expect(try store.read().sorted.map(\.species) == ["pikachu"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == before)
        #expect(!files().contains { $0.contains(".tmp-") })
    }

    @Test func aTemporaryFileAKilledWriterLeftGoesWithTheNextChange() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        _ = try store.update { $0.add(mark("pikachu")) }
        let leftover = LocalFile.join(folder, MarkStore.fileName + ".tmp-99999")
        #expect(FileManager.default.createFile(atPath: leftover, contents: Data("pokedex-marks 1\nhalf".utf8)))
        #expect(try store.read().count == 1)
        _ = try store.update { $0.add(mark("eevee")) }
        #expect(!FileManager.default.fileExists(atPath: leftover))
        #expect(files() == ["caught.lock", "caught.tsv", "caught.tsv.bak"])
    }

    /// A writer killed after keeping the backup and before the change leaves the file and the
    /// backup one file under two names; the next change leaves no third name behind.
    @Test func aBackupThatIsTheFileAlreadyLeavesNoTemporaryName() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        _ = try store.update { $0.add(mark("pikachu")) }
        unlink(store.backupPath)
        #expect(link(store.path, store.backupPath) == 0)
        _ = try store.update { $0.add(mark("eevee")) }
        #expect(files() == ["caught.lock", "caught.tsv", "caught.tsv.bak"])
        #expect(try store.read().count == 2)
    }

    /// Two changes: the file, and the file before as the backup.
    func changeTwice(_ store: MarkStore) throws {
        _ = try store.update { $0.add(mark("pikachu")) }
        _ = try store.update { $0.add(mark("eevee")) }
    }

    /// A backup with another name (a hard link the player made) is never written into: the
    /// change gets a file of its own, and the other name keeps its bytes.
    @Test func aBackupWithAnotherNameIsNeverWrittenInto() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeTwice(store)
        let before = try String(contentsOfFile: store.path, encoding: .utf8)
        try expectSecondNameKept(of: store.backupPath, by: store, adding: "mew")
        #expect(try String(contentsOfFile: store.backupPath, encoding: .utf8) == before)
        #expect(try store.read().count == 3)
    }

    /// The file keeps the permissions the player gave it, change after change (the bytes it is
    /// written into were another file's).
    @Test func theFileKeepsItsPermissions() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeTwice(store)
        #expect(chmod(store.path, 0o600) == 0)
        for species in ["mew", "mewtwo", "ditto"] {
            _ = try store.update { $0.add(mark(species)) }
            var status = stat()
            #expect(stat(store.path, &status) == 0 && status.st_mode & 0o777 == 0o600, "\(species)")
        }
    }

    /// Writers on threads of their own, each with its own open lock file: the lock is the
    /// file's, not the process's, so these wait on each other as processes do.
    @Test func concurrentWritersLoseNothing() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        let names = (1...40).map { "pokemon\($0)" }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask { _ = try store.update { $0.add(mark(name)) } }
            }
            try await group.waitForAll()
        }
        #expect(Set(try store.read().sorted.map(\.species)) == Set(names))
    }

    /// A marks file kept elsewhere (dotfiles, a synced folder) and linked in stays there and
    /// linked; a link to nothing is marks not there now, not none: refused, the link kept.
    @Test func aLinkedFileIsWrittenWhereItIsAndALinkToNothingIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let elsewhere = folder + "/synced"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let store = MarkStore(folder: folder + "/data")
        _ = try MarkStore(folder: elsewhere).update { $0.add(mark("pikachu")) }
        try FileManager.default.createDirectory(atPath: store.folder, withIntermediateDirectories: true)
        #expect(symlink(elsewhere + "/caught.tsv", store.path) == 0)
        // A killed writer's temporary file there goes (no process has its number); a living
        // writer's (this one's) stays.
        let gone = elsewhere + "/caught.tsv.tmp-\(Int32.max)"
        let living = elsewhere + "/caught.tsv.tmp-\(getppid())-x"
        for leftover in [gone, living] {
            #expect(FileManager.default.createFile(atPath: leftover, contents: Data("half".utf8)))
        }
        _ = try store.update { $0.add(mark("eevee")) }
        #expect(!FileManager.default.fileExists(atPath: gone) && FileManager.default.fileExists(atPath: living))
        unlink(living)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.path) == elsewhere + "/caught.tsv")
        #expect(try MarkStore(folder: elsewhere).read().count == 2)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: elsewhere)).contains { $0.contains(".tmp-") })
        unlink(store.path)
        #expect(symlink(folder + "/unmounted/caught.tsv", store.path) == 0)
        for attempt in [{ _ = try store.read() }, { _ = try store.update { $0.add(mark("mew")) } }] {
            #expect(throws: MarksError.self) { try attempt() }
        }
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: store.path)) == folder + "/unmounted/caught.tsv"
        )
    }

    @Test func somethingThatIsNoFileIsRefusedNotRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(
            atPath: LocalFile.join(folder, MarkStore.fileName), withIntermediateDirectories: true)
        #expect(throws: MarksError.self) { try MarkStore(folder: folder).read() }
        let blocker = LocalFile.join(folder, "a-file")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let notAFolder = LocalFile.join(blocker, "x")
        #expect(throws: MarksError.self) { _ = try MarkStore(folder: notAFolder).update { $0.add(mark("eevee")) } }
    }

    /// Asked ahead, the file is read from the disk before the read that needs it comes (its pages
    /// dropped from the page cache first, where the file system lets them go); asking makes
    /// nothing where there is no file, and waits for no writer where a FIFO is.
    @Test func theMarksAskedAheadAreReadFromTheDiskAndNothingIsMade() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        store.readAhead()
        #expect(!FileManager.default.fileExists(atPath: folder), "no folder made")

        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bytes = Data(repeating: UInt8(ascii: "x"), count: 256 << 10)
        #expect(FileManager.default.createFile(atPath: store.path, contents: bytes))
        let fd = open(store.path, O_RDONLY)
        #expect(fd >= 0 && fsync(fd) == 0 && posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0)
        close(fd)
        #expect(await eventuallyInPageCache(store.path) { store.readAhead() }, "every page read in")

        // A file past the largest read is asked for no further: it is refused, not read whole
        // first. (The kernel's read-ahead window bounds the advice too, 8 MiB on the machine
        // this was written on, so there this holds with or without the bound.)
        let large = open(store.path, O_WRONLY | O_TRUNC)
        #expect(large >= 0 && ftruncate(large, off_t(MarkStore.sizeLimit + (4 << 20))) == 0)
        close(large)
        if let dropped = pageCacheShare(of: store.path), dropped == 0 {
            #expect(
                await eventually {
                    store.readAhead()
                    return (pageCacheShare(of: store.path) ?? 0) > 0
                }, "read from the start")
            #expect(pageCacheShare(of: store.path, from: MarkStore.sizeLimit) == 0, "and nothing past the limit")
        }

        #expect(unlink(store.path) == 0 && mkfifo(store.path, 0o644) == 0)
        store.readAhead()
        #expect(throws: MarksError.self, "a FIFO is still no marks file") { try store.read() }
    }
}
