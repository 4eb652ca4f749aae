import PokedexDomain
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// `pokedex browse` when stdin or stdout is not a terminal: one command per line, each
/// resulting screen printed as plain text. The same controller, Navigator and intents as the
/// full screen: the browsing words (`next`, `open 2`, `back`) are the keys' actions, and every
/// other line is a command read by the one command parser, as the full screen's `:` reads it
/// (`moves garchomp --game sv`).
package struct LineBrowser: Sendable {
    private let presenter: Presenter
    private let write: @Sendable (String) -> Void
    private let width: Int
    private let height: Int
    private let game: String?
    private let commandRoute: CommandRoute
    /// Whether what it writes can no longer be read (`| head -1` has what it wanted): it stops.
    private let outputClosed: @Sendable () -> Bool

    package init(
        presenter: Presenter, width: Int = 80, height: Int = 24, game: String? = nil,
        commandRoute: @escaping CommandRoute,
        outputClosed: @escaping @Sendable () -> Bool = { false },
        write: @escaping @Sendable (String) -> Void
    ) {
        self.outputClosed = outputClosed
        self.game = game
        self.presenter = presenter
        self.width = width
        self.height = height
        self.commandRoute = commandRoute
        self.write = write
    }

    static var commands: String { KeyMap.lineCommandList }

    /// Runs the commands of `lines`; ends as done, or as a usage error when some commands were
    /// not understood (each was named as it came).
    package func run(_ lines: some Sequence<String>) async -> ViewState {
        var controller = BrowseController(width: width, height: height, game: game)
        await settle(&controller, controller.start())
        var refused = 0
        for raw in lines {
            // Nobody reads what it would print: line mode ends quietly, as the guide says.
            if outputClosed() { return Self.outcome(refused: refused) }
            let line = raw.trimmingWhitespace()
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            // `/type:dragon -type:flying spe>=100`: the rest of the line is the query as typed (a
            // `-` in it is a filter's, not an option), as `/` starts a search in the full screen.
            if line.hasPrefix("/"), line.count > 1 {
                let query = String(line.dropFirst()).trimmingWhitespace()
                await settle(
                    &controller, controller.navigate(.open(.search(query: query, limit: SearchScreen().limit))))
                printScreen(controller.state, labels: controller.labels)
                continue
            }
            let (word, argument) = Self.split(line)
            let loads: [LoadRequest]
            switch word {
            case "quit", "exit", "q": return Self.outcome(refused: refused)
            case "stack":
                write(BrowseRenderer.breadcrumb(controller.state, labels: controller.labels) + "\n")
                continue
            case "help":
                write("Commands: \(Self.commands)\n")
                continue
            case "list" where argument.isEmpty: loads = controller.navigate(.root)
            case "back": loads = controller.navigate(.back)
            case "next": loads = controller.perform(.pageDown).loads
            case "prev": loads = controller.perform(.pageUp).loads
            case "open" where !argument.isEmpty:
                // A number is the n-th row, hit or link; a name is whichever of them it names,
                // else any Pokémon by that name.
                let route: Route
                if let number = Int(argument) {
                    guard let found = controller.state.navigator.route(at: number) else {
                        write("browse: nothing to open at \(number)\n")
                        refused += 1
                        continue
                    }
                    route = found
                } else {
                    route = controller.state.navigator.route(named: argument) ?? .show(name: argument)
                }
                loads = controller.navigate(.open(route))
            default:
                // Any other line is a command, read as the command line reads it.
                switch commandRoute(line, controller.state.top?.pokemonInView) {
                case .screen(let route): loads = controller.navigate(.open(route))
                case .error(let reason):
                    write("browse: \(reason); 'help' lists the commands\n")
                    refused += 1
                    continue
                }
            }
            await settle(&controller, loads)
            printScreen(controller.state, labels: controller.labels)
        }
        return Self.outcome(refused: refused)
    }

    private static func outcome(refused: Int) -> ViewState {
        guard refused > 0 else { return .done }
        let what = refused == 1 ? "1 command was" : "\(refused) commands were"
        return .error(ErrorViewModel(kind: .usage, message: "browse: \(what) not understood."))
    }

    /// Runs loads one after another until none are left.
    private func settle(_ controller: inout BrowseController, _ loads: [LoadRequest]) async {
        var queue = loads
        while !queue.isEmpty {
            let load = queue.removeFirst()
            let state = await NetworkPatience.fresh { await presenter.viewState(for: load.route) }
            queue += controller.handle(.loaded(load, state)).loads
        }
    }

    private func printScreen(_ state: BrowseState, labels: ScreenLabels) {
        // An entry is printed whole; a list, a screenful at a time.
        var fullHeight = height
        if state.top?.isEntry ?? false { fullHeight = 100_000 }
        var lines = BrowseRenderer.page(state, width: width, height: fullHeight, labels: labels)
        if let message = state.message {
            lines.append("! " + TerminalSafe.text(BrowseRenderer.words(message, labels)))
        }
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        write(lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n\n")
    }

    private static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line.lowercased(), "") }
        return (line[..<space].lowercased(), String(line[line.index(after: space)...]).trimmingWhitespace())
    }
}
