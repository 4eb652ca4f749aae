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

/// 120 Pokémon; #2 evolves from #1 and into #3, and has a second form.
let browseRepository = InMemoryRepository(
    pokemon: (1...120).map {
        PokemonSummary(
            id: $0, name: "mon-\($0)", speciesID: $0, speciesName: "mon-\($0)", displayName: "Mon \($0)",
            types: [$0 % 2 == 0 ? "fire" : "water"], isDefault: true, generation: 1)
    } + [
        PokemonSummary(
            id: 10001, name: "mon-2-mega", speciesID: 2, speciesName: "mon-2", displayName: "Mon 2 (Mega)",
            types: ["fire", "dragon"], isDefault: false, generation: 1)
    ]
) { summary in
    var detail = PokemonDetail(
        summary: summary, genus: "Test Pokémon", generation: 1, heightDecimetres: 10, weightHectograms: 100,
        abilities: [AbilitySlot(name: "blaze", isHidden: false)],
        stats: BaseStats(hp: 50, attack: 60, defense: 70, specialAttack: 80, specialDefense: 90, speed: 100))
    var level = EvolutionCondition(trigger: "level-up")
    level.minLevel = 16
    detail.evolution = EvolutionNode(
        species: "mon-1", speciesID: 1, conditions: [],
        evolvesTo: [
            EvolutionNode(
                species: "mon-2", speciesID: 2, conditions: [level],
                evolvesTo: [
                    EvolutionNode(species: "mon-3", speciesID: 3, conditions: [level], evolvesTo: [])
                ])
        ])
    if summary.speciesID == 2 {
        detail.forms = [
            PokemonForm(name: "mon-2", id: 2, isDefault: true),
            PokemonForm(name: "mon-2-mega", id: 10001, isDefault: false),
        ]
    }
    return detail
}

/// Pictures for the fake terminal: a solid 6×8 block, red (yellow when shiny); every seventh
/// Pokémon has none. It remembers which it was asked for.
final class FakeSprites: SpriteRepository {
    static let red = RGB(220, 20, 20)
    static let yellow = RGB(240, 220, 0)
    private let asked = Mutex<[Int]>([])

    /// The Pokémon asked for, in order.
    var requests: [Int] { asked.withLock { $0 } }

    func sprite(of pokemon: PokemonSummary, variant: SpriteVariant) async throws(SpriteError) -> Sprite {
        asked.withLock { $0.append(pokemon.id) }
        guard pokemon.id % 7 != 0 else { throw .noImage }
        let color = variant.shiny ? Self.yellow : Self.red
        let rgba = [UInt8]((0..<48).map { _ in [color.red, color.green, color.blue, 255] }.joined())
        guard let picture = Picture(width: 6, height: 8, rgba: rgba) else { throw .noImage }
        return Sprite(variant: variant, url: "https://sprites.test/\(pokemon.id).png", png: [], picture: picture)
    }

    func url(of pokemon: PokemonSummary, variant: SpriteVariant) async -> String? {
        pokemon.id % 7 == 0 ? nil : "https://sprites.test/\(pokemon.id).png"
    }

    struct RGB {
        let red, green, blue: UInt8
        init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
        /// How a 24-bit terminal is told to draw it as the foreground.
        var foreground: String { "\u{1B}[38;2;\(red);\(green);\(blue)m" }
    }
}

/// The controller with a fixed-size fake terminal: keys in, loads run to the end, frames out.
struct FakeTerminal {
    var controller: BrowseController
    let presenter: Presenter
    /// How frames draw pictures: none, unless the terminal was made with `sprites`.
    let pictures: PictureMode

    /// `sprites`: a terminal that draws pictures (half blocks, 24-bit), of these. `moves`:
    /// with the small world of moves (`InMemoryMovesRepository.small()`).
    init(
        width: Int = 60, height: Int = 12, sprites: FakeSprites? = nil, moves: Bool = false,
        marks: InMemoryMarks? = nil
    ) {
        let repository = browseRepository
        presenter = Presenter(
            Interactors(
                pokedex: repository, moves: moves ? InMemoryMovesRepository.small() : .empty,
                sprites: sprites ?? NoPictures() as any SpriteRepository, encounters: InMemoryEncountersRepository(),
                marks: marks),
            entryPictures: sprites != nil)
        controller = BrowseController(width: width, height: height)
        controller.drawsPictures = sprites != nil
        pictures = sprites == nil ? .none : .blocks(.trueColor)
    }

