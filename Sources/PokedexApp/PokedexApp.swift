import Foundation
import PokedexData
import PokedexPresentation
import PokedexTerminalUI

/// The program: parse once, decide output manners once, build the graph once, run one route.
public struct PokedexApp: Sendable {
    /// Everything the program takes from its surroundings.
    public struct Context: Sendable {
        public var arguments: [String]
        public var environment: [String: String]
        public var stdoutIsTerminal: Bool
        public var width: Int
        public var executablePath: String?

        public init(
            arguments: [String], environment: [String: String], stdoutIsTerminal: Bool,
            width: Int, executablePath: String?
        ) {
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
                width: Terminal.width(environment: environment),
                executablePath: ProcessEnvironment.executablePath()
            )
        }
    }

    private let output: any OutputSink
    /// Builds the graph; the default finds the fixtures. Tests pass their own.
    private let makeContainer: @Sendable (Context) -> DependencyContainer?

    public init(
        output: any OutputSink = StandardOutputSink(),
        makeContainer: @escaping @Sendable (Context) -> DependencyContainer? = PokedexApp.productionContainer
    ) {
        self.output = output
        self.makeContainer = makeContainer
    }

    public static func productionContainer(_ context: Context) -> DependencyContainer? {
        FixtureLocator.locate(environment: context.environment, executablePath: context.executablePath)
            .map { DependencyContainer(fixturesRoot: $0) }
    }

    /// Runs the command line in `context` and returns the exit code.
    public func run(_ context: Context) async -> Int32 {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(context.arguments)
        } catch {
            output.write(RenderedOutput(stderr: error.line + "\n"))
            return ExitCode.usage.rawValue
        }
        switch invocation.action {
        case .help(let topic):
            output.write(RenderedOutput(stdout: HelpText.text(for: topic)))
            return ExitCode.success.rawValue
        case .version:
            output.write(RenderedOutput(stdout: HelpText.version + "\n"))
            return ExitCode.success.rawValue
        case .run(let command):
            guard let container = makeContainer(context) else {
                output.write(RenderedOutput(stderr:
                    "pokedex: cannot find the Pokédex data; set POKEDEX_FIXTURES to the Fixtures folder.\n"))
                return ExitCode.dataUnavailable.rawValue
            }
            var router = Router()
            let route = router.open(command)
            let state = await container.presenter.viewState(for: route)
            let options = RenderOptions(
                format: invocation.format,
                layout: context.stdoutIsTerminal ? .human : .tabular,
                style: invocation.color.style(environment: context.environment, stdoutIsTerminal: context.stdoutIsTerminal),
                width: context.width
            )
            output.write(Renderer.render(state, options: options))
            return ExitCode.of(state).rawValue
        }
    }
}
