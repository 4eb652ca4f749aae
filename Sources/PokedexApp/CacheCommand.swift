import FoundationEssentials
import PokedexData
import PokedexTerminalUI

/// `pokedex cache info` and `pokedex cache clear`.
struct CacheCommand {
    let action: CacheAction
    let cache: DiskCache?
    let format: RenderOptions.Format
    let output: any OutputSink

    func run() -> Int32 {
        guard let cache else {
            output.write(RenderedOutput(stderr: "pokedex: no cache folder: set POKEDEX_CACHE_DIR or HOME.\n"))
            return ExitCode.dataUnavailable.rawValue
        }
        switch action {
        case .info:
            let info = cache.info()
            if format == .text {
                let rows = [
                    ("Location", cache.root), ("Entries", String(info.entries)), ("Size", SyncText.bytes(info.bytes)),
                    ("Oldest", info.oldest.map(Self.timestamp) ?? "–"),
                    ("Newest", info.newest.map(Self.timestamp) ?? "–"),
                ]
                output.write(
                    RenderedOutput(
                        stdout: rows.map { TextWidth.pad($0.0, to: 10) + TerminalSafe.text($0.1) + "\n" }.joined()))
            } else {
                output.write(
                    RenderedOutput(
                        stdout: JSONValue.object([
                            ("path", .string(cache.root)), ("entries", .int(info.entries)), ("bytes", .int(info.bytes)),
                            ("oldest", info.oldest.map { .string(Self.timestamp($0)) } ?? .null),
                            ("newest", info.newest.map { .string(Self.timestamp($0)) } ?? .null),
                        ]).serialized() + "\n"))
            }
        case .verify:
            let result = cache.verify()
            if format == .text {
                var text =
                    "Checked \(result.checked) entries: \(result.checked - result.removed.count) good, "
                    + "\(result.removed.count) broken and removed, \(result.leftovers) leftover temporary files removed.\n"
                for path in result.removed { text += "  removed: \(TerminalSafe.text(path))\n" }
                output.write(RenderedOutput(stdout: text))
            } else {
                output.write(
                    RenderedOutput(
                        stdout: JSONValue.object([
                            ("path", .string(cache.root)), ("checked", .int(result.checked)),
                            ("removed", .array(result.removed.map(JSONValue.string))),
                            ("leftovers", .int(result.leftovers)),
                        ]).serialized() + "\n"))
            }
        case .clear:
            let removed = cache.clear()
            if format == .text {
                output.write(
                    RenderedOutput(stdout: "Removed \(removed) entries from \(TerminalSafe.text(cache.root)).\n"))
            } else {
                output.write(
                    RenderedOutput(
                        stdout: JSONValue.object([
                            ("path", .string(cache.root)), ("removed", .int(removed)),
                        ]).serialized() + "\n"))
            }
        }
        return ExitCode.success.rawValue
    }

    /// ISO 8601 in UTC: `2026-11-21T12:05:00Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
