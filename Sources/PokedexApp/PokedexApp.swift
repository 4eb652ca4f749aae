import PokedexBrowse
import PokedexData
import PokedexDomain
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

#if canImport(Glibc)
    import Glibc
#endif

/// The program: parse once, decide output manners once, build the graph once, run one route.
package struct PokedexApp: Sendable {
    /// Everything the program takes from its surroundings.
    package struct Context: Sendable {
        var arguments: [String]
        var environment: [String: String]
        var stdoutIsTerminal: Bool
        var stderrIsTerminal: Bool
        var stdinIsTerminal: Bool
        var width: Int
        /// This binary's path with its symbolic links resolved (`ProcessEnvironment`): the data
        /// and the helper are looked for beside it.
        var executablePath: String?

        package init(
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
        package static func current() -> Context {
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
    /// Given what the command made once it is written (its answer, the text): the process
    /// that exits next keeps them rather than take them apart (tests let them go).
    private let keep: @Sendable (any Sendable) -> Void

    package init(
        output: any OutputSink = StandardOutputSink(),
        makeContainer: @escaping @Sendable (DataSettings) -> DependencyContainer = {
            DependencyContainer(settings: $0)
        },
        keep: @escaping @Sendable (any Sendable) -> Void = { _ in }
    ) {
        self.output = output
        self.makeContainer = makeContainer
        self.keep = keep
    }

    /// Runs the command line in `context` and returns the exit code. Every command ends here:
    /// it returns a view state or throws a usage error; the view writes it, and one mapping
    /// (`ExitCode.of`) gives the code.
    package func run(_ context: Context) async -> Int32 {
        var options = RenderOptions(
            layout: context.stdoutIsTerminal ? .human : .tabular, style: .plain, width: context.width)
        var diagnostics: Diagnostics?
        var drawing: ScreenDrawing?
        var unreadable: UnreadableData?
        var state: ViewState
        do throws(UsageError) {
            state = try await execute(
                context, options: &options, diagnostics: &diagnostics, unreadable: &unreadable, drawing: &drawing)
        } catch {
            state = .error(ErrorViewModel(kind: .usage, message: error.sentence))
        }
        // An interrupted command prints its one line, whatever it had got to (a team cut short
        // by the Ctrl-C that also ended the pipe it read); a sync's summary is that line.
        if Signals.interrupts > 0, !state.saysItWasInterrupted { state = .error(.interrupted) }
        let rendered = Renderer.render(state, options: options, drawing: drawing)
        // An answer, not an error, may go through the pager; the code is the answer's.
        let interrupted = Signals.interrupts > 0
        if let pager = options.pager, !state.isError {
            output.write(rendered, pager: pager)
        } else {
            output.write(rendered)
        }
        if let unreadable, !unreadable.isEmpty { writeUnreadable(unreadable, besides: state) }
        if let diagnostics { writeNotes(diagnostics) }
        // What could not be written is no success: one line, and its own code (a full disk, a
        // closed stdout), as coreutils does; a reader that went away is none of that.
        if let failure = output.failure {
            output.write(RenderedOutput(stderr: "pokedex: Could not write the output: \(failure).\n"))
            return ExitCode.outputFailed.rawValue
        }
        let code = ExitCode.of(state, interrupted: interrupted).rawValue
        keep((state, rendered))
        return code
    }

    /// `drawing`: the view of the screen the command shows, once it is known; `unreadable`: the
    /// damaged data the command did without (`bestEffort`), once it runs.
    private func execute(
        _ context: Context, options: inout RenderOptions, diagnostics: inout Diagnostics?,
        unreadable: inout UnreadableData?, drawing: inout ScreenDrawing?
    ) async throws(UsageError) -> ViewState {
        let parsed = try CommandLineParser.parse(context.arguments)
        options.format = parsed.format
        // Help and the version come before the settings: a bad setting in the environment must
        // not stop the help that its error message points to.
        switch parsed.action {
        case .help(let topic): return .text(HelpText.text(for: topic))
        case .helpEnvironment: return .text(HelpText.environment)
        case .version:
            let root = FixtureLocator.locate(environment: context.environment, executablePath: context.executablePath)
            let sources = root.flatMap { FixtureFiles(root: $0).read(SourcesIndex.fileName, atMost: 64 * 1024) }
            return .text(
                HelpText.version(
                    sources: sources.map { SourcesIndex.decode(String(decoding: $0, as: UTF8.self)) } ?? []))
        case .run: break
        }
        // The config file sets what the environment does not; a flag wins over both.
        // `pokedex config` reads a file with wrong lines all the same: it is how they are mended.
        let isConfig: Bool
        if case .run(let input) = parsed.action {
            isConfig = input.command.name == ConfigCommand.name
        } else {
            isConfig = false
        }
        let config = try ConfigFile.load(environment: context.environment, lenient: isConfig)
        var context = context
        let raw = context.environment
        // A variable set empty sets nothing: the file's value stands.
        context.environment = (config?.variables(home: raw["HOME"]) ?? [:])
            .merging(raw.filter { !$0.value.isEmpty }) { _, environment in environment }
        // NO_COLOR in the environment wins over a colour the file asks for (only a flag beats it).
        if let noColor = raw["NO_COLOR"], !noColor.isEmpty, raw["POKEDEX_COLOR"] == nil {
            context.environment["POKEDEX_COLOR"] = nil
        }
        // The pager's variables set empty mean no pager, as they say.
        for variable in ["POKEDEX_PAGER", "PAGER"] where raw[variable] == "" { context.environment[variable] = "" }
        if context.environment["COLUMNS"] != nil, context.width != Terminal.width(environment: context.environment) {
            context.width = Terminal.width(environment: context.environment)
        }
        // From here on, every option as given or as its environment variable sets it.
        let invocation = try parsed.resolvingEnvironment(context.environment, places: config?.places ?? [:])
        options.format = invocation.format
        guard let command = try invocation.command() else { return .done }
        drawing = command.drawing
        var settings = DataSettings.resolve(
            invocation.network, environment: context.environment, executablePath: context.executablePath)
        let style = invocation.color.style(environment: context.environment, stdoutIsTerminal: context.stdoutIsTerminal)
        options.style = style
        // Pictures: never without colour; an entry's only on a terminal wide enough for both.
        options.pictures = invocation.options.imageProtocol.mode(environment: context.environment, style: style)
        settings.entryPictures =
            options.pictures.drawsPictures && !invocation.options.noSprite && invocation.format == .text
            && context.stdoutIsTerminal && context.width >= DetailText.pictureMinimumWidth
        // A browsing session's entries say where they are met, whatever reads its lines; it
        // keeps none of its answers to the end (every screen of a long session).
        let forPeople = context.stdoutIsTerminal || type(of: command).name == BrowseCommand.name
        settings.keepsAnswers = type(of: command).name != BrowseCommand.name
        settings.entryPlaces = invocation.format == .text && forPeople
        // Piped text is a row per line: nothing folded for people.
        settings.encounters = invocation.format == .text ? (forPeople ? .lines : .rows) : .records
        settings.listStats = invocation.format != .text
        settings.rowsForTools = invocation.format == .text && !forPeople
        if let warning = settings.insecureAPIWarning, type(of: command).readsData {
            output.write(RenderedOutput(stderr: TerminalSafe.text(warning) + "\n"))
        }
        // Bound here, for a command that runs: help and the version, which read nothing, are
        // spared the task local's type, which the runtime makes the first time (30 000
        // instructions, a sixteenth of `--version`).
        let notes = UnreadableData()
        unreadable = notes
        // The words of the screens in the reader's language; English needs none read.
        var container: DependencyContainer?
        if settings.language != .en, type(of: command).readsData {
            let made = makeContainer(settings)
            container = made
            var names: LabelNames?
            do throws(RepositoryError) {
                names = try await made.moves.labelNames(in: settings.language)
            } catch {
                notes.note(error)
            }
            // JSON gives the English of a missing name as it is; text marks it `(en)`.
            options.labels = ScreenLabels(
                language: settings.language, names: names ?? .empty, marksFallback: invocation.format == .text)
        } else if settings.language != .en {
            // A command that asks PokeAPI for nothing (`damage`: its facts are all bundled) still
            // says its own words in the language.
            options.labels = ScreenLabels(
                language: settings.language, names: .empty, marksFallback: invocation.format == .text)
        }
        options.width = context.width
        // A long answer on a terminal goes through a pager, as git's and gh's do; a session does not.
        // Nor pictures: kitty's and iTerm's are escapes a pager shows as text, and `random` is a
        // shell's start-up line, which must not wait on a pager.
        let pictureCommands = [BrowseCommand.name, RandomCommand.name, SpriteCommand.name]
        let terminalGraphics = options.pictures == .kitty || options.pictures == .iterm
        if context.stdoutIsTerminal, !invocation.options.noPager, invocation.format == .text,
            !pictureCommands.contains(type(of: command).name), !terminalGraphics
        {
            options.pager = Pager.command(environment: context.environment)
        }
        let commandContext = CommandContext(
            options: invocation.options, settings: settings, render: options, context: context, output: output,
            makeContainer: makeContainer, container: container, config: config)
        defer { diagnostics = commandContext.diagnostics }
        // One patience with a silent network for the whole command (the browser has one per screen).
        let outcome = await NetworkPatience.fresh { () async -> Result<ViewState, UsageError> in
            await UnreadableData.$current.withValue(notes) { () async -> Result<ViewState, UsageError> in
                do throws(UsageError) {
                    return .success(try await command.run(commandContext))
                } catch {
                    return .failure(error)
                }
            }
        }
        return try outcome.get()
    }

    /// The damaged data the command did without, each in the line its error would be
    /// (`pokedex: Unreadable data for pokedex-stats.tsv: line 4 …`), unless the command ended
    /// on that error.
    private func writeUnreadable(_ unreadable: UnreadableData, besides state: ViewState) {
        var said: String?
        if case .error(let model) = state { said = model.line }
        let lines = unreadable.errors.map { Presenter.errorModel(.repository($0)).line }.filter { $0 != said }
        guard !lines.isEmpty else { return }
        output.write(RenderedOutput(stderr: lines.map { TerminalSafe.text($0) + "\n" }.joined()))
    }

    /// What the data layer noted on the way (stale data used, an entry that needs a connection).
    private func writeNotes(_ diagnostics: Diagnostics) {
        let notes = diagnostics.all
        guard !notes.isEmpty else { return }
        output.write(RenderedOutput(stderr: notes.map { "note: " + TerminalSafe.text($0) + "\n" }.joined()))
    }
}
