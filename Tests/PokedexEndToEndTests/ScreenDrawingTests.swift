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
    /// A line each command shows its screen for, offline, from the committed data.
    static let lines: [String: [String]] = [
        "list": ["list", "--limit", "3"], "show": ["show", "25"], "search": ["search", "pika"],
        "type": ["type", "fire"], "chart": ["chart"], "compare": ["compare", "25", "26"],
        "team": ["team", "garchomp"], "moves": ["moves", "25"], "move": ["move", "thunderbolt"],
        "ability": ["ability", "levitate"], "nature": ["nature"], "item": ["item", "leftovers"],
        "games": ["games"], "where": ["where", "pikachu"], "location": ["location", "viridian-forest"],
        "stats": ["stats", "25"], "damage": ["damage", "252+ Atk Garchomp Earthquake vs. 252 HP / 4 Def Heatran"],
        "random": ["random"], "caught": ["caught", "add", "pikachu"],
        "progress": ["progress"], "cache": ["cache", "info"],
    ]

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
        let options = RenderOptions(layout: .tabular, style: .plain, width: 80)
        var checked = 0
        // `sync` and `sprite` show their screens only with a server's answers (or pictures
        // cached): offline, each is an error. `random` shows `sprite`'s screen, and is run.
        for command in Commands.all where ![SyncCommand.name, SpriteCommand.name].contains(command.name) {
            // Those with neither show no screen: the full screen, config and completion.
            if command.drawing == nil, Self.lines[command.name] == nil {
                #expect(
                    [BrowseCommand.name, ConfigCommand.name, CompletionCommand.name].contains(command.name),
                    "\(command.name) names no view and has no line to show its screen")
                continue
            }
            guard let line = Self.lines[command.name] else {
                Issue.record("no line that shows \(command.name)'s screen")
                continue
            }
            guard let drawing = command.drawing else {
                Issue.record("\(command.name) shows a screen and names no view")
                continue
            }
            guard let state = await Self.state(line, data: data), case .content(let model) = state else {
                Issue.record("\(line) showed no screen")
                continue
            }
            let draws = drawing.draws(model)
            #expect(draws, "\(command.name) names a view that does not draw \(type(of: model))")
            #expect(
                Renderer.render(state, options: options, drawing: drawing) == Renderer.render(state, options: options),
                "\(command.name)")
            checked += 1
        }
        #expect(checked >= 20)
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
