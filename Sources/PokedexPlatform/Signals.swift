import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one owner of the process's signals. It installs the handlers, and everything that waits
/// listens to it: the main-thread loop through its semaphore, a blocked read of standard
/// input or of the keyboard through `wait(for:timeout:)`.
///
/// - SIGINT, SIGTERM and SIGHUP interrupt: the first is counted (the loop cancels the command,
///   a reader stops reading); the second exits at once with 130, putting the terminal back
///   first. They are installed without `SA_RESTART`, so a blocked system call returns.
/// - SIGWINCH is counted for the full-screen view, with `SA_RESTART` (a resize is no reason
///   for a file read to fail).
/// - SIGTSTP (Ctrl-Z, `kill -TSTP`) puts the terminal back if the full screen holds it, then
///   stops the process as the default action would; SIGCONT (`fg`) takes the terminal again
///   and is counted, so the full screen draws itself whole. As less and vim do.
/// - A signal ignored when the program started (a script's background job) stays ignored.
///
/// A handler may only do async-signal-safe work: it counts in atomics, writes a byte to a
/// self-pipe, posts a semaphore, and on the second interrupt restores the terminal and exits.
package enum Signals {
    /// How a wait for input ended.
    package enum Wait: Sendable, Equatable {
        /// The descriptor is readable (or at its end).
        case ready
        /// A signal came; see `interrupts`, `resizes` and `continues`.
        case signal
        case timeout
    }

    static let interruptCount = Atomic<Int>(0)
    static let resizeCount = Atomic<Int>(0)
    static let continueCount = Atomic<Int>(0)
    /// Whether `savedTerminal` holds settings to restore before exiting at once.
    static let terminalArmed = Atomic<Bool>(false)
    // Written before the handlers are installed or armed; read by the handlers.
    nonisolated(unsafe) static var savedTerminal = termios()
    /// The full screen's own settings, put back on SIGCONT, and whether it reports the mouse.
    nonisolated(unsafe) static var rawTerminal = termios()
    nonisolated(unsafe) static var rawMouse = false
    nonisolated(unsafe) static var terminalInput: Int32 = STDIN_FILENO
    nonisolated(unsafe) static var pipeFDs: (read: Int32, write: Int32) = (-1, -1)
    nonisolated(unsafe) static var semaphore: UnsafeMutablePointer<sem_t>?
    /// The signals `install` took, a bit each (all are below 64): as an array, the one array of
    /// `Int32` made the runtime build its storage class's metadata at every start.
    nonisolated(unsafe) static var installed: UInt64 = 0
    /// The signals taken: interrupting ones, the window's size, a stop and a continue.
    static let handled: UInt64 = 1 << SIGINT | 1 << SIGTERM | 1 << SIGHUP | 1 << SIGWINCH | 1 << SIGTSTP | 1 << SIGCONT

    /// The interrupting signals (SIGINT, SIGTERM, SIGHUP) since `install`.
    package static var interrupts: Int { interruptCount.load(ordering: .acquiring) }
    /// The window size changes since `install`.
    package static var resizes: Int { resizeCount.load(ordering: .acquiring) }
    /// The times the process was continued (after a stop) since `install`.
    package static var continues: Int { continueCount.load(ordering: .acquiring) }

    /// Takes the signals for this process; each one also posts `semaphore`.
    static func install(waking semaphore: UnsafeMutablePointer<sem_t>?) {
        uninstall()
        // Every global a handler reads is made here: a first use inside a handler would run its
        // lazy initialisation there, which is not safe in a signal handler.
        interruptCount.store(0, ordering: .releasing)
        resizeCount.store(0, ordering: .releasing)
        continueCount.store(0, ordering: .releasing)
        _ = terminalArmed.load(ordering: .relaxed)
        if pipeFDs.read < 0 {
            var fds: (read: Int32, write: Int32) = (-1, -1)
            let made = withUnsafeMutableBytes(of: &fds) { raw in
                raw.withMemoryRebound(to: Int32.self) { pipe($0.baseAddress) == 0 }
            }
            if made {
                func configure(_ fd: Int32) {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                }
                configure(fds.read)
                configure(fds.write)
                pipeFDs = fds
            }
        }
        self.semaphore = semaphore
        forEach(in: handled) { signalNumber in
            if take(signalNumber) { installed |= 1 << signalNumber }
        }
        // A parent may have started us with them blocked; the handlers would be useless then.
        var blocked = sigset_t()
        sigemptyset(&blocked)
        forEach(in: installed) { sigaddset(&blocked, $0) }
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    }

    /// Keeps the handlers but stops posting the semaphore `install` was given, which is about
    /// to go away.
    static func stopWaking() {
        semaphore = nil
    }

    /// Puts back the default handling of the signals `install` took.
    static func uninstall() {
        forEach(in: installed) { signal($0, SIG_DFL) }
        installed = 0
        semaphore = nil
    }

    /// Calls `body` with each signal of a set of bits, in order.
    private static func forEach(in set: UInt64, _ body: (Int32) -> Void) {
        for signalNumber in Int32(1)..<64 where set & 1 << signalNumber != 0 { body(signalNumber) }
    }

    /// Waits until `fd` is readable, a signal comes, or `timeout` milliseconds pass (-1: no
    /// limit). A signal that came before the call is not missed: its byte is in the pipe.
    package static func wait(for fd: Int32, timeout: Int32 = -1) -> Wait {
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        if pipeFDs.read >= 0 { fds.append(pollfd(fd: pipeFDs.read, events: Int16(POLLIN), revents: 0)) }
        let ready = poll(&fds, nfds_t(fds.count), timeout)
        if ready < 0 { return errno == EINTR ? .signal : .ready }
        if ready == 0 { return .timeout }
        if fds.count > 1, fds[1].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            while read(pipeFDs.read, &bytes, bytes.count) > 0 {}
            return .signal
        }
        return .ready
    }

    /// Stops the process as Ctrl-Z does where the terminal sends the signal itself (the full
    /// screen reads Ctrl-Z as a key); nothing when SIGTSTP was ignored at start.
    package static func suspend() {
        guard installed & 1 << SIGTSTP != 0 else { return }
        // To the process, not this thread: a reader thread may block signals (Dispatch's do).
        kill(getpid(), SIGTSTP)
    }

    /// Settings to put back on standard input (and the screen to leave) if a second signal
    /// ends the program at once, or a stop suspends it; `raw` and `mouse`, the full screen's
    /// own, taken again when it continues.
    /// A crash (`CrashRestore`) puts them back too.
    static func armTerminalRestore(_ settings: termios, raw: termios, mouse: Bool, input: Int32) {
        savedTerminal = settings
        rawTerminal = raw
        rawMouse = mouse
        terminalInput = input
        terminalArmed.store(true, ordering: .releasing)
        CrashRestore.arm()
    }

    static func disarmTerminalRestore() {
        terminalArmed.store(false, ordering: .releasing)
        CrashRestore.disarm()
    }

    /// The screen left and the saved settings put back. Async-signal-safe: a write and a
    /// tcsetattr.
    static func restoreTerminal() {
        // Mouse reports off (harmless when they were never on), colours, cursor, main screen.
        let reset: StaticString = "\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
        tcsetattr(terminalInput, TCSAFLUSH, &savedTerminal)
    }

    /// The full screen's terminal taken again: its settings, the alternate screen, a hidden
    /// cursor, bracketed paste, the mouse if it had it, the screen cleared. Async-signal-safe.
    static func reenterTerminal() {
        tcsetattr(terminalInput, TCSAFLUSH, &rawTerminal)
        let enter: StaticString = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
        _ = write(STDOUT_FILENO, enter.utf8Start, enter.utf8CodeUnitCount)
        if rawMouse {
            let mouse: StaticString = "\u{1B}[?1000h\u{1B}[?1006h"
            _ = write(STDOUT_FILENO, mouse.utf8Start, mouse.utf8CodeUnitCount)
        }
    }

    /// Installs the handler unless the signal is ignored; whether it did.
    private static func take(_ signalNumber: Int32) -> Bool {
        var previous = sigaction()
        sigaction(signalNumber, nil, &previous)
        let ignored =
            unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        guard !ignored else { return false }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        // Only an interrupt should end a blocked read; a resize, a stop or a continue should not.
        action.sa_flags = [SIGWINCH, SIGTSTP, SIGCONT].contains(signalNumber) ? SA_RESTART : 0
        return sigaction(signalNumber, &action, nil) == 0
    }

    private static let handler: @convention(c) (Int32) -> Void = { signalNumber in
        let savedErrno = errno
        if signalNumber == SIGTSTP {
            Signals.stop()
        } else if signalNumber == SIGCONT {
            if Signals.terminalArmed.load(ordering: .acquiring) { Signals.reenterTerminal() }
            Signals.continueCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        } else if signalNumber == SIGWINCH {
            Signals.resizeCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        } else if Signals.interruptCount.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue > 0 {
            Signals.exitAtOnce()
        }
        var byte: UInt8 = 1
        _ = write(Signals.pipeFDs.write, &byte, 1)
        if let semaphore = Signals.semaphore { sem_post(semaphore) }
        errno = savedErrno
    }

    /// SIGTSTP: the terminal as it was, then the default action (stop) with the signal
    /// unblocked; once continued, the handler back. Where the stop is discarded (an orphaned
    /// process group) no SIGCONT comes, so the terminal is taken again here.
    private static func stop() {
        let armed = terminalArmed.load(ordering: .acquiring)
        let continuesBefore = continueCount.load(ordering: .acquiring)
        if armed { restoreTerminal() }
        var standard = sigaction()
        standard.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&standard.sa_mask)
        var ours = sigaction()
        sigaction(SIGTSTP, &standard, &ours)
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        raise(SIGTSTP)
        pthread_sigmask(SIG_BLOCK, &stopping, nil)
        sigaction(SIGTSTP, &ours, nil)
        if armed, continueCount.load(ordering: .acquiring) == continuesBefore {
            reenterTerminal()
            continueCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
    }

    /// The second interrupt: the terminal as it was, then exit 130 (`ExitCode.interrupted`).
    private static func exitAtOnce() -> Never {
        if terminalArmed.load(ordering: .acquiring) { restoreTerminal() }
        _exit(130)
    }
}
