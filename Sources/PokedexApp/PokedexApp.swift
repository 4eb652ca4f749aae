import PokedexBrowse
import PokedexData
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
            let environment = ProcessEnvironment.variables()
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

    /// Runs the command line in `context` and returns the exit code.
    public func run(_ context: Context) async -> Int32 {
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try CommandLineParser.parse(context.arguments)
        } catch {
            output.write(RenderedOutput(stderr: error.line + "\n"))
            return ExitCode.usage.rawValue
        }
        // Help and the version come before the settings: a bad setting in the environment must
        // not stop the help that its error message points to.
        switch invocation.action {
        case .help(let topic):
            output.write(RenderedOutput(stdout: HelpText.text(for: topic)))
            return ExitCode.success.rawValue
        case .version:
            output.write(RenderedOutput(stdout: HelpText.version + "\n"))
            return ExitCode.success.rawValue
        case .cache, .browse, .completion, .sync, .run:
            break
        }
        let settings: DataSettings
        do throws(UsageError) {
            let resolved = try invocation.resolvingEnvironment(context.environment)
            settings = DataSettings.resolve(
                resolved.network, environment: context.environment, executablePath: context.executablePath)
        } catch {
            output.write(RenderedOutput(stderr: error.line + "\n"))
            return ExitCode.usage.rawValue
        }
        let style = invocation.color.style(environment: context.environment, stdoutIsTerminal: context.stdoutIsTerminal)
        if let warning = settings.insecureAPIWarning, invocation.action.usesData {
            output.write(RenderedOutput(stderr: TerminalSafe.text(warning) + "\n"))
        }
        switch invocation.action {
        case .help, .version:
            return ExitCode.success.rawValue  // answered above
        case .cache(let action):
            return CacheCommand(
                action: action, cache: settings.cacheRoot.map(DiskCache.init), format: invocation.format, output: output
            ).run()
        case .browse(let implicit):
            let container = makeContainer(settings)
            if context.stdinIsTerminal, context.stdoutIsTerminal,
                let code = await FullScreenBrowser(presenter: container.presenter, style: style).run()
            {
                return code
            }
            if implicit {
                output.write(
                    RenderedOutput(
                        stderr: UsageError(message: CommandLineParser.missingCommand, command: nil).line + "\n"))
                return ExitCode.usage.rawValue
            }
            let output = self.output
            let code = await LineBrowser(presenter: container.presenter, width: context.width) {
                output.write(RenderedOutput(stdout: $0))
            }.run(StandardInputLines())
            writeNotes(container.diagnostics)
            return code
        case .completion(let shell):
            // Names known without the network: the bundled index and any list fetched before.
            let catalog = try? await makeContainer(settings).repository.knownCatalog()
            let names =
                catalog?.all.map(\.name).filter {
                    $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
                } ?? []
            output.write(RenderedOutput(stdout: CompletionScript.script(for: shell, names: names)))
            return ExitCode.success.rawValue
        case .sync:
            let container = makeContainer(settings)
            let code = await SyncCommand(
                container: container, format: invocation.format,
                style: invocation.color.style(
                    environment: context.environment, stdoutIsTerminal: context.stderrIsTerminal),
                stderrIsTerminal: context.stderrIsTerminal, width: context.width, output: output
            ).run()
            writeNotes(container.diagnostics)
            return code
        case .run(let command):
            let container = makeContainer(settings)
            var router = Router()
            let route = router.open(command)
            // Ctrl-C or SIGTERM cancels this (MainThreadLoop); the cache is written
            // atomically, so stopping leaves nothing half-written.
            let state = await container.presenter.viewState(for: route)
            let options = RenderOptions(
                format: invocation.format,
                layout: context.stdoutIsTerminal ? .human : .tabular,
                style: style,
                width: context.width
            )
            output.write(Renderer.render(state, options: options))
            writeNotes(container.diagnostics)
            return ExitCode.of(state).rawValue
        }
    }

    /// What the data layer noted on the way (stale data used, an entry that needs a connection).
    private func writeNotes(_ diagnostics: Diagnostics) {
        let notes = diagnostics.all
        guard !notes.isEmpty else { return }
        output.write(RenderedOutput(stderr: notes.map { "note: " + TerminalSafe.text($0) + "\n" }.joined()))
    }
}

/// Standard input, a line at a time, read as it is consumed.
struct StandardInputLines: Sequence, IteratorProtocol {
    mutating func next() -> String? { readLine(strippingNewline: true) }
}
