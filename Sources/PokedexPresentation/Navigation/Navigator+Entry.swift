import PokedexDomain

/// An entry: scrolled to its sections, its links chosen, its picture turned shiny, its game
/// chosen, it set aside to compare.
extension Navigator {
    mutating func entryEvent(_ event: ScreenEvent, _ detail: DetailScreen, at index: Int, id: Int) -> [LoadRequest]? {
        if let loads = scrolledEvent(event, detail) { return loads }
        var detail = detail
        switch event {
        case .opened:
            return entryLoads(detail, screen: id)
        case .moved, .openSelected, .scrolled, .clicked:
            return []
        case .markToggled:
            let pokemon = detail.model.map { String($0.id) } ?? detail.query
            return [request(.mark, route: .mark(pokemon: pokemon, game: detail.game ?? game), screen: id)]
        case .marksChanged:
            // Its line of games caught in, again.
            return [request(.detail, route: detail.route, screen: id)]
        case .answered(.content(let model as DetailViewModel), .detail):
            detail.model = model
            router.update(at: index, .detail(detail))
            return []
        case .answered(.content(let model as LearnsetViewModel), .detailMoves):
            detail.learnset = model
            router.update(at: index, .detail(detail))
            return []
        case .answered(_, .detailMoves):
            return []  // an entry without moves is still an entry
        case .answered:
            return nil
        }
    }

    /// What an entry shows: itself (with the picture and the game it is shown in), and its
    /// moves below it.
    private mutating func entryLoads(_ detail: DetailScreen, screen id: Int) -> [LoadRequest] {
        [
            request(.detail, route: detail.route, screen: id),
            request(.detailMoves, route: .moves(pokemon: detail.query, game: detail.game ?? game), screen: id),
        ]
    }

    mutating func toggleShiny() -> [LoadRequest] {
        guard case .detail(var detail) = top, let id = router.top?.id else { return [] }
        detail.shiny.toggle()
        router.updateTop(.detail(detail))
        message = .shiny(detail.shiny)
        return [request(.detail, route: detail.route, screen: id)]
    }

    /// The game every entry from now on shows its moves and places in; the entry on top's
    /// asked for again in it.
    mutating func pick(_ game: String) -> [LoadRequest] {
        self.game = game
        guard case .detail(var detail) = top, let id = router.top?.id else { return [] }
        detail.game = game
        router.updateTop(.detail(detail))
        return [
            request(.detailMoves, route: .moves(pokemon: detail.query, game: game), screen: id),
            request(.detail, route: .show(name: detail.query, shiny: detail.shiny, game: game), screen: id),
        ]
    }

    /// The entry on top set aside; with a second one, the comparison of all set aside opens
    /// and a new one starts.
    mutating func setAside() -> [LoadRequest] {
        guard case .detail(let detail) = top, let model = detail.model else { return [] }
        guard !comparing.contains(model.name) else {
            message = .alreadySetAside(model.displayName)
            return []
        }
        comparing.append(model.name)
        guard comparing.count >= 2 else {
            message = .setAside(model.displayName)
            return []
        }
        let names = comparing
        comparing = []
        return perform(.open(.compare(names: names)))
    }
}