    /// A tenth of a second passes, and what it asks for loads.
    mutating func tick() async {
        await settle(wake())
    }

    /// A tenth of a second passes: what the controller waited for comes (the loads not run).
    mutating func wake() -> [LoadRequest] {
        controller.now += 0.1
        return controller.handle(.wake).loads
    }

    mutating func start() async {
        await settle(controller.start())
    }

    /// Presses `keys` one by one, letting each one's loads finish.
    @discardableResult
    mutating func press(_ keys: Key...) async -> BrowseController.Outcome {
        var outcome = BrowseController.Outcome.continue
        for key in keys {
            let result = controller.handle(.key(key))
            outcome = result.outcome
            await settle(result.loads)
        }
        redraw()
        return outcome
    }

    mutating func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    mutating func settle(_ loads: [LoadRequest]) async {
        var queue = loads
        while !queue.isEmpty {
            let load = queue.removeFirst()
            queue += controller.handle(.loaded(load, await presenter.viewState(for: load.route))).loads
        }
        redraw()
    }

    /// The frame drawn, and what it drew where given back to the controller, as the loop does.
    mutating func redraw() {
        controller.layout = drawn.layout
    }

    var drawn: Frame {
        BrowseRenderer.draw(
            controller.state, width: controller.width, height: controller.height, style: .plain, pictures: pictures,
            labels: controller.labels)
    }

    var frame: [String] { drawn.lines }

    var screen: String { frame.joined(separator: "\n") + "\n" }
}

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

@Suite struct KeyMapTests {
    /// `browse --help`'s sentence is the help screen's rows: each row's keys and what they do.
    @Test func theHelpSentenceSaysEveryRowOfTheHelpScreen() {
        let sentence = KeyMap.helpSentence
        for row in KeyMap.helpRows {
            let keys = row.keys.replacing("  ", with: " or ")
            let text = ScreenLabels.english.say(row.text)
            #expect(sentence.contains(keys) && sentence.contains(text), "\(row.keys): \(text)")
        }
        #expect(sentence.contains("m: mark it caught"))
    }

