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

/// That no golden file is stored under `name`: what it would hold is another golden's (a
/// screen that reads the same at 120 columns as at 80), as the caller has written down and
/// compared. `RECORD_SNAPSHOTS=1` removes such a file.
package func assertNoSnapshot(
    named name: String, sameAs other: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent("\(name).txt")
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            Issue.record("could not remove \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    Issue.record(
        "\(url.lastPathComponent) is stored twice: the output is \(other)'s; run RECORD_SNAPSHOTS=1 swift test",
        sourceLocation: sourceLocation)
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

/// Compares JSON output with its golden file, both laid out one value a line (two-space
/// indents, keys in the order written), so that a failing diff names the field that changed
/// rather than printing a 40 KB line. Text outside the JSON (a JSON Lines stream's newlines)
/// is kept.
package func assertJSONSnapshot(
    _ actual: String, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(indentedJSON(actual), named: name, filePath: filePath, sourceLocation: sourceLocation)
}

/// `text` with a line break after every `{`, `[` and `,` and before every `}` and `]` that
/// are not inside a string; empty containers stay `{}` and `[]`.
func indentedJSON(_ text: String) -> String {
    var out: [UInt8] = []
    var depth = 0
    var inString = false
    var escaped = false
    let bytes = Array(text.utf8)
    func newline() {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    for (index, byte) in bytes.enumerated() {
        if inString {
            out.append(byte)
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            out.append(byte)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            out.append(byte)
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            guard next != UInt8(ascii: "}"), next != UInt8(ascii: "]") else { continue }
            depth += 1
            newline()
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            let previous = index > 0 ? bytes[index - 1] : 0
            if previous != UInt8(ascii: "{"), previous != UInt8(ascii: "[") {
                depth = max(0, depth - 1)
                newline()
            }
            out.append(byte)
        case UInt8(ascii: ","):
            out.append(byte)
            newline()
        case UInt8(ascii: ":"):
            out.append(contentsOf: [byte, UInt8(ascii: " ")])
        default:
            out.append(byte)
        }
    }
    return String(decoding: out, as: UTF8.self)
}
