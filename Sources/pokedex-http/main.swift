// pokedex-http: the one part of pokedex that speaks HTTP, through libcurl (the library the
// toolchain's FoundationNetworking is built on, loaded at start). pokedex starts it the first
// time a command needs the network and talks to it over its standard input and output (see
// PokedexHTTPProtocol); libcurl and the libraries behind it stay out of the static pokedex.
//
// It lives exactly as long as its standard input: when pokedex closes it, or exits however it
// exits, the helper ends. Retries, limits, caching and validation are pokedex's business; here
// are each request's deadline (to the millisecond), the cap on a body's size, and redirects
// followed only within the host first asked. One thread waits on every socket and on standard
// input at once, so a request that waits costs no CPU.
import PokedexHTTPProtocol

#if canImport(Glibc)
    import Glibc
#endif

// We live as long as our standard input: started with it closed, we are done. A closed
// standard output or error is /dev/null, so that no descriptor libcurl opens takes its number.
if fcntl(STDIN_FILENO, F_GETFD) == -1 { exit(0) }
for fd in [STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 {
    let opened = open("/dev/null", O_WRONLY)
    if opened >= 0, opened != fd {
        dup2(opened, fd)
        close(opened)
    }
}
// A closed connection is an error code from libcurl, not a signal that ends us.
signal(SIGPIPE, SIG_IGN)
// Whatever else we were given open (a terminal, another program's pipe) is not ours to hold:
// while we held it, whoever waits for its end would wait for ours.
closefrom(3)
let arguments = HelperArguments(CommandLine.arguments.dropFirst())
let curl: Curl
switch Curl.load() {
case .success(let loaded): curl = loaded
case .failure(let error): HelperArguments.fail(error.reason)
}
let output = AnswerWriter(fd: STDOUT_FILENO)
let session: HelperSession
do {
    session = try HelperSession(
        curl: curl, maxBytes: arguments.maxBytes, maxConnections: arguments.maxConnections, answer: output.write)
} catch {
    HelperArguments.fail(error.reason)
}
output.write(HelperProtocol.greeting)
var decoder = RequestDecoder()
var buffer = [UInt8](repeating: 0, count: 16 * 1024)
while true {
    session.wait(for: STDIN_FILENO)
    var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 0) > 0 else { continue }
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    if count < 0, errno == EINTR || errno == EAGAIN { continue }
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
