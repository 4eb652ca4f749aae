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

/// Every link of an entry one or two keys away (`f`), and its sections a digit away.
@Suite struct BrowseHintTests {
    func entry(_ name: String, height: Int = 30) async -> FakeTerminal {
        var terminal = FakeTerminal(width: 90, height: height, moves: true)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.show(name: name))))
        return terminal
    }

    @Test func fLabelsEachLinkAndTypingOneOpensIt() async {
        var terminal = await entry("mon-2")
        let links = terminal.controller.state.top.map { screen -> [String] in
            if case .detail(let detail) = screen { return detail.links.map(\.label) }
            return []
        }
        #expect(links?.prefix(3) == ["Mon 1", "Mon 3", "mon-2-mega"])
        await terminal.press(.character("f"))
        #expect(terminal.frame.contains { $0.contains("[a] Mon 1  [s] Mon 3  [d] mon-2-mega") })
        #expect(terminal.frame.last?.hasPrefix("Open: ▏") == true)
        await terminal.press(.character("s"))
        #expect(terminal.frame[0] == "Pokédex › Mon 2 › Mon 3")
        #expect(terminal.controller.state.prompt == nil)
    }

    @Test func fInTheListLabelsTheLinksOfTheEntryBesideIt() async {
        var terminal = FakeTerminal(width: 120, height: 30)
        await terminal.start()
        await terminal.press(.down)
        await terminal.tick()
        await terminal.press(.character("f"))
        #expect(terminal.frame.contains { $0.contains("│ [a] Mon 1  [s] Mon 3  [d] mon-2-mega") })
        if case .list(let list)? = terminal.controller.state.top { #expect(list.focus == .entry) }
        await terminal.press(.character("d"))
        #expect(terminal.frame[0] == "Pokédex › Mon 2 (Mega)")
        // Below 100 columns there is no entry beside the list, so nothing to label.
        var narrow = FakeTerminal(width: 80, height: 20)
        await narrow.start()
        await narrow.press(.character("f"))
        #expect(narrow.controller.state.prompt == nil)
    }

    @Test func escPutsTheLabelsAwayAndAnUnknownOneSaysSo() async {
        var terminal = await entry("mon-2")
        await terminal.press(.character("f"), .escape)
        #expect(terminal.controller.state.prompt == nil)
        #expect(!terminal.frame.joined().contains("[a]"))
        #expect(terminal.frame[0] == "Pokédex › Mon 2")
        await terminal.press(.character("f"), .character("x"))
        #expect(terminal.frame.last == "No link is labelled 'x'.")
        #expect(terminal.frame[0] == "Pokédex › Mon 2")
    }

    @Test func moreThanTwentySixLinksTakeTwoLetters() {
        let labels = LinkHints.labels(count: 60)
        #expect(labels.count == 60)
        #expect(Set(labels).count == 60)
        #expect(labels.allSatisfy { $0.count == 2 })
        #expect(labels.prefix(3) == ["aa", "as", "ad"])
        #expect(LinkHints.labels(count: 3) == ["a", "s", "d"])
        #expect(LinkHints.labels(count: 0).isEmpty)
    }

    @Test func digitsJumpToTheEntrysSections() async {
        var terminal = await entry("mon-1", height: 12)
        await terminal.press(.character("2"))
        #expect(terminal.frame[1].hasPrefix("Base stats"))
        await terminal.press(.character("3"))
        #expect(terminal.frame[1] == "Evolution")
        await terminal.press(.character("1"))
        #expect(terminal.frame[1].hasPrefix("Abilities"))
        // The moves below the entry are a section too: the last.
        await terminal.press(.character("5"))
        #expect(terminal.frame[1].contains("· moves in New Game"))
        await terminal.press(.character("9"))
        #expect(terminal.frame.last == "This entry has 5 sections.")
    }

    /// In another language the sections are found by their titles there, the moves too.
    @Test func digitsJumpToTheSectionsInTheReadersLanguage() async {
        var terminal = FakeTerminal(width: 90, height: 12, moves: true)
        terminal.controller.labels = ScreenLabels(language: .ja)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-1"))))
        await terminal.press(.character("3"))
        #expect(terminal.frame[1] == "進化")
        await terminal.press(.character("5"))
        #expect(terminal.frame[1].hasPrefix("#0001 Mon 1 · 技 · "), "\(terminal.frame[1])")
        await terminal.press(.character("9"))
        #expect(terminal.frame.last == "この図鑑の項目数は5。")
    }
}
