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

/// The list screen by width: one pane below 100 columns, the highlighted Pokémon's entry beside
/// the list from 100, and its picture beside that from 140.
@Suite struct BrowsePaneTests {
    /// Frames drawn with a memo of the last ones are the frames drawn without: through cursor
    /// moves, entries arriving, the entry scrolled and wearing link labels, in colour, with
    /// pictures, at both pane widths (short, so that the entry scrolls).
    @Test(arguments: [(160, 14), (200, 16)])
    func framesWithAMemoAreTheFramesWithout(width: Int, height: Int) async {
        var terminal = FakeTerminal(width: width, height: height, sprites: FakeSprites())
        let memo = FrameMemo()
        let style = TerminalStyle(isEnabled: true)
        func check(_ step: String) {
            let plain = BrowseRenderer.frame(
                terminal.controller.state, width: width, height: height, style: style, pictures: terminal.pictures)
            let memoized = BrowseRenderer.frame(
                terminal.controller.state, width: width, height: height, style: style, pictures: terminal.pictures,
                memo: memo)
            #expect(memoized == plain, "\(step)")
            #expect(plain.allSatisfy { visibleColumns($0) <= width }, "\(step)")
        }
        await terminal.start()
        check("the list")
        await terminal.tick()
        check("the first entry")
        await terminal.press(.down)
        check("the cursor moved, the last entry still shown")
        await terminal.tick()
        check("the second entry")
        await terminal.press(.tab, .down, .down, .down)
        check("the entry scrolled")
        await terminal.press(.character("f"))
        check("its links labelled")
        await terminal.press(.escape, .tab, .down, .down)
        await terminal.tick()
        check("a third entry")
    }

    @Test(arguments: [(80, 24), (120, 40), (160, 45), (200, 60)])
    func theListScreenAtEachSize(width: Int, height: Int) async {
        var terminal = FakeTerminal(width: width, height: height)
        await terminal.start()
        await terminal.press(.down, .down)
        await terminal.tick()
        #expect(terminal.frame.count == height)
        #expect(terminal.frame.allSatisfy { TextWidth.columns($0) <= width })
        assertSnapshot(terminal.screen, named: "list-\(width)x\(height)")
    }

    @Test(arguments: [(80, 24), (120, 40), (160, 45), (200, 60)])
    func anEntryAMoveAndACompareAtEachSize(width: Int, height: Int) async {
        let screens: [(String, Route)] = [
            ("entry", .show(name: "mon-1")), ("move", .move(name: "ember")),
            ("compare", .compare(names: ["mon-1", "mon-2", "mon-3"])),
        ]
        for (name, route) in screens {
            var terminal = FakeTerminal(width: width, height: height, moves: true)
            await terminal.start()
            await terminal.settle(terminal.controller.navigate(.open(route)))
            #expect(terminal.frame.count == height)
            #expect(terminal.frame.allSatisfy { TextWidth.columns($0) <= width }, "\(name)")
            #expect(terminal.controller.state.message == nil, "\(name)")
            assertSnapshot(terminal.screen, named: "\(name)-\(width)x\(height)")
        }
    }

    /// The list with the entry beside it and an entry alone, in Japanese: pokedex's own words
    /// in the language (the test data's names have none), every line within the width in
    /// display columns.
    @Test(arguments: [(120, 40), (200, 60)])
    func theScreensInJapaneseAtEachSize(width: Int, height: Int) async {
        var terminal = FakeTerminal(width: width, height: height, moves: true)
        terminal.controller.labels = ScreenLabels(language: .ja)
        await terminal.start()
        await terminal.press(.down)
        await terminal.tick()
        #expect(terminal.frame.allSatisfy { TextWidth.columns($0) <= width })
        assertSnapshot(terminal.screen, named: "list-ja-\(width)x\(height)")
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-1"))))
        #expect(terminal.frame.count == height)
        #expect(terminal.frame.allSatisfy { TextWidth.columns($0) <= width })
        assertSnapshot(terminal.screen, named: "entry-ja-\(width)x\(height)")
    }

    @Test func theEntryBesideTheListIsAskedForOnceTheCursorRests() async {
        var terminal = FakeTerminal(width: 120, height: 30)
        await terminal.start()
        #expect(terminal.frame.joined().contains("Loading Mon 1…"), "nothing yet to show")
        await terminal.tick()
        #expect(terminal.frame[1].contains("│ #0001 Mon 1"))
        // Until the cursor rests, the last entry stays: a moving cursor rewrites two lines.
        let before = terminal.frame
        await terminal.press(.down, .down, .down)
        #expect(terminal.frame[1].contains("│ #0001 Mon 1"))
        #expect(FrameUpdate.rows(from: before, to: terminal.frame) == [1, 4])
        let loads = terminal.wake()
        #expect(loads.map(\.purpose) == [.pane(4)])
        #expect(loads.map(\.route) == [.show(name: "4")])
        await terminal.settle(loads)
        #expect(terminal.frame[1].contains("│ #0004 Mon 4"))
        #expect(terminal.frame.contains { $0.contains("│ Test Pokémon") })
        #expect(terminal.wake().isEmpty, "a resting cursor asks once")
    }

