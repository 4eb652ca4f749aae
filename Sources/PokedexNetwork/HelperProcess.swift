import PokedexPlatform
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A running `pokedex-http`: its pid and the two pipes to it. Started in its own process group
/// (Ctrl-C reaches pokedex, which ends the request itself), with SIGINT, SIGTERM, SIGHUP and
/// SIGPIPE at their defaults and standard error at /dev/null.
///
/// It never outlives this process. Its standard input is the only end of a pipe we hold, so
/// however we exit, even killed, it reads the end of its input and exits. On a normal `exit`
/// an `atexit` hook kills and reaps every helper still running, so none is left even for a
/// moment.
final class HelperProcess: Sendable {
    let path: String
    let pid: pid_t
    /// What we write requests to (the helper's standard input).
    let input: Int32
    /// What we read answers from (the helper's standard output).
    let output: Int32
    private let inputOpen = Mutex(true)

    private init(path: String, pid: pid_t, input: Int32, output: Int32) {
        self.path = path
        self.pid = pid
        self.input = input
        self.output = output
    }

    /// Starts the helper at `path` with `arguments`; the reason when it cannot be.
    static func start(_ path: String, arguments: [String]) -> Result<HelperProcess, HelperStartFailure> {
        // A write to a helper that died must fail with EPIPE, not kill us with SIGPIPE.
        StandardStreams.ignoreBrokenPipes()
        // Close-on-exec everywhere: the child gets its ends through dup2 alone, and no other
        // program we start inherits a copy that would keep the helper alive.
        var toHelper: [Int32] = [-1, -1]
        var fromHelper: [Int32] = [-1, -1]
        guard closeOnExecPipe(&toHelper) else { return .failure(.init(path: path, errno: errno)) }
        guard closeOnExecPipe(&fromHelper) else {
            let failure = errno
            close(toHelper[0])
            close(toHelper[1])
            return .failure(.init(path: path, errno: failure))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toHelper[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromHelper[1], STDOUT_FILENO)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = registry.withLock { running -> Int32 in
            let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
            if result == 0 { running.append(pid) }
            return result
        }
        close(toHelper[0])
        close(fromHelper[1])
        guard spawned == 0 else {
            close(toHelper[1])
            close(fromHelper[0])
            return .failure(.init(path: path, errno: spawned))
        }
        return .success(HelperProcess(path: path, pid: pid, input: toHelper[1], output: fromHelper[0]))
    }

    /// Writes all of `bytes` to the helper; false when it can no longer read them.
    func send(_ bytes: [UInt8]) -> Bool {
        inputOpen.withLock { open in
            guard open else { return false }
            return bytes.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(input, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return false }
                    offset += written
                }
                return true
            }
        }
    }

    /// Closes the helper's input: it finishes and exits.
    func closeInput() {
        inputOpen.withLock { open in
            guard open else { return }
            open = false
            close(input)
        }
    }

    /// After its output ended: waits for the helper to exit and says how it did.
    func reap() -> String {
        var status: Int32 = 0
        let reaped = Self.registry.withLock { running -> Bool in
            guard let index = running.firstIndex(of: pid) else { return false }
            running.remove(at: index)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return true
        }
        guard reaped else { return "ended" }
        if status & 0x7F == 0 { return "exited with status \((status >> 8) & 0xFF)" }
        return "was killed by signal \(status & 0x7F)"
    }

    /// Helpers started and not yet reaped. Changed only under its lock, so that a pid is never
    /// signalled after it was reaped (and perhaps reused).
    private static let registry: Mutex<[pid_t]> = {
        atexit {
            HelperProcess.registry.withLock { running in
                for pid in running {
                    // The helper leads a process group of its own: whatever it started goes too.
                    kill(-pid, SIGKILL)
                    var status: Int32 = 0
                    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                }
                running.removeAll()
            }
        }
        return Mutex([])
    }()

    /// `pipe2(O_CLOEXEC)`, which Glibc's module does not export.
    private static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }
}

/// The helper could not be started at all.
struct HelperStartFailure: Error {
    let path: String
    let errno: Int32

    var description: String {
        "the HTTP helper \(path) could not be started (\(String(cString: strerror(errno))))"
    }
}
