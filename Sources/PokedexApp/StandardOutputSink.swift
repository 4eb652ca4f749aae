import PokedexPlatform
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// Writes straight to file descriptors 1 and 2; a reader that went away ends writing quietly
/// (`StandardStreams`).
package struct StandardOutputSink: OutputSink {
    package init() {}

    package func write(_ output: RenderedOutput) {
        StandardStreams.write(output.stdout, to: STDOUT_FILENO)
        StandardStreams.write(output.stderr, to: STDERR_FILENO)
    }

    package var failure: String? { StandardStreams.outputFailure }
}