    @Test func tabGivesTheKeysToTheEntryAndBack() async {
        var terminal = FakeTerminal(width: 120, height: 12)
        await terminal.start()
        await terminal.tick()
        let first = terminal.frame[1]
        #expect(first.contains("│ #0001 Mon 1"))
        await terminal.press(.tab)
        #expect(terminal.frame.last?.hasPrefix("↑↓ scroll · ⏎ open · ⇥ list") == true)
        #expect(terminal.frame[1].hasPrefix("▸0001"))
        // ↓ scrolls the entry, not the list.
        await terminal.press(.down, .down)
        #expect(!terminal.frame[1].contains("│ #0001 Mon 1"))
        #expect(terminal.frame[1].hasPrefix("▸0001"))
        if case .list(let list)? = terminal.controller.state.top {
            #expect(list.cursor == 0)
            #expect(list.paneScroll == 2)
        }
        // Not past the entry's last line: ↑ answers at once.
        for _ in 0..<50 { await terminal.press(.down) }
        let bottom = terminal.frame
        #expect(bottom.contains { $0.contains("│ Moves: pokedex moves mon-1") })
        await terminal.press(.up)
        #expect(terminal.frame != bottom)
        await terminal.press(.character("g"))
        #expect(terminal.frame[1].contains("│ #0001 Mon 1"))
        // Enter opens the entry on the stack; back returns to the list as it was.
        await terminal.press(.enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 1")
        await terminal.press(.backspace)
        #expect(terminal.frame[1].hasPrefix("▸0001"))
        await terminal.press(.tab, .down)
        #expect(terminal.frame[2].hasPrefix("> #0002") || terminal.frame[2].contains("#0002"))
        if case .list(let list)? = terminal.controller.state.top {
            #expect(list.cursor == 1)
            #expect(list.paneScroll == 0, "a new Pokémon's entry starts at its top")
        }
    }

    @Test func typesAndStatsAreInTheReadersLanguage() async {
        var terminal = FakeTerminal(width: 120, height: 30)
        await terminal.start()
        await terminal.tick()
        let labels = ScreenLabels(
            language: .fr,
            names: LabelNames([
                .type: ["water": [.fr: "Eau"], "fire": [.fr: "Feu"]], .stat: ["attack": [.fr: "Attaque"]],
            ]))
        let frame = BrowseRenderer.frame(
            terminal.controller.state, width: 120, height: 30, style: .plain, labels: labels)
        #expect(frame.contains { $0.contains("│ Eau") }, "the entry's types")
        #expect(
            frame.contains { $0.contains("│ Attaque ") && $0.contains(" 60 ") }, "its stats \(frame)")
        #expect(frame.contains { $0.contains("│ Stats de base") }, "its section titles")
        #expect(!frame.joined().contains("Water"))
    }

    @Test func anUpdateRewritesOnlyTheLinesThatChanged() {
        let old = ["a", "b", "c"]
        #expect(FrameUpdate.text(from: old, to: old).isEmpty)
        #expect(FrameUpdate.text(from: old, to: ["a", "B", "c"]) == "\u{1B}[2;1HB\u{1B}[K")
        // With no frame before (the first, or after a resize), every line, each addressed.
        #expect(FrameUpdate.rows(from: [], to: old) == [0, 1, 2])
        #expect(FrameUpdate.text(from: ["a"], to: ["a", "b"]) == "\u{1B}[1;1Ha\u{1B}[K\u{1B}[2;1Hb\u{1B}[K")
    }

    @Test func belowOneHundredColumnsTabDoesNothing() async {
        var terminal = FakeTerminal(width: 80, height: 12)
        await terminal.start()
        await terminal.tick()
        let before = terminal.controller.state
        await terminal.press(.tab)
        #expect(terminal.controller.state == before)
        #expect(!terminal.frame.joined().contains("│"))
    }

    @Test func resizingAcrossTheThresholdsWhileAPictureIsDrawn() async {
        let sprites = FakeSprites()
        var terminal = FakeTerminal(width: 160, height: 30, sprites: sprites)
        await terminal.start()
        await terminal.tick()
        #expect(sprites.requests == [1])
        #expect(terminal.frame.joined().contains(FakeSprites.red.foreground))
        #expect(terminal.frame.contains { $0.contains("Mon 1 #0001") })
        await terminal.press(.tab)
        // 120: the entry stays beside the list, the picture goes.
        _ = terminal.controller.handle(.resize(width: 120, height: 30))
        #expect(!terminal.frame.joined().contains(FakeSprites.red.foreground))
        #expect(terminal.frame[1].contains("│ #0001 Mon 1"))
        #expect(terminal.frame.allSatisfy { visibleColumns($0) <= 120 })
        // 80: the list alone, and the keys are the list's again.
        _ = terminal.controller.handle(.resize(width: 80, height: 24))
        #expect(!terminal.frame.joined().contains("│"))
        if case .list(let list)? = terminal.controller.state.top { #expect(list.focus == .list) }
        // 200: three panes again, the picture drawn from what came before, nothing fetched twice.
        _ = terminal.controller.handle(.resize(width: 200, height: 60))
        await terminal.tick()
        #expect(sprites.requests == [1])
        #expect(terminal.frame.joined().contains(FakeSprites.red.foreground))
        #expect(terminal.frame.allSatisfy { visibleColumns($0) <= 200 })
    }

    @Test func aPokémonWithNoPictureHasAFramedPlaceholderNotAHole() async {
        let sprites = FakeSprites()
        var terminal = FakeTerminal(width: 160, height: 30, sprites: sprites)
        await terminal.start()
        await terminal.press(.character("7"))
        #expect(terminal.frame.contains { $0.hasSuffix("│ ┌" + String(repeating: "─", count: 30) + "┐") })
        await terminal.tick()
        #expect(sprites.requests == [7])
        #expect(terminal.frame.contains { $0.contains("no picture") })
        #expect(terminal.frame.contains { $0.contains("Mon 7 #0007") })
        #expect(terminal.controller.state.message == nil)
    }
}
