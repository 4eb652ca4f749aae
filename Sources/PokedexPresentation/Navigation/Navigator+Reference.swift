import PokedexDomain

/// Any other screen a route opens (a learnset, a move, where, a team…): what came for it,
/// scrolled, its links chosen.
extension Navigator {
    mutating func referenceEvent(
        _ event: ScreenEvent, _ reference: ReferenceScreen, at index: Int, id: Int
    ) -> [LoadRequest]? {
        if let loads = scrolledEvent(event, reference) { return loads }
        var reference = reference
        switch event {
        case .opened:
            return [request(.reference, route: reference.route, screen: id)]
        case .moved, .openSelected, .scrolled, .clicked, .markToggled, .marksChanged:
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
