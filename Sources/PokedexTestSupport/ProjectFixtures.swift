import Foundation

/// The project's own Fixtures/ folder, found from this file's place in the source tree: the
/// one place a test learns where the bundled data is.
package let fixturesRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures", isDirectory: true)

/// A fixtures folder of links to the project's files, but with `replaced` written in as `name`
/// (nil: `name` left out): a damaged or partial bundle, for the caller to remove.
package func fixturesFolder(replacing name: String, with replaced: String?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "pokedex-fixtures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for entry in try FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path) where entry != name {
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent(entry), withDestinationURL: fixturesRoot.appendingPathComponent(entry))
    }
    if let replaced { try Data(replaced.utf8).write(to: folder.appendingPathComponent(name)) }
    return folder
}
