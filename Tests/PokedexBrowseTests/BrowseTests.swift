import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Synchronization
import Testing

@testable import PokedexBrowse

@Suite struct BrowseControllerTests {
    @Test func theListOpensOnTheFirstPageWithTheCursorOnTop() async {
        var terminal = FakeTerminal()
        await terminal.start()
        #expect(terminal.frame.count == 12)
        #expect(terminal.frame[0] == "Pokédex")
        #expect(terminal.frame[1].hasPrefix("> #0001  Mon 1"))
        #expect(terminal.frame[2].hasPrefix("#0002  Mon 2"))
        assertSnapshot(terminal.screen, named: "list-start")
    }

    @Test func movingPagingAndJumpingKeepTheCursorOnScreen() async {
        var terminal = FakeTerminal()
        await terminal.start()
        await terminal.press(.down, .character("j"), .character("j"))
        #expect(terminal.frame[4].hasPrefix("> #0004"))
        await terminal.press(.pageDown)
        guard case .list(let list)? = terminal.controller.state.top else {
            Issue.record("no list")
            return
        }
        #expect(list.cursor == 12)
        #expect(terminal.frame.contains { $0.hasPrefix("> #0013") })
        await terminal.press(.character("G"))
        #expect(terminal.frame[10].hasPrefix("> #10001 Mon 2 (Mega)"), "five digits keep the column")
        await terminal.press(.character("g"))
        #expect(terminal.frame[1].hasPrefix("> #0001"))
        await terminal.press(.character("9"), .character("7"))
        #expect(terminal.frame.contains { $0.hasPrefix("> #0097") })
        assertSnapshot(terminal.screen, named: "list-jumped-to-97")
    }

    @Test func theListLoadsMoreAsTheCursorNearsTheEnd() async throws {
        var terminal = FakeTerminal()
        await terminal.start()
        guard case .list(let first)? = terminal.controller.state.top else {
            Issue.record("the first screen is not the list: \(String(describing: terminal.controller.state.top))")
            return
        }
        #expect(first.rows.count == 50)
        for _ in 0..<45 { await terminal.press(.down) }
        guard case .list(let more)? = terminal.controller.state.top else {
            Issue.record("the list is gone: \(String(describing: terminal.controller.state.top))")
            return
        }
        #expect(more.rows.count == 100)
        #expect(more.requestedPages == [0, 1])
    }

