import Foundation

/// The project's own Fixtures/ folder, found from this file's place in the source tree: the
/// one place a test learns where the bundled data is.
package let fixturesRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures", isDirectory: true)
