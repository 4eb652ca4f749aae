import Foundation
import PokedexDomain

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
}
