import PokedexData
import PokedexTestSupport
import Synchronization
import Testing

@Suite struct CacheSyncTests {
    /// Interrupted, a sync returns only once the jobs it started have ended: a job still
    /// writing when the program exits would leave a temporary file behind.
    @Test func anInterruptedSyncWaitsForTheJobsItStarted() async throws {
        let started = Atomic<Int>(0)
        let finished = Atomic<Int>(0)
        let writing = Gate()
        let sync = Task {
            try await CacheSync.each(
                Array(0..<8), concurrency: 2, named: { "\($0)" }, report: { _ in }
            ) { _ in
                started.add(1, ordering: .sequentiallyConsistent)
                // A write under way: it ends when it ends, whether or not the sync is cancelled.
                await writing.wait()
                finished.add(1, ordering: .sequentiallyConsistent)
                return .fetched
            }
        }
        #expect(await eventually { started.load(ordering: .sequentiallyConsistent) > 0 })
        sync.cancel()
        // The sync does not return while its writes are under way (a bound for a failure).
        let returned = Atomic<Bool>(false)
        let waiter = Task {
            let report = try await sync.value
            returned.store(true, ordering: .sequentiallyConsistent)
            return report
        }
        #expect(await !eventually(within: .milliseconds(200)) { returned.load(ordering: .sequentiallyConsistent) })
        writing.open()
        let report = try await waiter.value
        #expect(report.interrupted)
        #expect(finished.load(ordering: .sequentiallyConsistent) == started.load(ordering: .sequentiallyConsistent))
    }
}
