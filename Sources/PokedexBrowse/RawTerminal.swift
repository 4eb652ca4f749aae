import PokedexPlatform

#if canImport(Glibc)
    import Glibc
#endif

/// The full screen's terminal: raw mode and its restore (`RawMode`), its size, and whole
/// frames drawn at once.
final class RawTerminal: Sendable {
    let input: Int32
    let output: Int32

    /// Nil when input or output is not a terminal.
    init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard Terminal.isTerminal(input), Terminal.isTerminal(output) else { return nil }
        self.input = input
        self.output = output
    }

    /// Raw mode, alternate screen, cursor hidden; with `mouse`, clicks and the wheel reported.
    package func enter(mouse: Bool = false) {
        RawMode.enter(input: input, mouse: mouse)
    }

    /// Leaves the alternate screen and restores the settings; safe to call more than once.
    func restore() {
        RawMode.restore()
    }

    /// Columns and rows.
    func size() -> (width: Int, height: Int) {
        RawMode.size(of: output)
    }

    /// Draws a frame in one write: only the lines that differ from `previous` (every line
    /// when there is none, as after a resize).
    func draw(_ lines: [String], over previous: [String] = []) {
        let update = FrameUpdate.text(from: previous, to: lines)
        if !update.isEmpty { write(update) }
    }

    func write(_ text: String) {
        StandardStreams.write(text, to: output)
    }
}

/// What to write to turn one frame into the next: each changed line addressed by its row and
/// cleared to its end, so that a cursor moving down the list rewrites two lines, not the screen.
package enum FrameUpdate {
    package static func text(from previous: [String], to lines: [String]) -> String {
        var text = ""
        for (index, line) in lines.enumerated() where previous.count != lines.count || previous[index] != line {
            text += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[K"
        }
        return text
    }

    /// The rows (from 0) an update rewrites.
    package static func rows(from previous: [String], to lines: [String]) -> [Int] {
        lines.indices.filter { previous.count != lines.count || previous[$0] != lines[$0] }
    }
}
