import PokedexDomain

/// The list: a cursor over pages that load as it nears them, the entry and the picture beside
/// it, numbers typed to jump.
extension Navigator {
    mutating func listEvent(_ event: ScreenEvent, _ list: ListScreen, at index: Int) -> [LoadRequest]? {
        var list = list
        switch event {
        case .opened:
            return keepCursorVisible()
        case .moved(let move):
            if list.focus == .entry, geometry.hasEntryPane {
                list.paneScroll = scrolled(list.paneScroll, move, limit: geometry.paneScrollLimit)
                router.updateTop(.list(list))
                return []
            }
            return moveCursor(&list, move)
        case .openSelected:
            if let row = list.rows[list.cursor] { return open(.show(name: String(row.id))) }
            // A number typed before its row came: open it by that number, or once it comes.
            if let number = list.jumped { return open(.show(name: String(number))) }
            list.openWhenLoaded = list.cursor
            router.updateTop(.list(list))
            return []
        case .clicked(let row):
            let position = list.top.clampedAdding(row)
            guard let total = list.total, position < total else { return [] }
            list.focus = .list
            if position == list.cursor { return onTop(.openSelected) }
            list.cursor = position
            list.paneScroll = 0
            list.jumped = nil
            router.updateTop(.list(list))
            return keepCursorVisible()
        case .scrolled:
            return []
        case .markToggled:
            guard let row = list.rows[list.cursor] else { return [] }
            return [
                request(
                    .mark, route: .mark(pokemon: String(row.id), game: game), screen: router.stack[index].id)
            ]
        case .marksChanged:
            // Its rows loaded again, their marks with them.
            list.requestedPages = []
            router.update(at: index, .list(list))
            return isTop(index) ? keepCursorVisible() : []
        case .answered(let state, let purpose):
            return answered(state, purpose, &list, at: index)
        }
    }

    private mutating func answered(
        _ viewState: ViewState, _ purpose: LoadRequest.Purpose, _ list: inout ListScreen, at index: Int
    ) -> [LoadRequest]? {
        let isTop = isTop(index)
        switch (purpose, viewState) {
        case (.listPage(let page), .content(let model as ListViewModel)):
            list.total = model.count
            if isTop { clampPastTheEnd(&list) }
            for (offset, row) in model.rows.enumerated() {
                list.rows[page * ListScreen.pageSize + offset] = row
                // Marks gone (the last one taken away) leave none behind.
                list.marks[row.id] = model.mark(at: offset)
            }
            // A number typed before its row came (`445⏎` in one burst) opens once it has.
            let opens = list.openWhenLoaded.flatMap { list.rows[$0] }
            if opens != nil { list.openWhenLoaded = nil }
            router.update(at: index, .list(list))
            if let row = opens, isTop { return open(.show(name: String(row.id))) }
            return isTop ? keepCursorVisible() : []
        case (.preview(let pokemon), _):
            // A Pokémon without a picture shows none; that is not worth a message.
            if let model = viewState.model(PicturesViewModel.self), let card = model.cards.first, card.id == pokemon {
                list.preview = card
                router.update(at: index, .list(list))
            }
            return []
        case (.pane(let pokemon), let loaded):
            // An entry that cannot be had leaves the pane empty; the list is still the list.
            if let model = loaded.model(DetailViewModel.self), model.id == pokemon {
                list.pane = model
                router.update(at: index, .list(list))
            }
            return []
        case (.listPage, .empty(.pageOutOfRange(let model))):
            list.total = model.count
            if isTop { clampPastTheEnd(&list) }
            router.update(at: index, .list(list))
            return isTop ? keepCursorVisible() : []
        default:
            return nil
        }
    }

    /// The list's cursor moved; a page turns the view with it, as a pager does. A list opened
    /// far past its end has its cursor there: every move is held in range.
    private mutating func moveCursor(_ list: inout ListScreen, _ move: Move) -> [LoadRequest] {
        let total = list.total ?? 0
        let page = geometry.page
        let cursor = list.cursor
        switch move {
        case .up: list.cursor = list.cursor.clampedSubtracting(1)
        case .down: list.cursor = list.cursor.clampedAdding(1)
        case .pageUp:
            list.cursor = list.cursor.clampedSubtracting(page)
            list.top = max(0, list.top - page)
        case .pageDown:
            list.cursor = list.cursor.clampedAdding(page)
            list.top = max(0, min(list.top.clampedAdding(page), total - geometry.listRows))
        case .first: list.cursor = 0
        case .last: list.cursor = total - 1
        case .previousLink, .nextLink: return []
        }
        list.cursor = max(0, min(list.cursor, total - 1))
        if list.cursor != cursor {
            list.paneScroll = 0
            list.jumped = nil
        }
        router.updateTop(.list(list))
        return keepCursorVisible()
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

    /// The list's cursor onto Pokémon `number`: among the loaded rows, or, unfiltered, by the
    /// dex's own order (1…1025, then forms from 10001). Enter opens it, loaded or not.
    mutating func jump(to number: Int) -> [LoadRequest] {
        guard case .list(var list) = top, let position = position(of: number, in: list) else { return [] }
        if list.cursor != position { list.paneScroll = 0 }
        list.cursor = position
        list.jumped = number
        router.updateTop(.list(list))
        return keepCursorVisible()
    }

    private func position(of id: Int, in list: ListScreen) -> Int? {
        if let loaded = list.rows.first(where: { $0.value.id == id }) { return loaded.key }
        guard list.filter.isEmpty, let total = list.total else { return nil }
        let guess = id >= 10001 ? 1025 + id - 10001 : id - 1
        return (0..<total).contains(guess) ? guess : nil
    }

    /// The entry beside the list gets the keys (`.entry`), the list does (`.list`), or the
    /// other one does (nil: Tab); only where the entry is shown.
    mutating func focus(_ focus: ListFocus?) -> [LoadRequest] {
        // A search being typed: Tab or ↓ give its hits the keys.
        if focus == nil, case .search(let search) = top, search.editing { return edit(false) }
        guard case .list(var list) = top else { return [] }
        let wanted = focus ?? (list.focus == .list ? .entry : .list)
        guard wanted == .list || geometry.hasEntryPane else { return [] }
        list.focus = wanted
        router.updateTop(.list(list))
        return []
    }
}
