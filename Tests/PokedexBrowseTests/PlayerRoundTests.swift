import PokedexBrowse
import PokedexPresentation
import Synchronization
import Testing

/// The full screen as a player used it (hard to break, round 5): a command's missing Pokémon
/// is the one in view, End and Home on every screen that scrolls, a search typed and entered in
/// one burst opens its first hit.
@Suite struct PlayerRoundTests {
    /// `:moves` on Mon 3's entry is about Mon 3; on the list, about the row highlighted.
    @Test func aCommandThatNamesNoPokemonIsAboutTheOneInView() async {
        var terminal = FakeTerminal(width: 90, height: 20)
        let asked = Mutex<[String?]>([])
        terminal.controller.commandRoute = { line, inView in
            asked.withLock { $0.append(inView) }
            return .screen(.show(name: inView ?? line))
        }
        await terminal.start()
        await terminal.press(.down, .down)
        await terminal.press(.character(":"))
        await terminal.type("moves")
        await terminal.press(.enter)
        await terminal.press(.backspace, .enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 3")
        await terminal.press(.character(":"))
        await terminal.type("moves")
        await terminal.press(.enter)
        #expect(asked.withLock { $0 } == ["mon-3", "mon-3"])
        #expect(terminal.frame[0] == "Pokédex › Mon 3 › Mon 3")
    }

    /// `/mon-3⏎` in one read: the keys are handled before any answer comes, and the Enter
    /// opens the first hit once the hits are there, not the nothing shown before.
    @Test func aSearchTypedAndEnteredInOneBurstOpensItsFirstHit() async {
        var terminal = FakeTerminal(width: 90, height: 20)
        await terminal.start()
        var loads: [LoadRequest] = []
        for key in [Key.character("/")] + "mon-3".map(Key.character) + [.enter] {
            loads += terminal.controller.handle(.key(key)).loads
        }
        #expect(terminal.frame[0].hasPrefix("Pokédex › Search"))
        await terminal.settle(loads)
        #expect(terminal.frame[0] == "Pokédex › Search: mon-3 › Mon 3")
        // An Enter on hits of an older query waits for the newest query's hits.
        await terminal.press(.backspace, .character("/"))
        #expect(terminal.frame[0] == "Pokédex › Search: mon-3")
        loads = [Key.backspace, .character("1"), .enter].flatMap { terminal.controller.handle(.key($0)).loads }
        await terminal.settle(loads)
        #expect(terminal.frame[0] == "Pokédex › Search: mon-1 › Mon 1")
    }

    /// End goes to the end of a command's screen (and of an entry), Home back to its top.
    @Test func endAndHomeMoveEveryScreenThatScrolls() async {
        var terminal = FakeTerminal(width: 60, height: 12, moves: true)
        await terminal.start()
        await terminal.settle(terminal.controller.navigate(.open(.moves(pokemon: "mon-1"))))
        let top = terminal.frame
        await terminal.press(.end)
        #expect(terminal.frame != top)
        #expect(
            terminal.controller.state.top.map { screen in
                if case .reference(let reference) = screen { reference.scroll > 0 } else { false }
            } == true)
        await terminal.press(.home)
        #expect(terminal.frame == top)
    }
}
