import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PokedexData

/// Finds the bundled fixtures: `POKEDEX_FIXTURES` when set; else beside an installed binary
/// (`PREFIX/bin/pokedex` → `PREFIX/share/pokedex/Fixtures`); else in the source tree the binary
/// was built in (`.build/release/pokedex` → `Fixtures/`). Never `Bundle.module`, which traps
/// when its bundle is missing.
public enum FixtureLocator {
    public static func locate(environment: [String: String], executablePath: String?) -> URL? {
        if let override = environment["POKEDEX_FIXTURES"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        guard let executablePath else { return nil }
        let binDirectory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = binDirectory.deletingLastPathComponent().appendingPathComponent("share/pokedex/Fixtures")
        if holdsFixtures(installed) { return installed }
        var directory = binDirectory
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent("Fixtures")
            if holdsFixtures(candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func holdsFixtures(_ directory: URL) -> Bool {
        access(directory.appendingPathComponent(CatalogIndex.fileName).path, R_OK) == 0
    }
}
