import PokedexBrowse
import PokedexData
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

/// The program: parse once, decide output manners once, build the graph once, run one route.
public struct PokedexApp: Sendable {
    /// Everything the program takes from its surroundings.
    public struct Context: Sendable {
        public var arguments: [String]
        public var environment: [String: String]
        public var stdoutIsTerminal: Bool
        public var stderrIsTerminal: Bool
        public var stdinIsTerminal: Bool
        public var width: Int
        public var executablePath: String?

        public init(
            arguments: [String], environment: [String: String], stdoutIsTerminal: Bool,
            stderrIsTerminal: Bool = false, stdinIsTerminal: Bool = false, width: Int, executablePath: String?
        ) {
            self.stdinIsTerminal = stdinIsTerminal
            self.stderrIsTerminal = stderrIsTerminal
            self.arguments = arguments
            self.environment = environment
            self.stdoutIsTerminal = stdoutIsTerminal
            self.width = width
            self.executablePath = executablePath
        }

        /// This process's own arguments, environment and terminal.
        public static func current() -> Context {
            let environment = ProcessEnvironment.variables(named: OptionTable.environmentNames)
            return Context(
                arguments: Array(CommandLine.arguments.dropFirst()),
                environment: environment,
                stdoutIsTerminal: Terminal.isTerminal(STDOUT_FILENO),
                stderrIsTerminal: Terminal.isTerminal(STDERR_FILENO),
                stdinIsTerminal: Terminal.isTerminal(STDIN_FILENO),
                width: Terminal.width(environment: environment),
                executablePath: ProcessEnvironment.executablePath()
            )
        }
    }

    private let output: any OutputSink
    /// Builds the graph from the settings; tests pass their own.
    private let makeContainer: @Sendable (DataSettings) -> DependencyContainer

    public init(
        output: any OutputSink = StandardOutputSink(),
        makeContainer: @escaping @Sendable (DataSettings) -> DependencyContainer = DependencyContainer.init(settings:)
    ) {
        self.output = output
        self.makeContainer = makeContainer
    }

    /// Runs the command line in `context` and returns the exit code. Every command ends here:
    /// it returns a view state or throws a usage error; the view writes it, and one mapping
    /// (`ExitCode.of`) gives the code.
    public func run(_ context: Context) async -> Int32 {
        var options = RenderOptions(
            layout: context.stdoutIsTerminal ? .human : .tabular, style: .plain, width: context.width)
        var diagnostics: Diagnostics?
        let state: ViewState
        do throws(UsageError) {
            state = try await execute(context, options: &options, diagnostics: &diagnostics)
        } catch {
            state = .error(ErrorViewModel(kind: .usage, message: error.line))
        }
        output.write(Renderer.render(state, options: options))
        if let diagnostics { writeNotes(diagnostics) }
        return ExitCode.of(state, interrupted: Signals.interrupts > 0).rawValue
    }

    private func execute(
        _ context: Context, options: inout RenderOptions, diagnostics: inout Diagnostics?
    ) async throws(UsageError) -> ViewState {
        let parsed = try CommandLineParser.parse(context.arguments)
        options.format = parsed.format
        // Help and the version come before the settings: a bad setting in the environment must
        // not stop the help that its error message points to.
        switch parsed.action {
        case .help(let topic): return .text(HelpText.text(for: topic))
        case .version: return .text(HelpText.version + "\n")
        case .cache, .browse, .completion, .sync, .run, .team: break
        }
        // From here on, every option as given or as its environment variable sets it.
        var invocation = try parsed.resolvingEnvironment(context.environment)
        options.format = invocation.format
        var settings = DataSettings.resolve(
            invocation.network, environment: context.environment, executablePath: context.executablePath)
        let style = invocation.color.style(environment: context.environment, stdoutIsTerminal: context.stdoutIsTerminal)
        options.style = style
        // Pictures: never without colour; an entry's only on a terminal wide enough for both.
        options.pictures = invocation.options.imageProtocol.mode(environment: context.environment, style: style)
        settings.entryPictures =
            options.pictures.drawsPictures && !invocation.options.noSprite && invocation.format == .text
            && context.stdoutIsTerminal && context.width >= DetailText.pictureMinimumWidth
        if case .run(.random(var request)) = invocation.action {
            request.fetchesPicture = options.pictures.drawsPictures && invocation.format == .text
            invocation.action = .run(.random(request))
        }
        if let warning = settings.insecureAPIWarning, invocation.action.usesData {
            output.write(RenderedOutput(stderr: TerminalSafe.text(warning) + "\n"))
        }
        switch invocation.action {
        case .help, .version:
            return .done  // answered above
        case .cache(let action):
            return CacheCommand(action: action, cache: settings.cacheRoot.map(DiskCache.init)).run()
        case .completion(let shell):
            // Names known without the network: the bundled data and any list fetched before.
            let container = makeContainer(settings)
            return .text(CompletionScript.script(for: shell, names: await completionNames(container)))
        case .browse(let implicit):
            let container = makeContainer(settings)
            diagnostics = container.diagnostics
            if context.stdinIsTerminal, context.stdoutIsTerminal,
                let state = await FullScreenBrowser(
                    presenter: container.presenter, style: style, pictures: options.pictures
                ).run()
            {
                return state
            }
            if implicit { throw UsageError(message: CommandLineParser.missingCommand) }
            let output = self.output
            return await LineBrowser(presenter: container.presenter, width: context.width) {
                output.write(RenderedOutput(stdout: $0))
            }.run(InputLines())
        case .sync:
            let container = makeContainer(settings)
            diagnostics = container.diagnostics
            return await SyncCommand(
                container: container, sprites: invocation.options.syncSprites,
                style: invocation.color.style(
                    environment: context.environment, stdoutIsTerminal: context.stderrIsTerminal),
                stderrIsTerminal: context.stderrIsTerminal, width: context.width, output: output
            ).run()
        case .team(let source):
            let text = try TeamExport.read(source)
            let container = makeContainer(settings)
            diagnostics = container.diagnostics
            return await container.presenter.viewState(for: .team(names: [], export: text))
        case .run(let route):
            let container = makeContainer(settings)
            diagnostics = container.diagnostics
            // A one-shot command is one screen on the Router's stack, like any other.
            var router = Router()
            router.push(route)
            // Ctrl-C or SIGTERM cancels this (MainThreadLoop); the cache is written
            // atomically, so stopping leaves nothing half-written.
            return await container.presenter.viewState(for: route)
        }
    }

    /// Every Pokémon, move, ability, item and nature name a shell may complete: plain words only.
    private func completionNames(_ container: DependencyContainer) async -> CompletionScript.Names {
        func plain(_ names: [String]) -> [String] {
            names.filter { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } }
        }
        var names = CompletionScript.Names()
        names.pokemon = plain((try? await container.repository.knownCatalog())?.all.map(\.name) ?? [])
        if let moves = container.moves {
            names.terms[.move] = plain((try? await moves.moves())?.map(\.name) ?? [])
            names.terms[.ability] = plain((try? await moves.abilities())?.map(\.name) ?? [])
            names.terms[.item] = plain((try? await moves.items())?.map(\.name) ?? [])
            names.terms[.nature] = plain((try? await moves.natures())?.map(\.name) ?? [])
        }
        return names
    }

    /// What the data layer noted on the way (stale data used, an entry that needs a connection).
    private func writeNotes(_ diagnostics: Diagnostics) {
        let notes = diagnostics.all
        guard !notes.isEmpty else { return }
        output.write(RenderedOutput(stderr: notes.map { "note: " + TerminalSafe.text($0) + "\n" }.joined()))
    }
}
