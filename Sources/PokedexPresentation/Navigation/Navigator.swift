import PokedexDomain

/// A screen's data to fetch; the answer comes back through `Navigator.apply`.
package struct LoadRequest: Sendable, Equatable {
    package enum Purpose: Sendable, Equatable {
        case listPage(Int)
        /// The picture of the Pokémon under the list's cursor.
        case preview(Int)
        /// The entry of the Pokémon under the list's cursor, beside the list.
        case pane(Int)
        case detail
        /// The moves shown below an entry.
        case detailMoves
        case search(String)
        case reference
        /// The Pokémon of a screen marked caught, or unmarked (`m`).
        case mark
    }

    let screenID: Int
    package let purpose: Purpose
    package let route: Route
}

/// The one owner of navigation in a session (the full screen, and line mode): intents in,
/// stack changes and loads out. What a route opens, what a row or a link opens, how a cursor
/// moves and a page turns, what is set aside to compare, which game an entry shows, what it
/// must load, where a late answer lands (or that its screen is gone), and what an error does
/// to the stack are decided here, once; the full screen's keys, its clicks and line mode's
/// commands are ways of saying the same intents. It never waits: whoever drives it runs the
/// loads and hands the answers back.
///
/// A one-shot command does not navigate: its route goes straight to the Presenter, and its
/// one answer is what it prints.
package struct Navigator: Sendable, Equatable {
    package internal(set) var router = Router()
    /// Loads asked for and not yet answered (a search a newer query replaced is not waited
    /// for: its answer may never come): the spinner.
    private var outstanding: [LoadRequest] = []
    package var pendingLoads: Int { outstanding.count }
    /// What the status line says until the next key: a failed answer's reason, a note.
    package var message: StatusMessage?
    /// How much of the screen there is: which of a list's pages to load, how far a page turns.
    package var geometry: Geometry
    /// The game moves are shown for when a route names none (`--game`, `POKEDEX_GAME`, `g`);
    /// nil for each Pokémon's latest.
    package internal(set) var game: String?
    /// The Pokémon set aside to compare, by name, until there are two.
    package internal(set) var comparing: [String] = []
    /// The digits of a Pokédex number typed in the list so far (`44` on the way to `445`).
    package internal(set) var typedNumber = ""

    /// What the screen has room for, as the view last drew it.
    package struct Geometry: Sendable, Equatable {
        /// Rows of a list on screen.
        package var listRows: Int
        /// The lines a screen that scrolls has below what fits (0: it all fits): how far ↓ goes.
        package var scrollLimit = Int.max
        /// The same for the entry beside the list.
        package var paneScrollLimit = Int.max
        /// Whether the entry beside the list is shown (a wide terminal).
        package var hasEntryPane = false
        /// The lines of an entry (scrolled from 0) where its sections start: where `1`–`9` go.
        package var sectionStarts: [Int] = []

        init(listRows: Int) {
            self.listRows = max(1, listRows)
        }

        /// How far a page turns.
        var page: Int { max(1, listRows - 1) }
    }

    package init(listRows: Int, game: String? = nil) {
        geometry = Geometry(listRows: listRows)
        self.game = game
    }

    /// Rows of a list on screen.
    var listRows: Int {
        get { geometry.listRows }
        set { geometry.listRows = max(1, newValue) }
    }

    package enum Intent: Sendable, Equatable {
        /// Opens the screen a route asks for on top.
        case open(Route)
        /// `/`: on a search, its query gets the keys again; anywhere else an empty search
        /// opens, typing.
        case startSearch
        /// Back one screen, to exactly the state it was left in; the first screen stays. On a
        /// search being typed that has hits, the hits get the keys first.
        case back
        /// Back to the first screen.
        case root
        /// The list on top, filtered anew (a new list: answers for the old one miss it).
        case filterList(ListFilter)
        /// The cursor, or what scrolls, moved.
        case move(Move)
        /// The list's cursor onto a Pokédex number.
        case jump(toNumber: Int)
        /// A digit typed: in an entry, the section to go to; in the list, one more digit of the
        /// Pokédex number to jump to.
        case digit(Int)
        /// The digits typed so far forgotten (a while after the last).
        case forgetNumber
        /// What the panes beside the list show of the row under the cursor, asked for once
        /// the cursor rests: its entry, its picture, as the screen has room for them.
        case loadPanes(entry: Bool, picture: Bool)
        /// Enter: the row under the cursor, the search hit, or the link chosen.
        case openSelected
        /// The screen's link at this place (a letter typed, a click, `open n`).
        case openLink(Int)
        /// A click on the list's row at this place on screen (from 0): the cursor goes there,
        /// or, when it is there already, it opens.
        case clickRow(Int)
        /// A screen scrolled to show this line on top (an entry's sections, `1`–`9`).
        case scroll(toLine: Int)
        /// The entry beside the list gets the keys, or the list gets them back.
        case focus(ListFocus?)
        /// An entry's picture, shiny or not.
        case toggleShiny
        /// The Pokémon under the list's cursor, or of the entry, marked caught in the game
        /// chosen (else the latest), or unmarked when it is.
        case toggleMark
        /// The game whose moves and places entries show, from this one on.
        case pickGame(String)
        /// The entry on top set aside to compare; the second opens the comparison.
        case setAside
        /// The search's query, as typed so far.
        case query(String)
        /// The search's results get the keys (`editing` false), or the query does.
        case editQuery(Bool)
    }

    /// How a cursor or a scroll moves.
    package enum Move: Sendable, Equatable {
        case up, down, pageUp, pageDown, first, last
        /// The previous or next link of a screen that has links.
        case previousLink, nextLink
    }

    /// The screen on top.
    package var top: Screen? { router.top?.screen }

    package mutating func perform(_ intent: Intent) -> [LoadRequest] {
        switch intent {
        case .open(let route): return open(route)
        case .startSearch:
            if case .search = top { return edit(true) }
            router.push(.search(SearchScreen()))
            return []
        case .back:
            if case .search(let search) = top, search.editing, !search.hits.isEmpty { return edit(false) }
            router.pop()
            return []
        case .root:
            router.popToRoot()
            return []
        case .filterList(let filter):
            guard case .list = top else { return [] }
            router.replaceTop(with: .list(ListScreen(filter: filter)))
            return keepCursorVisible()
        case .move(let move): return onTop(.moved(move))
        case .jump(let number): return jump(to: number)
        case .digit(let digit): return typeDigit(digit)
        case .forgetNumber:
            typedNumber = ""
            return []
        case .loadPanes(let entry, let picture): return loadPanes(entry: entry, picture: picture)
        case .openSelected: return onTop(.openSelected)
        case .openLink(let index): return openLink(index)
        case .clickRow(let row): return onTop(.clicked(row: row))
        case .scroll(let line): return onTop(.scrolled(toLine: line))
        case .focus(let focus): return self.focus(focus)
        case .toggleShiny: return toggleShiny()
        case .toggleMark: return onTop(.markToggled)
        case .pickGame(let game): return pick(game)
        case .setAside: return setAside()
        case .query(let query): return type(query)
        case .editQuery(let editing): return edit(editing)
        }
    }

    mutating func open(_ route: Route) -> [LoadRequest] {
        // A learnset or an entry that names no game is shown in the game chosen.
        router.push(game.flatMap(route.screenRoute.inGame) ?? route)
        return onTop(.opened)
    }

    /// What happens to a screen, handed to the code of its kind (`dispatch`).
    enum ScreenEvent {
        /// Put on top: what it loads first.
        case opened
        case moved(Move)
        /// Enter.
        case openSelected
        /// A click on a row of it, from 0.
        case clicked(row: Int)
        /// Scrolled to show this line on top.
        case scrolled(toLine: Int)
        /// The Pokémon in view marked or unmarked.
        case markToggled
        /// A mark changed: what shows marks asks for them again.
        case marksChanged
        /// An answer to a load it asked for.
        case answered(ViewState, LoadRequest.Purpose)
    }

    /// `event` on the screen on top.
    mutating func onTop(_ event: ScreenEvent) -> [LoadRequest] {
        router.stack.isEmpty ? [] : dispatch(event, at: router.stack.count - 1) ?? []
    }

    /// The one place navigation parts by kind of screen: `event` on the screen at `index` of
    /// the stack goes to the code of its kind (Navigator+List, +Entry, +Search, +Reference),
    /// which says what it loads; nil when the event means nothing to it.
    private mutating func dispatch(_ event: ScreenEvent, at index: Int) -> [LoadRequest]? {
        let id = router.stack[index].id
        switch router.stack[index].screen {
        case .list(let list): return listEvent(event, list, at: index)
        case .detail(let detail): return entryEvent(event, detail, at: index, id: id)
        case .search(let search): return searchEvent(event, search, at: index, id: id)
        case .reference(let reference): return referenceEvent(event, reference, at: index, id: id)
        }
    }

    /// Puts a new state of the top screen in place (a cursor moved, a query typed), keeping
    /// its id.
    mutating func updateTop(_ screen: Screen) {
        router.updateTop(screen)
    }

    /// Asks for `route` on behalf of the screen `screen`.
    mutating func request(_ purpose: LoadRequest.Purpose, route: Route, screen: Int) -> LoadRequest {
        let load = LoadRequest(screenID: screen, purpose: purpose, route: route)
        if case .search = purpose {
            outstanding.removeAll { if case .search = $0.purpose { $0.screenID == screen } else { false } }
        }
        outstanding.append(load)
        return load
    }

    /// An answer: into the screen that asked, if it is still on the stack; an entry that
    /// cannot be loaded is taken off, with the reason in `message`.
    package mutating func apply(_ viewState: ViewState, for request: LoadRequest) -> [LoadRequest] {
        if let waited = outstanding.firstIndex(of: request) { outstanding.remove(at: waited) }
        guard let index = router.index(of: request.screenID) else { return [] }
        switch (request.purpose, viewState) {
        case (.mark, .content(let model as CaughtViewModel)):
            guard case .changed(let action, _, let changed, _, _, _) = model, let mark = changed.first else {
                return []
            }
            message =
                action == .removed ? .unmarked(mark.name, game: mark.gameName) : .marked(mark.name, game: mark.gameName)
            return dispatch(.marksChanged, at: index) ?? []
        case (.mark, .error(let error)):
            // A mark that could not be kept says why; the screen stays.
            message = .failed(error.message)
            return []
        default:
            if let loads = dispatch(.answered(viewState, request.purpose), at: index) { return loads }
        }
        if case .error(let error) = viewState {
            message = .failed(error.message)
            if router.stack[index].screen.isEntry, index == router.stack.count - 1, index > 0 {
                // Nothing to show: go back to where the person was, with the reason.
                router.remove(at: index)
            }
        }
        return []
    }

    /// Whether the screen at `index` is on top.
    func isTop(_ index: Int) -> Bool { index == router.stack.count - 1 }
}
