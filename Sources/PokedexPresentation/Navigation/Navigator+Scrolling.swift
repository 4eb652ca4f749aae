import PokedexDomain

/// What a cursor, a page, a number, a click or Enter does on each screen.
extension Navigator {
    mutating func move(_ move: Move) -> [LoadRequest] {
        switch top {
        case .list(var list):
            if list.focus == .entry, geometry.hasEntryPane {
                list.paneScroll = scrolled(list.paneScroll, move, limit: geometry.paneScrollLimit)
                router.updateTop(.list(list))
                return []
            }
            return moveCursor(&list, move)
        case .detail(var detail):
            let links = detail.links.count
            guard scrollOrChoose(move, scroll: &detail.scroll, link: &detail.link, links: links) else { return [] }
            router.updateTop(.detail(detail))
        case .reference(var reference):
            let links = reference.links.count
            guard scrollOrChoose(move, scroll: &reference.scroll, link: &reference.link, links: links) else {
                return []
            }
            router.updateTop(.reference(reference))
        case .search(var search):
            switch move {
            case .up: if search.cursor == 0 { search.editing = true } else { search.cursor -= 1 }
            case .down: search.cursor = min(search.cursor + 1, max(0, search.hits.count - 1))
            default: return []
            }
            router.updateTop(.search(search))
        case nil:
            break
        }
        return []
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

    /// `scroll` moved within `limit`.
    private func scrolled(_ scroll: Int, _ move: Move, limit: Int) -> Int {
        let page = geometry.page
        switch move {
        case .up: return max(0, scroll - 1)
        case .down: return min(limit, scroll + 1)
        case .pageUp: return max(0, scroll - page)
        case .pageDown: return min(limit, scroll + page)
        case .first: return 0
        case .last: return limit == .max ? scroll : limit
        case .previousLink, .nextLink: return scroll
        }
    }

    /// A screen that scrolls and has links: ↑↓ scroll, ←→ choose a link. Whether it moved.
    private func scrollOrChoose(_ move: Move, scroll: inout Int, link: inout Int, links count: Int) -> Bool {
        switch move {
        case .previousLink:
            guard count > 0 else { return false }
            link = (link - 1 + count) % count
        case .nextLink:
            guard count > 0 else { return false }
            link = (link + 1) % count
        default:
            scroll = scrolled(scroll, move, limit: geometry.scrollLimit)
        }
        return true
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

    /// Enter: what the cursor or the chosen link is on.
    mutating func openSelected() -> [LoadRequest] {
        switch top {
        case .list(var list):
            if let row = list.rows[list.cursor] { return open(.show(name: String(row.id))) }
            // A number typed before its row came: open it by that number, or once it comes.
            if let number = list.jumped { return open(.show(name: String(number))) }
            list.openWhenLoaded = list.cursor
            router.updateTop(.list(list))
            return []
        case .detail(let detail):
            return openLink(detail.link)
        case .reference(let reference):
            return openLink(reference.link)
        case .search(var search):
            let place = search.editing ? 0 : search.cursor
            if search.editing, search.hitsQuery != search.query, !NameKey.make(search.query).isEmpty {
                search.openWhenLoaded = true
                router.updateTop(.search(search))
                return []
            }
            guard search.hits.indices.contains(place) else { return [] }
            search.editing = false
            router.updateTop(.search(search))
            return open(search.hits[place].route)
        case nil:
            return []
        }
    }

    /// The links of the screen on top, in the order they are shown and lettered: an entry's,
    /// a screen's, or those of the entry beside the list when it has the keys.
    package var links: [ScreenLink] {
        switch top {
        case .detail(let detail): detail.links
        case .reference(let reference): reference.links
        case .list(let list) where list.focus == .entry: list.pane?.links ?? []
        default: []
        }
    }

    mutating func openLink(_ index: Int) -> [LoadRequest] {
        let links = self.links
        guard links.indices.contains(index) else { return [] }
        return open(links[index].route)
    }

    /// A click on row `row` of a list or of the search's hits: there, or open when there already.
    mutating func click(row: Int) -> [LoadRequest] {
        switch top {
        case .list(var list):
            let position = list.top.clampedAdding(row)
            guard let total = list.total, position < total else { return [] }
            list.focus = .list
            if position == list.cursor { return openSelected() }
            list.cursor = position
            list.paneScroll = 0
            list.jumped = nil
            router.updateTop(.list(list))
            return keepCursorVisible()
        case .search(var search) where !search.editing:
            guard search.hits.indices.contains(row) else { return [] }
            if row == search.cursor { return open(search.hits[row].route) }
            search.cursor = row
            router.updateTop(.search(search))
            return []
        default:
            return []
        }
    }

    mutating func scroll(to line: Int) -> [LoadRequest] {
        switch top {
        case .detail(var detail):
            detail.scroll = max(0, line)
            router.updateTop(.detail(detail))
        case .reference(var reference):
            reference.scroll = max(0, line)
            router.updateTop(.reference(reference))
        default:
            break
        }
        return []
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

    /// The search's query as typed: the hits follow it; a query with nothing to search clears them.
    mutating func type(_ query: String) -> [LoadRequest] {
        guard case .search(var search) = top, let id = router.top?.id else { return [] }
        search.query = query
        search.cursor = 0
        search.editing = true
        search.openWhenLoaded = false
        guard !NameKey.make(query).isEmpty else {
            search.hits = []
            router.updateTop(.search(search))
            return []
        }
        router.updateTop(.search(search))
        return [request(.search(query), route: .search(query: query, limit: search.limit), screen: id)]
    }

    mutating func edit(_ editing: Bool) -> [LoadRequest] {
        guard case .search(var search) = top else { return [] }
        search.editing = editing || search.hits.isEmpty
        if !editing { search.cursor = 0 }
        router.updateTop(.search(search))
        return []
    }
}
