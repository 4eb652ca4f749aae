import Dispatch
import Foundation
import PokedexData
import PokedexTerminalUI
#if canImport(Glibc)
import Glibc
#endif

/// `pokedex sync`: fills the cache from PokeAPI with a progress bar (or log lines), stops
/// promptly on Ctrl-C or SIGTERM, and sums up. Exit 0 when everything was fetched, 4 when
/// some resources failed, 130 when interrupted.
struct SyncCommand {
    let container: DependencyContainer
    let format: RenderOptions.Format
    let style: TerminalStyle
    let stderrIsTerminal: Bool
    let width: Int
    let output: any OutputSink

    func run() async -> Int32 {
        guard let cache = container.cache else {
            output.write(RenderedOutput(stderr: "pokedex: no cache folder: set POKEDEX_CACHE_DIR or HOME.\n"))
            return ExitCode.dataUnavailable.rawValue
        }
        guard let network = container.network else {
            output.write(RenderedOutput(stderr: "pokedex: sync needs the network, and this run is offline.\n"))
            return ExitCode.usage.rawValue
        }
        let sync = CacheSync(
            network: network, cache: cache, maxAge: container.settings.policy.maxAge,
            concurrency: container.settings.concurrency)
        let progress = ProgressPrinter(isTerminal: stderrIsTerminal, width: width, style: style, output: output)
        let task = Task { await sync.run { progress.show($0) } }
        let interruption = Interruption { task.cancel() }
        let report = await task.value
        interruption.stop()
        progress.finish()

        let p = report.progress
        var text = SyncText.summary(
            total: p.total, fetched: p.fetched, skipped: p.skipped, failed: p.failed,
            seconds: report.seconds, interrupted: report.interrupted)
        for failure in report.failures {
            text += "  failed: \(failure.resource): \(TerminalSafe.text(failure.reason, limit: 200))\n"
        }
        if format == .text {
            output.write(RenderedOutput(stdout: text))
        } else {
            let json = JSONValue.object([
                ("total", .int(p.total)), ("fetched", .int(p.fetched)), ("skipped", .int(p.skipped)),
                ("failed", .array(report.failures.map {
                    .object([("resource", .string($0.resource)), ("reason", .string($0.reason))])
                })),
                ("seconds", .double((report.seconds * 1000).rounded() / 1000)),
                ("interrupted", .bool(report.interrupted)),
            ])
            output.write(RenderedOutput(stdout: json.serialized() + "\n"))
        }
        if report.interrupted { return ExitCode.interrupted.rawValue }
        return report.failures.isEmpty ? ExitCode.success.rawValue : ExitCode.network.rawValue
    }
}

/// Draws sync progress on stderr: a bar redrawn at most ten times a second on a terminal,
/// otherwise a line every five seconds.
private final class ProgressPrinter: @unchecked Sendable {
    private let isTerminal: Bool
    private let width: Int
    private let style: TerminalStyle
    private let output: any OutputSink
    private let lock = NSLock()
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private var drewBar = false

    init(isTerminal: Bool, width: Int, style: TerminalStyle, output: any OutputSink) {
        self.isTerminal = isTerminal
        self.width = width
        self.style = style
        self.output = output
    }

    func show(_ progress: CacheSync.Progress) {
        lock.withLock {
            let now = Date()
            let interval = isTerminal ? 0.1 : 5
            let finished = progress.totalIsKnown && progress.done == progress.total
            guard progress.totalIsKnown, now.timeIntervalSince(lastDrawn) >= interval || finished else { return }
            lastDrawn = now
            let rate = Double(progress.done) / max(0.001, now.timeIntervalSince(started))
            if isTerminal {
                drewBar = true
                output.write(RenderedOutput(stderr: SyncText.bar(
                    done: progress.done, total: progress.total, rate: rate, width: width, style: style)))
            } else {
                output.write(RenderedOutput(stderr: SyncText.line(done: progress.done, total: progress.total, rate: rate)))
            }
        }
    }

    func finish() {
        lock.withLock {
            if drewBar { output.write(RenderedOutput(stderr: "\n")) }
        }
    }
}

/// Runs `handler` once on the first SIGINT or SIGTERM; a second one exits at once.
final class Interruption: @unchecked Sendable {
    private var sources: [any DispatchSourceSignal] = []
    private let lock = NSLock()
    private var count = 0

    init(_ handler: @escaping @Sendable () -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                let first = lock.withLock { () -> Bool in
                    count += 1
                    return count == 1
                }
                if first { handler() } else { _exit(130) }
            }
            source.resume()
            sources.append(source)
        }
    }

    func stop() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
