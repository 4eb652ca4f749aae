import Foundation
import PokedexPlatform
import PokedexTestSupport
import Synchronization
import Testing

/// The loop the binary runs everything on: the calling thread does all the work, and work
/// resumed from other threads comes back to it. Serialized: a loop takes the process's signals.
@Suite(.serialized) struct MainThreadLoopTests {

    private final class Kept: Sendable {
        let value = Mutex<(seen: [pthread_t], total: Int)>(([], 0))
    }

    private actor Counter {
        var count = 0
        func increment() -> pthread_t {
            count += 1
            return pthread_self()
        }
    }

    @Test func theWorkAndEverythingItStartsRunOnTheCallingThread() async throws {
        let (caller, seen, total, status) = try await onOwnThread { () -> (pthread_t, [pthread_t], Int, Int32) in
            let caller = pthread_self()
            // What the work saw, kept here: the loop returns only an exit status.
            let kept = Kept()
            let status = MainThreadLoop.run { () async -> Int32 in
                var seen = [pthread_self()]
                async let child = pthread_self()
                seen.append(await child)
                let counter = Counter()
                await withTaskGroup(of: pthread_t.self) { group in
                    for _ in 0..<4 { group.addTask { await counter.increment() } }
                    for await thread in group { seen.append(thread) }
                }
                // Resumed from another thread: the rest still runs here.
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    Thread.detachNewThread { continuation.resume() }
                }
                seen.append(pthread_self())
                // A sleep's timer fires elsewhere too.
                try? await Task.sleep(for: .milliseconds(10))
                seen.append(pthread_self())
                let total = await counter.count
                kept.value.withLock { $0 = (seen, total) }
                return 3
            }
            let (seen, total) = kept.value.withLock { $0 }
            return (caller, seen, total, status)
        }
        #expect(status == 3)
        #expect(total == 4)
        #expect(seen.count == 8)
        #expect(seen.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    /// Jobs enqueued by many threads at once, more than the queue first holds and while the
    /// loop takes them: each one runs, once, on the calling thread.
    @Test func jobsEnqueuedFromManyThreadsAtOnceAllRunHere() async throws {
        let (caller, seen) = try await onOwnThread { () -> (pthread_t, [pthread_t]) in
            let caller = pthread_self()
            let kept = Kept()
            let status = MainThreadLoop.run { () async -> Int32 in
                let seen = await withTaskGroup(of: pthread_t.self) { group in
                    for _ in 0..<200 {
                        group.addTask {
                            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                                Thread.detachNewThread { continuation.resume() }
                            }
                            return pthread_self()
                        }
                    }
                    var seen: [pthread_t] = []
                    for await thread in group { seen.append(thread) }
                    return seen
                }
                kept.value.withLock { $0 = (seen, seen.count) }
                return 0
            }
            #expect(status == 0)
            return (caller, kept.value.withLock { $0.seen })
        }
        #expect(seen.count == 200)
        #expect(seen.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    @Test func itWaitsForWorkDoneElsewhereAndReturnsTheResult() async throws {
        let result = try await onOwnThread {
            MainThreadLoop.run { () async -> Int32 in
                let elsewhere = Task.detached { () -> Int32 in
                    await withCheckedContinuation { continuation in
                        Thread.detachNewThread { continuation.resume() }
                    }
                    return 41
                }
                return await elsewhere.value + 1
            }
        }
        #expect(result == 42)
    }
}
