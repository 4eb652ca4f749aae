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

/// `g` in an entry: the game of its moves, kept for the session.
@Suite struct BrowseGamePickerTests {
    @Test func gPicksTheGameAndLaterEntriesKeepIt() async {
        var terminal = FakeTerminal(width: 90, height: 30, moves: true)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-1"))))
        #expect(terminal.learnsetGame == "new-game")
        await terminal.press(.character("g"))
        #expect(terminal.frame[1] == "Moves of Mon 1 in which game?")
        #expect(terminal.frame[3].hasPrefix("  Old Game"))
        #expect(terminal.frame[4].hasPrefix("> • New Game"), "the game shown is marked, the cursor on it")
        #expect(terminal.frame.last == "↑↓ choose · ⏎ its moves · Esc keep the game")
        // Esc keeps the game.
        await terminal.press(.escape)
        #expect(terminal.learnsetGame == "new-game")
        await terminal.press(.character("g"), .up, .enter)
        #expect(terminal.controller.state.prompt == nil)
        #expect(terminal.learnsetGame == "old-game")
        #expect(terminal.controller.state.navigator.game == "old-game")
        // The entry beside the list is asked for in that game too.
        await terminal.press(.backspace)
        _ = terminal.controller.handle(.resize(width: 120, height: 30))
        await terminal.press(.down)
        #expect(terminal.wake().map(\.route) == [.show(name: "2", game: "old-game")])
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-1"))))
        // An entry opened after opens in that game too (Mon 1's own latest is New Game).
        await terminal.press(.backspace)
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "1"))))
        #expect(terminal.learnsetGame == "old-game")
    }

    @Test func thePickerMovesByTheListsKeysAndATextPromptTakesThemAsText() async {
        var terminal = FakeTerminal(width: 90, height: 30, moves: true)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-1"))))
        // `k` moves up as in the list, and `q` closes the picker, not the program.
        await terminal.press(.character("g"), .character("k"))
        #expect(terminal.frame[3].hasPrefix("> ") && terminal.frame[3].contains("Old Game"))
        await terminal.press(.character("q"))
        #expect(terminal.controller.state.prompt == nil)
        #expect(terminal.learnsetGame == "new-game")
        // In the type prompt the same keys are letters; Home and End mean nothing there.
        await terminal.press(.backspace, .character("t"), .character("k"), .character("q"), .home, .end)
        #expect(terminal.controller.state.prompt == .type(TypePrompt(text: "kq")))
    }

    @Test func thePickerIsInTheReadersLanguage() async {
        var terminal = FakeTerminal(width: 90, height: 30, moves: true)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-1"))))
        await terminal.press(.character("g"))
        let korean = ScreenLabels(language: .ko)
        let frame = BrowseRenderer.frame(
            terminal.controller.state, width: 90, height: 30, style: .plain, labels: korean)
        #expect(frame[1] == "Mon 1의 기술: 어느 게임?")
        #expect(frame.last == "↑↓ 선택 · ⏎ 이 게임의 기술 · Esc 그대로")
    }

    @Test func anEntryWithNoMovesHasNoGamesToPick() async {
        var terminal = FakeTerminal(width: 90, height: 30, moves: true)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.show(name: "mon-5"))))
        await terminal.press(.character("g"))
        #expect(terminal.controller.state.prompt == nil)
        #expect(terminal.frame.last == "No games to choose from: it learns no moves in any.")
    }
}

/// `:` runs a one-shot command onto the stack, with a history.
@Suite struct BrowseCommandLineTests {
    func terminal() async -> FakeTerminal {
        var terminal = FakeTerminal(width: 90, height: 20)
        terminal.controller.commandRoute = { line, _ in
            switch line {
            case "compare mon-1 mon-2": .screen(.compare(names: ["mon-1", "mon-2"]))
            case "show mon-3": .screen(.show(name: "mon-3"))
            default: .error("unknown command '\(line.split(separator: " ").first ?? "")'")
            }
        }
        await terminal.start()
        return terminal
    }

    @Test func aCommandsScreenGoesOnTopAndBackReturns() async {
        var terminal = await terminal()
        await terminal.press(.character(":"))
        #expect(terminal.frame.last == ":▏")
        await terminal.type("compare mon-1 mon-2")
        #expect(terminal.frame.last == ":compare mon-1 mon-2▏")
        await terminal.press(.enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 1 vs Mon 2")
        await terminal.press(.backspace)
        #expect(terminal.frame[0] == "Pokédex")
    }

    @Test func upAndDownWalkTheHistory() async {
        var terminal = await terminal()
        for line in ["show mon-3", "compare mon-1 mon-2"] {
            await terminal.press(.character(":"))
            await terminal.type(line)
            await terminal.press(.enter, .backspace)
        }
        await terminal.press(.character(":"), .up)
        #expect(terminal.frame.last == ":compare mon-1 mon-2▏")
        await terminal.press(.up, .up)
        #expect(terminal.frame.last == ":show mon-3▏", "the oldest stays")
        await terminal.press(.down)
        #expect(terminal.frame.last == ":compare mon-1 mon-2▏")
        await terminal.press(.down)
        #expect(terminal.frame.last == ":▏")
        // Run again, a command moves to the end of the history, once.
        await terminal.press(.up, .up, .enter)
        #expect(terminal.controller.state.commandHistory == ["compare mon-1 mon-2", "show mon-3"])
        #expect(terminal.frame[0] == "Pokédex › Mon 3")
    }

    @Test func aBadCommandSaysWhyAndEscLeaves() async {
        var terminal = await terminal()
        await terminal.press(.character(":"))
        await terminal.type("shwo pikachu")
        await terminal.press(.enter)
        #expect(terminal.frame.last == "Not run: unknown command 'shwo'")
        #expect(terminal.frame[0] == "Pokédex")
        await terminal.press(.character(":"), .character("x"), .escape)
        #expect(terminal.controller.state.prompt == nil)
        #expect(terminal.frame[0] == "Pokédex")
    }

    /// A paste is one piece: its lines stay (shown as ⏎) and reach the command whole.
    @Test func aPastedTeamKeepsItsLines() async {
        var terminal = FakeTerminal(width: 60, height: 20)
        let ran = Mutex<[String]>([])
        terminal.controller.commandRoute = { line, _ in
            ran.withLock { $0.append(line) }
            return .screen(.show(name: "mon-3"))
        }
        await terminal.start()
        await terminal.press(.character(":"))
        await terminal.type("team ")
        await terminal.press(.paste("Mon 1 @ Leftovers\r- Tackle\r\rMon 2\r"))
        #expect(terminal.frame.last == ":team Mon 1 @ Leftovers⏎- Tackle⏎⏎Mon 2⏎▏")
        await terminal.press(.enter)
        #expect(ran.withLock { $0 } == ["team Mon 1 @ Leftovers\r- Tackle\r\rMon 2"])
        #expect(terminal.frame[0] == "Pokédex › Mon 3")
    }

    @Test func withoutCommandsColonSaysSo() async {
        var terminal = FakeTerminal(width: 90, height: 20)
        await terminal.start()
        await terminal.press(.character(":"))
        #expect(terminal.controller.state.prompt == nil)
        #expect(terminal.frame.last == "No commands here.")
    }
}
