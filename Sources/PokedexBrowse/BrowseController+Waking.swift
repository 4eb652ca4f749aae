import PokedexPresentation

/// What the controller waits for, and what it does when the time comes: the panes beside
/// the list follow a cursor once it rests, typed digits are forgotten, the spinner turns.
/// Nothing here runs a timer: `wakeAt` says when, and the loop (or a test) wakes it then.
extension BrowseController {
    /// The spinner turns every tenth of a second while anything loads, and stops after.
    mutating func turnSpinner() {
        spinnerDue = state.pendingLoads > 0 ? (spinnerDue ?? now + 0.1) : nil
    }

    /// The cursor moved: the panes beside the list follow once it rests.
    mutating func restPane() {
        paneDue = now + 0.1
    }

    mutating func wake() -> [LoadRequest] {
        var loads: [LoadRequest] = []
        if let due = paneDue, now >= due {
            paneDue = nil
            loads = paneLoads()
        }
        if let expiry = numberExpiry, now >= expiry {
            numberExpiry = nil
            state.numberBuffer = ""
        }
        if let due = spinnerDue, now >= due {
            state.spinner += 1
            spinnerDue = now + 0.1
        }
        return loads
    }

    /// Whether the panes beside the list show another Pokémon than the highlighted one (or
    /// none yet), once its row is there.
    var panesWait: Bool {
        guard case .list(let list)? = state.top, let row = list.rows[list.cursor] else { return false }
        if PaneLayout.hasEntryPane(width) { return list.paneID != row.id }
        return drawsPictures && width >= PaneLayout.previewMinimumWidth && list.previewID != row.id
    }

    /// What the panes beside the list show of the highlighted Pokémon — its picture from 90
    /// columns, its entry (which has the picture the third pane shows from 140) from 100 —
    /// asked for once the cursor rests, so a held key does not fetch everything it passes.
    private mutating func paneLoads() -> [LoadRequest] {
        guard case .list(var list)? = state.top, let id = state.router.top?.id, let row = list.rows[list.cursor]
        else { return [] }
        var loads: [LoadRequest] = []
        if PaneLayout.hasEntryPane(width), list.paneID != row.id {
            list.paneID = row.id
            // Met in the session's game, as a full entry would be.
            let route = Route.show(name: String(row.id), game: state.navigator.game)
            loads.append(state.navigator.request(.pane(row.id), route: route, screen: id))
        }
        // From 100 columns the entry brings its own picture.
        if drawsPictures, width >= PaneLayout.previewMinimumWidth, !PaneLayout.hasEntryPane(width),
            list.previewID != row.id
        {
            list.previewID = row.id
            loads.append(
                state.navigator.request(
                    .preview(row.id), route: .sprite(names: [String(row.id)], variant: .front), screen: id))
        }
        if !loads.isEmpty { state.navigator.updateTop(.list(list)) }
        return loads
    }
}
