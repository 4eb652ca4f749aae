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
            _ = state.navigator.perform(.forgetNumber)
        }
        if let due = spinnerDue, now >= due {
            state.spinner += 1
            spinnerDue = now + 0.1
        }
        return loads
    }

    /// Which panes beside the list this terminal has: the entry from 100 columns (with the
    /// picture the third pane shows from 140), the picture alone from 90.
    private var panes: (entry: Bool, picture: Bool) {
        let entry = PaneLayout.hasEntryPane(width)
        return (entry, !entry && drawsPictures && width >= PaneLayout.previewMinimumWidth)
    }

    /// Whether the panes beside the list show another Pokémon than the highlighted one (or
    /// none yet), once its row is there.
    var panesWait: Bool {
        state.navigator.panesWait(entry: panes.entry, picture: panes.picture)
    }

    private mutating func paneLoads() -> [LoadRequest] {
        state.navigator.perform(.loadPanes(entry: panes.entry, picture: panes.picture))
    }
}
