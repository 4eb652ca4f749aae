import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A process a test started, awaited without holding a thread of the concurrency pool: one
/// waiter thread of its own sits in `waitid` (no CPU, no polling) and resumes a continuation.
/// Spawned with `posix_spawn`, so that a test can set its signal mask and its files, and wait
/// for a program that forks a server (tmux) without waiting on the server.
package final class ChildProcess: Sendable {
    /// How a child ended.
    package enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// As a shell reports it: the exit code, or 128 + the signal.
        package var status: Int32 {
            switch self {
            case .exited(let code): code
            case .signalled(let signal): 128 + signal
            }
        }
    }

    package let pid: pid_t
    /// When it was started, on the clock `ended` is read from.
    package let started: ContinuousClock.Instant
    private let state = Mutex(State())

    private struct State {
        var termination: Termination?
        var ended: ContinuousClock.Instant?
        var cpuSeconds: Double?
        var waiters: [CheckedContinuation<Termination, Never>] = []
    }

    /// Starts `argv` with stdin from `stdin` (nil: /dev/null) and stdout and stderr into the given
    /// files (nil: /dev/null), with `blocked` signals blocked, in `directory` (nil: this one); the
    /// environment is this process's unless given.
    package init(
        _ argv: [String], environment: [String: String]? = nil, stdin: String? = nil, stdout: String? = nil,
        stderr: String? = nil, blocking blocked: [Int32] = [], directory: String? = nil
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in blocked { sigaddset(&mask, signal) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        // Glibc's addchdir is not visible from Swift: a shell changes folder, then becomes the child.
        let argv = directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0] + argv } ?? argv
        let arguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in arguments { free(pointer) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for pointer in variables ?? [] { free(pointer) } }
        var spawned: pid_t = 0
        let status =
            variables.map { posix_spawn(&spawned, argv[0], &actions, &attributes, arguments, $0) }
            ?? posix_spawn(&spawned, argv[0], &actions, &attributes, arguments, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ECHILD) }
        let pid = spawned
        self.pid = pid
        started = ContinuousClock.now
        let thread = Thread { [self] in
            // Wait for the end without reaping, then reap under the lock that `signal` takes: a
            // signal is never sent to a pid that another process may have been given since.
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
            let ended = ContinuousClock.now
            let (termination, waiters) = state.withLock { state in
                state.ended = ended
                (state.termination, state.cpuSeconds) = Self.reap(pid)
                defer { state.waiters = [] }
                return (state.termination ?? .exited(-1), state.waiters)
            }
            for waiter in waiters { waiter.resume(returning: termination) }
        }
        thread.start()
    }

    /// Reaps `pid`, which has ended: how, and the CPU time it and the children it reaped used.
    /// (Not its peak memory: a child spawned from here is charged this process's peak too.)
    private static func reap(_ pid: pid_t) -> (Termination, Double?) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return (.exited(-1), nil) }
        }
        let signal = status & 0x7F
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        return (signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal), seconds)
    }

    /// How it ended, once it has.
    package var termination: Termination? { state.withLock { $0.termination } }

    /// When it ended, once it has: read by the thread that waits for it, not by a test task,
    /// so a busy concurrency pool does not add its own delay to what a test measures.
    package var ended: ContinuousClock.Instant? { state.withLock { $0.ended } }

    /// The CPU time, user and system, that the child used, and the children it reaped: nil
    /// while it runs.
    package var cpuSeconds: Double? { state.withLock { $0.cpuSeconds } }

    /// The seconds from `instant` to the child's end; nil while it runs.
    package func seconds(from instant: ContinuousClock.Instant) -> Double? {
        ended.map { instant.duration(to: $0).seconds }
    }

    /// Waits for the child to end.
    package func exit() async -> Termination {
        await withCheckedContinuation { continuation in
            let ended: Termination? = state.withLock { state in
                if state.termination == nil { state.waiters.append(continuation) }
                return state.termination
            }
            if let ended { continuation.resume(returning: ended) }
        }
    }

    /// Waits up to `timeout` for the child to end; nil if it had not, and then it is killed
    /// (and reaped) before this returns.
    package func exit(within timeout: Duration) async -> Termination? {
        let timer = Task { [self] in
            (try? await Task.sleep(for: timeout)) != nil && signal(SIGKILL)
        }
        let ended = await exit()
        timer.cancel()
        return await timer.value ? nil : ended
    }

    /// Sends `signal`, unless the child has already been reaped (its pid may be another's
    /// now); whether it was sent.
    @discardableResult
    package func signal(_ signal: Int32) -> Bool {
        state.withLock { state in
            guard state.termination == nil else { return false }
            return kill(pid, signal) == 0
        }
    }
}

/// Checks `condition` every 10 ms until it holds or `timeout` passes (a minute unless told:
/// a bound for a failure, never a wait for a success); whether it held. For
/// waiting on what a process or a server did, instead of sleeping a guessed time. It sleeps
/// with `Task.sleep`: no thread is held while it waits.
package func eventually(
    within timeout: Duration = .seconds(60), _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        if try await condition() { return true }
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(10))
    }
}

/// Runs `body` on a thread of its own: blocking work (a read that waits) or long computing (a
/// fuzz loop over ten thousand bodies), so that the concurrency pool's threads, one per core,
/// stay free for the tests that run meanwhile. `body` stays in the calling task (through a task
/// executor preference), so what it expects is still recorded against the test that runs it.
package func onOwnThread<T: Sendable>(_ body: () async throws -> T) async throws -> T {
    let executor = ThreadExecutor()
    defer { executor.finish() }
    return try await withTaskExecutorPreference(executor) { try await body() }
}

/// A task executor with one thread of its own, which runs its jobs in order until `finish`.
///
/// `@unchecked Sendable`: its state is only touched under `condition`.
private final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    init() {
        Thread { [self] in runJobs() }.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the thread end once the jobs queued by now have run.
    func finish() {
        condition.withLock {
            finished = true
            condition.signal()
        }
    }

    private func runJobs() {
        while true {
            let batch: [UnownedJob] = condition.withLock {
                while jobs.isEmpty && !finished { condition.wait() }
                defer { jobs = [] }
                return jobs
            }
            if batch.isEmpty { return }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}

/// Writes an executable script. The file is opened close-on-exec: a child that another test
/// spawns meanwhile must not inherit it open for writing, or running the script fails with
/// "Text file busy" for as long as that child lives.
package func writeExecutable(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        bytes = bytes.dropFirst(written)
    }
}

/// How many of the tests' short-lived children run at once: one per core. Waiting no longer
/// holds a thread, so without a bound every end-to-end test would start its process at the
/// same moment, and the machine's cores, not the tests, would decide who meets a deadline.
package actor ChildSlots {
    package static let shared = ChildSlots(limit: 2 * ProcessInfo.processInfo.activeProcessorCount)

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `body` once a slot is free.
    package func run<T: Sendable>(_ body: @Sendable () async throws -> T) async rethrows -> T {
        if running < limit {
            running += 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { running -= 1 } else { waiting.removeFirst().resume() }
        }
        return try await body()
    }
}

extension Duration {
    /// In seconds, as a fraction.
    package var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
