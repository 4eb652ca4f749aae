import PokedexPlatform
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Writes straight to file descriptors 1 and 2; a reader that went away ends writing quietly
/// (`StandardStreams`).
struct StandardOutputSink: OutputSink {
    init() {}

    func write(_ output: RenderedOutput) {
        if let document = output.document {
            // Streamed: the whole dex as JSON is never one string (a page fault a 4 KB).
            document.write { StandardStreams.write(bytes: $0, to: STDOUT_FILENO) }
        } else {
            StandardStreams.write(output.stdout, to: STDOUT_FILENO)
        }
        StandardStreams.write(output.stderr, to: STDERR_FILENO)
    }

    /// Through the pager when stdout is a terminal shorter than the text; printed when the
    /// pager cannot be run. Notes on stderr come after it, on the terminal.
    func write(_ output: RenderedOutput, pager: String) {
        let lines = output.stdout.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        guard Terminal.isTerminal(STDOUT_FILENO), let rows = Pager.rows(), lines >= rows,
            Pager.show(output.stdout, command: pager)
        else { return write(output) }
        StandardStreams.write(output.stderr, to: STDERR_FILENO)
    }

    var failure: String? { StandardStreams.outputFailure }
}
