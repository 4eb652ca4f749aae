import PokedexDomain
import PokedexPresentation
import Testing

/// What the Navigator decides for the full screen and line mode beyond a cursor's moves: the
/// panes beside the list, digits, `/` and Esc on a search, and what `open n` opens. Tested on
/// the Navigator alone: no keys, no frames.
@Suite struct NavigatorPanesTests {
    private func listOf(_ count: Int, game: String? = nil) throws -> Navigator {
        var navigator = Navigator(listRows: 20, game: game)
        let first = try #require(navigator.perform(.open(.list(offset: 0, limit: 50))).first)
        let rows = (1...count).map {
            PokemonRow(id: $0, name: "mon-\($0)", displayName: "Mon \($0)", types: ["normal"])
        }
        _ = navigator.apply(
            .content(ListViewModel(rows: rows, offset: 0, limit: 50, count: count, nextOffset: nil)), for: first)
        return navigator
    }

    @Test func thePanesAskForTheHighlightedPokemonOnceInTheSessionsGame() throws {
        var navigator = try listOf(30, game: "red-blue")
        #expect(navigator.panesWait(entry: true, picture: false))
        let loads = navigator.perform(.loadPanes(entry: true, picture: false))
        #expect(loads.map(\.purpose) == [.pane(1)])
        #expect(loads.map(\.route) == [.show(name: "1", game: "red-blue")])
        // Asked once: resting again on the same row asks nothing.
        #expect(!navigator.panesWait(entry: true, picture: false))
        #expect(navigator.perform(.loadPanes(entry: true, picture: false)).isEmpty)
        // A narrower terminal's picture alone is another pane.
        #expect(navigator.perform(.loadPanes(entry: false, picture: true)).map(\.purpose) == [.preview(1)])
        // The cursor moves on: the panes wait for the new row.
        _ = navigator.perform(.move(.down))
        #expect(navigator.panesWait(entry: true, picture: false))
        #expect(!navigator.panesWait(entry: false, picture: false))
    }

    @Test func digitsMakeANumberInTheListAndASectionInAnEntry() throws {
        var navigator = try listOf(30)
        _ = navigator.perform(.digit(2))
        _ = navigator.perform(.digit(5))
        #expect(navigator.typedNumber == "25")
        guard case .list(let list)? = navigator.top else {
            Issue.record("no list on top")
            return
        }
        #expect(list.cursor == 24)
        _ = navigator.perform(.forgetNumber)
        #expect(navigator.typedNumber.isEmpty)

        _ = navigator.perform(.open(.show(name: "eevee")))
        navigator.geometry.sectionStarts = [0, 12, 40]
        navigator.geometry.scrollLimit = 100
        _ = navigator.perform(.digit(2))
        guard case .detail(let detail)? = navigator.top else {
            Issue.record("no entry on top")
            return
        }
        #expect(detail.scroll == 12)
        _ = navigator.perform(.digit(7))
        #expect(navigator.message == .sectionCount(3))
        #expect(navigator.typedNumber.isEmpty)
    }

    @Test func slashAndEscOnASearchMoveTheKeysBeforeTheStack() {
        var navigator = Navigator(listRows: 20)
        _ = navigator.perform(.open(.list(offset: 0, limit: 50)))
        _ = navigator.perform(.startSearch)
        let search = navigator.perform(.query("pika"))
        _ = navigator.apply(
            .content(
                SearchViewModel(
                    query: "pika",
                    hits: [
                        SearchViewModel.Hit(
                            row: PokemonRow(id: 25, name: "pikachu", displayName: "Pikachu", types: ["electric"]),
                            match: "prefix")
                    ])), for: search[0])
        // Esc with hits: the hits get the keys, the search stays.
        _ = navigator.perform(.back)
        guard case .search(let hits)? = navigator.top else {
            Issue.record("the search went")
            return
        }
        #expect(!hits.editing && navigator.router.stack.count == 2)
        // `/` again: its query gets the keys; no second search opens.
        _ = navigator.perform(.startSearch)
        guard case .search(let typing)? = navigator.top else {
            Issue.record("the search went")
            return
        }
        #expect(typing.editing && navigator.router.stack.count == 2)
        // `open 1` is its first hit.
        #expect(navigator.route(at: 1) == .show(name: "25"))
        #expect(navigator.route(at: 2) == nil)
    }

    @Test func openNumberedIsTheRowShownAndOpenNamedALink() throws {
        let navigator = try listOf(30)
        #expect(navigator.route(at: 3) == .show(name: "3"))
        #expect(navigator.route(at: 0) == nil)
        #expect(navigator.route(named: "anything") == nil)
    }
}
