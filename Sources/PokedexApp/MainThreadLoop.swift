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
/// The first SIGINT or SIGTERM cancels the work, which then ends as interrupted with nothing
/// half-written; a second one exits at once with 130. Signals belong to the whole process, so
/// one loop runs at a time.
///
/// `@unchecked Sendable` for the semaphore, which any thread may post.
public final class MainThreadLoop: TaskExecutor, @unchecked Sendable {
    /// Counts wake-ups: one per job, one when the work ends, one per interrupting signal.
    /// A semaphore, because a signal handler may post one.
    private let wakeups: UnsafeMutablePointer<sem_t>
    private let queue = Mutex(Queue())

    private struct Queue {
        var jobs: [UnownedJob] = []
        /// Wake-ups posted by `enqueue` and `wake` and not yet taken: any other is a signal's.
        var postedWakeups = 0
    }

    private init() {
        wakeups = .allocate(capacity: 1)
        sem_init(wakeups, 0, 0)
    }

    deinit {
        sem_destroy(wakeups)
        wakeups.deallocate()
    }

    /// Runs `operation` on this thread until it returns, and returns what it returned.
    public static func run<Value: Sendable>(_ operation: sending @escaping () async -> Value) -> Value {
        let loop = MainThreadLoop()
        let outcome = Outcome<Value>()
        let work = Task(executorPreference: loop) {
            outcome.set(await operation())
            loop.wake()
        }
        Interrupts.install(waking: loop.wakeups)
        defer { Interrupts.restoreDefaults() }
        while true {
            loop.runNextJobs { work.cancel() }
            if let value = outcome.value { return value }
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { queue in
            queue.jobs.append(job)
            queue.postedWakeups += 1
        }
        sem_post(wakeups)
    }

    /// A wake-up with no job, for the end of the work.
    private func wake() {
        queue.withLock { $0.postedWakeups += 1 }
        sem_post(wakeups)
    }

    /// Waits for a wake-up, then runs the jobs queued by then; a wake-up that no job or the
    /// end of the work posted is a signal's, and calls `interrupt` first.
    private func runNextJobs(onInterrupt interrupt: () -> Void) {
        while sem_wait(wakeups) != 0, errno == EINTR {}
        let (batch, interrupted) = queue.withLock { queue in
            let interrupted = queue.postedWakeups == 0
            if !interrupted { queue.postedWakeups -= 1 }
            defer { queue.jobs.removeAll(keepingCapacity: true) }
            return (queue.jobs, interrupted)
        }
        if interrupted { interrupt() }
        for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

/// What the work returned, once it has.
private final class Outcome<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)

    var value: Value? { stored.withLock { $0 } }

    func set(_ value: Value) {
        stored.withLock { $0 = value }
    }
}

/// SIGINT and SIGTERM while the loop runs: the first wakes the loop (which cancels the work)
/// and makes the next one exit at once. A signal handler may only post a semaphore and change
/// signal dispositions, so that is all these do. A signal ignored when the program started
/// (a background job of a script) stays ignored.
private enum Interrupts {
    // Set before the handlers are installed; read by them.
    nonisolated(unsafe) static var semaphore: UnsafeMutablePointer<sem_t>?
    nonisolated(unsafe) static var handlesInterrupt = false
    nonisolated(unsafe) static var handlesTerminate = false

    static func install(waking semaphore: UnsafeMutablePointer<sem_t>) {
        self.semaphore = semaphore
        handlesInterrupt = take(SIGINT)
        handlesTerminate = take(SIGTERM)
        // A parent may have started us with them blocked; the handlers are useless then.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    static func restoreDefaults() {
        if handlesInterrupt { signal(SIGINT, SIG_DFL) }
        if handlesTerminate { signal(SIGTERM, SIG_DFL) }
        semaphore = nil
    }

    /// Installs the first handler unless the signal is ignored; whether it did.
    private static func take(_ signalNumber: Int32) -> Bool {
        let previous = signal(signalNumber, firstSignal)
        guard unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) else { return true }
        signal(signalNumber, SIG_IGN)
        return false
    }

    private static let firstSignal: @convention(c) (Int32) -> Void = { _ in
        if Interrupts.handlesInterrupt { signal(SIGINT, Interrupts.secondSignal) }
        if Interrupts.handlesTerminate { signal(SIGTERM, Interrupts.secondSignal) }
        if let semaphore = Interrupts.semaphore { sem_post(semaphore) }
    }

    private static let secondSignal: @convention(c) (Int32) -> Void = { _ in
        _exit(130)
    }
}
