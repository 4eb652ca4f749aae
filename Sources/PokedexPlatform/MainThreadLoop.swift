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
    private let jobs = JobQueue()

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
        let work = Task(executorPreference: loop) {
            loop.jobs.finish(with: await operation())
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
            if let value = loop.jobs.outcome { return value }
        }
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        jobs.append(UnownedJob(job))
        sem_post(wakeups)
    }

    /// A wake-up with no job, for the end of the work.
    private func wake() {
        sem_post(wakeups)
    }

    /// Runs the jobs queued by now.
    private func runQueuedJobs() {
        let executor = asUnownedTaskExecutor()
        jobs.takeAll { $0.runSynchronously(on: executor) }
    }
}

/// The jobs waiting for the loop, and what the work returned once it has, behind a lock of the
/// C library's: any thread may enqueue a job; only the loop takes them. The jobs are kept in
/// buffers of their own, two that change places at each take, so that a job run may enqueue
/// another without waiting. As an array behind a `Mutex` (and the outcome behind another), the
/// queue made the runtime build, at every start, the metadata of `[UnownedJob]`, of its storage
/// class, of the `Mutex`es and of `Int32?` (45 000 instructions: 9% of `--version`), and a new
/// array at every wake-up.
///
/// `@unchecked Sendable`: every stored property but the spare buffer is read and written with
/// the lock held; the spare is the loop's alone.
private final class JobQueue: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var waiting: UnsafeMutablePointer<UnownedJob>
    private var spare: UnsafeMutablePointer<UnownedJob>
    private var capacity = 16
    private var spareCapacity = 16
    private var count = 0
    private var finished: Int32?

    init() {
        pthread_mutex_init(lock, nil)
        waiting = .allocate(capacity: capacity)
        spare = .allocate(capacity: spareCapacity)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
        waiting.deallocate()
        spare.deallocate()
    }

    /// What the work returned, once it has.
    var outcome: Int32? {
        locked { finished }
    }

    func finish(with value: Int32) {
        locked { finished = value }
    }

    /// Queues `job` after those waiting, the buffer doubled when it is full.
    func append(_ job: UnownedJob) {
        locked {
            if count == capacity {
                let grown = UnsafeMutablePointer<UnownedJob>.allocate(capacity: capacity * 2)
                grown.moveInitialize(from: waiting, count: count)
                waiting.deallocate()
                waiting = grown
                capacity *= 2
            }
            (waiting + count).initialize(to: job)
            count += 1
        }
    }

    /// Runs `body` on each job queued by now, in order, with the lock let go: the jobs are
    /// taken out first, and the spare buffer takes their place for those enqueued meanwhile.
    /// The loop's thread only.
    func takeAll(_ body: (UnownedJob) -> Void) {
        let (taken, taking) = locked {
            defer { count = 0 }
            swap(&waiting, &spare)
            swap(&capacity, &spareCapacity)
            return (spare, count)
        }
        for index in 0..<taking { body((taken + index).move()) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }
}
