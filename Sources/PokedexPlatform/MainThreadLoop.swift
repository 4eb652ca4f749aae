import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the program's async work on the main thread, and turns Ctrl-C and SIGTERM into
/// cancelling that work.
///
/// An `async` main would park the main thread and run everything on a dispatch worker that
/// first has to be started, with a hop to it and back for every `await`. A command answered
/// from the bundled data never waits on anything, so here it runs start to finish on the main
/// thread and no other thread is started. Work that does wait (a network reply, another task)
/// is resumed here when it is ready: whatever the task starts inherits this executor, and a
/// job enqueued from another thread wakes the loop. Nothing in the program uses the main actor
/// or the main dispatch queue, which this loop does not drain.
///
/// The loop installs `Signals` for its run and is woken by them: the first SIGINT, SIGTERM or
/// SIGHUP cancels the work, which then ends as interrupted with nothing half-written; a second
/// one exits at once with 130, even after the work has ended. Signals belong to the whole
/// process, so one loop runs at a time.
///
/// `@unchecked Sendable` for the semaphore, which any thread may post.
package final class MainThreadLoop: TaskExecutor, @unchecked Sendable {
    /// Counts wake-ups: one per job, one when the work ends, one per signal (`Signals` posts
    /// it). A semaphore, because a signal handler may post one.
    private let wakeups: UnsafeMutablePointer<sem_t>
    private let jobs = Mutex<[UnownedJob]>([])

    private init() {
        wakeups = .allocate(capacity: 1)
        sem_init(wakeups, 0, 0)
    }

    deinit {
        sem_destroy(wakeups)
        wakeups.deallocate()
    }

    /// Runs `operation` on this thread until it returns, and returns the exit status it
    /// returned. `keepingSignalHandlers`: the process exits next, and the handlers stay for it
    /// (a signal then is counted, a second exits with 130), rather than the default action
    /// killing it half-way through its exit. Otherwise they stay only after an interrupt.
    ///
    /// Not generic over what the work returns: called from another module, a generic one ran
    /// unspecialized, and the runtime made the metadata of its types for the one it was given
    /// (2–3% of a `show`).
    package static func run(
        keepingSignalHandlers: Bool = false, _ operation: sending @escaping () async -> Int32
    ) -> Int32 {
        let loop = MainThreadLoop()
        let outcome = Outcome()
        let work = Task(executorPreference: loop) {
            outcome.set(await operation())
            loop.wake()
        }
        Signals.install(waking: loop.wakeups)
        var interruptsSeen = 0
        defer {
            // This loop's semaphore goes with it: nothing may post it after.
            if keepingSignalHandlers || Signals.interrupts > 0 { Signals.stopWaking() } else { Signals.uninstall() }
        }
        while true {
            while sem_wait(loop.wakeups) != 0, errno == EINTR {}
            if Signals.interrupts > interruptsSeen {
                interruptsSeen = Signals.interrupts
                work.cancel()
            }
            loop.runQueuedJobs()
            if let value = outcome.value { return value }
        }
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        sem_post(wakeups)
    }

    /// A wake-up with no job, for the end of the work.
    private func wake() {
        sem_post(wakeups)
    }

    /// Runs the jobs queued by now.
    private func runQueuedJobs() {
        let batch = jobs.withLock { jobs in
            defer { jobs.removeAll(keepingCapacity: true) }
            return jobs
        }
        for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

/// What the work returned, once it has.
private final class Outcome: Sendable {
    private let stored = Mutex<Int32?>(nil)

    var value: Int32? { stored.withLock { $0 } }

    func set(_ value: Int32) {
        stored.withLock { $0 = value }
    }
}
