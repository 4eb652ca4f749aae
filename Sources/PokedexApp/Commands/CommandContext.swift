import PokedexData
import PokedexPresentation
import PokedexTerminalUI
import Synchronization

/// What a command runs with: its options as resolved, the data settings, the output's manners,
/// the terminal it runs in, and the object graph, built the first time a command asks for it.
final class CommandContext: Sendable {
    let options: ParsedOptions
    let settings: DataSettings
    /// How the answer will be written: format, style, pictures, width.
    let render: RenderOptions
    let environment: [String: String]
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    let stdinIsTerminal: Bool
    let output: any OutputSink
    /// The config file, when one can be named (`pokedex config` shows and edits it).
    let config: ConfigFile?
    private let makeContainer: @Sendable (DataSettings) -> DependencyContainer
    private let made: Mutex<DependencyContainer?>

    /// `container`: the graph, when it was made already.
    init(
        options: ParsedOptions, settings: DataSettings, render: RenderOptions, context: PokedexApp.Context,
        output: any OutputSink, makeContainer: @escaping @Sendable (DataSettings) -> DependencyContainer,
        container: DependencyContainer? = nil, config: ConfigFile? = nil
    ) {
        self.config = config
        made = Mutex(container)
        self.options = options
        self.settings = settings
        self.render = render
        self.environment = context.environment
        self.stdoutIsTerminal = context.stdoutIsTerminal
        self.stderrIsTerminal = context.stderrIsTerminal
        self.stdinIsTerminal = context.stdinIsTerminal
        self.output = output
        self.makeContainer = makeContainer
    }

    var width: Int { render.width }

    /// The object graph, made once.
    var container: DependencyContainer {
        made.withLock { made in
            if let made { return made }
            let container = makeContainer(settings)
            made = container
            return container
        }
    }

    /// What the data layer noted on the way, if the graph was made.
    var diagnostics: Diagnostics? { made.withLock { $0?.diagnostics } }

    /// The screen `route` asks for. Ctrl-C or SIGTERM cancels this (`MainThreadLoop`); the cache
    /// is written atomically, so stopping leaves nothing half-written.
    func show(_ route: Route) async -> ViewState {
        await container.presenter.viewState(for: route)
    }
}
