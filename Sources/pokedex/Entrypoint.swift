import PokedexApp
import PokedexTerminalUI

#if canImport(Glibc)
import Glibc
#endif

@main
enum Entrypoint {
    static func main() async {
        StandardOutputSink.ignoreBrokenPipeSignal()
        exit(await PokedexApp().run(.current()))
    }
}
