import Foundation
import PokedexCommandTesting
import PokedexPresentation
import PokedexTerminalUI
import Synchronization
import Testing

@testable import PokedexApp

/// A command names the view of the screen it shows (`drawing`), so that the renderer need not
/// ask the runtime for it. A command naming the wrong view would still be drawn right, by the
/// lookup, and silently lose what naming it saves, as would one naming none: each command is
/// run, and it must name a view, and the model it shows must be the one that view draws, drawn
/// as the model's own view draws it.
@Suite struct ScreenDrawingTests {
    /// Lines that show each command's screen, offline, from the committed data (`random` both
    /// ways: its picture, and with `--show` an entry).
    static let lines: [[String]] = [
        ["list", "--limit", "3"], ["show", "25"], ["search", "pika"], ["type", "fire"], ["chart"],
        ["compare", "25", "26"], ["team", "garchomp"], ["moves", "25"], ["move", "thunderbolt"],
        ["ability", "levitate"], ["nature"], ["item", "leftovers"], ["games"], ["where", "pikachu"],
        ["location", "viridian-forest"], ["stats", "25"],
        ["damage", "252+ Atk Garchomp Earthquake vs. 252 HP / 4 Def Heatran"], ["random"],
        ["random", "--show", "--seed", "7"], ["caught", "add", "pikachu"], ["progress"], ["cache", "info"],
    ]

    struct NoCommand: Error {}

    /// The view the command `arguments` make names, as the app makes the command; a line that
    /// makes no command is an error.
    static func drawing(_ arguments: [String]) throws -> ScreenDrawing? {
        guard let command = try CommandLineParser.parse(arguments).resolvingEnvironment([:]).command() else {
            throw NoCommand()
        }
        return command.drawing
    }

    /// What the app kept of a run of `arguments`: the state it drew.
    static func state(_ arguments: [String], data: URL) async -> ViewState? {
        let kept = Mutex<[any Sendable]>([])
        var environment = PokedexProcess.baseEnvironment
        environment["POKEDEX_DATA_DIR"] = data.path
        defer { if let cache = environment["POKEDEX_CACHE_DIR"] { try? FileManager.default.removeItem(atPath: cache) } }
        let context = PokedexApp.Context(
            arguments: arguments, environment: environment, stdoutIsTerminal: false, stderrIsTerminal: false,
            width: 80, executablePath: PokedexProcess.binary.path)
        let app = PokedexApp(output: InProcessPokedex.Capture(), keep: { made in kept.withLock { $0.append(made) } })
        _ = await app.run(context)
        return (kept.withLock { $0 }.first as? (ViewState, RenderedOutput))?.0
    }

    @Test func everyCommandThatShowsAScreenNamesTheViewThatDrawsIt() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        // Every command has a line here but those that show no screen (the full screen, config
        // and completion), and `sync` and `sprite`, whose screens need a server's answers (or
        // pictures cached): offline, each is an error. `random` shows `sprite`'s screen.
        let named = Set(Self.lines.compactMap(\.first))
        let without = Commands.all.map { $0.name }.filter { !named.contains($0) }
        #expect(
            Set(without)
                == [
                    BrowseCommand.name, ConfigCommand.name, CompletionCommand.name, SyncCommand.name,
                    SpriteCommand.name,
                ])
        let options = RenderOptions(layout: .tabular, style: .plain, width: 80)
        var checked = 0
        for line in Self.lines {
            // The command as the app makes it from the line, and the view it names.
            guard let drawing = try Self.drawing(line) else {
                Issue.record("\(line) shows a screen and names no view")
                continue
            }
            guard let state = await Self.state(line, data: data), case .content(let model) = state else {
                Issue.record("\(line) showed no screen")
                continue
            }
            #expect(drawing.draws(model), "\(line) names a view that does not draw \(type(of: model))")
            #expect(
                Renderer.render(state, options: options, drawing: drawing) == Renderer.render(state, options: options),
                "\(line)")
            checked += 1
        }
        #expect(checked == Self.lines.count)
        // The commands that show no screen name no view.
        for line in [["browse"], ["config"], ["completion", "bash"]] {
            let drawing = try Self.drawing(line)
            #expect(drawing == nil, "\(line)")
        }
    }

    /// A view named for a screen of another type draws nothing of it: the model's own view does.
    @Test func aModelOfAnotherTypeIsDrawnByItsOwnView() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-drawing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let state = try #require(await Self.state(["list", "--limit", "3"], data: data))
        guard case .content(let model) = state else {
            Issue.record("list showed \(state)")
            return
        }
        #expect(!ScreenDrawing.entry.draws(model))
        #expect(ScreenDrawing.list.draws(model))
        let options = RenderOptions(layout: .tabular, style: .plain, width: 80)
        let drawn = Renderer.render(state, options: options, drawing: .entry)
        #expect(drawn == Renderer.render(state, options: options))
        #expect(drawn.stdout.contains("bulbasaur"))
    }
}
