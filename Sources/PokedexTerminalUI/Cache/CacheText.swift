import PokedexJSON
import PokedexPresentation

/// `pokedex cache` and the end of `pokedex sync`, as text and as JSON.
enum CacheText {
    static func render(_ model: CacheViewModel) -> String {
        switch model {
        case .info(let path, let entries, let pictures, let bytes, let oldest, let newest):
            let rows = [
                ("Location", path), ("Entries", String(entries)), ("Pictures", String(pictures)),
                ("Size", SyncText.bytes(bytes)),
                ("Oldest", oldest ?? "–"), ("Newest", newest ?? "–"),
            ]
            return rows.map { TextWidth.pad($0.0, to: 10) + TerminalSafe.text($0.1) + "\n" }.joined()
        case .verified(_, let checked, let good, let removed, let leftovers, _):
            var text =
                "Checked \(entries(checked)): \(good) good, "
                + "\(removed.count) broken and removed, \(leftovers) leftover temporary files removed.\n"
            for path in removed { text += "  removed: \(TerminalSafe.text(path))\n" }
            return text
        case .cleared(let path, let count, let removed, let unremoved):
            let removedText = unremoved.isEmpty ? entries(removed) : "\(removed) of \(entries(count))"
            return "Removed \(removedText) from \(TerminalSafe.text(path)).\n"
        }
    }

    /// `1 entry`, `2 entries`.
    private static func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }

    /// What could not be removed, for stderr: `pokedex: could not remove v1/pokemon/25.json:
    /// Permission denied`, one line a file.
    static func unremoved(_ model: CacheViewModel) -> String {
        switch model {
        case .info: ""
        case .verified(_, _, _, _, _, let unremoved), .cleared(_, _, _, let unremoved):
            unremoved.map { "pokedex: could not remove \(TerminalSafe.text($0))\n" }.joined()
        }
    }

    static func json(_ model: CacheViewModel) -> JSONValue {
        switch model {
        case .info(let path, let entries, let pictures, let bytes, let oldest, let newest):
            .object([
                ("path", .string(path)), ("entries", .int(entries)), ("pictures", .int(pictures)),
                ("bytes", .int(bytes)),
                ("oldest", .string(orNull: oldest)), ("newest", .string(orNull: newest)),
            ])
        case .verified(let path, let checked, let good, let removed, let leftovers, let unremoved):
            .object([
                ("path", .string(path)), ("checked", .int(checked)), ("good", .int(good)),
                ("removed", .strings(removed)), ("leftovers", .int(leftovers)),
                ("unremoved", .strings(unremoved)),
            ])
        case .cleared(let path, let entries, let removed, let unremoved):
            .object([
                ("path", .string(path)), ("entries", .int(entries)), ("removed", .int(removed)),
                ("unremoved", .strings(unremoved)),
            ])
        }
    }

    static func render(_ model: SyncViewModel) -> String {
        var text = SyncText.summary(
            total: model.total, fetched: model.fetched, skipped: model.skipped, failed: model.failures.count,
            seconds: model.seconds, interrupted: model.interrupted, missing: model.missing,
            noun: model.kind == .pictures ? "pictures" : "resources")
        // Failures for one reason are one line past a few (every picture of an unreachable
        // host would be thousands); --json lists them all.
        var reasons: [String] = []
        var byReason: [String: [String]] = [:]
        for failure in model.failures {
            if byReason[failure.reason] == nil { reasons.append(failure.reason) }
            byReason[failure.reason, default: []].append(failure.resource)
        }
        for reason in reasons {
            let resources = byReason[reason] ?? []
            let why = TerminalSafe.text(reason, limit: 200)
            if resources.count <= Self.failuresListed {
                for resource in resources { text += "  failed: \(resource): \(why)\n" }
            } else {
                let some = resources.prefix(Self.failuresListed).joined(separator: ", ")
                text += "  failed: \(resources.count) for \(why): \(some)…\n"
            }
        }
        return text
    }

    /// How many failures of one reason are listed one by one.
    static let failuresListed = 3

    static func json(_ model: SyncViewModel) -> JSONValue {
        .object([
            ("total", .int(model.total)), ("fetched", .int(model.fetched)), ("skipped", .int(model.skipped)),
            ("missing", .int(model.missing)),
            (
                "failed",
                .array(
                    model.failures.map {
                        .object([("resource", .string($0.resource)), ("reason", .string($0.reason))])
                    })
            ),
            ("seconds", .double((model.seconds * 1000).rounded() / 1000)), ("interrupted", .bool(model.interrupted)),
        ])
    }
}
