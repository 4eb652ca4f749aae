// pokedex-http: the one part of pokedex that speaks HTTP, over URLSession from
// FoundationNetworking. pokedex starts it the first time a command needs the network and talks
// to it over its standard input and output (see PokedexHTTPProtocol); FoundationNetworking,
// libcurl and the thirty libraries behind them stay out of the static pokedex.
//
// It lives exactly as long as its standard input: when pokedex closes it, or exits however it
// exits, the helper ends. Retries, limits, caching and validation are pokedex's business; here
// are whole-second timeouts (all URLSession on Linux honours), the cap on a body's size, and
// redirects followed only within the host first asked.
import PokedexHTTPProtocol

#if canImport(Glibc)
    import Glibc
#endif

let arguments = HelperArguments(CommandLine.arguments.dropFirst())
let output = AnswerWriter(fd: STDOUT_FILENO)
output.write(HelperProtocol.greeting)
let session = HelperSession(
    maxBytes: arguments.maxBytes, maxConnections: arguments.maxConnections, answer: output.write)
var decoder = RequestDecoder()
var buffer = [UInt8](repeating: 0, count: 16 * 1024)
while true {
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    if count < 0, errno == EINTR { continue }
    // pokedex closed the pipe or exited: so do we, whatever is in flight.
    guard count > 0 else { exit(0) }
    do throws(HelperProtocolError) {
        for event in try decoder.feed(buffer[..<count]) {
            switch event {
            case .greeting(let version) where version != HelperProtocol.version:
                HelperArguments.fail("pokedex speaks protocol \(version); this helper speaks \(HelperProtocol.version)")
            case .greeting:
                break
            case .message(.get(let id, let url, let timeout)):
                session.get(id: id, url: url, timeout: Double(timeout) / 1000)
            case .message(.cancel(let id)):
                session.cancel(id: id)
            }
        }
    } catch {
        HelperArguments.fail(error.reason)
    }
}
