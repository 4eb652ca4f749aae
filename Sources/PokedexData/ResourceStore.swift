import FoundationEssentials
import PokedexDomain
import PokedexJSON
import Synchronization

/// Which sources a command may use, and how old a cached answer may be.
package struct SourcePolicy: Sendable, Equatable {
    /// Ask PokeAPI first, skipping the cache and the fixtures.
    package var refresh = false
    /// Never open a connection.
    package var offline = false
    /// Seconds a cache entry stays fresh.
    package var maxAge: Double = 7 * 24 * 3600

    package init(refresh: Bool = false, offline: Bool = false, maxAge: Double = 7 * 24 * 3600) {
        self.refresh = refresh
        self.offline = offline
        self.maxAge = maxAge
    }
}

/// Loads a resource from the right source, in order: the disk cache while fresh; the bundled
/// fixtures; PokeAPI (storing the answer); a stale cache entry, with a note, when PokeAPI
/// fails; else the error. `refresh` asks PokeAPI first; `offline` never connects. A cached
/// body that no longer decodes is dropped and fetched again; a fetched one that does not
/// decode is never stored.
package final class ResourceStore: Sendable {
    let policy: SourcePolicy
    private let cache: DiskCache?
    private let fixtures: FixtureTransport?
    private let network: (any APITransport)?
    private let diagnostics: Diagnostics
    /// Given each body once its resource is read: a command that prints and exits keeps them
    /// rather than free them (when a body was parsed into a tree, taking a species' thousand
    /// values apart was 7% of `show`); a session, and the tests, let them go.
    private let keep: (@Sendable (any Sendable) -> Void)?

    package init(
        policy: SourcePolicy, cache: DiskCache?, fixtures: FixtureTransport?,
        network: (any APITransport)?, diagnostics: Diagnostics, keep: (@Sendable (any Sendable) -> Void)? = nil
    ) {
        self.policy = policy
        self.cache = cache
        self.fixtures = fixtures
        self.network = network
        self.diagnostics = diagnostics
        self.keep = keep
    }

    /// `keep` for a parsed body, for the first `keptBodiesAtMost` (an entry's three bodies, a
    /// team's six): a list that reads a body for each of a thousand rows lets the rest go, or
    /// it would hold them all at once.
    private var keepBody: ((JSONTape) -> Void)? {
        keep.map { keep in
            { [keptBodies] body in
                let room = keptBodies.count.withLock { kept in
                    guard kept < Self.keptBodiesAtMost else { return false }
                    kept += 1
                    return true
                }
                if room { keep(body) }
            }
        }
    }

    static let keptBodiesAtMost = 16
    private let keptBodies = KeptBodies()

    /// How many bodies `keepBody` has handed on.
    private final class KeptBodies: Sendable {
        let count = Mutex(0)
    }

    /// Which sources one load may use.
    package enum Sources: Sendable {
        /// Everything, in the usual order.
        case any
        /// Everything but the fixtures: for data the fixtures leave out (Pokédex entries).
        case skippingFixtures
        /// The cache alone, fresh or not: no fixtures, no connection.
        case cacheOnly
    }

    package func load<T: JSONReadable>(
        _ path: APIPath, as type: T.Type, from sources: Sources = .any
    ) async throws(RepositoryError) -> T {
        let useFixtures = sources == .any
        if sources == .cacheOnly {
            guard let value = cached(path, as: type, maxAge: .infinity) else {
                throw .notFound(resource: path.description)
            }
            return value
        }
        if !policy.refresh, let value = cached(path, as: type, maxAge: policy.offline ? .infinity : policy.maxAge) {
            return value
        }
        if !policy.refresh, useFixtures, let value = try fromFixtures(path, as: type) { return value }

        var failure = RepositoryError.unavailable(reason: "\(path.description) is not available offline")
        if !policy.offline, let network {
            do {
                let data = try await network.fetch(path)
                let value = try JSONValueDecoder.read(type, from: data, at: path, keeping: keepBody)
                // Checked as the screen will use it before it is kept: valid JSON a screen
                // cannot show (a Pokémon with no stats) is never cached.
                try (value as? any UsableResource)?.checkUsable()
                if let cache { try? cache.write(data, for: path) }
                return value
            } catch {
                switch error {
                case .notFound, .cancelled, .misconfigured: throw error
                default: break
                }
                failure = error
            }
        }
        // PokeAPI failed or was not asked: an old answer beats none.
        if let entry = cache?.read(path), let value = try? JSONValueDecoder.read(type, from: entry.data, at: path),
            Self.isUsable(value)
        {
            if !policy.offline {
                diagnostics.note(
                    "Using a cached copy of \(path) from \(Self.describe(age: entry.age)) ago: \(Self.describe(failure))"
                )
            }
            return value
        }
        if policy.refresh, useFixtures, let value = try fromFixtures(path, as: type) {
            diagnostics.usedBundledCopy(of: path.description, because: Self.describe(failure))
            return value
        }
        throw failure
    }

    /// Asks the disk at once for the bundled bodies of `paths` that `load` reads from the
    /// fixtures (with `sources`): not when refreshing, nor those the cache has a copy of (a
    /// fresh one is read from there), nor, for a load that skips the fixtures, when PokeAPI
    /// can be asked (it answers first).
    package func readAhead(_ paths: [APIPath], for sources: Sources = .any) {
        guard !policy.refresh, let fixtures else { return }
        if sources == .skippingFixtures, !policy.offline, network != nil { return }
        fixtures.readAhead(paths.filter { path in cache.map { !LocalFile.isReadable($0.filePath(for: path)) } ?? true })
    }

    /// A cached body younger than `maxAge` that decodes and is usable; a broken one is removed
    /// (then the bundled data, or PokeAPI, answers).
    private func cached<T: JSONReadable>(_ path: APIPath, as type: T.Type, maxAge: Double) -> T? {
        guard let cache, let entry = cache.read(path), entry.age < maxAge else { return nil }
        do {
            let value = try JSONValueDecoder.read(type, from: entry.data, at: path, keeping: keepBody)
            try (value as? any UsableResource)?.checkUsable()
            return value
        } catch {
            cache.remove(path)
            return nil
        }
    }

    private func fromFixtures<T: JSONReadable>(_ path: APIPath, as type: T.Type) throws(RepositoryError) -> T? {
        guard let fixtures, let data = fixtures.read(path) else { return nil }
        return try JSONValueDecoder.read(type, from: data, at: path, keeping: keepBody)
    }

    /// Whether a decoded body can be shown (`UsableResource`'s check; any other body can).
    package static func isUsable(_ value: some Any) -> Bool {
        guard let usable = value as? any UsableResource else { return true }
        return (try? usable.checkUsable()) != nil
    }

    static func describe(age seconds: Double) -> String {
        switch seconds {
        case ..<120: "\(Int(seconds)) seconds"
        case ..<7200: "\(Int(seconds / 60)) minutes"
        case ..<(2 * 86400): "\(Int(seconds / 3600)) hours"
        default: "\(Int(seconds / 86400)) days"
        }
    }

    static func describe(_ error: RepositoryError) -> String {
        switch error {
        case .network(_, let reason): "PokeAPI could not be reached (\(reason))"
        case .malformed(let resource, let reason): "PokeAPI sent unreadable data for \(resource) (\(reason))"
        case .unavailable(let reason), .misconfigured(let reason): reason
        case .notFound(let resource): "\(resource) was not found"
        case .cancelled: "interrupted"
        }
    }
}

/// A body a screen can show only when more than its JSON's shape holds: checked before it is
/// cached, and again when read from the cache, where a failing one is dropped.
protocol UsableResource {
    func checkUsable() throws(RepositoryError)
}

extension PokemonDTO: UsableResource {
    /// Its six base stats and at least one type: what every entry shows.
    func checkUsable() throws(RepositoryError) {
        _ = try PokemonMapper.baseStats(of: self)
        guard !types.isEmpty else { throw .malformed(resource: "pokemon/\(id)", reason: "no types") }
    }
}
