#if canImport(Glibc)
    import Glibc
#endif

/// The terminal in raw mode on the alternate screen, and the promise to put it back: on quit,
/// on any error (the caller's `defer`), at exit, and before a second signal's exit at once.
/// One saved `termios` serves all of them: `Signals` keeps it where its handler can reach it.
package enum RawMode {
    nonisolated(unsafe) private static var active = false

    /// Raw mode on `input`, the alternate screen and a hidden cursor on standard output, and
    /// with `mouse` the terminal's reports of clicks and the wheel (SGR's encoding); false when
    /// `input` is not a terminal.
    @discardableResult
    package static func enter(input: Int32 = STDIN_FILENO, mouse: Bool = false) -> Bool {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return false }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        Signals.armTerminalRestore(original, raw: raw, mouse: mouse, input: input)
        tcsetattr(input, TCSAFLUSH, &raw)
        active = true
        atexit { RawMode.restore() }
        StandardStreams.write(
            "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : ""),
            to: STDOUT_FILENO)
        return true
    }

    /// Leaves the alternate screen and restores the saved settings; safe to call more than once.
    package static func restore() {
        guard active else { return }
        active = false
        Signals.restoreTerminal()
        Signals.disarmTerminalRestore()
    }

    /// Columns and rows of the terminal on `fd`, else 80×24.
    package static func size(of fd: Int32 = STDOUT_FILENO) -> (width: Int, height: Int) {
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }
}
