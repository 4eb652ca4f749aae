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

        package init(listRows: Int) {
            self.listRows = max(1, listRows)
        }

        /// How far a page turns.
        package var page: Int { max(1, listRows - 1) }
    }

    package init(listRows: Int, game: String? = nil) {
        geometry = Geometry(listRows: listRows)
        self.game = game
    }

    /// Rows of a list on screen.
    package var listRows: Int {
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
        case .move(let move): return self.move(move)
        case .jump(let number): return jump(to: number)
        case .digit(let digit): return typeDigit(digit)
        case .forgetNumber:
            typedNumber = ""
            return []
        case .loadPanes(let entry, let picture): return loadPanes(entry: entry, picture: picture)
        case .openSelected: return openSelected()
        case .openLink(let index): return openLink(index)
        case .clickRow(let row): return click(row: row)
        case .scroll(let line): return scroll(to: line)
        case .focus(let focus): return self.focus(focus)
        case .toggleShiny: return toggleShiny()
        case .toggleMark: return toggleMark()
        case .pickGame(let game): return pick(game)
        case .setAside: return setAside()
        case .query(let query): return type(query)
        case .editQuery(let editing): return edit(editing)
        }
    }

    mutating func open(_ route: Route) -> [LoadRequest] {
        // A learnset or an entry that names no game is shown in the game chosen.
        let entry = router.push(game.flatMap(route.screenRoute.inGame) ?? route)
        switch entry.screen {
        case .list: return keepCursorVisible()
        case .detail(let detail): return entryLoads(detail, screen: entry.id)
        case .reference: return [request(.reference, route: entry.route, screen: entry.id)]
        case .search(let search):
            return search.query.isEmpty ? [] : [request(.search(search.query), route: entry.route, screen: entry.id)]
        }
    }

    /// What an entry shows: itself (with the picture and the game it is shown in), and its
    /// moves below it.
    private mutating func entryLoads(_ detail: DetailScreen, screen id: Int) -> [LoadRequest] {
        [
            request(.detail, route: .show(name: detail.query, shiny: detail.shiny, game: detail.game), screen: id),
            request(.detailMoves, route: .moves(pokemon: detail.query, game: detail.game ?? game), screen: id),
        ]
    }

    /// Puts a new state of the top screen in place (a cursor moved, a query typed), keeping
    /// its id.
    package mutating func updateTop(_ screen: Screen) {
        router.updateTop(screen)
    }

    /// Asks for `route` on behalf of the screen `screen`.
    package mutating func request(_ purpose: LoadRequest.Purpose, route: Route, screen: Int) -> LoadRequest {
        let load = LoadRequest(screenID: screen, purpose: purpose, route: route)
        if case .search = purpose {
            outstanding.removeAll { if case .search = $0.purpose { $0.screenID == screen } else { false } }
        }
        outstanding.append(load)
        return load
    }

    /// A list opened past its end (`:list --offset 2000`) shows its last row, and says so.
    private mutating func clampPastTheEnd(_ list: inout ListScreen) {
        guard let total = list.total, total > 0, list.cursor >= total else { return }
        message = .pastTheEnd(offset: list.cursor, count: total)
        list.cursor = total - 1
        list.top = max(0, list.cursor - geometry.listRows + 1)
    }

    /// Scrolls the list on top so its cursor shows, and asks for the pages around it that are
    /// missing: near the end of what is loaded, more loads (the infinite scroll).
    package mutating func keepCursorVisible() -> [LoadRequest] {
        guard case .list(var list)? = top, let id = router.top?.id else { return [] }
        let listRows = geometry.listRows
        // The cursor and the top come from a person (`:list --offset 9223372036854775807`):
        // every sum of them is held at the end of `Int`'s range.
        if list.cursor < list.top { list.top = list.cursor }
        if list.cursor >= list.top.clampedAdding(listRows) { list.top = list.cursor - listRows + 1 }
        let first = max(0, list.top - 10)
        let last = list.top.clampedAdding(listRows + 10)
        var loads: [LoadRequest] = []
        for page in (first / ListScreen.pageSize)...(last / ListScreen.pageSize) {
            if let total = list.total, page * ListScreen.pageSize >= total { break }
            guard !list.requestedPages.contains(page) else { continue }
            list.requestedPages.insert(page)
            let route = Route.list(offset: page * ListScreen.pageSize, limit: ListScreen.pageSize, filter: list.filter)
            loads.append(request(.listPage(page), route: route, screen: id))
            if list.total == nil { break }  // the first page says how many there are
        }
        router.updateTop(.list(list))
        return loads
    }

    /// An answer: into the screen that asked, if it is still on the stack; an entry that
    /// cannot be loaded is taken off, with the reason in `message`.
    package mutating func apply(_ viewState: ViewState, for request: LoadRequest) -> [LoadRequest] {
        if let waited = outstanding.firstIndex(of: request) { outstanding.remove(at: waited) }
        guard let index = router.index(of: request.screenID) else { return [] }
        let isTop = index == router.stack.count - 1
        switch (router.stack[index].screen, request.purpose, viewState) {
        case (.list(var list), .listPage(let page), .content(let model as ListViewModel)):
            list.total = model.count
            if isTop { clampPastTheEnd(&list) }
            for (offset, row) in model.rows.enumerated() {
                list.rows[page * ListScreen.pageSize + offset] = row
                // Marks gone (the last one taken away) leave none behind.
                list.marks[row.id] = model.marks.flatMap { offset < $0.count ? $0[offset] : nil }
            }
            // A number typed before its row came (`445⏎` in one burst) opens once it has.
            let opens = list.openWhenLoaded.flatMap { list.rows[$0] }
            if opens != nil { list.openWhenLoaded = nil }
            router.update(at: index, .list(list))
            if let row = opens, isTop { return open(.show(name: String(row.id))) }
            return isTop ? keepCursorVisible() : []
        case (.list(var list), .preview(let pokemon), _):
            // A Pokémon without a picture shows none; that is not worth a message.
            if let model = viewState.model(PicturesViewModel.self), let card = model.cards.first, card.id == pokemon {
                list.preview = card
                router.update(at: index, .list(list))
            }
        case (.list(var list), .pane(let pokemon), let loaded):
            // An entry that cannot be had leaves the pane empty; the list is still the list.
            if let model = loaded.model(DetailViewModel.self), model.id == pokemon {
                list.pane = model
                router.update(at: index, .list(list))
            }
        case (.list(var list), .listPage, .empty(.pageOutOfRange(let model))):
            list.total = model.count
            if isTop { clampPastTheEnd(&list) }
            router.update(at: index, .list(list))
            return isTop ? keepCursorVisible() : []
        case (.detail(var detail), .detail, .content(let model as DetailViewModel)):
            detail.model = model
            router.update(at: index, .detail(detail))
        case (.detail(var detail), .detailMoves, .content(let model as LearnsetViewModel)):
            detail.learnset = model
            router.update(at: index, .detail(detail))
        case (.detail, .detailMoves, _):
            break  // an entry without moves is still an entry
        case (.reference(var reference), .reference, let loaded) where !loaded.isError:
            reference.state = loaded
            router.update(at: index, .reference(reference))
        case (.search(var search), .search(let query), _) where query == search.query:
            search.hits = viewState.model(SearchViewModel.self)?.hits ?? []
            // A query that means nothing says why (`'type:dragn': no type is called dragn`).
            if case .error(let error) = viewState, error.kind == .usage { message = .failed(error.message) }
            search.hitsQuery = query
            search.cursor = min(search.cursor, max(0, search.hits.count - 1))
            let opens = search.openWhenLoaded ? search.hits.first : nil
            search.openWhenLoaded = false
            if opens != nil { search.editing = false }
            router.update(at: index, .search(search))
            if let hit = opens, isTop { return open(hit.route) }
        case (_, .mark, .content(let model as CaughtViewModel)):
            guard case .changed(let action, _, let changed, _, _, _) = model, let mark = changed.first else { break }
            message =
                action == .removed ? .unmarked(mark.name, game: mark.gameName) : .marked(mark.name, game: mark.gameName)
            return reloadMarks(at: index)
        case (_, .mark, .error(let error)):
            // A mark that could not be kept says why; the screen stays.
            message = .failed(error.message)
        case (_, _, .error(let error)):
            message = .failed(error.message)
            if router.stack[index].screen.isEntry, isTop, index > 0 {
                // Nothing to show: go back to where the person was, with the reason.
                router.remove(at: index)
            }
        default:
            break
        }
        return []
    }
}

