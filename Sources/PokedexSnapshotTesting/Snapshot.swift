import Foundation
import Testing

/// Compares `actual` with the golden file `__Snapshots__/<name>.txt` beside the calling test
/// file. `RECORD_SNAPSHOTS=1 swift test` rewrites the golden files; a mismatch prints a line diff.
package func assertSnapshot(
    _ actual: String, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent("\(name).txt")
    assertFile(url, holds: actual, sourceLocation: sourceLocation)
}

/// Compares `actual` with the file at `url` (a golden file, or a committed file made from
/// code, such as the man page); `RECORD_SNAPSHOTS=1` rewrites it.
package func assertFile(_ url: URL, holds actual: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let name = url.lastPathComponent
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record(
            "no golden file \(url.lastPathComponent); run RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation
        )
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    Issue.record(
        "\(name) differs from its golden file:\n\(lineDiff(expected: expected, actual: actual))",
        sourceLocation: sourceLocation)
}

/// The lines that differ, marked `-` (golden) and `+` (actual), escapes made visible.
private func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? old[index] : nil
        let b = index < new.count ? new[index] : nil
        guard a != b else { continue }
        if let a { out.append("- \(index + 1): \(a.replacingOccurrences(of: "\u{1B}", with: "␛"))") }
        if let b { out.append("+ \(index + 1): \(b.replacingOccurrences(of: "\u{1B}", with: "␛"))") }
    }
    return out.joined(separator: "\n")
}
