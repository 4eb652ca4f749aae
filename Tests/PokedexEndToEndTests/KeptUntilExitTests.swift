import Foundation
import PokedexApp
import PokedexCommandTesting
import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexJSON
import PokedexPresentation
import PokedexTerminalUI
import Synchronization
import Testing

/// The binary keeps a command's answer to the end rather than take it apart before it exits
/// (`Entrypoint`): the app hands it over once it is written, whatever the command.
@Suite struct KeptUntilExitTests {
    @Test func theAnswerIsHandedOverAfterItIsWritten() async {
        let kept = Mutex<[any Sendable]>([])
        let capture = InProcessPokedex.Capture()
        let environment = PokedexProcess.baseEnvironment
        defer { if let cache = environment["POKEDEX_CACHE_DIR"] { try? FileManager.default.removeItem(atPath: cache) } }
        let context = PokedexApp.Context(
            arguments: ["type", "fire"], environment: environment, stdoutIsTerminal: false,
            stderrIsTerminal: false, width: 80, executablePath: PokedexProcess.binary.path)
        let app = PokedexApp(output: capture, keep: { made in kept.withLock { $0.append(made) } })
        #expect(await app.run(context) == 0)
        let handed = kept.withLock { $0 }
        #expect(handed.count == 1)
        guard let (state, rendered) = handed.first as? (ViewState, RenderedOutput) else {
            Issue.record("kept \(handed)")
            return
        }
        // What was kept is what was written.
        #expect(rendered.stdout == capture.output.stdout && !rendered.stdout.isEmpty)
        #expect(!state.isError)
    }

    /// A command that prints and exits hands on what its use case answered too (`where`'s
    /// encounters), for the binary to keep with the rest.
    @Test func aCommandsAnswerFromItsUseCaseIsHandedOverToo() async {
        let kept = Mutex<[any Sendable]>([])
        let environment = PokedexProcess.baseEnvironment
        defer { if let cache = environment["POKEDEX_CACHE_DIR"] { try? FileManager.default.removeItem(atPath: cache) } }
        let context = PokedexApp.Context(
            arguments: ["where", "pikachu"], environment: environment, stdoutIsTerminal: false,
            stderrIsTerminal: false, width: 80, executablePath: PokedexProcess.binary.path)
        let app = PokedexApp(
            output: InProcessPokedex.Capture(),
            makeContainer: { settings in
                DependencyContainer(settings: settings, keep: { made in kept.withLock { $0.append(made) } })
            })
        #expect(await app.run(context) == 0)
        let results = kept.withLock { $0.compactMap { $0 as? WhereResult } }
        #expect(results.map(\.pokemon.name) == ["pikachu"])
    }

    /// A browsing session keeps nothing of its screens to the end: the graph hands its answers
    /// on only where the settings say (every command but `browse`).
    @Test func answersAreHandedOnOnlyWhereTheSettingsSay() async {
        for keeps in [true, false] {
            let kept = Mutex<[any Sendable]>([])
            var settings = DataSettings()
            settings.fixturesRoot = InProcessPokedex.Bundles.committed
            settings.policy = SourcePolicy(offline: true)
            settings.keepsAnswers = keeps
            let container = DependencyContainer(
                settings: settings, keep: { made in kept.withLock { $0.append(made) } })
            let state = await container.presenter.viewState(for: .list(offset: 0, limit: 3))
            #expect(state.model(ListViewModel.self)?.rows.count == 3)
            #expect(kept.withLock { $0.count } == (keeps ? 1 : 0))
            // An entry's bodies, parsed: each is handed on once its resource is read.
            let entry = await container.presenter.viewState(for: .show(name: "bulbasaur"))
            #expect(entry.model(DetailViewModel.self)?.name == "bulbasaur")
            let bodies = kept.withLock { $0.compactMap { $0 as? JSONTape } }
            #expect(bodies.count == (keeps ? 3 : 0), "the Pokémon, its species and its evolution chain")
        }
    }

    /// The graph takes the owner of the bundled files from whoever builds it: the one the
    /// command's settings found, asked for once; the tests' runs share one for the committed
    /// files and never for a folder of a test's own.
    @Test func theBundledFilesComeFromTheOwnerItIsGiven() async {
        let asked = Mutex<[String]>([])
        let environment = PokedexProcess.baseEnvironment
        defer { if let cache = environment["POKEDEX_CACHE_DIR"] { try? FileManager.default.removeItem(atPath: cache) } }
        let context = PokedexApp.Context(
            arguments: ["show", "pikachu"], environment: environment, stdoutIsTerminal: false,
            stderrIsTerminal: false, width: 80, executablePath: PokedexProcess.binary.path)
        let capture = InProcessPokedex.Capture()
        let app = PokedexApp(
            output: capture,
            makeContainer: { settings in
                DependencyContainer(settings: settings) { root in
                    asked.withLock { $0.append(root) }
                    return BundledData(root: root)
                }
            })
        #expect(await app.run(context) == 0)
        #expect(capture.output.stdout.contains("pikachu"))
        let roots = asked.withLock { $0 }
        #expect(roots.count == 1)
        #expect(
            roots.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } == [
                InProcessPokedex.Bundles.committed
            ])
        let shared = InProcessPokedex.Bundles.bundle(at: InProcessPokedex.Bundles.committed)
        #expect(shared === InProcessPokedex.Bundles.bundle(at: InProcessPokedex.Bundles.committed))
        let elsewhere = FileManager.default.temporaryDirectory.path
        #expect(InProcessPokedex.Bundles.bundle(at: elsewhere) !== InProcessPokedex.Bundles.bundle(at: elsewhere))
    }
}
