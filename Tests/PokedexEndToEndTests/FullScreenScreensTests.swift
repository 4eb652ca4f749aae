import Foundation
import PokedexApp
import PokedexBrowse
import PokedexData
import PokedexDomain
import PokedexPresentation
import PokedexSnapshotTesting
import PokedexTerminalUI
import PokedexTestSupport
import PokedexWords
import Testing

/// The full screen over the bundled Pokédex, in process: the controller, the `:` line as a
/// person types it, the presenter over `Fixtures/`, and the frames it draws, at the sizes
/// people use. What the guide shows of it is one of these frames.
struct BundledScreen {
    static let sizes = [(80, 24), (120, 40), (200, 60)]

    /// The screens the goldens keep, each opened from the `:` line.
    static let screens: [(name: String, line: String?)] = [
        ("list", nil), ("entry", "show eevee"), ("help", nil), ("move", "move thunderbolt"),
        ("where", "where pikachu --game red-blue"), ("team", "team garchomp rotom-wash ferrothorn"),
        ("damage", "damage \"252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran\""),
    ]

    static func presenter(language: Language = .en) -> Presenter {
        var settings = DataSettings()
        settings.fixturesRoot = fixturesRoot.path
        settings.policy = SourcePolicy(offline: true)
        settings.cacheRoot =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("pokedex-screens-\(UUID().uuidString)").path
        settings.entryPlaces = true
        settings.language = language
        return DependencyContainer(settings: settings).presenter
    }

    var controller: BrowseController
    let presenter: Presenter

    init(width: Int, height: Int, presenter: Presenter = Self.presenter(), labels: ScreenLabels = .english) {
        self.presenter = presenter
        controller = BrowseController(width: width, height: height)
        controller.labels = labels
        controller.commandRoute = { ScreenCommand.route($0, inView: $1, labels: labels) }
    }

    var frame: [String] {
        BrowseRenderer.frame(
            controller.state, width: controller.width, height: controller.height, style: .plain,
            labels: controller.labels)
    }

    /// Runs `loads` (and what their answers ask for) to the end, then draws, as the loop does.
    mutating func settle(_ loads: [LoadRequest]) async {
        await run(loads)
        _ = draw()
    }

    mutating func run(_ loads: [LoadRequest]) async {
        var queue = loads
        while !queue.isEmpty {
            let load = queue.removeFirst()
            queue += controller.handle(.loaded(load, await presenter.viewState(for: load.route))).loads
        }
    }

    /// The frame, its layout given back to the controller.
    mutating func draw() -> [String] {
        let drawn = BrowseRenderer.draw(
            controller.state, width: controller.width, height: controller.height, style: .plain,
            labels: controller.labels)
        controller.layout = drawn.layout
        return drawn.lines
    }

    mutating func press(_ keys: Key...) async {
        for key in keys { await settle(controller.handle(.key(key)).loads) }
    }

    /// Types `line` after `:` and runs it.
    mutating func command(_ line: String) async {
        await press(.character(":"), .paste(line), .enter)
    }

    /// The list, then `line`'s screen (or the help for "help").
    static func opened(
        _ name: String, _ line: String?, width: Int, height: Int, presenter: Presenter, labels: ScreenLabels = .english
    ) async -> BundledScreen {
        var screen = BundledScreen(width: width, height: height, presenter: presenter, labels: labels)
        await screen.settle(screen.controller.start())
        if name == "help" { await screen.press(.character("?")) }
        if let line { await screen.command(line) }
        return screen
    }
}

@Suite struct FullScreenScreensTests {
    static let presenter = BundledScreen.presenter()

