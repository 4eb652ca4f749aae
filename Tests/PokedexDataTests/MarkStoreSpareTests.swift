import Foundation
import PokedexData
import PokedexDomain
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// From the third change on, a change is written over the bytes of the spare, the file of two
/// changes before, and the three names turn: what each holds is checked against the file's text
/// read before each change.
@Suite struct MarkStoreSpareTests: MarksFolderTest {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spare-\(UUID().uuidString)").path

    /// Three changes: the file, the backup and the spare.
    func changeThrice(_ store: MarkStore) throws {
        for species in ["pikachu", "eevee", "mew"] { _ = try store.update { $0.add(mark(species)) } }
    }

    static let allFiles = ["caught.lock", "caught.tsv", "caught.tsv.bak", "caught.tsv.spare"]

    @Test func aChangeIsWrittenOverTheBytesOfTheSpare() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        #expect(files() == Self.allFiles)
        let (file, backup, spare) = (inode(store.path), inode(store.backupPath), inode(store.sparePath))
        let oldSpare = try FileHandle(forReadingFrom: URL(fileURLWithPath: store.sparePath))
        defer { try? oldSpare.close() }
        let before = try text(store.path)
        #expect(try store.update { $0.remove(mark("pikachu")) })
        #expect(try oldSpare.readToEnd() == (try Data(contentsOf: URL(fileURLWithPath: store.path))))
        #expect(spare != nil && inode(store.path) == spare)
        #expect(file != nil && inode(store.backupPath) == file)
        #expect(backup != nil && inode(store.sparePath) == backup)
        #expect(try text(store.backupPath) == before)
        #expect(try store.read().sorted.map(\.species) == ["eevee", "mew"])
        #expect(files() == Self.allFiles)
    }

    /// Change after change, the same three files hold the marks (none made, none freed), the
    /// backup the file before the change, the spare the file before that. The three are held
    /// open, so that a number freed could not be taken by a new file.
    @Test func theNamesTurnThroughThreeFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        let held = [store.path, store.backupPath, store.sparePath].map { (path: String) -> Int32 in open(path, O_RDONLY)
        }
        defer { for descriptor in held { close(descriptor) } }
        func identity(_ descriptor: Int32) -> [UInt64] {
            var status = stat()
            guard fstat(descriptor, &status) == 0 else { return [] }
            return [UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_nlink)]
        }
        let files = Set(held.map(identity))
        #expect(files.count == 3 && files.allSatisfy { $0.last == 1 })
        for species in ["ditto", "mewtwo", "snorlax", "gengar", "onix", "abra"] {
            let (file, backup) = (try text(store.path), try text(store.backupPath))
            #expect(try store.update { $0.add(mark(species)) })
            #expect(try text(store.backupPath) == file, "\(species)")
            #expect(try text(store.sparePath) == backup, "\(species)")
            // Each held file has still its one name, and the names are theirs.
            #expect(Set(held.map(identity)) == files, "\(species)")
            let named = [store.path, store.backupPath, store.sparePath].map { (path: String) -> Int32 in
                open(path, O_RDONLY)
            }
            defer { for descriptor in named { close(descriptor) } }
            #expect(Set(named.map(identity)) == files, "\(species)")
        }
        #expect(try store.read().count == 9)
        #expect(self.files() == Self.allFiles)
    }

    /// A spare a reader holds (a shared `flock`, as `read` takes) is not written over: the
    /// change gets a file of its own, the reader's bytes stay as they were, and the backup
    /// before becomes the spare.
    @Test func aSpareAReaderHoldsIsNotWrittenOver() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        let reader = open(store.sparePath, O_RDONLY)
        defer { close(reader) }
        #expect(reader >= 0 && flock(reader, LOCK_SH) == 0)
        let held = try Data(contentsOf: URL(fileURLWithPath: store.sparePath))
        let backup = inode(store.backupPath)
        _ = try store.update { $0.add(mark("ditto")) }
        var bytes = [UInt8](repeating: 0, count: held.count + 64)
        #expect(pread(reader, &bytes, bytes.count, 0) == held.count)
        #expect(Data(bytes.prefix(held.count)) == held)
        #expect(backup != nil && inode(store.sparePath) == backup)
        #expect(try store.read().count == 4)
        #expect(files() == Self.allFiles)
    }

    /// A spare with another name (a hard link the player made) is never written into.
    @Test func aSpareWithAnotherNameIsNeverWrittenInto() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        try expectSecondNameKept(of: store.sparePath, by: store, adding: "ditto")
        #expect(try store.read().count == 4)
    }

    /// A failure where the change is written over the spare leaves the file and the backup as
    /// they were, and no temporary file.
    @Test func aFailedWriteOverTheSpareKeepsTheMarks() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try changeThrice(MarkStore(folder: folder))
        let store = MarkStore(folder: folder, faults: .init(write: ENOSPC))
        let (file, backup) = (try text(store.path), try text(store.backupPath))
        let spare = inode(store.sparePath)
        #expect(throws: MarksError.self) { _ = try store.update { $0.add(mark("ditto")) } }
        #expect(try text(store.path) == file)
        #expect(try text(store.backupPath) == backup)
        #expect(spare != nil && inode(store.sparePath) == spare)
        #expect(files() == Self.allFiles)
    }

    /// A writer killed between the backup and the change left the file and the backup one
    /// file under two names: a change over the spare leaves no third name behind.
    @Test func aBackupThatIsTheFileAlreadyLeavesNoTemporaryName() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        unlink(store.backupPath)
        #expect(link(store.path, store.backupPath) == 0)
        let before = try text(store.path)
        _ = try store.update { $0.add(mark("ditto")) }
        #expect(files() == ["caught.lock", "caught.tsv", "caught.tsv.bak"])
        #expect(try text(store.backupPath) == before)
        #expect(try store.read().count == 4)
    }

    /// A writer stopped after giving the file its second name and before the change: that name
    /// goes, beside a backup; with no backup (stopped after the backup became the spare), it is
    /// the backup. Either way the backup after the next change is the file before it.
    @Test(arguments: [true, false]) func aSecondNameOfTheFileLeftBehindIsNoBackupBeside(backupThere: Bool) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        let before = try text(store.path)
        let leftover = LocalFile.join(folder, MarkStore.fileName + ".tmp-12345-bak")
        #expect(link(store.path, leftover) == 0)
        if !backupThere { #expect(unlink(store.backupPath) == 0) }
        #expect(try store.update { $0.add(mark("ditto")) })
        #expect(try text(store.backupPath) == before)
        #expect(try store.read().count == 4)
        #expect(!files().contains { $0.contains(".tmp-") })
    }

    /// The file before a change under its temporary name alone, where a directory stands at the
    /// backup's name: it is kept, not removed, and the change is refused; once the backup's
    /// name is free, it is the backup again and the change is made.
    @Test func theOnlyNameOfAFileIsNeverRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        let (file, backup) = (try text(store.path), try text(store.backupPath))
        let leftover = LocalFile.join(folder, MarkStore.fileName + ".tmp-12345-bak")
        #expect(rename(store.backupPath, leftover) == 0)
        #expect(mkdir(store.backupPath, 0o755) == 0)
        #expect(throws: MarksError.self) { _ = try store.update { $0.add(mark("ditto")) } }
        #expect(try text(leftover) == backup)
        #expect(try text(store.path) == file)
        #expect(rmdir(store.backupPath) == 0)
        #expect(try store.update { $0.add(mark("ditto")) })
        #expect(try text(store.backupPath) == file)
        #expect(try text(store.sparePath) == backup)
        #expect(files() == Self.allFiles)
    }

    /// A writer marks the lock file from before it turns names until its last sync: after a
    /// change it is unmarked; marked as a writer stopped before its last sync leaves it, the
    /// next change (which syncs the folder before it writes over the spare) unmarks it; a
    /// change that changes nothing leaves it as it is.
    @Test func theLockFileIsMarkedOnlyWhileNamesTurn() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        let lock = LocalFile.join(folder, "caught.lock")
        func size() -> Int {
            var status = stat()
            return stat(lock, &status) == 0 ? Int(status.st_size) : -1
        }
        #expect(size() == 0)
        #expect(truncate(lock, 1) == 0)
        let before = try text(store.path)
        #expect(try store.update { $0.add(mark("ditto")) })
        #expect(size() == 0)
        #expect(try text(store.backupPath) == before)
        #expect(try !store.update { $0.add(mark("ditto")) })
        #expect(size() == 0)
        #expect(truncate(lock, 1) == 0)
        #expect(try !store.update { $0.add(mark("ditto")) })
        #expect(size() == 1)
    }

    /// A lock file that is no mark of a writer's (a link to another file, a file with more in
    /// it, a second name of another file) is never written: what it holds stays, and each
    /// change is made, syncing the folder first.
    @Test(arguments: ["link", "content", "second name"])
    func aLockFileThatIsNoMarkIsNeverWritten(kind: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let lock = LocalFile.join(folder, "caught.lock")
        let other = LocalFile.join(folder, "precious.txt")
        #expect(FileManager.default.createFile(atPath: other, contents: Data("precious\n".utf8)))
        switch kind {
        case "link": #expect(symlink(other, lock) == 0)
        case "content": #expect(FileManager.default.createFile(atPath: lock, contents: Data("precious\n".utf8)))
        default: #expect(link(other, lock) == 0)
        }
        try changeThrice(store)
        #expect(try store.update { $0.add(mark("ditto")) })
        #expect(try text(lock) == "precious\n")
        #expect(try text(other) == "precious\n")
        #expect(try store.read().count == 4)
    }

    /// A writer stopped after the change was made and before the names were all turned: the
    /// file before the change has only its temporary name, beside the backup before it (the
    /// rename of the backup to the spare not made), or with no backup (made, the last not). The
    /// next writer makes it the backup again, so the backup and the spare are what they would
    /// have been.
    @Test(arguments: [false, true]) func aWriterStoppedWhileTurningTheNamesLosesNoBackup(spareMade: Bool) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = MarkStore(folder: folder)
        try changeThrice(store)
        let beforeLast = try text(store.path)
        #expect(try store.update { $0.add(mark("ditto")) })
        let last = try text(store.path)
        let leftover = LocalFile.join(folder, MarkStore.fileName + ".tmp-12345-bak")
        #expect(rename(store.backupPath, leftover) == 0)
        if !spareMade { #expect(rename(store.sparePath, store.backupPath) == 0) }
        #expect(try store.update { $0.add(mark("mewtwo")) })
        #expect(try text(store.backupPath) == last)
        #expect(try text(store.sparePath) == beforeLast)
        #expect(try store.read().count == 5)
        #expect(files() == Self.allFiles)
    }
}