    @Test func backRestoresTheScreenExactlyAsItWas() async {
        var terminal = FakeTerminal()
        await terminal.start()
        await terminal.press(.down, .down, .down, .down, .down)
        let before = terminal.controller.state.router.stack.map(\.screen)
        await terminal.press(.enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 6")
        #expect(terminal.controller.state.router.stack.count == 2)
        await terminal.press(.backspace)
        #expect(terminal.controller.state.router.stack.map(\.screen) == before)
        #expect(terminal.controller.state.router.stack.count == 1)
        // Back at the root stays at the root.
        await terminal.press(.escape, .character("h"), .character("b"))
        #expect(terminal.controller.state.router.stack.map(\.screen) == before)
    }

    @Test func cSetsAnEntryAsideAndTheSecondOpensTheComparison() async {
        var terminal = FakeTerminal(width: 80, height: 40)
        await terminal.start()
        await terminal.press(.down, .enter, .character("c"))
        #expect(terminal.controller.state.comparing == ["mon-2"])
        #expect(terminal.frame.last?.contains("Mon 2 set aside") == true)
        await terminal.press(.character("c"))
        #expect(terminal.frame.last?.contains("already set aside") == true)
        await terminal.press(.backspace, .down, .enter, .character("c"))
        #expect(terminal.frame[0] == "Pokédex › Mon 3 › Mon 2 vs Mon 3")
        #expect(terminal.controller.state.comparing.isEmpty)
        #expect(terminal.frame.contains { $0.hasPrefix("HP ") })
        // Enter on a column's name opens that Pokémon; back returns to the comparison as it was.
        await terminal.press(.right)
        let before = terminal.controller.state.router.stack.map(\.screen)
        await terminal.press(.enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 3 › Mon 2 vs Mon 3 › Mon 3")
        await terminal.press(.backspace)
        #expect(terminal.controller.state.router.stack.map(\.screen) == before)
    }

    @Test func anEntryLinksToItsEvolutionsAndFormsEachAPush() async {
        var terminal = FakeTerminal(width: 60, height: 40)
        await terminal.start()
        await terminal.press(.down, .enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 2")
        #expect(terminal.frame.contains { $0.hasPrefix("Open: >  Mon 1   Mon 3   mon-2-mega") })
        assertSnapshot(terminal.screen, named: "detail-mon-2")
        await terminal.press(.right, .enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 2 › Mon 3")
        await terminal.press(.right, .left, .enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 2 › Mon 3 › Mon 1")
        #expect(terminal.controller.state.router.stack.count == 4)
        await terminal.press(.character("b"), .character("b"))
        #expect(terminal.frame[0] == "Pokédex › Mon 2")
    }

    @Test func searchAsYouTypeThenOpenTheHit() async {
        var terminal = FakeTerminal()
        await terminal.start()
        await terminal.press(.character("/"))
        await terminal.type("mon-11")
        #expect(terminal.frame[0] == "Pokédex › Search: mon-11")
        #expect(terminal.frame[1].hasPrefix("#0011  Mon 11"))
        #expect(terminal.frame[2].hasPrefix("#0110  Mon 110"))
        #expect(terminal.frame.last == "/mon-11▏")
        assertSnapshot(terminal.screen, named: "search-typing")
        await terminal.press(.down, .down, .enter)
        #expect(terminal.frame[0] == "Pokédex › Search: mon-11 › Mon 110")
        await terminal.press(.backspace)
        #expect(terminal.frame[0] == "Pokédex › Search: mon-11")
    }

    @Test func theSearchBoxTakesFiltersAsYouType() async {
        var terminal = FakeTerminal()
        await terminal.start()
        await terminal.press(.character("/"))
        await terminal.type("type:fire")
        #expect(terminal.frame[0] == "Pokédex › Search: type:fire")
        #expect(terminal.frame[1].hasPrefix("#0002  Mon 2"))
        #expect(terminal.frame[2].hasPrefix("#0004  Mon 4"))
        // Words besides the filters: a name among what they keep.
        await terminal.type(" mon-4")
        #expect(terminal.frame[1].hasPrefix("#0004  Mon 4  "))
        #expect(!terminal.frame.contains { $0.hasPrefix("#0003  Mon 3") })
        await terminal.press(.down, .enter)
        #expect(terminal.frame[0] == "Pokédex › Search: type:fire mon-4 › Mon 4")
    }

    @Test func tFiltersTheListByType() async {
        var terminal = FakeTerminal()
        await terminal.start()
        await terminal.press(.character("t"))
        await terminal.type("Fire")
        #expect(terminal.frame.last == "Type: Fire▏")
        await terminal.press(.enter)
        #expect(terminal.frame[0] == "Pokédex (Fire)")
        #expect(terminal.frame[1].hasPrefix("> #0002  Mon 2"))
        #expect(terminal.frame[2].hasPrefix("#0004  Mon 4"))
        await terminal.press(.character("t"))
        await terminal.type("plasma")
        await terminal.press(.enter)
        #expect(terminal.frame.last == "No type named 'plasma'.")
    }

    @Test func helpShowsTheKeysAndQuitQuits() async {
        var terminal = FakeTerminal(width: 60, height: 20)
        await terminal.start()
        await terminal.press(.character("?"))
        #expect(terminal.frame[1] == "Keys")
        await terminal.press(.character("x"))
        #expect(terminal.frame[1].hasPrefix("> #0001"))
        #expect(await terminal.press(.character("q")) == .quit)
        #expect(await terminal.press(.controlC) == .quit)
    }

    @Test func anErrorShowsOnTheStatusLineAndGoesBack() async {
        var terminal = FakeTerminal()
        await terminal.start()
        let loads = terminal.controller.navigate(.open(.show(name: "nosuchmon")))
        await terminal.settle(loads)
        #expect(terminal.frame[0] == "Pokédex")
        #expect(terminal.frame.last?.hasPrefix("No Pokémon named 'nosuchmon'.") == true)
    }

    @Test func aNarrowTerminalStillFits() async {
        var terminal = FakeTerminal(width: 20, height: 6)
        await terminal.start()
        #expect(terminal.frame.count == 6)
        #expect(terminal.frame.allSatisfy { TextWidth.columns($0) <= 20 })
        _ = terminal.controller.handle(.resize(width: 100, height: 30))
        #expect(terminal.frame.count == 30)
    }

    @Test func theSpinnerShowsWhileLoading() {
        var controller = BrowseController(width: 40, height: 8)
        _ = controller.start()
        controller.now += 0.1
        _ = controller.handle(.wake)
        let frame = BrowseRenderer.frame(controller.state, width: 40, height: 8, style: .plain)
        #expect(frame.last == "⠙ Loading…")
    }
}

@Suite struct KeyDecoderTests {
    @Test func arrowsAndPagesArriveAsEscapeSequences() {
        var decoder = KeyDecoder()
        #expect(
            decoder.feed(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[5~\u{1B}[6~\u{1B}OH\u{1B}[F".utf8))
                == [.up, .down, .right, .left, .pageUp, .pageDown, .home, .end])
    }

    @Test func aSequenceSplitAcrossReadsWaits() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("A".utf8)) == [.up])
    }

    @Test func aLoneEscapeIsEscapeOnceNothingFollows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
    }

    @Test func controlKeysAndText() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x03, 0x0D, 0x7F, 0x09]) == [.controlC, .enter, .backspace, .tab])
        #expect(
            decoder.feed(Array("jé→ピ".utf8)) == [.character("j"), .character("é"), .character("→"), .character("ピ")])
    }
}
