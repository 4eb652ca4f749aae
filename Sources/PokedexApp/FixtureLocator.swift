import PokedexData

/// Finds the bundled fixtures: `POKEDEX_FIXTURES` when set (a folder, or a pack); else beside
/// an installed binary (`PREFIX/bin/pokedex` → `PREFIX/share/pokedex/Fixtures.pack`, as `make
/// install` lays them out, or a `Fixtures` folder there); else in the source tree the binary
/// was built in (`.build/release/pokedex` → `Fixtures/`). Never `Bundle.module`, which traps
/// when its bundle is missing.
enum FixtureLocator {
    /// `executablePath` has its links resolved (`ProcessEnvironment.executablePath()`), so a
    /// link to an installed binary finds the data beside the binary itself.
    static func locate(environment: [String: String], executablePath: String?) -> String? {
        if let override = environment["POKEDEX_FIXTURES"], !override.isEmpty { return override }
        guard let executablePath else { return nil }
        let binDirectory = parent(of: executablePath)
        let share = LocalFile.join(parent(of: binDirectory), "share/pokedex")
        let pack = LocalFile.join(share, "Fixtures.pack")
        if LocalFile.isReadable(pack) { return pack }
        let installed = LocalFile.join(share, "Fixtures")
        if holdsFixtures(installed) { return installed }
        var directory = binDirectory
        for _ in 0..<6 {
            let candidate = LocalFile.join(directory, "Fixtures")
            if holdsFixtures(candidate) { return candidate }
            directory = parent(of: directory)
        }
        return nil
    }

    static func holdsFixtures(_ directory: String) -> Bool {
        LocalFile.isReadable(LocalFile.join(directory, CatalogIndex.fileName))
    }

    /// `/a/b/c` → `/a/b`; `/a` → `/`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
