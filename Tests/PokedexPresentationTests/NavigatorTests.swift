import PokedexDomain
import PokedexPresentation
import Testing

/// The Navigator alone: intents in, the stack and the loads out, answers landing where they
/// belong. The full screen and line mode only translate keys and lines into these intents.
@Suite struct NavigatorTests {
    private func page(_ ids: ClosedRange<Int>, count: Int) -> ViewState {
        .content(
            ListViewModel(
                rows: ids.map { PokemonRow(id: $0, name: "mon-\($0)", displayName: "Mon \($0)", types: ["normal"]) },
                offset: ids.lowerBound - 1, limit: ids.count, count: count, nextOffset: nil))
    }

    @Test func openingARouteAsksForWhatItsScreenShows() {
        var navigator = Navigator(listRows: 20)
        let list = navigator.perform(.open(.list(offset: 0, limit: 50)))
        #expect(list.map(\.purpose) == [.listPage(0)])
        #expect(navigator.pendingLoads == 1)
        let entry = navigator.perform(.open(.show(name: "eevee")))
        #expect(entry.map(\.purpose) == [.detail, .detailMoves])
        #expect(entry.map(\.route) == [.show(name: "eevee"), .moves(pokemon: "eevee")])
        #expect(navigator.perform(.open(.move(name: "surf"))).map(\.purpose) == [.reference])
        #expect(navigator.perform(.startSearch).isEmpty)
        #expect(navigator.router.breadcrumb.count == 4)
        #expect(navigator.perform(.root).isEmpty)
        #expect(navigator.router.stack.count == 1)
    }

    /// The session's game (`--game`, `POKEDEX_GAME`) is the game of every entry's moves and of
    /// a moves screen that names none; one that names its game keeps it.
    @Test func theSessionsGameIsTheGameOfMovesThatNameNone() {
        var navigator = Navigator(listRows: 20, game: "red")
        #expect(
            navigator.perform(.open(.show(name: "eevee"))).map(\.route).last == .moves(pokemon: "eevee", game: "red"))
        #expect(
            navigator.perform(.open(.moves(pokemon: "eevee"))).map(\.route) == [.moves(pokemon: "eevee", game: "red")])
        #expect(
            navigator.perform(.open(.moves(pokemon: "eevee", game: "sv"))).map(\.route) == [
                .moves(pokemon: "eevee", game: "sv")
            ])
    }

    /// A list asks for its first page, learns the count from it, then asks for the pages around
    /// the cursor; an answer for a list that was filtered anew misses it.
    @Test func aListLoadsItsPagesAndALateAnswerMissesANewFilter() throws {
        var navigator = Navigator(listRows: 60)
        let first = try #require(navigator.perform(.open(.list(offset: 0, limit: 50))).first)
        let more = navigator.apply(page(1...50, count: 120), for: first)
        #expect(more.map(\.purpose) == [.listPage(1)])
        guard case .list(let list)? = navigator.top else {
            Issue.record("no list on top")
            return
        }
        #expect(list.total == 120 && list.rows.count == 50)
        let filtered = navigator.perform(.filterList(ListFilter(types: ["fire"])))
        #expect(filtered.count == 1)
        // The old list's second page comes late: it lands nowhere.
        #expect(navigator.apply(page(51...100, count: 120), for: more[0]).isEmpty)
        guard case .list(let fire)? = navigator.top else {
            Issue.record("no list on top")
            return
        }
        #expect(fire.rows.isEmpty && fire.filter.types == ["fire"])
        #expect(navigator.pendingLoads == 1)
    }

    /// Typing runs a search a key; only the last query's answer is waited for: the loop may
    /// drop the others unasked, and the spinner stops when the last comes.
    @Test func aSearchANewerQueryReplacesIsNotWaitedFor() throws {
        var navigator = Navigator(listRows: 20)
        _ = navigator.perform(.startSearch)
        let first = navigator.perform(.query("p"))
        let last = try #require(navigator.perform(.query("pi")).first)
        #expect(first.count == 1)
        #expect(navigator.pendingLoads == 1)
        _ = navigator.apply(.empty(.noMatches(query: "pi")), for: last)
        #expect(navigator.pendingLoads == 0)
        // The first answer arriving after all changes nothing.
        _ = navigator.apply(.empty(.noMatches(query: "p")), for: try #require(first.first))
        #expect(navigator.pendingLoads == 0)
    }

    /// An entry that cannot be loaded goes, and says why; a list that fails stays.
    @Test func anEntryThatFailsIsTakenOffWithTheReason() throws {
        var navigator = Navigator(listRows: 20)
        _ = navigator.perform(.open(.list(offset: 0, limit: 50)))
        let loads = navigator.perform(.open(.show(name: "nosuchmon")))
        let failure = ViewState.error(ErrorViewModel(kind: .notFound, message: "No Pokémon named 'nosuchmon'."))
        _ = navigator.apply(failure, for: try #require(loads.first))
        #expect(navigator.router.stack.count == 1)
        #expect(navigator.message == .failed("No Pokémon named 'nosuchmon'."))
    }

    /// `back` restores the screen below exactly; the first screen stays.
    @Test func backRestoresTheScreenBelowAndTheFirstStays() {
        var navigator = Navigator(listRows: 20)
        _ = navigator.perform(.open(.list(offset: 0, limit: 50)))
        let list = navigator.top
        _ = navigator.perform(.open(.ability(name: "levitate")))
        #expect(navigator.perform(.back).isEmpty)
        #expect(navigator.top == list)
        _ = navigator.perform(.back)
        #expect(navigator.top == list)
    }
}
