import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// While the full screen holds the terminal, a crash must not leave it raw, in the alternate
/// screen, with the cursor hidden and the mouse reported: as terminal UI libraries do with a
/// panic hook, a trap (SIGILL, SIGTRAP), a bad access (SIGSEGV, SIGBUS), SIGFPE or SIGABRT
/// first puts the terminal back, with async-signal-safe calls only, then the process dies of
/// that signal as it would have: a fault goes on to the handler that was there before (the
/// Swift runtime's backtrace, or the default); a signal sent by another process or by abort
/// meets the default action.
enum CrashRestore {
    static let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// The actions in place before `arm`, by signal number; written before the handlers are
    /// installed, read by them.
    nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        UnsafeMutableRawPointer(actions).initializeMemory(
            as: UInt8.self, repeating: 0, count: 65 * MemoryLayout<sigaction>.stride)
        return actions
    }()
    private static let armed = Atomic<Bool>(false)

    /// Installs the handlers; `Signals.restoreTerminal` must have its settings already.
    static func arm() {
        guard !armed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let previous = previous  // made here, not first in a handler
        for signalNumber in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_sigaction = handler
            sigemptyset(&action.sa_mask)
            // One-shot: a fault inside the handler ends the process by the default action.
            action.sa_flags = SA_SIGINFO | Int32(bitPattern: UInt32(SA_RESETHAND))
            sigaction(signalNumber, &action, previous + Int(signalNumber))
        }
    }

    /// Puts the earlier handlers back (the terminal is the program's own again).
    static func disarm() {
        guard armed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        for signalNumber in signals { sigaction(signalNumber, previous + Int(signalNumber), nil) }
    }

    private static let handler:
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
            signalNumber, info, _ in
            if Signals.terminalArmed.exchange(false, ordering: .acquiringAndReleasing) { Signals.restoreTerminal() }
            if (info?.pointee.si_code ?? 0) > 0 {
                // A fault: the instruction runs again and faults again, now to the handler that was
                // there before (the runtime's backtrace).
                sigaction(signalNumber, previous + Int(signalNumber), nil)
            } else {
                // Sent (kill, raise, abort): `SA_RESETHAND` made the action the default, which the
                // signal sent again meets as soon as this returns.
                raise(signalNumber)
            }
        }
}
