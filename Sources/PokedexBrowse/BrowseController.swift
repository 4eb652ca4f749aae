import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// What the controller reacts to.
package enum BrowseEvent: Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// The time the controller asked to be woken at (`wakeAt`) has come.
    case wake
    case loaded(LoadRequest, ViewState)
}

/// The full screen's keys: each key, through the key map, becomes a prompt's key or one of the
/// Navigator's intents; the mouse acts on what the last frame drew (`layout`). It never waits,
/// never draws and never prints: the loop (or a test) runs the loads, draws the frames, gives
/// back their layout and wakes it when it asks (`wakeAt`); with nothing to do it asks nothing.
package struct BrowseController: Sendable {
    package internal(set) var state = BrowseState()
    package var width: Int
    package var height: Int
    /// Whether the terminal draws pictures: an entry's can turn shiny (`s`), and the list
    /// shows the highlighted Pokémon's when the terminal is wide enough.
    package var drawsPictures = false
    /// What `:` runs: a one-shot command line as the route of its screen, or why not. Without
    /// it `:` says there are no commands here.
    package var commandRoute: CommandRoute?
    /// The reader's words, as the frames are drawn in.
    package var labels = ScreenLabels.english
    /// What the last frame drew where: the loop sets it after each frame.
    package var layout = FrameLayout()
    /// Seconds on a monotonic clock, as the loop read it for this event (a test moves it).
    package var now = 0.0
    /// When the entry beside the list is to be asked for (the cursor rested), and when the
    /// digits typed are forgotten.
    var paneDue: Double?
    var numberExpiry: Double?
    var spinnerDue: Double?

    package enum Outcome: Sendable, Equatable { case `continue`, quit }

    /// What an event made happen: whether to go on, and what to load.
    package struct Step: Sendable {
        package let outcome: Outcome
        package let loads: [LoadRequest]

        static func go(_ loads: [LoadRequest] = []) -> Step { Step(outcome: .continue, loads: loads) }
    }

    /// `game`: the game moves are shown for, unless a route names one.
    package init(width: Int, height: Int, game: String? = nil) {
        self.width = width
        self.height = height
        state.navigator = Navigator(listRows: bodyHeight, game: game)
    }

    /// Rows between the breadcrumb and the status line.
    var bodyHeight: Int { max(1, height - 2) }

    /// The earliest time the controller wants to be woken at, if any: none when idle.
    package var wakeAt: Double? {
        [paneDue, numberExpiry, spinnerDue].compactMap { $0 }.min()
    }

    /// Opens the root screen.
    package mutating func start(_ route: Route = .list(offset: 0, limit: ListScreen.pageSize)) -> [LoadRequest] {
        navigate(.open(route))
    }

    package mutating func handle(_ event: BrowseEvent) -> Step {
        syncGeometry()
        let step: Step
        switch event {
        case .wake: step = .go(wake())
        case .resize(let width, let height):
            self.width = width
            self.height = height
            syncGeometry()
            var loads = PaneLayout.hasEntryPane(width) ? [] : state.navigator.perform(.focus(.list))
            loads += state.navigator.keepCursorVisible()
            step = .go(loads)
        case .loaded(let request, let viewState):
            let cursor = listCursor
            step = .go(state.navigator.apply(viewState, for: request))
            if listCursor != cursor { restPane() }
        case .key(let key):
            let cursor = listCursor
            step = handle(key)
            if listCursor != cursor { restPane() }
        }
        if paneDue == nil, panesWait { restPane() }
        turnSpinner()
        return step
    }

    /// An intent straight to the Navigator (line mode's `show`, `back`, `list`).
    package mutating func navigate(_ intent: Navigator.Intent) -> [LoadRequest] {
        state.message = nil
        syncGeometry()
        defer { turnSpinner() }
        return state.navigator.perform(intent)
    }

    /// Does `action` on the screen on top, as its key would (line mode's `next`, `prev`).
    mutating func perform(_ action: BrowseAction) -> Step {
        state.message = nil
        syncGeometry()
        defer { turnSpinner() }
        return act(action)
    }

    // MARK: - Keys

    private mutating func handle(_ key: Key) -> Step {
        state.message = nil
        if state.showHelp {
            // The help's pages turn; any other key puts it away.
            if KeyMap.action(for: key, on: .list) == .pageDown {
                state.helpPage += 1
            } else {
                state.showHelp = false
            }
            return .go()
        }
        if var prompt = state.prompt {
            if KeyMap.quitsAnywhere(key) { return Step(outcome: .quit, loads: []) }
            let step = prompt.handle(key, history: state.commandHistory)
            state.prompt = prompt
            return .go(close(step))
        }
        let typing = searchIsTyping
        switch KeyMap.meaning(of: key, on: keyScreen, typing: typing) {
        case .action(let action): return act(action)
        case .digit(let digit): return .go(typeDigit(digit))
        case .text(let character): return .go(query { $0 + String(character) })
        case .pasted(let text): return .go(query { $0 + text })
        case .deleteBackward:
            guard case .search(let search)? = state.top, !search.query.isEmpty else { return act(.back) }
            return .go(query { String($0.dropLast()) })
        case .wheel(let up, let event): return .go(wheel(up: up, at: event))
        case .click(let event): return .go(click(event))
        case .none: return .go()
        }
    }

    /// What `action` does on the screen on top.
    private mutating func act(_ action: BrowseAction) -> Step {
        func navigator(_ intent: Navigator.Intent) -> Step { .go(state.navigator.perform(intent)) }
        switch action {
        case .quit: return Step(outcome: .quit, loads: [])
        case .help:
            state.showHelp = true
            state.helpPage = 0
            return .go()
        case .search: return navigator(.startSearch)
        case .back: return navigator(.back)
        case .command:
            guard commandRoute != nil else { return note(.noCommands) }
            state.prompt = .command(CommandPrompt())
            return .go()
        case .typeFilter:
            state.prompt = .type(TypePrompt())
            return .go()
        case .hints:
            if case .list = state.top, !PaneLayout.hasEntryPane(width) { return .go() }
            var loads: [LoadRequest] = []
            if case .list = state.top { loads = state.navigator.perform(.focus(.entry)) }
            let count = state.navigator.links.count
            guard count > 0 else { return note(.nothingToOpen) }
            state.prompt = .hint(HintPrompt(count: count))
            return .go(loads)
        case .pickGame:
            guard case .detail(let detail)? = state.top, let learnset = detail.learnset, !learnset.games.isEmpty else {
                return note(.noGames)
            }
            state.prompt = .game(
                GamePrompt(games: learnset.games, cursor: learnset.games.firstIndex(of: learnset.game) ?? 0))
            return .go()
        case .compare: return .go(state.navigator.perform(.setAside))
        case .shiny: return drawsPictures ? navigator(.toggleShiny) : note(.noPictures)
        case .mark: return navigator(.toggleMark)
        case .focus: return navigator(.focus(nil))
        case .open: return navigator(.openSelected)
        case .up: return navigator(.move(.up))
        case .down: return navigator(.move(.down))
        case .pageUp: return navigator(.move(.pageUp))
        case .pageDown: return navigator(.move(.pageDown))
        case .first: return navigator(.move(.first))
        case .last: return navigator(.move(.last))
        case .previousLink: return navigator(.move(.previousLink))
        case .nextLink: return navigator(.move(.nextLink))
        }
    }

    private mutating func note(_ message: StatusMessage) -> Step {
        state.message = message
        return .go()
    }

    /// What a prompt's last key asked for.
    private mutating func close(_ step: PromptStep) -> [LoadRequest] {
        switch step {
        case .stay: return []
        case .close:
            state.prompt = nil
            return []
        case .intent(let intent):
            state.prompt = nil
            return state.navigator.perform(intent)
        case .message(let message):
            state.prompt = nil
            state.message = message
            return []
        case .run(let line):
            state.prompt = nil
            state.commandHistory.removeAll { $0 == line }
            state.commandHistory.append(line)
            switch commandRoute?(line, state.top?.pokemonInView) {
            case .screen(let route): return state.navigator.perform(.open(route))
            case .error(let message): state.message = .commandRefused(message)
            case nil: state.message = .noCommands
            }
            return []
        }
    }

    /// A digit: in the list, one more of the number to jump to (forgotten 1.5 s after the
    /// last); in an entry, the section to go to.
    private mutating func typeDigit(_ digit: Int) -> [LoadRequest] {
        if let expiry = numberExpiry, now >= expiry { _ = state.navigator.perform(.forgetNumber) }
        let loads = state.navigator.perform(.digit(digit))
        // Only digits being typed are forgotten: a section's digit asks for no wake.
        numberExpiry = state.navigator.typedNumber.isEmpty ? nil : now + 1.5
        return loads
    }

    /// The search's query, changed by `edit`.
    private mutating func query(_ edit: (String) -> String) -> [LoadRequest] {
        guard case .search(let search)? = state.top else { return [] }
        return state.navigator.perform(.query(edit(search.query)))
    }

    /// Three lines a notch, of what the pointer is over.
    private mutating func wheel(up: Bool, at event: MouseEvent) -> [LoadRequest] {
        let overPane = layout.entryPaneColumn > 0 && event.column > layout.entryPaneColumn
        var loads: [LoadRequest] = []
        let focus: ListFocus? = if case .list(let list)? = state.top { list.focus } else { nil }
        if focus != nil { loads += state.navigator.perform(.focus(overPane ? .entry : .list)) }
        for _ in 0..<3 { loads += state.navigator.perform(.move(up ? .up : .down)) }
        if let focus { loads += state.navigator.perform(.focus(focus)) }
        return loads
    }

    /// A click on a row of the list or the hits, on the entry beside the list, or on a link.
    private mutating func click(_ event: MouseEvent) -> [LoadRequest] {
        let row = event.row - 2
        guard (0..<bodyHeight).contains(row), state.hint == nil else { return [] }
        if case .list = state.top, layout.entryPaneColumn > 0, event.column > layout.entryPaneColumn {
            return state.navigator.perform(.focus(.entry))
        }
        if let link = layout.link(atRow: row, column: event.column - 1) {
            return state.navigator.perform(.openLink(link))
        }
        return state.navigator.perform(.clickRow(row))
    }

    // MARK: - What the screen is

    /// Whether keys type into the search's query.
    private var searchIsTyping: Bool {
        if case .search(let search)? = state.top { return search.editing }
        return false
    }

    /// The kind of screen on top, for the key map.
    private var keyScreen: KeyMap.Screen { KeyMap.Screen(state.top).keys }

    var listCursor: Int? {
        if case .list(let list)? = state.top { return list.cursor }
        return nil
    }

    /// The Navigator told how much room there is, as the last frame had it.
    private mutating func syncGeometry() {
        state.navigator.geometry.listRows = bodyHeight
        state.navigator.geometry.hasEntryPane = PaneLayout.hasEntryPane(width)
        state.navigator.geometry.scrollLimit = layout.scrollLimit
        state.navigator.geometry.paneScrollLimit = layout.paneScrollLimit
        state.navigator.geometry.sectionStarts = layout.sectionStarts
    }
}