extension Screen {
    /// An entry of one thing, which is taken off the stack when it cannot be loaded.
    package var isEntry: Bool {
        switch self {
        case .detail, .reference: true
        case .list, .search: false
        }
    }
}

extension Navigator {
    /// Asks for the mark of the Pokémon in view to be turned over: the row under the list's
    /// cursor, or the entry on top; in the game chosen (`g`, `--game`, `POKEDEX_GAME`), else
    /// the latest.
    mutating func toggleMark() -> [LoadRequest] {
        guard let entry = router.top else { return [] }
        let pokemon: String
        var game = self.game
        switch entry.screen {
        case .list(let list):
            guard let row = list.rows[list.cursor] else { return [] }
            pokemon = String(row.id)
        case .detail(let detail):
            pokemon = detail.model.map { String($0.id) } ?? detail.query
            game = detail.game ?? game
        case .reference, .search:
            return []
        }
        return [request(.mark, route: .mark(pokemon: pokemon, game: game), screen: entry.id)]
    }

    /// After a mark changed: the list's rows loaded again (their marks with them), or the
    /// entry again (its line of games caught in).
    private mutating func reloadMarks(at index: Int) -> [LoadRequest] {
        let entry = router.stack[index]
        switch entry.screen {
        case .list(var list):
            list.requestedPages = []
            router.update(at: index, .list(list))
            return index == router.stack.count - 1 ? keepCursorVisible() : []
        case .detail(let detail):
            return [
                request(
                    .detail, route: .show(name: detail.query, shiny: detail.shiny, game: detail.game), screen: entry.id)
            ]
        case .reference, .search:
            return []
        }
    }
}
