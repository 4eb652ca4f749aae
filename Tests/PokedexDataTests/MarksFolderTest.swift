import Foundation
import PokedexData
import PokedexDomain
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A suite whose tests each write marks into a folder of their own: the marks they add and what
/// they ask of the folder, shared by `MarkStoreTests` and `MarkStoreSpareTests`.
protocol MarksFolderTest {
    var folder: String { get }
}

extension MarksFolderTest {
    func mark(_ species: String, shiny: Bool = false) -> CaughtMark {
        CaughtMark(species: species, game: "scarlet-violet", shiny: shiny, date: "2026-11-28")
    }

    /// The folder's names, sorted.
    func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The file `path` names (not one it links to); nil for none.
    func inode(_ path: String) -> ino_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_ino : nil
    }

    /// Gives the file at `path` a second name, as a player's hard link would, makes one change
    /// (adding `species`), and expects that name to keep its bytes and the marks file to be
    /// another file: a file with a name the store does not own is never written into.
    func expectSecondNameKept(of path: String, by store: MarkStore, adding species: String) throws {
        let kept = LocalFile.join(folder, "kept.tsv")
        #expect(link(path, kept) == 0)
        let keptBytes = try Data(contentsOf: URL(fileURLWithPath: kept))
        _ = try store.update { $0.add(mark(species)) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept)) == keptBytes)
        #expect(inode(store.path) != inode(kept))
    }
}
