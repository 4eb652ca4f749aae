import PokedexDomain

/// The search: a query typed, its hits, the one chosen.
extension Navigator {
    mutating func searchEvent(_ event: ScreenEvent, _ search: SearchScreen, at index: Int, id: Int) -> [LoadRequest]? {
        var search = search
        switch event {
        case .opened:
            let route = router.stack[index].route
            return search.query.isEmpty ? [] : [request(.search(search.query), route: route, screen: id)]
        case .moved(let move):
            switch move {
            case .up: if search.cursor == 0 { search.editing = true } else { search.cursor -= 1 }
            case .down: search.cursor = min(search.cursor + 1, max(0, search.hits.count - 1))
            default: return []
            }
            router.updateTop(.search(search))
            return []
        case .openSelected:
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
        case .clicked(let row):
            guard !search.editing, search.hits.indices.contains(row) else { return [] }
            if row == search.cursor { return open(search.hits[row].route) }
            search.cursor = row
            router.updateTop(.search(search))
            return []
        case .scrolled, .markToggled, .marksChanged:
            return []
        case .answered(let viewState, .search(let query)) where query == search.query:
            search.hits = viewState.model(SearchViewModel.self)?.hits ?? []
            // A query that means nothing says why (`'type:dragn': no type is called dragn`).
            if case .error(let error) = viewState, error.kind == .usage { message = .failed(error.message) }
            search.hitsQuery = query
            search.cursor = min(search.cursor, max(0, search.hits.count - 1))
            let opens = search.openWhenLoaded ? search.hits.first : nil
            search.openWhenLoaded = false
            if opens != nil { search.editing = false }
            router.update(at: index, .search(search))
            if let hit = opens, isTop(index) { return open(hit.route) }
            return []
        case .answered:
            return nil
        }
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