    @Test func everyActionHasAKeyAndARowOnTheHelpScreen() {
        for action in BrowseAction.allCases {
            #expect(
                KeyMap.Screen.allCases.contains { screen in
                    KeyMap.bindings.contains {
                        $0.action == action && ($0.screens.isEmpty || $0.screens.contains(screen))
                    }
                }, "\(action) has no key")
            #expect(KeyMap.helpRows.contains { $0.actions.contains(action) }, "\(action) is not on the help screen")
        }
    }

    @Test func aKeyMeansOneThingOnAScreen() {
        for screen in KeyMap.Screen.allCases {
            var seen: [Key] = []
            for binding in KeyMap.bindings where binding.screens.isEmpty || binding.screens.contains(screen) {
                for key in binding.keys {
                    #expect(!seen.contains(key), "\(key) is bound twice on \(screen)")
                    seen.append(key)
                }
            }
        }
        #expect(KeyMap.action(for: .left, on: .list) == .pageUp)
        #expect(KeyMap.action(for: .left, on: .entry) == .previousLink)
        #expect(KeyMap.action(for: .character("t"), on: .entry) == nil)
    }

    @Test func lineModeCommandsAndHintsComeFromTheMap() {
        #expect(LineBrowser.commands.hasPrefix("list, next, prev, open <n or name>, back"))
        #expect(
            LineBrowser.commands.hasSuffix(
                "or any command that shows a screen (show pikachu, search char, moves garchomp --game sv, type fire, damage \"…\")"
            ))
        #expect(
            KeyMap.lineCommands.compactMap(\.action).allSatisfy { action in
                KeyMap.bindings.contains { $0.action == action }
            })
        // A narrow footer leaves out whole hints, the last first, and keeps `? keys` and `q quit`.
        let hints = KeyMap.hints(on: .entry, pictures: true)
        #expect(KeyMap.hints(fitting: 200, hints) == hints)
        let narrow = KeyMap.hints(fitting: 60, hints)
        #expect(narrow.count <= 60)
        #expect(narrow.hasPrefix("↑↓ scroll · f links"))
        #expect(narrow.hasSuffix("? keys · q quit"))
        #expect(KeyMap.hints(fitting: 5, hints) == "↑↓ scroll")
        #expect(KeyMap.hints(on: .entry, pictures: true).contains("s shiny"))
        #expect(!KeyMap.hints(on: .entry, pictures: false).contains("s shiny"))
    }

    /// The footer in the reader's words, fitted by the columns its letters take (a kana is two).
    @Test func theFooterIsInTheReadersLanguageAndFitsByColumns() async {
        let japanese = ScreenLabels(language: .ja)
        let hints = KeyMap.hints(on: .entry, pictures: true, labels: japanese)
        #expect(hints.hasPrefix("↑↓ スクロール · f リンク"))
        #expect(!hints.contains("scroll"))
        let narrow = KeyMap.hints(fitting: 40, hints)
        #expect(TextWidth.columns(narrow) <= 40, "\(narrow)")
        #expect(narrow.hasPrefix("↑↓ スクロール"))
        #expect(narrow.hasSuffix("? キー · q 終了"), "\(narrow)")
        var terminal = FakeTerminal(width: 160, height: 30)
        terminal.controller.labels = japanese
        await terminal.start()
        let frame = BrowseRenderer.frame(
            terminal.controller.state, width: 160, height: 30, style: .plain, labels: japanese)
        #expect(frame.last?.hasPrefix("↑↓ 移動 · ⏎ 開く") == true, "\(frame.last ?? "")")
        #expect(frame.contains { $0.contains("画像オフ") }, "the picture pane's placeholder")
    }

    /// The help screen, the prompts and the messages are in the reader's words too, the keys'
    /// column as wide as its widest (in columns).
    @Test func helpPromptsAndMessagesAreInTheReadersLanguage() async {
        let japanese = ScreenLabels(language: .ja)
        let help = KeyMap.helpLines(labels: japanese)
        #expect(help[0] == "キー")
        #expect(help.contains("  q Ctrl-C          終了"), "\(help)")
        #expect(help.count == KeyMap.helpRows.count + 2)
        #expect(help.contains { $0.hasPrefix("  f （図鑑で）") && $0.hasSuffix("各リンクに文字（一覧の横の図鑑も）：それを入力") })
        #expect(KeyMap.helpLines()[2] == "  ↑ ↓  j k          move the cursor", "English as before")
        var terminal = FakeTerminal(width: 80, height: 24)
        terminal.controller.labels = ScreenLabels(language: .fr)
        await terminal.start()
        await terminal.press(.enter, .character("f"))
        #expect(
            terminal.frame.last?.hasPrefix(
                "Ouvrir\u{202F}: ▏ (tapez les lettres d’un lien\u{202F}; Échap\u{202F}: aucun)") == true)
        await terminal.press(.character("9"))
        #expect(
            terminal.frame.last?.hasPrefix("Aucun lien n’est marqué «\u{202F}9\u{202F}».") == true,
            "\(terminal.frame.last ?? "")")
        await terminal.press(.backspace, .character("/"))
        #expect(terminal.frame[0].hasSuffix(" › Recherche\u{202F}: "), "\(terminal.frame[0])")
        #expect(terminal.frame.contains("Tapez un nom, dans n’importe quelle langue."))
    }
}

/// The columns a line takes on screen, its colours left out.
func visibleColumns(_ line: String) -> Int {
    TextWidth.columns(line.replacing(/\u{1B}\[[0-9;]*m/, with: ""))
}

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

extension FakeTerminal {
    /// The game of the moves the entry on top shows.
    var learnsetGame: String? {
        if case .detail(let detail)? = controller.state.top { return detail.learnset?.game }
        return nil
    }
}

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
