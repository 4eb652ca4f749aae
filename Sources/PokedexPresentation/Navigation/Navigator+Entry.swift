import PokedexDomain

/// What is done to an entry: its picture turned shiny, its game chosen, it set aside to compare.
extension Navigator {
    mutating func toggleShiny() -> [LoadRequest] {
        guard case .detail(var detail) = top, let id = router.top?.id else { return [] }
        detail.shiny.toggle()
        router.updateTop(.detail(detail))
        message = .shiny(detail.shiny)
        return [request(.detail, route: .show(name: detail.query, shiny: detail.shiny, game: detail.game), screen: id)]
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
