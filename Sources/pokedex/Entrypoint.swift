import PokedexApp
import PokedexTerminalUI

#if canImport(Glibc)
    import Glibc
#endif

@main
enum Entrypoint {
    static func main() {
        StandardOutputSink.ignoreBrokenPipeSignal()
        exit(MainThreadLoop.run { await PokedexApp().run(.current()) })
    }
}
