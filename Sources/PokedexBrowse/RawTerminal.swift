import PokedexPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// The full screen's terminal: raw mode and its restore (`RawMode`), its size, and whole
/// frames drawn at once.
package final class RawTerminal: Sendable {
    package let input: Int32
    package let output: Int32

    /// Nil when input or output is not a terminal.
    package init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard Terminal.isTerminal(input), Terminal.isTerminal(output) else { return nil }
        self.input = input
        self.output = output
    }

    /// Raw mode, alternate screen, cursor hidden.
    package func enter() {
        RawMode.enter(input: input)
    }

    /// Leaves the alternate screen and restores the settings; safe to call more than once.
    package func restore() {
        RawMode.restore()
    }

    /// Columns and rows.
    package func size() -> (width: Int, height: Int) {
        RawMode.size(of: output)
    }

    /// Draws a whole frame at once: home, each line cleared to its end, nothing else.
    package func draw(_ lines: [String]) {
        var frame = "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            frame += line + "\u{1B}[K"
            if index < lines.count - 1 { frame += "\r\n" }
        }
        write(frame)
    }

    package func write(_ text: String) {
        StandardStreams.write(text, to: output)
    }
}
