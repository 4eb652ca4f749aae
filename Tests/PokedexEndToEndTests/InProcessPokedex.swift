import Foundation
import PokedexApp
import PokedexCommandTesting
import PokedexData
import PokedexTerminalUI
import Synchronization

/// The whole program run in this process, from its arguments and environment to its exit
/// code, with stdout and stderr kept apart: what a command prints, checked without starting a
/// process. `PokedexProcess` is for what only a process can show (signals, pipes, a real
/// terminal, the helper, start-up).
enum InProcessPokedex {
    /// Collects what the program writes: each stream, and both in the order written (as a
    /// terminal given both would show them).
    final class Capture: OutputSink, Sendable {
        private let written = Mutex((RenderedOutput(), both: ""))

        func write(_ output: RenderedOutput) {
            written.withLock { written in
                written.0.stdout += output.stdout
                written.0.stderr += output.stderr
                written.both += output.stdout + output.stderr
            }
        }

        var output: RenderedOutput { written.withLock { $0.0 } }
        var both: String { written.withLock { $0.both } }
    }

    /// Runs `arguments` with `PokedexProcess.baseEnvironment` and `environment` on top: offline,
    /// a cache of its own, the bundled data found from the built binary's place, stdout a pipe.
    /// (It throws nothing; it is marked so to stand where `PokedexProcess.run` stood.)
    static func run(
        _ arguments: [String], environment: [String: String] = [:], stdoutIsTerminal: Bool = false, width: Int = 80
    ) async throws -> PokedexProcess.Result {
        let capture = Capture()
        let status = await run(
            arguments, environment: environment, capture: capture, terminal: stdoutIsTerminal, width: width)
        let output = capture.output
        return PokedexProcess.Result(stdout: output.stdout, stderr: output.stderr, status: status)
    }

    /// The same with stdout a terminal `columns` wide, as `PokedexProcess.runOnTerminal` runs
    /// the binary: `stderrToo`, both streams written to it.
    static func runOnTerminal(
        _ arguments: [String], environment: [String: String] = [:], columns: Int = 80, stderrToo: Bool = false
    ) async throws -> PokedexProcess.Result {
        let capture = Capture()
        let status = await run(
            arguments, environment: environment, capture: capture, terminal: true, stderrIsTerminal: stderrToo,
            width: columns)
        let output = capture.output
        return PokedexProcess.Result(
            stdout: stderrToo ? capture.both : output.stdout, stderr: stderrToo ? "" : output.stderr, status: status)
    }

    /// The committed Fixtures, read and decoded once for every command run here on them, as
    /// one pokedex reads them once: the same names decoded anew for each of the thousands of
    /// commands the tests run were a third of their time. Any other folder (a test's own
    /// broken or partial copy) is read afresh for each command, as a process would.
    enum Bundles {
        static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
            .resolvingSymlinksInPath().path
        private static let shared = BundledData(root: committed)

        static func bundle(at root: String) -> BundledData {
            URL(fileURLWithPath: root).resolvingSymlinksInPath().path == committed
                ? shared : BundledData(root: root)
        }
    }

    private static func run(
        _ arguments: [String], environment: [String: String], capture: Capture, terminal: Bool,
        stderrIsTerminal: Bool = false, width: Int
    ) async -> Int32 {
        let base = PokedexProcess.baseEnvironment
        let context = PokedexApp.Context(
            arguments: arguments, environment: base.merging(environment) { $1 }, stdoutIsTerminal: terminal,
            stderrIsTerminal: stderrIsTerminal, width: width, executablePath: PokedexProcess.binary.path)
        let app = PokedexApp(
            output: capture, makeContainer: { DependencyContainer(settings: $0, bundle: Bundles.bundle(at:)) })
        let status = await app.run(context)
        // The cache folder of its own goes; one the test gave stays for it to look at.
        if environment["POKEDEX_CACHE_DIR"] == nil, let cache = base["POKEDEX_CACHE_DIR"] {
            try? FileManager.default.removeItem(atPath: cache)
        }
        return status
    }
}
