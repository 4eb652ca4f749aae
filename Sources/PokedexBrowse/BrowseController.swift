import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// What the controller reacts to.
package enum BrowseEvent: Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// A tenth of a second passed.
    case tick
    case loaded(LoadRequest, ViewState)
}

/// The interactive Pokédex's logic: keys in, state and loads out. It never waits and never
/// prints: the loop (or a test) runs the loads and draws the frames.
package struct BrowseController: Sendable {
    package private(set) var state = BrowseState()
    package var width: Int
    package var height: Int
    /// Whether the terminal draws pictures: an entry's can turn shiny (`s`), and the list
    /// shows the highlighted Pokémon's when the terminal is wide enough.
    package var drawsPictures = false
    /// What `:` runs: a one-shot command line as the route of its screen, or why not. Without
    /// it `:` says there are no commands here.
    package var commandRoute: (@Sendable (String) -> CommandLineOutcome)?
    /// The reader's words, as the frames are drawn in: an entry's sections and length follow them.
    package var labels = ScreenLabels.english

    /// The narrowest terminal the list shows its preview on.
    package static let previewMinimumWidth = 90
    /// From here the highlighted Pokémon's entry is beside the list…
    package static let entryPaneMinimumWidth = 100
    /// …and from here its picture beside that.
    package static let picturePaneMinimumWidth = 140

    /// Whether the list screen has the entry beside it.
    var hasEntryPane: Bool { width >= Self.entryPaneMinimumWidth }

    package enum Outcome: Sendable, Equatable { case `continue`, quit }

    /// `game`: the game moves are shown for, unless a route names one.
    package init(width: Int, height: Int, game: String? = nil) {
        self.width = width
        self.height = height
        state.navigator.listRows = bodyHeight
        state.navigator.game = game
    }

    /// Rows of the list on screen.
    var bodyHeight: Int { max(1, height - 2) }

    /// Opens the root screen.
    package mutating func start(_ route: Route = .list(offset: 0, limit: ListScreen.pageSize)) -> [LoadRequest] {
        navigate(.open(route))
    }

    package mutating func handle(_ event: BrowseEvent) -> (outcome: Outcome, loads: [LoadRequest]) {
        switch event {
        case .tick:
            state.tick += 1
            if !state.numberBuffer.isEmpty, state.tick - state.numberTypedAt > 15 { state.numberBuffer = "" }
            return (.continue, paneLoads())
        case .resize(let width, let height):
            self.width = width
            self.height = height
            state.navigator.listRows = bodyHeight
            if !hasEntryPane, case .list(var list)? = state.top, list.focus != .list {
                list.focus = .list
                replaceTop(.list(list))
            }
            return (.continue, keepCursorVisible())
        case .loaded(let request, let viewState):
            return (.continue, state.navigator.apply(viewState, for: request))
        case .key(let key):
            return handle(key)
        }
    }

    // MARK: - Keys

    /// Does `action` on the screen on top, as its key would (line mode's `next`, `prev`).
    package mutating func perform(_ action: BrowseAction) -> (outcome: Outcome, loads: [LoadRequest]) {
        state.message = nil
        return act(action, key: nil)
    }

    private mutating func handle(_ key: Key) -> (outcome: Outcome, loads: [LoadRequest]) {
        if key == .controlC { return (.quit, []) }
        state.message = nil
        if state.showHelp {
            state.showHelp = false
            return (.continue, [])
        }
        if case .mouse(let event) = key {
            guard state.prompt == nil else { return (.continue, []) }
            return (.continue, handleMouse(event))
        }
        if let prompt = state.prompt { return (.continue, handlePrompt(prompt, key)) }
        if case .search(var search)? = state.top, search.editing {
            return handleSearchTyping(&search, key)
        }
        return act(KeyMap.action(for: key, on: screen), key: key)
    }

    /// What `action` does on the screen on top; `key`, when a key asked, for what is no action
    /// of the map (digits in the list).
    private mutating func act(_ action: BrowseAction?, key: Key?) -> (outcome: Outcome, loads: [LoadRequest]) {
        switch action {
        case .quit: return (.quit, [])
        case .help:
            state.showHelp = true
            return (.continue, [])
        case .search:
            if case .search(var search)? = state.top {
                search.editing = true
                replaceTop(.search(search))
                return (.continue, [])
            }
            return (.continue, pushSearch())
        case .back:
            return (.continue, back())
        case .command:
            guard commandRoute != nil else {
                state.message = labels.say(.noCommands)
                return (.continue, [])
            }
            state.prompt = .command("", recalled: nil)
            return (.continue, [])
        default:
            break
        }
        switch state.top {
        case .list(var list):
            let loads = handleList(&list, key, action)
            return (.continue, loads)
        case .detail(var detail):
            return (.continue, handleDetail(&detail, key, action))
        case .search(var search):
            return (.continue, handleSearchResults(&search, action))
        case .reference(var reference):
            return (.continue, handleReference(&reference, action))
        case nil:
            return (.quit, [])
        }
    }

    /// Where the terminal reports the mouse: the wheel scrolls what it is over (three lines a
    /// notch); a click on a row of the list or of the search hits selects it, a click on the
    /// selected one opens it; a click on the entry beside the list gives it the keys.
    private mutating func handleMouse(_ event: MouseEvent) -> [LoadRequest] {
        let panes = BrowseRenderer.PaneLayout(width: width)
        let overEntryPane = hasEntryPane && event.column > panes.list + 1
        switch event.kind {
        case .wheelUp, .wheelDown:
            let action: BrowseAction = event.kind == .wheelUp ? .up : .down
            var loads: [LoadRequest] = []
            for _ in 0..<3 {
                if overEntryPane, case .list(var list)? = state.top {
                    _ = handleEntryPane(&list, action)
                } else {
                    loads += act(action, key: nil).loads
                }
            }
            return loads
        case .click:
            // The body is the rows between the breadcrumb and the status line.
            let row = event.row - 2
            guard (0..<bodyHeight).contains(row) else { return [] }
            switch state.top {
            case .list(var list):
                if overEntryPane {
                    list.focus = .entry
                    replaceTop(.list(list))
                    return []
                }
                let position = list.top.clampedAdding(row)
                guard let total = list.total, position < total else { return [] }
                list.focus = .list
                if position == list.cursor { return act(.open, key: nil).loads }
                list.cursor = position
                list.paneScroll = 0
                replaceTop(.list(list))
                return keepCursorVisible()
            case .search(var search) where !search.editing:
                guard search.hits.indices.contains(row) else { return [] }
                if row == search.cursor { return push(search.hits[row].route) }
                search.cursor = row
                replaceTop(.search(search))
                return []
            case .detail(var detail) where state.hint == nil:
                // A click on a link under the entry opens it, as Enter on it does.
                let pictures: PictureMode = drawsPictures ? .blocks(.trueColor) : .none
                let lines = BrowseRenderer.detailContent(
                    detail, width: width, style: .plain, pictures: pictures, labels: labels
                ).count
                guard let link = link(at: row, event, lines, detail.links, detail.link, detail.scroll) else {
                    return []
                }
                detail.link = link
                replaceTop(.detail(detail))
                return act(.open, key: nil).loads
            case .reference(var reference) where state.hint == nil:
                let lines = BrowseRenderer.referenceContent(reference, width: width, style: .plain, labels: labels)
                    .count
                guard let link = link(at: row, event, lines, reference.links, reference.link, reference.scroll)
                else { return [] }
                reference.link = link
                replaceTop(.reference(reference))
                return act(.open, key: nil).loads
            default:
                return []
            }
        }
    }

    /// The link a click at body `row` lands on, under `lines` lines of content.
    private func link(
        at row: Int, _ event: MouseEvent, _ lines: Int, _ links: [ScreenLink], _ selected: Int,
        _ scroll: Int
    ) -> Int? {
        BrowseRenderer.link(
            atRow: row, column: event.column - 1, contentCount: lines, links: links.map(\.label), selected: selected,
            scroll: scroll, height: bodyHeight, width: width, labels: labels)
    }

    /// The kind of screen on top, for the key map.
    private var screen: KeyMap.Screen {
        switch state.top {
        case .detail: .entry
        case .reference: .reference
        case .search: .search
        case .list, nil: .list
        }
    }

    private mutating func handleList(_ list: inout ListScreen, _ key: Key?, _ action: BrowseAction?) -> [LoadRequest] {
        if action == .hints {
            // The links of the entry beside the list, which gets the keys.
            guard hasEntryPane, let model = list.pane, model.id == list.rows[list.cursor]?.id else { return [] }
            list.focus = .entry
            replaceTop(.list(list))
            return startHints(links: Self.links(of: model).count)
        }
        if action == .focus {
            guard hasEntryPane else { return [] }
            list.focus = list.focus == .list ? .entry : .list
            replaceTop(.list(list))
            return []
        }
        if list.focus == .entry, hasEntryPane, let handled = handleEntryPane(&list, action) { return handled }
        let total = list.total ?? 0
        let page = max(1, bodyHeight - 1)
        let cursor = list.cursor
        var digit: Character?
        switch action {
        // A list opened far past its end has its cursor there: moves are held in range.
        case .up: list.cursor = list.cursor.clampedSubtracting(1)
        case .down: list.cursor = list.cursor.clampedAdding(1)
        case .pageUp:
            // A page turns the view with the cursor, as a pager does.
            list.cursor = list.cursor.clampedSubtracting(page)
            list.top = max(0, list.top - page)
        case .pageDown:
            list.cursor = list.cursor.clampedAdding(page)
            list.top = max(0, min(list.top.clampedAdding(page), total - bodyHeight))
        case .first: list.cursor = 0
        case .last: list.cursor = total - 1
        case .typeFilter:
            state.prompt = .type("")
            return []
        case .open:
            guard let row = list.rows[list.cursor] else { return [] }
            return push(.show(name: String(row.id)))
        default:
            // Digits jump to that number; they are no action of the map.
            guard case .character(let c)? = key, c.isASCII, c.isNumber else { return [] }
            digit = c
        }
        if let digit {
            if state.tick - state.numberTypedAt > 15 { state.numberBuffer = "" }
            state.numberBuffer.append(digit)
            state.numberTypedAt = state.tick
            if let id = Int(state.numberBuffer), let position = position(of: id, in: list) { list.cursor = position }
        } else {
            state.numberBuffer = ""
        }
        list.cursor = max(0, min(list.cursor, total - 1))
        if list.cursor != cursor { list.paneScroll = 0 }
        replaceTop(.list(list))
        return keepCursorVisible()
    }

    /// The keys of the entry beside the list, when it has the focus: they scroll it, and Enter
    /// opens it; nil for the keys that still act on the list (a type filter, a number).
    private mutating func handleEntryPane(_ list: inout ListScreen, _ action: BrowseAction?) -> [LoadRequest]? {
        let page = max(1, bodyHeight - 1)
        switch action {
        case .up: list.paneScroll = max(0, list.paneScroll - 1)
        case .down: list.paneScroll += 1
        case .pageUp: list.paneScroll = max(0, list.paneScroll - page)
        case .pageDown: list.paneScroll += page
        case .first: list.paneScroll = 0
        case .open:
            guard let row = list.rows[list.cursor] else { return [] }
            return push(.show(name: String(row.id)))
        default: return nil
        }
        // No further than its last line at the bottom, so that ↑ answers at once.
        if let model = list.pane, model.id == list.rows[list.cursor]?.id {
            let lines = BrowseRenderer.entryPane(
                model, width: BrowseRenderer.PaneLayout(width: width).entry, style: .plain, labels: labels
            ).count
            list.paneScroll = min(list.paneScroll, max(0, lines - bodyHeight))
        } else {
            list.paneScroll = 0
        }
        replaceTop(.list(list))
        return []
    }

    /// Where Pokémon `id` sits in the list: among the loaded rows, or, unfiltered, by the
    /// dex's own order (1…1025, then forms from 10001).
    private func position(of id: Int, in list: ListScreen) -> Int? {
        if let loaded = list.rows.first(where: { $0.value.id == id }) { return loaded.key }
        guard list.filter.isEmpty, let total = list.total else { return nil }
        let guess = id >= 10001 ? 1025 + id - 10001 : id - 1
        return (0..<total).contains(guess) ? guess : nil
    }

    private mutating func handleDetail(_ detail: inout DetailScreen, _ key: Key?, _ action: BrowseAction?)
        -> [LoadRequest]
    {
        if action == .compare, let model = detail.model {
            return compare(adding: model.name, displayName: model.displayName)
        }
        if action == .hints { return startHints(links: detail.links.count) }
        if action == .pickGame {
            guard let learnset = detail.learnset, !learnset.games.isEmpty else {
                state.message = labels.say(.noGames)
                return []
            }
            state.prompt = .game(learnset.games.firstIndex(of: learnset.game) ?? 0)
            return []
        }
        // `1`–`9`: to that section's title.
        if case .character(let c)? = key, let number = c.wholeNumberValue, (1...9).contains(number) {
            let content = BrowseRenderer.detailContent(
                detail, width: width, style: .plain, pictures: drawsPictures ? .blocks(.trueColor) : .none,
                labels: labels)
            let starts = BrowseRenderer.sectionStarts(content, labels: labels)
            guard number <= starts.count else {
                state.message = labels.say(.sectionCount, String(starts.count))
                return []
            }
            detail.scroll = starts[number - 1]
            replaceTop(.detail(detail))
            return []
        }
        // `s`: the shiny picture, or back; the entry is asked for again with it.
        if action == .shiny, drawsPictures, let id = state.navigator.router.top?.id {
            detail.shiny.toggle()
            replaceTop(.detail(detail))
            return [
                request(.detail, route: .show(name: detail.query, shiny: detail.shiny, game: detail.game), screen: id)
            ]
        }
        let links = detail.links
        switch scrollOrChoose(action, scroll: &detail.scroll, link: &detail.link, links: links.count) {
        case .ignored: return []
        case .moved: replaceTop(.detail(detail))
        case .open(let index): return push(links[index].route)
        }
        return []
    }

    private mutating func handleReference(_ reference: inout ReferenceScreen, _ action: BrowseAction?) -> [LoadRequest]
    {
        if action == .hints { return startHints(links: reference.links.count) }
        let links = reference.links
        switch scrollOrChoose(action, scroll: &reference.scroll, link: &reference.link, links: links.count) {
        case .ignored: return []
        case .moved: replaceTop(.reference(reference))
        case .open(let index): return push(links[index].route)
        }
        return []
    }

    /// `c` in an entry: sets the Pokémon aside; with a second one, opens the comparison of all
    /// set aside and starts a new one.
    private mutating func compare(adding name: String, displayName: String) -> [LoadRequest] {
        guard !state.comparing.contains(name) else {
            state.message = "\(displayName) is already set aside to compare."
            return []
        }
        state.comparing.append(name)
        guard state.comparing.count >= 2 else {
            state.message = "\(displayName) set aside: press c in another entry to compare."
            return []
        }
        let names = state.comparing
        state.comparing = []
        return push(.compare(names: names))
    }

    private enum LinkKey {
        case ignored, moved
        case open(Int)
    }

    /// The keys of a screen that scrolls and has links to open: ↑↓ scroll, ←→ choose, Enter opens.
    private func scrollOrChoose(_ action: BrowseAction?, scroll: inout Int, link: inout Int, links count: Int)
        -> LinkKey
    {
        switch action {
        case .up: scroll = max(0, scroll - 1)
        case .down: scroll += 1
        case .pageUp: scroll = max(0, scroll - (bodyHeight - 1))
        case .pageDown: scroll += bodyHeight - 1
        case .first: scroll = 0
        case .previousLink: if count > 0 { link = (link - 1 + count) % count }
        case .nextLink: if count > 0 { link = (link + 1) % count }
        case .open: return (0..<count).contains(link) ? .open(link) : .ignored
        default: return .ignored
        }
        return .moved
    }

    private mutating func handleSearchTyping(_ search: inout SearchScreen, _ key: Key) -> (
        outcome: Outcome, loads: [LoadRequest]
    ) {
        switch key {
        case .character(let c):
            search.query.append(c)
        case .backspace:
            if search.query.isEmpty { return (.continue, back()) }
            search.query.removeLast()
        case .escape:
            if search.hits.isEmpty { return (.continue, back()) }
            search.editing = false
            replaceTop(.search(search))
            return (.continue, [])
        case .down, .tab:
            search.editing = search.hits.isEmpty
            search.cursor = 0
            replaceTop(.search(search))
            return (.continue, [])
        case .enter:
            guard let hit = search.hits.first else { return (.continue, []) }
            search.editing = false
            replaceTop(.search(search))
            return (.continue, push(hit.route))
        default:
            return (.continue, [])
        }
        search.cursor = 0
        replaceTop(.search(search))
        guard NameKey.make(search.query).isEmpty == false, let id = state.navigator.router.top?.id else {
            search.hits = []
            replaceTop(.search(search))
            return (.continue, [])
        }
        return (
            .continue,
            [request(.search(search.query), route: .search(query: search.query, limit: search.limit), screen: id)]
        )
    }

    private mutating func handleSearchResults(_ search: inout SearchScreen, _ action: BrowseAction?) -> [LoadRequest] {
        switch action {
        case .up:
            if search.cursor == 0 { search.editing = true } else { search.cursor -= 1 }
        case .down: search.cursor = min(search.cursor + 1, max(0, search.hits.count - 1))
        case .open:
            guard search.hits.indices.contains(search.cursor) else { return [] }
            return push(search.hits[search.cursor].route)
        default: return []
        }
        replaceTop(.search(search))
        return []
    }

    /// `f`: the links wear their labels until one is typed.
    private mutating func startHints(links: Int) -> [LoadRequest] {
        guard links > 0 else {
            state.message = labels.say(.nothingToOpen)
            return []
        }
        state.prompt = .hint("")
        return []
    }

    /// The links of the screen on top, in the order their labels go.
    private var topLinks: [ScreenLink] {
        switch state.top {
        case .detail(let detail): detail.links
        case .reference(let reference): reference.links
        case .list(let list) where list.focus == .entry: list.pane.map(Self.links) ?? []
        default: []
        }
    }

    /// What an entry links to, as its own screen would.
    static func links(of model: DetailViewModel) -> [ScreenLink] {
        var screen = DetailScreen(query: String(model.id))
        screen.model = model
        return screen.links
    }

    /// A key while the links wear labels: letters narrow them down, and the link whose whole
    /// label is typed opens; Esc, or letters no label has, put the labels away.
    private mutating func handleHint(_ typed: String, _ key: Key) -> [LoadRequest] {
        switch key {
        case .escape:
            state.prompt = nil
        case .backspace:
            state.prompt = typed.isEmpty ? nil : .hint(String(typed.dropLast()))
        case .character(let c):
            let text = typed + String(c).lowercased()
            let links = topLinks
            let hints = LinkHints.labels(count: links.count)
            if let index = hints.firstIndex(of: text) {
                state.prompt = nil
                return push(links[index].route)
            }
            guard hints.contains(where: { $0.hasPrefix(text) }) else {
                state.prompt = nil
                state.message = labels.say(.noLinkLabelled, text.terminalSafe)
                return []
            }
            state.prompt = .hint(text)
        default:
            break
        }
        return []
    }

    /// A key in the game picker: ↑↓ choose, Enter shows the entry's moves in that game (and
    /// every entry's after it, this session), Esc keeps the game.
    private mutating func handleGamePicker(_ cursor: Int, _ key: Key) -> [LoadRequest] {
        guard case .detail(let detail)? = state.top, let games = detail.learnset?.games, !games.isEmpty,
            let id = state.navigator.router.top?.id
        else {
            state.prompt = nil
            return []
        }
        switch KeyMap.action(for: key, on: .list) {
        case .up: state.prompt = .game(max(0, cursor - 1))
        case .down: state.prompt = .game(min(games.count - 1, cursor + 1))
        case .first: state.prompt = .game(0)
        case .last: state.prompt = .game(games.count - 1)
        case .open:
            state.prompt = nil
            let game = games[min(cursor, games.count - 1)]
            state.navigator.game = game
            // Its moves, and where it is met, in that game.
            var shown = detail
            shown.game = game
            replaceTop(.detail(shown))
            return [
                request(.detailMoves, route: .moves(pokemon: detail.query, game: game), screen: id),
                request(.detail, route: .show(name: detail.query, shiny: detail.shiny, game: game), screen: id),
            ]
        case .back, .quit: state.prompt = nil
        default: break
        }
        return []
    }

    /// A key on the `:` line: text, ↑ ↓ through the history, Enter runs it (its screen on
    /// top, or its error on the status line), Esc or Backspace on nothing leaves.
    private mutating func handleCommandLine(_ text: String, recalled: Int?, _ key: Key) -> [LoadRequest] {
        let history = state.commandHistory
        switch key {
        case .escape:
            state.prompt = nil
        case .backspace:
            state.prompt = text.isEmpty ? nil : .command(String(text.dropLast()), recalled: nil)
        case .character(let c):
            state.prompt = .command(text + String(c), recalled: nil)
        case .up:
            guard !history.isEmpty else { break }
            let place = max(0, (recalled ?? history.count) - 1)
            state.prompt = .command(history[place], recalled: place)
        case .down:
            guard let recalled else { break }
            state.prompt =
                recalled + 1 < history.count
                ? .command(history[recalled + 1], recalled: recalled + 1) : .command("", recalled: nil)
        case .enter:
            state.prompt = nil
            let line = text.trimmingWhitespace()
            guard !line.isEmpty, let commandRoute else { return [] }
            state.commandHistory.removeAll { $0 == line }
            state.commandHistory.append(line)
            switch commandRoute(line) {
            case .screen(let route): return push(route)
            case .error(let message): state.message = message
            }
        default:
            break
        }
        return []
    }

    private mutating func handlePrompt(_ prompt: Prompt, _ key: Key) -> [LoadRequest] {
        if case .hint(let typed) = prompt { return handleHint(typed, key) }
        if case .command(let text, let recalled) = prompt { return handleCommandLine(text, recalled: recalled, key) }
        if case .game(let cursor) = prompt { return handleGamePicker(cursor, key) }
        guard case .type(var text) = prompt else { return [] }
        switch key {
        case .escape:
            state.prompt = nil
        case .backspace:
            if text.isEmpty {
                state.prompt = nil
            } else {
                text.removeLast()
                state.prompt = .type(text)
            }
        case .character(let c):
            text.append(c)
            state.prompt = .type(text)
        case .enter:
            state.prompt = nil
            let key = NameKey.make(text)
            if key.isEmpty {
                // An empty type clears the filter.
                return replaceList(ListFilter())
            }
            guard TypeChart.knownTypes.contains(key) else {
                state.message = labels.say(.noTypeNamed, text)
                return []
            }
            return replaceList(ListFilter(types: [key]))
        default:
            break
        }
        return []
    }

    // MARK: - The stack, through the Navigator

    /// An intent straight to the Navigator (line mode's `show`, `back`, `list`).
    package mutating func navigate(_ intent: Navigator.Intent) -> [LoadRequest] {
        state.message = nil
        return state.navigator.perform(intent)
    }

    private mutating func push(_ route: Route) -> [LoadRequest] {
        state.navigator.perform(.open(route))
    }

    private mutating func pushSearch() -> [LoadRequest] {
        state.navigator.perform(.startSearch)
    }

    private mutating func back() -> [LoadRequest] {
        state.navigator.perform(.back)
    }

    private mutating func replaceList(_ filter: ListFilter) -> [LoadRequest] {
        state.navigator.perform(.filterList(filter))
    }

    private mutating func replaceTop(_ screen: Screen) {
        state.navigator.updateTop(screen)
    }

    private mutating func keepCursorVisible() -> [LoadRequest] {
        state.navigator.keepCursorVisible()
    }

    /// What the panes beside the list show of the highlighted Pokémon — its picture from 90
    /// columns, its entry (which has the picture the third pane shows from 140) from 100 —
    /// asked for on the tick after the cursor moved, so a held key does not fetch everything
    /// it passes.
    private mutating func paneLoads() -> [LoadRequest] {
        guard case .list(var list)? = state.top, let id = state.navigator.router.top?.id,
            let row = list.rows[list.cursor]
        else { return [] }
        var loads: [LoadRequest] = []
        if hasEntryPane, list.paneID != row.id {
            list.paneID = row.id
            // Met in the session's game, as a full entry would be.
            let route = Route.show(name: String(row.id), game: state.navigator.game)
            loads.append(request(.pane(row.id), route: route, screen: id))
        }
        // From 100 columns the entry brings its own picture.
        if drawsPictures, width >= Self.previewMinimumWidth, !hasEntryPane, list.previewID != row.id {
            list.previewID = row.id
            loads.append(
                request(.preview(row.id), route: .sprite(names: [String(row.id)], variant: .front), screen: id))
        }
        if !loads.isEmpty { replaceTop(.list(list)) }
        return loads
    }

    private mutating func request(_ purpose: LoadRequest.Purpose, route: Route, screen: Int) -> LoadRequest {
        state.navigator.request(purpose, route: route, screen: screen)
    }
}

extension Route {
    /// The Pokémon a `show` route asks for.
    var pokemonQuery: String? {
        if case .show(let name, _, _) = self { return name }
        return nil
    }
}
