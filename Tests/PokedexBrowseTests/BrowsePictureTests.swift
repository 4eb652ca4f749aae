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

@Suite struct BrowsePictureTests {
    @Test func theListPreviewsTheHighlightedPokémonOnceTheCursorRests() async {
        let sprites = FakeSprites()
        // Below 100 columns: the picture beside the list, no entry.
        var terminal = FakeTerminal(width: 95, height: 20, sprites: sprites)
        await terminal.start()
        #expect(sprites.requests.isEmpty, "nothing is fetched before the cursor has rested a tick")
        await terminal.tick()
        #expect(sprites.requests == [1])
        // Six columns of half blocks and the caption, beside the list, which keeps its rows.
        #expect(terminal.frame[1].hasPrefix("> #0001  Mon 1"))
        #expect(terminal.frame[1].contains(FakeSprites.red.foreground))
        #expect(terminal.frame[5].contains("Mon 1 #0001"))
        // The picture stands at the right edge: the list narrowed to leave it its columns.
        let row = terminal.frame[2].replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(row.hasPrefix("#0002  Mon 2"))
        let width: Int = 95 - "Mon 1 #0001".count + 6
        #expect(row.count == width)
        #expect(row.hasSuffix("  ▀▀▀▀▀▀"))
        #expect(terminal.frame[6].hasPrefix("#0006  Mon 6"))
        // A held key fetches only where the cursor stops; a moved cursor hides the old picture.
        await terminal.press(.down, .down, .down)
        #expect(!terminal.frame[1].contains("▀"))
        #expect(!terminal.frame.joined().contains("Mon 1 #0001"))
        await terminal.tick()
        await terminal.tick()
        #expect(sprites.requests == [1, 4])
        #expect(terminal.frame.contains { $0.contains("Mon 4 #0004") })
    }

    @Test func aPokémonWithoutAPictureShowsNoneAndNoMessage() async {
        let sprites = FakeSprites()
        var terminal = FakeTerminal(width: 95, height: 20, sprites: sprites)
        await terminal.start()
        await terminal.press(.character("7"))
        await terminal.tick()
        #expect(sprites.requests == [7])
        #expect(!terminal.frame.joined().contains("▀"))
        #expect(terminal.controller.state.message == nil)
        await terminal.tick()
        #expect(sprites.requests == [7], "a missing picture is not asked for again")
    }

    @Test func aNarrowTerminalHasNoPreviewAndFetchesNone() async {
        let sprites = FakeSprites()
        var terminal = FakeTerminal(width: PaneLayout.previewMinimumWidth - 1, height: 20, sprites: sprites)
        await terminal.start()
        await terminal.tick()
        #expect(sprites.requests.isEmpty)
        #expect(!terminal.frame.joined().contains("▀"))
    }

    @Test func sTurnsTheEntrysPictureShinyAndBack() async {
        let sprites = FakeSprites()
        var terminal = FakeTerminal(width: 100, height: 30, sprites: sprites)
        await terminal.start()
        await terminal.press(.down, .enter)
        #expect(terminal.frame[0] == "Pokédex › Mon 2")
        #expect(terminal.frame.contains { $0.contains(FakeSprites.red.foreground) })
        #expect(terminal.frame.last?.contains("s shiny") == true)
        await terminal.press(.character("s"))
        #expect(terminal.frame.contains { $0.contains(FakeSprites.yellow.foreground) })
        #expect(!terminal.frame.contains { $0.contains(FakeSprites.red.foreground) })
        await terminal.press(.character("s"))
        #expect(terminal.frame.contains { $0.contains(FakeSprites.red.foreground) })
        #expect(terminal.controller.state.router.stack.count == 2, "s changes the entry in place")
    }

    @Test func mMarksTheRowCaughtAndAgainUnmarksItInTheListAndAnEntry() async throws {
        let marks = InMemoryMarks()
        var terminal = FakeTerminal(width: 60, height: 12, moves: true, marks: marks)
        await terminal.start()
        #expect(!terminal.frame.joined().contains("●"))
        await terminal.press(.down, .character("m"))
        let game = try #require(InMemoryMovesRepository.small().gameList.max { $0.order < $1.order })
        #expect(try marks.read().sorted.map { "\($0.species) \($0.game)" } == ["mon-2 \(game.name)"])
        #expect(terminal.frame.last == "Mon 2 marked caught in \(game.displayName).")
        let row = try #require(terminal.frame.first { $0.contains("Mon 2") })
        #expect(row.contains("● Mon 2"))
        await terminal.press(.character("m"))
        #expect(try marks.read().isEmpty)
        #expect(terminal.frame.last == "Mon 2 no longer marked caught in \(game.displayName).")
        #expect(!terminal.frame.joined().contains("●"))
        // In an entry: the same key, and the entry says where it is caught.
        await terminal.press(.enter, .character("m"))
        #expect(try marks.read().count == 1)
        #expect(terminal.controller.state.router.stack.count == 2, "m changes the entry in place")
        #expect(KeyMap.helpLines().contains { $0.hasPrefix("  m ") && $0.contains("mark it caught") })
    }

    @Test func withoutPicturesSIsNotAKey() async {
        var terminal = FakeTerminal(width: 100, height: 30)
        await terminal.start()
        await terminal.press(.down, .enter)
        let before = terminal.controller.state
        #expect(terminal.frame.last?.contains("s shiny") == false)
        await terminal.press(.character("s"))
        #expect(terminal.controller.state.router == before.router, "the entry stays as it was")
        #expect(terminal.frame.last == "pictures are off")
        await terminal.press(.down)
        #expect(terminal.frame.last?.contains("pictures are off") == false, "until the next key")
    }
}
