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

/// Clicks and the wheel, where the terminal reports them (SGR mouse mode).
@Suite struct BrowseMouseTests {
    @Test func sgrReportsAreDecodedAndTheRestSkipped() {
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[<0;5;3M\u{1B}[<64;1;1M\u{1B}[<65;2;9M\u{1B}[<0;5;3m\u{1B}[<2;5;3Mj".utf8)
        #expect(
            decoder.feed(bytes) == [
                .mouse(MouseEvent(kind: .click, column: 5, row: 3)),
                .mouse(MouseEvent(kind: .wheelUp, column: 1, row: 1)),
                .mouse(MouseEvent(kind: .wheelDown, column: 2, row: 9)), .character("j"),
            ])
        // Split across reads, it waits for the rest.
        #expect(decoder.feed(Array("\u{1B}[<0;1".utf8)).isEmpty)
        #expect(decoder.feed(Array("2;4M".utf8)) == [.mouse(MouseEvent(kind: .click, column: 12, row: 4))])
    }

    @Test func aClickSelectsARowAndASecondOpensIt() async {
        var terminal = FakeTerminal(width: 80, height: 12)
        await terminal.start()
        // Screen row 5 is the list's fourth row.
        await terminal.press(.mouse(MouseEvent(kind: .click, column: 10, row: 5)))
        #expect(terminal.frame[4].hasPrefix("> #0004"))
        await terminal.press(.mouse(MouseEvent(kind: .click, column: 10, row: 5)))
        #expect(terminal.frame[0] == "Pokédex › Mon 4")
        // The breadcrumb and the status line are no rows.
        await terminal.press(.backspace, .mouse(MouseEvent(kind: .click, column: 10, row: 1)))
        await terminal.press(.mouse(MouseEvent(kind: .click, column: 10, row: 12)))
        #expect(terminal.frame[0] == "Pokédex")
        #expect(terminal.frame[4].hasPrefix("> #0004"))
    }

    /// A click on a link under an entry opens it, whatever the width of the words before the
    /// links; a click beside the links does nothing.
    @Test(arguments: [(Language.en, "Open: "), (.fr, "Ouvrir\u{202F}: ")])
    func aClickOnAnEntrysLinkOpensIt(language: Language, prefix: String) async throws {
        var terminal = FakeTerminal(width: 80, height: 24)
        terminal.controller.labels = ScreenLabels(language: language)
        await terminal.start()
        await terminal.press(.enter)
        let crumb = terminal.frame[0]
        let row = try #require(terminal.frame.firstIndex { $0.hasPrefix(prefix) })
        let line = terminal.frame[row]
        // The second link: after the first label's closing space and the separator.
        let labels = line.dropFirst(prefix.count).components(separatedBy: "   ").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let second = try #require(labels.dropFirst().first { !$0.isEmpty })
        let start = try #require(line.range(of: " " + second + " "))
        let column = line.distance(from: line.startIndex, to: start.lowerBound) + 2
        await terminal.press(.mouse(MouseEvent(kind: .click, column: 80, row: row + 1)))
        #expect(terminal.frame[0] == crumb, "beside the links")
        await terminal.press(.mouse(MouseEvent(kind: .click, column: column, row: row + 1)))
        #expect(terminal.frame[0].hasPrefix(crumb + " › "), "\(terminal.frame[0]) after clicking \(second)")
    }

    @Test func theWheelMovesThreeRowsAndScrollsWhatItIsOver() async {
        var terminal = FakeTerminal(width: 120, height: 12)
        await terminal.start()
        await terminal.tick()
        await terminal.press(.mouse(MouseEvent(kind: .wheelDown, column: 5, row: 5)))
        #expect(terminal.frame[4].hasPrefix("> #0004"))
        await terminal.press(.mouse(MouseEvent(kind: .wheelUp, column: 5, row: 5)))
        #expect(terminal.frame[1].hasPrefix("> #0001"))
        // Over the entry beside the list: the entry scrolls, the cursor stays.
        await terminal.tick()
        await terminal.press(.mouse(MouseEvent(kind: .wheelDown, column: 60, row: 5)))
        if case .list(let list)? = terminal.controller.state.top {
            #expect(list.cursor == 0)
            #expect(list.paneScroll == 3)
            #expect(list.focus == .list)
        }
        // A click on it gives it the keys.
        await terminal.press(.mouse(MouseEvent(kind: .click, column: 60, row: 5)))
        #expect(terminal.frame.last?.hasPrefix("↑↓ scroll · ⏎ open · ⇥ list") == true)
    }
}

/// `:list` opens a list at any offset: past the end it says so, and the keys move within the
/// list; nothing traps (a range whose start passes its end, a sum past `Int.max`).
@Suite struct BrowseOffsetTests {
    @Test(arguments: [121, 1352, Int.max - 20, Int.max])
    func aListOpenedPastItsEndSaysSoAndKeysStayInIt(offset: Int) async {
        for (width, height) in [(60, 12), (120, 30)] {
            var terminal = FakeTerminal(width: width, height: height)
            await terminal.start()
            await terminal.settle(
                terminal.controller.navigate(.open(.list(offset: offset, limit: ListScreen.pageSize))))
            // The status line names the offset asked for; the cursor waits on the last row.
            #expect(
                terminal.screen.contains("is past the end") && terminal.screen.contains(String(offset).prefix(15)))
            #expect(terminal.frame.count == height)
            for key in [Key.down, .pageDown, .end, .up, .pageUp, .character("1"), .enter] { await terminal.press(key) }
            guard case .list(let list)? = terminal.controller.state.top else {
                // Enter opened the entry under the cursor, within the list.
                guard case .detail(let detail)? = terminal.controller.state.top else {
                    Issue.record("neither the list nor an entry on top")
                    return
                }
                #expect(Int(detail.query).map { (1...10001).contains($0) } == true)
                continue
            }
            #expect((0..<121).contains(list.cursor))
        }
    }
}

/// A paste that never ends must not lock the keyboard.
@Suite struct UnendedPasteTests {
    @Test func aPasteWithNoEndMarkEndsAfterAQuiet() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~garchomp".utf8)).isEmpty)
        #expect(decoder.waitMilliseconds == KeyDecoder.pasteQuiet)
        #expect(decoder.flush() == [.paste("garchomp")])
        #expect(decoder.waitMilliseconds == -1)
        #expect(decoder.feed([UInt8(ascii: "q")]) == [.character("q")])
    }

    @Test func ctrlCWhileAPasteIsOpenIsCtrlC() {
        var decoder = KeyDecoder()
        _ = decoder.feed(Array("\u{1B}[200~half".utf8))
        #expect(decoder.feed([0x03]) == [.paste("half"), .controlC])
    }
}
