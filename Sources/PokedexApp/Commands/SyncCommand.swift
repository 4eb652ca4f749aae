import FoundationEssentials
import PokedexData
import PokedexDomain
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `pokedex sync`: fills the cache from PokeAPI with a progress bar (or log lines) on stderr,
/// stops promptly on Ctrl-C or SIGTERM, and sums up as a view state.
struct SyncCommand: PokedexCommand {
    static let name = "sync"
    var drawing: ScreenDrawing? { .sync }
    static let info = CommandInfo(
        summary: "Download all of PokeAPI's Pokédex data into the cache.",
        usage: ["pokedex sync [--sprites] [--concurrency <n>] [<options>]"],
        notes: [
            "Fetches every pokemon, pokemon-species, type, evolution-chain, generation, move, ability and "
                + "item into the cache, so that everything, Pokédex entries and effects included, works "
                + "offline afterwards. Entries still fresh "
                + "are skipped, so an interrupted sync picks up where it stopped. Ctrl-C stops it at once and "
                + "leaves no partial file.",
            "--sprites fetches every Pokémon's front sprite, plain and shiny, instead; a picture PokeAPI has "
                + "not is remembered as such and not asked for again until --max-age has passed.",
        ],
        examples: ["pokedex sync", "pokedex sync --sprites", "pokedex sync --concurrency 16 --max-age 1d"])

    /// Its own options, as given.
    struct Options: CommandOptions {
        var spritesFlag = false
    }

    static let spritesFlag = Flag(
        Options.at { $1(&$0.spritesFlag) },
        "--sprites", help: "Fetch every Pokémon's front sprite, plain and shiny, instead of the data.")

    static let options: [OptionSpec] = [spritesFlag.spec, OptionTable.json, OptionTable.color] + OptionTable.fetching

    /// `--sprites`: every Pokémon's front sprite, plain and shiny, instead of the JSON.
    let sprites: Bool

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        try input.rejectArguments()
        sprites = options.spritesFlag
    }

    func run(_ context: CommandContext) async -> ViewState {
        let container = context.container
        guard let cache = container.cache else { return .error(noCacheFolder) }
        guard let network = container.network else {
            return .error(
                ErrorViewModel(kind: .usage, message: "Sync needs the network, and this run is offline."))
        }
        let settings = container.settings
        // The bar goes to stderr: styled as stderr allows.
        let style = context.options.color.style(
            environment: context.environment, stdoutIsTerminal: context.stderrIsTerminal)
        let progress = ProgressPrinter(
            isTerminal: context.stderrIsTerminal, width: context.width, style: style, output: context.output)
        // Ctrl-C or SIGTERM cancels this (MainThreadLoop), and the sync stops promptly.
        let report: CacheSync.Report
        do throws(RepositoryError) {
            if sprites {
                guard let pictures = container.spriteStore else {
                    throw .unavailable(reason: "no pictures in this Pokédex")
                }
                let jobs = try await container.repository.knownCatalog().all.flatMap { pokemon in
                    [SpriteVariant.front, .frontShiny].map { (pokemon, $0) }
                }
                report = try await CacheSync.each(
                    jobs, concurrency: settings.concurrency,
                    named: { "\($0.0.name) (\($0.1.description))" }, report: { progress.show($0) },
                    work: { job in await pictures.syncSprite(of: job.0, variant: job.1, maxAge: settings.policy.maxAge)
                    })
            } else {
                let sync = CacheSync(
                    network: network, cache: cache, maxAge: settings.policy.maxAge, concurrency: settings.concurrency)
                report = try await sync.run { progress.show($0) }
            }
        } catch {
            progress.finish()
            return Presenter.present(.repository(error))
        }
        progress.finish()
        let p = report.progress
        return .content(
            SyncViewModel(
                kind: sprites ? .pictures : .resources, total: p.total, fetched: p.fetched, skipped: p.skipped,
                missing: p.missing,
                failures: report.failures.map { SyncViewModel.Failure(resource: $0.resource, reason: $0.reason) },
                seconds: report.seconds, interrupted: report.interrupted))
    }
}

/// Draws sync progress on stderr: a bar redrawn at most ten times a second on a terminal,
/// otherwise a line every five seconds.
private final class ProgressPrinter: Sendable {
    private let isTerminal: Bool
    private let width: Int
    private let style: TerminalStyle
    private let output: any OutputSink
    private let started = Date()
    /// When the last bar or line was drawn, and whether a bar was.
    private let drawn = Mutex((last: Date.distantPast, bar: false))

    init(isTerminal: Bool, width: Int, style: TerminalStyle, output: any OutputSink) {
        self.isTerminal = isTerminal
        self.width = width
        self.style = style
        self.output = output
    }

    func show(_ progress: CacheSync.Progress) {
        drawn.withLock { drawn in
            let now = Date()
            let interval = isTerminal ? 0.1 : 5
            let finished = progress.totalIsKnown && progress.done == progress.total
            guard progress.totalIsKnown, now.timeIntervalSince(drawn.last) >= interval || finished else { return }
            drawn.last = now
            let rate = Double(progress.done) / max(0.001, now.timeIntervalSince(started))
            if isTerminal {
                drawn.bar = true
                output.write(
                    RenderedOutput(
                        stderr: SyncText.bar(
                            done: progress.done, total: progress.total, rate: rate, width: width, style: style)))
            } else {
                output.write(
                    RenderedOutput(stderr: SyncText.line(done: progress.done, total: progress.total, rate: rate)))
            }
        }
    }

    func finish() {
        drawn.withLock { drawn in
            if drawn.bar { output.write(RenderedOutput(stderr: "\n")) }
        }
    }
}
