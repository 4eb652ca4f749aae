import Dispatch
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
        let sync = Task {
            try await CacheSync.each(
                Array(0..<8), concurrency: 2, named: { "\($0)" }, report: { _ in }
            ) { _ in
                started.add(1, ordering: .sequentiallyConsistent)
                // A write under way: it takes its time whether or not the sync is cancelled.
                await withCheckedContinuation { continuation in
                    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { continuation.resume() }
                }
                finished.add(1, ordering: .sequentiallyConsistent)
                return .fetched
            }
        }
        #expect(await eventually { started.load(ordering: .sequentiallyConsistent) > 0 })
        sync.cancel()
        let report = try await sync.value
        #expect(report.interrupted)
        #expect(finished.load(ordering: .sequentiallyConsistent) == started.load(ordering: .sequentiallyConsistent))
    }
}
