import FoundationEssentials
import PokedexDomain
import PokedexJSON

/// `pokedex sync`: every pokemon, pokemon-species, type, evolution-chain, generation, move,
/// ability and item from
/// PokeAPI into the disk cache, so that everything works offline afterwards. Entries still
/// fresh are skipped, so an interrupted sync resumes where it stopped. Each write is atomic.
package struct CacheSync: Sendable {
    package struct Progress: Sendable, Equatable {
        package var total = 0
        package var fetched = 0
        package var skipped = 0
        var failed = 0
        /// Pictures PokeAPI has none of (a null, or a 404 remembered).
        package var missing = 0
        /// Whether the list indexes are in, so that `total` counts every resource.
        package var totalIsKnown = false
        package var done: Int { fetched + skipped + failed + missing }

        init() {}
    }

    package struct Report: Sendable {
        package var progress: Progress
        /// Each resource that could not be fetched, with why.
        package var failures: [(resource: String, reason: String)]
        package var seconds: Double
        package var interrupted: Bool
    }

    static let resources: [APIPath.Resource] = [
        .pokemon, .pokemonSpecies, .type, .evolutionChain, .generation, .move, .ability, .item,
    ]

    private let network: any APITransport
    private let cache: DiskCache
    private let maxAge: Double
    private let concurrency: Int

    package init(network: any APITransport, cache: DiskCache, maxAge: Double, concurrency: Int) {
        self.network = network
        self.cache = cache
        self.maxAge = maxAge
        self.concurrency = max(1, concurrency)
    }

    /// Throws only when nothing can be fetched at all (`RepositoryError.misconfigured`).
    package func run(progress report: @escaping @Sendable (Progress) -> Void) async throws(RepositoryError) -> Report {
        let started = Date()
        var progress = Progress()
        var failures: [(String, String)] = []
        try cache.checkFolder()

        // The list indexes first: they say what there is.
        var items: [APIPath] = []
        for resource in Self.resources {
            if Task.isCancelled { break }
            let path = APIPath.list(resource)
            progress.total += 1
            do throws(IndexFailure) {
                let data = try await fetchOrReuse(path, skipped: &progress.skipped, fetched: &progress.fetched)
                let list = try IndexFailure.of { () throws(RepositoryError) in
                    try JSONValueDecoder.read(ResourceListDTO.self, from: data, at: path)
                }
                items += list.results.compactMap { $0.id.map { APIPath.item(resource, id: $0) } }
            } catch {
                switch error {
                case .cacheUnwritable(let cause): throw cause
                case .failed(let cause):
                    if case .misconfigured = cause { throw cause }
                    progress.failed += 1
                    failures.append((path.description, Self.describe(cause)))
                }
            }
            report(progress)
        }
        // Then every item, `concurrency` at a time.
        return try await Self.each(
            items, concurrency: concurrency, named: \.description, started: started, progress: progress,
            failures: failures, report: report
        ) { path in await self.sync(path) }
    }

    /// Runs `work` on every job, `concurrency` at a time, counting outcomes into `progress`
    /// (which already counts what came before) and reporting each. Stops at once when
    /// cancelled, and at the first fatal outcome, which it throws.
    package static func each<Job: Sendable>(
        _ jobs: [Job], concurrency: Int, named name: @escaping @Sendable (Job) -> String, started: Date = Date(),
        progress start: Progress = Progress(), failures earlier: [(String, String)] = [],
        report: @escaping @Sendable (Progress) -> Void, work: @escaping @Sendable (Job) async -> Outcome
    ) async throws(RepositoryError) -> Report {
        var progress = start
        var failures = earlier
        progress.total += jobs.count
        progress.totalIsKnown = true
        report(progress)
        let concurrency = max(1, concurrency)
        let outcomes = AsyncStream<(Job, Outcome)>.makeStream()
        let worker = Task {
            await withTaskGroup(of: (Job, Outcome).self) { group in
                var pending = jobs[...]
                func startNext() {
                    guard let job = pending.popFirst() else { return }
                    group.addTask { (job, await work(job)) }
                }
                for _ in 0..<(concurrency * 2) { startNext() }
                for await outcome in group {
                    outcomes.continuation.yield(outcome)
                    if !Task.isCancelled { startNext() }
                }
            }
            outcomes.continuation.finish()
        }
        var fatal: RepositoryError?
        await withTaskCancellationHandler {
            for await (job, outcome) in outcomes.stream {
                switch outcome {
                case .fetched: progress.fetched += 1
                case .skipped: progress.skipped += 1
                case .missing: progress.missing += 1
                case .failed(let reason):
                    progress.failed += 1
                    failures.append((name(job), reason))
                case .cancelled: break
                case .fatal(let error):
                    fatal = fatal ?? error
                    worker.cancel()
                }
                report(progress)
            }
        } onCancel: {
            worker.cancel()
        }
        // A cancelled task stops reading the stream at once, while jobs may still be writing:
        // wait for them, so that an interrupted sync leaves no half-written file behind.
        await worker.value
        if let fatal { throw fatal }
        return Report(
            progress: progress, failures: failures.sorted { $0.0 < $1.0 },
            seconds: Date().timeIntervalSince(started), interrupted: Task.isCancelled)
    }

    /// How one job of a sync ended.
    package enum Outcome: Sendable {
        case fetched, skipped, cancelled
        /// The source has no such thing, and says so: not a failure.
        case missing
        case failed(String)
        /// Nothing more can be fetched: the sync ends with this error.
        case fatal(RepositoryError)
    }

    private func sync(_ path: APIPath) async -> Outcome {
        if let entry = cache.read(path), entry.age < maxAge, !entry.data.isEmpty { return .skipped }
        if Task.isCancelled { return .cancelled }
        let data: Data
        do throws(RepositoryError) {
            data = try await network.fetch(path)
        } catch {
            switch error {
            case .cancelled: return .cancelled
            case .misconfigured: return .fatal(error)
            default: return .failed(Self.describe(error))
            }
        }
        // A cache that cannot be written ends the sync: nothing after it could be kept.
        do throws(RepositoryError) {
            try cache.write(data, for: path)
        } catch {
            return .fatal(error)
        }
        return .fetched
    }

    /// Why a list index could not be had: it failed (the sync goes on without its items), or
    /// the cache cannot be written (the sync ends).
    private enum IndexFailure: Error {
        case failed(RepositoryError)
        case cacheUnwritable(RepositoryError)

        static func of<T>(_ work: () throws(RepositoryError) -> T) throws(IndexFailure) -> T {
            do { return try work() } catch { throw .failed(error) }
        }
    }

    private func fetchOrReuse(_ path: APIPath, skipped: inout Int, fetched: inout Int) async throws(IndexFailure)
        -> Data
    {
        if let entry = cache.read(path), entry.age < maxAge {
            skipped += 1
            return entry.data
        }
        let data: Data
        do { data = try await network.fetch(path) } catch { throw .failed(error) }
        do throws(RepositoryError) {
            try cache.write(data, for: path)
        } catch {
            throw .cacheUnwritable(error)
        }
        fetched += 1
        return data
    }

    static func describe(_ error: RepositoryError) -> String {
        switch error {
        case .network(_, let reason), .malformed(_, let reason), .unavailable(let reason), .misconfigured(let reason):
            reason
        case .notFound: "not found"
        case .cancelled: "interrupted"
        }
    }
}
