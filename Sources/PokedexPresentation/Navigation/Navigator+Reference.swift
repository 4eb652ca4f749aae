import PokedexDomain

/// Any other screen a route opens (a learnset, a move, where, a team…): what came for it,
/// scrolled, its links chosen.
extension Navigator {
    mutating func referenceEvent(
        _ event: ScreenEvent, _ reference: ReferenceScreen, at index: Int, id: Int
    ) -> [LoadRequest]? {
        var reference = reference
        switch event {
        case .opened:
            return [request(.reference, route: reference.route, screen: id)]
        case .moved(let move):
            let links = reference.links.count
            guard scrollOrChoose(move, scroll: &reference.scroll, link: &reference.link, links: links) else {
                return []
            }
            router.updateTop(.reference(reference))
            return []
        case .openSelected:
            return openLink(reference.link)
        case .scrolled(let line):
            reference.scroll = max(0, line)
            router.updateTop(.reference(reference))
            return []
        case .clicked, .markToggled, .marksChanged:
            return []
        case .answered(let loaded, .reference) where !loaded.isError:
            reference.state = loaded
            router.update(at: index, .reference(reference))
            return []
        case .answered:
            return nil
        }
    }
}
