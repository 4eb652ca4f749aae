import PokedexDomain
import PokedexWords

/// `pokedex cache info|verify|clear`.
package enum CacheViewModel: Sendable, Equatable {
    /// `oldest` and `newest` as ISO 8601 timestamps.
    /// `pictures`: of the entries, those that are pictures (or marks of pictures PokeAPI has not).
    case info(path: String, entries: Int, pictures: Int, bytes: Int, oldest: String?, newest: String?)
    /// `removed`: the broken entries taken out, relative to the cache folder; `unremoved`:
    /// those (and leftover temporary files) that could not be, each with why.
    case verified(path: String, checked: Int, good: Int, removed: [String], leftovers: Int, unremoved: [String] = [])
    /// `entries`: how many there were; `unremoved`: those that could not be removed, with why.
    case cleared(path: String, entries: Int, removed: Int, unremoved: [String] = [])

    /// Whether a file could not be removed: the command failed (exit 3), whatever it managed.
    var failed: Bool {
        switch self {
        case .info: false
        case .verified(_, _, _, _, _, let unremoved), .cleared(_, _, _, let unremoved): !unremoved.isEmpty
        }
    }
}

/// How `pokedex sync` ended.
package struct SyncViewModel: Sendable, Equatable {
    package struct Failure: Sendable, Equatable {
        package let resource: String
        package let reason: String

        package init(resource: String, reason: String) {
            self.resource = resource
            self.reason = reason
        }
    }

    /// What was synced: PokeAPI's data, or pictures (`--sprites`).
    package enum Kind: Sendable, Equatable {
        case resources, pictures
    }

    package let kind: Kind
    package let total: Int
    package let fetched: Int
    package let skipped: Int
    /// Pictures PokeAPI has none of.
    package let missing: Int
    package let failures: [Failure]
    package let seconds: Double
    package let interrupted: Bool

    package init(
        kind: Kind = .resources, total: Int, fetched: Int, skipped: Int, missing: Int = 0, failures: [Failure],
        seconds: Double, interrupted: Bool
    ) {
        self.kind = kind
        self.missing = missing
        self.total = total
        self.fetched = fetched
        self.skipped = skipped
        self.failures = failures
        self.seconds = seconds
        self.interrupted = interrupted
    }
}