    /// Each screen at 80×24, 120×40 and 200×60: exactly the terminal's rows, none wider than
    /// its columns, nothing said on the status line but the keys, and the golden file.
    @Test(arguments: BundledScreen.sizes)
    func everyScreenFitsEachSize(width: Int, height: Int) async {
        for (name, line) in BundledScreen.screens {
            let screen = await BundledScreen.opened(name, line, width: width, height: height, presenter: Self.presenter)
            let frame = screen.frame
            #expect(frame.count == height, "\(name)")
            #expect(frame.allSatisfy { TextWidth.columns($0) <= width }, "\(name)")
            #expect(
                screen.controller.state.message == nil,
                "\(name): \(String(describing: screen.controller.state.message))")
            #expect(frame.allSatisfy { !$0.contains(where: { $0.asciiValue.map { $0 < 0x20 } ?? false }) }, "\(name)")
            assertSnapshot(frame.joined(separator: "\n") + "\n", named: "screen-\(name)-\(width)x\(height)")
        }
    }

    /// Each screen in each language at 80×24 and 60×20: exactly the terminal's rows, none
    /// wider than its columns (CJK counted two), nothing on the status line but the keys, no
    /// control character, and none of the phrasebook's English left (the audit's rule).
    @Test(arguments: Language.allCases)
    func everyScreenFitsInEveryLanguage(language: Language) async throws {
        let presenter = BundledScreen.presenter(language: language)
        var settings = DataSettings()
        settings.fixturesRoot = fixturesRoot.path
        settings.policy = SourcePolicy(offline: true)
        let names = try await DependencyContainer(settings: settings).moves.labelNames()
        let labels = ScreenLabels(language: language, names: names)
        for (width, height) in [(80, 24), (60, 20)] {
            for (name, line) in BundledScreen.screens {
                let screen = await BundledScreen.opened(
                    name, line, width: width, height: height, presenter: presenter, labels: labels)
                let frame = screen.frame
                let at = "\(name) in \(language.rawValue) at \(width)×\(height)"
                #expect(frame.count == height, "\(at)")
                #expect(frame.allSatisfy { TextWidth.columns($0) <= width }, "\(at): \(frame)")
                #expect(
                    screen.controller.state.message == nil,
                    "\(at): \(String(describing: screen.controller.state.message))")
                #expect(AuditTests.problems(in: frame.joined(separator: "\n"), piped: false).isEmpty, "\(at)")
                let english = AuditTests.englishLeft(in: frame.joined(separator: "\n"), language: language)
                #expect(english.isEmpty, "\(at): \(english)")
            }
        }
    }

    /// The guide's screens at 80×24 are these frames, so they stay what the program draws.
    @Test func theGuidesScreensAreTheProgramsFrames() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/GUIDE.md")
        let guide = try String(contentsOf: url, encoding: .utf8)
        var updated = guide
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "__Snapshots__")
        for (name, _) in BundledScreen.screens {
            let begin = "<!-- screen: \(name)-80x24 -->\n"
            guard let start = updated.firstRange(of: begin),
                let stop = updated[start.upperBound...].firstRange(of: "<!-- end: \(name)-80x24 -->")
            else { continue }
            let frame = try String(
                contentsOf: snapshots.appendingPathComponent("screen-\(name)-80x24.txt"), encoding: .utf8)
            updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: "```text\n" + frame + "```\n")
        }
        #expect(updated.contains("<!-- screen: entry-80x24 -->"), "the guide shows an entry at 80×24")
        assertFile(url, holds: updated)
    }

    /// Digits and Enter typed in one burst open that number's entry, wherever the list is.
    @Test func aNumberTypedInABurstOpensItsEntry() async {
        var screen = BundledScreen(width: 80, height: 24, presenter: Self.presenter)
        await screen.settle(screen.controller.start())
        let burst: [Key] = [.character("4"), .character("4"), .character("5"), .enter]
        var loads: [LoadRequest] = []
        for key in burst { loads += screen.controller.handle(.key(key)).loads }
        await screen.settle(loads)
        #expect(screen.frame[0] == "Pokédex › Garchomp")
    }

    /// A team's problems with the rules are on the team's screen: the full screen has no
    /// stderr to point to. `:moves` on an entry is that entry's moves.
    @Test func aTeamsProblemsAreShownAndMovesIsAboutTheEntryInView() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("team-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("Garchomp\nAbility: Levitate\n- Spore\n".utf8).write(to: file)
        var screen = BundledScreen(width: 100, height: 40, presenter: Self.presenter)
        await screen.settle(screen.controller.start())
        await screen.command("team --file '\(file.path)' --game sv")
        let frame = screen.frame.joined(separator: "\n")
        #expect(frame.contains("Legality  2 problems with the rules of Scarlet/Violet:"), "\(frame)")
        #expect(frame.contains("  Garchomp, line 2: Garchomp cannot have Levitate"))
        #expect(frame.contains("  Garchomp, line 3: Garchomp cannot learn Spore in Scarlet/Violet"))
        #expect(!frame.contains("stderr"))
        await screen.press(.escape)
        await screen.command("show garchomp")
        await screen.command("moves --game sv")
        #expect(screen.frame[0] == "Pokédex › Garchomp › Moves: Garchomp", "\(screen.frame[0])")
    }

    /// Bad input on the `:` line is one line on the status line, and the screen stays.
    @Test(arguments: [
        ("shwo pikachu", "Not run: unknown command 'shwo' (did you mean 'show'?)"),
        ("moves pikachu --game nosuchgame", "--game takes a game, not 'nosuchgame'"),
        ("sync", "Not run: 'sync' has no screen here"),
        ("team -", "Not run: stdin is the screen's here"),
    ])
    func badInputOnTheCommandLineIsOneLine(line: String, message: String) async {
        var screen = BundledScreen(width: 80, height: 24, presenter: Self.presenter)
        await screen.settle(screen.controller.start())
        await screen.command(line)
        #expect(screen.frame[0] == "Pokédex")
        #expect(screen.frame.last?.hasPrefix(message) == true, "\(screen.frame.last ?? "")")
    }

    /// The status line says why in the reader's words.
    @Test func badInputIsRefusedInTheReadersWords() async {
        var screen = BundledScreen(
            width: 80, height: 24, presenter: BundledScreen.presenter(language: .ja),
            labels: ScreenLabels(language: .ja))
        await screen.settle(screen.controller.start())
        await screen.command("shwo pikachu")
        #expect(screen.frame.last?.hasPrefix("実行できない：コマンド「shwo」はない。「show」のこと？") == true, "\(screen.frame.last ?? "")")
    }

    /// A 100 KB paste on the `:` line is refused in a line, in the reader's words.
    @Test func aHugePasteIsRefused() async {
        var screen = BundledScreen(width: 80, height: 24, presenter: Self.presenter)
        await screen.settle(screen.controller.start())
        await screen.press(.character(":"), .paste(String(repeating: "x", count: 100_000)))
        #expect(screen.frame.last == "Not run: the line is too long")
        #expect(screen.frame[0] == "Pokédex")
    }

    /// Two thousand random keys, escape sequences, pastes and resizes, seeded: no trap, and
    /// every frame exactly the terminal's size.
    @Test func twoThousandRandomKeysNeverBreakAFrame() async {
        var random = SeededRandom(seed: 20_261_125)
        var screen = BundledScreen(width: 80, height: 24, presenter: Self.presenter)
        screen.controller.drawsPictures = true
        await screen.settle(screen.controller.start())
        let keys: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backspace, .escape,
        ]
        let letters = Array("jkhlgGfqscbt/:?0123456789 abcdefxyzé")
        var decoder = KeyDecoder()
        for index in 0..<2_000 {
            let event: BrowseEvent
            switch random.below(10) {
            case 0:
                let size = (20 + random.below(200), 5 + random.below(60))
                event = .resize(width: size.0, height: size.1)
            case 1:
                event = .key(.paste(String((0..<random.below(300)).map { _ in random.pick(letters) })))
            case 2:
                // Raw bytes, as a terminal might send them, through the decoder.
                let bytes = (0..<random.below(12)).map { _ in UInt8(random.below(256)) }
                let decoded = decoder.feed([0x1B] + bytes)
                event = .key(decoded.first ?? .escape)
            case 3, 4: event = .key(random.pick(keys))
            default: event = .key(.character(random.pick(letters)))
            }
            // q and Ctrl-C would end the session: the keys after them are the point.
            if case .key(let key) = event, key == .character("q") || key == .controlC { continue }
            let step = screen.controller.handle(event)
            if step.outcome == .quit { break }
            await screen.run(step.loads)
            if random.below(5) == 0 {
                screen.controller.now += 0.2
                await screen.run(screen.controller.handle(.wake).loads)
            }
            let frame = screen.draw()
            if frame.count != max(5, screen.controller.height)
                || !frame.allSatisfy({ TextWidth.columns($0) <= max(20, screen.controller.width) })
            {
                Issue.record("key \(index): the frame is not \(screen.controller.width)×\(screen.controller.height)")
                break
            }
        }
    }
}
