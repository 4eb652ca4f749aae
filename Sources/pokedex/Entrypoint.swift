import PokedexApp
import PokedexPlatform
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

@main
enum Entrypoint {
    static func main() {
        StandardStreams.reserveStandardDescriptors()
        StandardStreams.ignoreBrokenPipes()
        let app = PokedexApp(
            makeContainer: { settings in
                let container = DependencyContainer(
                    settings: settings, keep: { made in keptUntilExit.withLock { $0.append(made) } })
                keptUntilExit.withLock { $0.append(container) }
                return container
            },
            keep: { made in keptUntilExit.withLock { $0.append(made) } })
        exit(MainThreadLoop.run(keepingSignalHandlers: true) { await app.run(.current()) })
    }

    /// The command's object graph and its answer, kept to the end: the process is about to
    /// exit, and taking them apart first (its caches, its maps of names, a thousand rows) is
    /// work nobody sees the result of.
    private static let keptUntilExit = Mutex<[any Sendable]>([])
}
