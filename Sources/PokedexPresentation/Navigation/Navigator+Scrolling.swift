import PokedexDomain

/// What every screen that scrolls shares: how far a move scrolls, links chosen and opened.
extension Navigator {
    /// What the screens of text (an entry, any other screen but the list and the search) do
    /// alike: ↑↓ scroll, ←→ choose a link, Enter opens it, a section's line scrolled to; nil
    /// for any other event, which is the kind's own.
    mutating func scrolledEvent(_ event: ScreenEvent, _ page: some ScrolledPage) -> [LoadRequest]? {
        var page = page
        switch event {
        case .moved(let move):
            var (scroll, link) = (page.scroll, page.link)
            guard scrollOrChoose(move, scroll: &scroll, link: &link, links: page.links.count) else { return [] }
            (page.scroll, page.link) = (scroll, link)
        case .scrolled(let line): page.scroll = max(0, line)
        case .openSelected: return openLink(page.link)
        default: return nil
        }
        router.updateTop(page.screen)
        return []
    }

    /// `scroll` moved within `limit`.
    func scrolled(_ scroll: Int, _ move: Move, limit: Int) -> Int {
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
    func scrollOrChoose(_ move: Move, scroll: inout Int, link: inout Int, links count: Int) -> Bool {
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

    /// The links of the screen on top, in the order they are shown and lettered: an entry's,
    /// a screen's, or those of the entry beside the list when it has the keys.
    package var links: [ScreenLink] { top?.links ?? [] }

    mutating func openLink(_ index: Int) -> [LoadRequest] {
        let links = self.links
        guard links.indices.contains(index) else { return [] }
        return open(links[index].route)
    }
}
