import Foundation
import PokedexApp
import PokedexTerminalUI
import Synchronization

/// The whole program run in this process, from its arguments and environment to its exit
/// code, with stdout and stderr kept apart: what `PokedexProcess` shows of a command when only
/// a process can show it (signals, pipes, the terminal, the helper), without starting one.
enum InProcessPokedex {
    /// Collects what the program writes.
    final class Capture: OutputSink, Sendable {
        private let written = Mutex(RenderedOutput())

        func write(_ output: RenderedOutput) {
            written.withLock { written in
                written.stdout += output.stdout
                written.stderr += output.stderr
            }
        }

        var output: RenderedOutput { written.withLock { $0 } }
    }

    /// Runs `arguments` with `PokedexProcess.baseEnvironment` and `environment` on top: offline,
    /// a cache of its own, the bundled data found from the built binary's place, stdout a pipe.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], stdoutIsTerminal: Bool = false, width: Int = 80
    ) async -> PokedexProcess.Result {
        let base = PokedexProcess.baseEnvironment
        let given = environment
        let environment = base.merging(environment) { $1 }
        let capture = Capture()
        let context = PokedexApp.Context(
            arguments: arguments, environment: environment, stdoutIsTerminal: stdoutIsTerminal, width: width,
            executablePath: PokedexProcess.binary.path)
        let status = await PokedexApp(output: capture).run(context)
        // The cache folder of its own goes; one the test gave stays for it to look at.
        if given["POKEDEX_CACHE_DIR"] == nil, let cache = base["POKEDEX_CACHE_DIR"] {
            try? FileManager.default.removeItem(atPath: cache)
        }
        let output = capture.output
        return PokedexProcess.Result(stdout: output.stdout, stderr: output.stderr, status: status)
    }
}
