import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal in raw mode on the alternate screen, and the promise to put it back: on
/// quit, on any error (the caller's `defer`), at exit, and before a second signal's exit at once
/// (`Signals`).
public final class RawTerminal: @unchecked Sendable {
    /// The settings to restore, kept where a signal handler or `atexit` can reach them.
    nonisolated(unsafe) private static var saved: termios?
    nonisolated(unsafe) private static var active = false

    public let input: Int32
    public let output: Int32

    /// Nil when input or output is not a terminal.
    public init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        self.input = input
        self.output = output
    }

    /// Raw mode, alternate screen, cursor hidden.
    public func enter() {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return }
        Self.saved = original
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &raw)
        Self.active = true
        Signals.armTerminalRestore(original)
        atexit { RawTerminal.restoreSaved() }
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
    }

    /// Leaves the alternate screen and restores the settings; safe to call more than once.
    public func restore() {
        Self.restoreSaved()
    }

    /// Async-signal-safe enough for our handlers: a write and a tcsetattr.
    static func restoreSaved() {
        guard active, var original = saved else { return }
        active = false
        Signals.disarmTerminalRestore()
        let reset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = reset.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    /// Columns and rows.
    public func size() -> (width: Int, height: Int) {
        var size = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }

    /// Draws a whole frame at once: home, each line cleared to its end, nothing else.
    public func draw(_ lines: [String]) {
        var frame = "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            frame += line + "\u{1B}[K"
            if index < lines.count - 1 { frame += "\r\n" }
        }
        write(frame)
    }

    public func write(_ text: String) {
        StandardOutputSink.write(text, to: output)
    }
}
