import PokedexDomain

// What the full screen and line mode ask of the screen on top beyond a cursor's moves: the
// panes beside the list, digits typed, and what `open n` and `open <name>` mean.
extension Navigator {
    /// What the panes beside the list show of the highlighted Pokémon (its entry from 100
    /// columns, with the picture the third pane shows from 140; its picture alone from 90),
    /// asked for once the cursor rests, so a held key does not fetch everything it passes.
    mutating func loadPanes(entry: Bool, picture: Bool) -> [LoadRequest] {
        guard case .list(var list) = top, let id = router.top?.id, let row = list.rows[list.cursor] else { return [] }
        var loads: [LoadRequest] = []
        if entry, list.paneID != row.id {
            list.paneID = row.id
            // Met in the session's game, as a full entry would be.
            loads.append(request(.pane(row.id), route: .show(name: String(row.id), game: game), screen: id))
        }
        if picture, list.previewID != row.id {
            list.previewID = row.id
            loads.append(
                request(.preview(row.id), route: .sprite(names: [String(row.id)], variant: .front), screen: id))
        }
        if !loads.isEmpty { router.updateTop(.list(list)) }
        return loads
    }

    /// Whether the panes beside the list show another Pokémon than the highlighted one (or
    /// none yet), once its row is there.
    package func panesWait(entry: Bool, picture: Bool) -> Bool {
        guard case .list(let list) = top, let row = list.rows[list.cursor] else { return false }
        return (entry && list.paneID != row.id) || (picture && list.previewID != row.id)
    }

    /// A digit: in an entry, the section to go to (`sectionStarts`); in the list, one more
    /// digit of the number to jump to.
    mutating func typeDigit(_ digit: Int) -> [LoadRequest] {
        if case .detail = top {
            let starts = geometry.sectionStarts
            guard digit >= 1, starts.count >= digit else {
                message = .sectionCount(starts.count)
                return []
            }
            return onTop(.scrolled(toLine: starts[digit - 1]))
        }
        guard case .list = top else { return [] }
        typedNumber += String(digit)
        guard let number = Int(typedNumber) else { return [] }
        return jump(to: number)
    }

    /// What `open n` opens: the n-th row shown, the n-th search hit, or the n-th link.
    package func route(at number: Int) -> Route? {
        guard number > 0 else { return nil }
        return top?.page.route(at: number)
    }

    /// What `open <name>` opens: the link by that name, if the screen has one.
    package func route(named name: String) -> Route? {
        let key = NameKey.make(name)
        return links.first { NameKey.make($0.label) == key }?.route
    }
}
