import Foundation
import PokedexData
import PokedexDomain
import PokedexJSON
import PokedexNetwork
import PokedexPlatform
import PokedexTestSupport
import Testing

/// The helper SwiftPM built, beside this test runner.
let helperPath: String = {
    let runner =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
    for _ in 0..<4
    where !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(HelperHTTPClient.executableName).path)
    {
        directory = directory.deletingLastPathComponent()
    }
    return directory.appendingPathComponent(HelperHTTPClient.executableName).path
}()

/// A JSON object body.
let objectBody = Data(#"{"id":1,"name":"bulbasaur"}"#.utf8)

/// A transport on the real HTTP library, against `server`.
func transport(
    _ server: LoopbackHTTPServer, timeout: Double = 20, concurrency: Int = 8,
    retry: RetryPolicy = RetryPolicy(baseDelay: 0.05), clock: any TransportClock = SystemClock()
) throws -> HTTPTransport {
    let client = HelperHTTPClient(path: helperPath, maxConnections: concurrency)
    return HTTPTransport(
        settings: .init(baseURL: server.baseURL + "/api/v2", timeout: timeout, retry: retry),
        client: client, limiter: RequestLimiter(limit: concurrency), clock: clock)
}

/// Time that passes only when the transport waits: each backoff is recorded and passes at
/// once, so retries and deadlines are checked without waiting real seconds.
final class VirtualClock: TransportClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time = 0.0
    private var slept: [Double] = []

    func now() -> Double { lock.withLock { time } }

    func sleep(seconds: Double) async {
        lock.withLock {
            time += seconds
            slept.append(seconds)
        }
    }

    /// Every wait, in order.
    var sleeps: [Double] { lock.withLock { slept } }
}

/// A server whose every request is answered by `respond`, given the request's number
/// (1-based) for its path.
func server(
    latency: Double = 0, _ respond: @escaping @Sendable (LoopbackHTTPServer.Request, Int) -> LoopbackHTTPServer.Response
) throws -> LoopbackHTTPServer {
    let counter = Counter()
    let server = LoopbackHTTPServer(latency: latency) { request in respond(request, counter.next(request.path)) }
    try server.start()
    return server
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(_ key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key, default: 0]
        }
    }
}

@Suite(.serialized) struct HTTPTransportTests {
    @Test func okAnswersTheBody() async throws {
        let server = try server { _, _ in .json(objectBody) }
        defer { server.stop() }
        let data = try await transport(server).fetch(.item(.pokemon, id: 1))
        #expect(data == objectBody)
        #expect(server.stats.byPath == ["/api/v2/pokemon/1/": 1])
    }

    @Test func notFoundIsNotRetried() async throws {
        let server = try server { _, _ in .text("Not Found", status: 404) }
        defer { server.stop() }
        await #expect(throws: RepositoryError.notFound(resource: "\(server.baseURL)/api/v2/pokemon/99999/")) {
            try await transport(server).fetch(.item(.pokemon, id: 99999))
        }
        #expect(server.stats.total == 1)
    }

    @Test func tooManyRequestsWaitsForRetryAfterThenSucceeds() async throws {
        let server = try server { _, count in
            count == 1 ? .reply(status: 429, headers: ["Retry-After": "1"], body: Data()) : .json(objectBody)
        }
        defer { server.stop() }
        let clock = VirtualClock()
        let data = try await transport(server, clock: clock).fetch(.item(.pokemon, id: 1))
        #expect(data == objectBody)
        #expect(server.stats.total == 2)
        #expect(clock.sleeps == [1])
    }

    @Test func serverErrorsAreRetriedUpToThreeAttempts() async throws {
        let flaky = try server { _, count in count <= 2 ? .text("oops", status: 500) : .json(objectBody) }
        defer { flaky.stop() }
        let clock = VirtualClock()
        #expect(try await transport(flaky, clock: clock).fetch(.item(.pokemon, id: 1)) == objectBody)
        #expect(flaky.stats.total == 3)
        // Two backoffs, the second from twice the base: 0.05 s, then 0.1 s, each ×0.5–1.5.
        #expect(clock.sleeps.count == 2)
        #expect((0.025..<0.075).contains(clock.sleeps[0]) && (0.05..<0.15).contains(clock.sleeps[1]), "\(clock.sleeps)")

        let broken = try server { _, _ in .text("oops", status: 503) }
        defer { broken.stop() }
        await #expect(
            throws: RepositoryError.network(resource: "\(broken.baseURL)/api/v2/pokemon/1/", reason: "HTTP 503")
        ) {
            try await transport(broken).fetch(.item(.pokemon, id: 1))
        }
        #expect(broken.stats.total == 3)
    }

    @Test func theDeadlineBoundsEveryRetryTogether() async throws {
        let broken = try server { _, _ in .text("oops", status: 500) }
        defer { broken.stop() }
        let clock = VirtualClock()
        let http = try transport(broken, timeout: 1, retry: RetryPolicy(maxAttempts: 50, baseDelay: 0.4), clock: clock)
        await #expect(
            throws: RepositoryError.network(
                resource: "\(broken.baseURL)/api/v2/pokemon/1/", reason: "HTTP 500")
        ) {
            try await http.fetch(.item(.pokemon, id: 1))
        }
        // Backoffs of 0.2–0.6 s, then 0.4–1.2 s…: the waits that fit in the second, and an
        // attempt after each; not fifty attempts.
        #expect(clock.sleeps.reduce(0, +) <= 1)
        #expect((2...4).contains(broken.stats.total), "\(broken.stats.total) attempts, waits \(clock.sleeps)")
    }

    @Test func malformedJSONIsAnErrorNamingTheURL() async throws {
        let server = try server { _, _ in .json(Data("{\"id\": 1, \"name\": ".utf8)) }
        defer { server.stop() }
        await #expect(
            throws: RepositoryError.malformed(
                resource: "\(server.baseURL)/api/v2/pokemon/1/", reason: "not valid JSON (truncated or malformed)")
        ) {
            try await transport(server).fetch(.item(.pokemon, id: 1))
        }
    }

    @Test func anHTMLErrorPageIsRefused() async throws {
        let server = try server { _, _ in
            .reply(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>Bad gateway</html>".utf8))
        }
        defer { server.stop() }
        await #expect(
            throws: RepositoryError.malformed(
                resource: "\(server.baseURL)/api/v2/pokemon/1/", reason: "expected JSON, got text/html")
        ) {
            try await transport(server).fetch(.item(.pokemon, id: 1))
        }
    }

    @Test func aTruncatedBodyIsNeverAnAnswer() async throws {
        let server = try server { _, _ in
            .truncate(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(repeating: UInt8(ascii: " "), count: 2000) + objectBody)
        }
        defer { server.stop() }
        await #expect(throws: RepositoryError.self) {
            try await transport(server, timeout: 3).fetch(.item(.pokemon, id: 1))
        }
    }

    @Test func aServerThatNeverAnswersEndsWithinTheTimeout() async throws {
        let server = try server { _, _ in .hang }
        defer { server.stop() }
        let started = Date()
        await #expect(
            throws: RepositoryError.network(
                resource: "\(server.baseURL)/api/v2/pokemon/1/", reason: "timed out after 1 s")
        ) {
            try await transport(server, timeout: 1).fetch(.item(.pokemon, id: 1))
        }
        let elapsed = Date().timeIntervalSince(started)
        // The upper bound only tells a deadline from none (a loaded machine runs late: the
        // helper's start under the full suite's load has taken seconds).
        #expect(elapsed >= 0.9 && elapsed < 12, "took \(elapsed) s")
    }

    @Test(arguments: [0.5, 1.5]) func theClientKeepsFractionalDeadlines(timeout: Double) async throws {
        let server = try server { _, _ in .hang }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let started = Date()
        let outcome = await client.get(server.baseURL + "/api/v2/pokemon/1/", timeout: timeout)
        let elapsed = Date().timeIntervalSince(started)
        #expect(outcome == .failure(.timedOut, message: "timed out"))
        // The lower bound tells 1.5 s from a deadline rounded down to 1 s; the upper only a
        // deadline from none (a loaded machine runs late: the helper's start under the full
        // suite's load has taken over 4.5 s).
        #expect(elapsed >= timeout - 0.05 && elapsed < timeout + 12, "took \(elapsed) s")
    }

    @Test func aSlowBodyArrivesWhole() async throws {
        let server = try server { _, _ in
            .slowBody(status: 200, headers: ["Content-Type": "application/json"], body: objectBody, seconds: 0.5)
        }
        defer { server.stop() }
        #expect(try await transport(server).fetch(.item(.pokemon, id: 1)) == objectBody)
    }

    @Test func theLimiterHoldsAcrossConcurrentRequests() async throws {
        let server = try server(latency: 0.05) { _, _ in .json(objectBody) }
        defer { server.stop() }
        let http = try transport(server, concurrency: 3)
        try await withThrowingTaskGroup(of: Data.self) { group in
            for id in 1...24 { group.addTask { try await http.fetch(.item(.pokemon, id: id)) } }
            for try await _ in group {}
        }
        #expect(server.stats.total == 24)
        #expect(server.stats.maxInFlight == 3)
    }

    @Test func identicalRequestsInFlightAreMadeOnce() async throws {
        let server = try server(latency: 0.2) { _, _ in .json(objectBody) }
        defer { server.stop() }
        let http = try transport(server)
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 1...10 { group.addTask { try await http.fetch(.item(.pokemon, id: 1)) } }
            for try await data in group { #expect(data == objectBody) }
        }
        #expect(server.stats.total == 1)
    }

    @Test func listsFollowNextLinksWithinTheAPIOnly() async throws {
        let server = try server { request, _ in
            let offset = request.query["offset"].flatMap(Int.init) ?? 0
            let base = "http://127.0.0.1:\(request.headers["host"]?.split(separator: ":").last ?? "")"
            let next: String =
                switch offset {
                case 0: "\"\(base)/api/v2/pokemon/?offset=2&limit=2\""
                case 2: "\"https://elsewhere.example/api/v2/pokemon/?offset=4&limit=2\""
                default: "null"
                }
            let names = offset == 0 ? ["bulbasaur", "ivysaur"] : ["venusaur", "charmander"]
            let results = names.enumerated().map {
                "{\"name\":\"\($1)\",\"url\":\"\(base)/api/v2/pokemon/\(offset + $0 + 1)/\"}"
            }
            return .json(Data("{\"count\":6,\"next\":\(next),\"results\":[\(results.joined(separator: ","))]}".utf8))
        }
        defer { server.stop() }
        let data = try await transport(server).fetch(.list(.pokemon))
        let list = try JSONReader.read(ResourceListDTO.self, from: data)
        #expect(list.results.compactMap(\.name) == ["bulbasaur", "ivysaur", "venusaur", "charmander"])
        #expect(server.stats.total == 2)
    }

    @Test func anOversizedAnswerIsRefused() async throws {
        let huge =
            Data("{\"padding\":\"".utf8) + Data(repeating: UInt8(ascii: "x"), count: 9_000_000) + Data("\"}".utf8)
        let server = try server { _, _ in .json(huge) }
        defer { server.stop() }
        let error = await #expect(throws: RepositoryError.self) {
            try await transport(server).fetch(.item(.pokemon, id: 1))
        }
        guard case .network(_, let reason) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(reason.hasSuffix("over the 8000000-byte limit"))
    }

    /// A `Content-Length` larger than what arrives is found when the connection closes, not
    /// waited out until the deadline.
    @Test func aBodyShorterThanItsLengthIsLostNotWaitedFor() async throws {
        let server = try server { _, _ in
            .truncate(status: 200, headers: ["Content-Type": "application/json"], body: objectBody)
        }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let outcome = await client.get(server.baseURL + "/api/v2/pokemon/1/", timeout: 600)
        #expect(outcome == .failure(.connectionLost, message: "connection lost before the whole body arrived"))
    }

    @Test func redirectsAreFollowedWithinTheHostOnly() async throws {
        let server = try server { request, _ in
            let port = request.headers["host"]?.split(separator: ":").last ?? ""
            switch request.path {
            case "/api/v2/pokemon/1/":
                return .reply(
                    status: 301, headers: ["Location": "http://127.0.0.1:\(port)/api/v2/pokemon/bulbasaur/"],
                    body: Data())
            case "/api/v2/pokemon/2/":
                return .reply(
                    status: 302, headers: ["Location": "http://localhost:\(port)/api/v2/pokemon/ivysaur/"], body: Data()
                )
            default:
                return .json(objectBody)
            }
        }
        defer { server.stop() }
        let http = try transport(server)
        #expect(try await http.fetch(.item(.pokemon, id: 1)) == objectBody)
        await #expect(throws: RepositoryError.self) { try await http.fetch(.item(.pokemon, id: 2)) }
        #expect(server.stats.byPath["/api/v2/pokemon/ivysaur/"] == nil)
    }

    @Test func aRefusedConnectionIsANetworkError() async throws {
        let refusing = try RefusingPort()
        let base = refusing.baseURL
        let client = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let http = HTTPTransport(
            settings: .init(baseURL: base + "/api/v2", timeout: 2, retry: RetryPolicy(baseDelay: 0.05)),
            client: client, limiter: RequestLimiter(limit: 2))
        await #expect(throws: RepositoryError.self) { try await http.fetch(.item(.pokemon, id: 1)) }
        withExtendedLifetime(refusing) {}
    }

    /// What the refusal tests rely on: while a `RefusingPort` lives, no server of the run, which
    /// binds reusing addresses, can be given its port.
    @Test func aRefusingPortIsNeverAnotherServersPort() throws {
        let refusing = try RefusingPort()
        let bound = Result { try LoopbackSocket.bind(reusingAddress: true, port: refusing.port) }
        if case .success(let socket) = bound { close(socket.fd) }
        #expect(throws: POSIXError.self) { try bound.get() }
        withExtendedLifetime(refusing) {}
    }
}

/// A client that answers each request by its URL, counting the requests to each host.
final class RoutedClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [String] = []
    let answer: @Sendable (String) -> HTTPOutcome

    init(_ answer: @escaping @Sendable (String) -> HTTPOutcome) { self.answer = answer }

    func requests(to host: String) -> Int { lock.withLock { urls.filter { $0.contains(host) }.count } }

    func get(_ url: String, timeout: Double) async -> HTTPOutcome {
        lock.withLock { urls.append(url) }
        return answer(url)
    }
}

/// A client that answers every request with `outcome`, counting the requests.
final class ScriptedClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let outcome: HTTPOutcome

    init(_ outcome: HTTPOutcome) { self.outcome = outcome }

    var requests: Int { lock.withLock { count } }

    func get(_ url: String, timeout: Double) async -> HTTPOutcome {
        lock.withLock { count += 1 }
        return outcome
    }
}

@Suite struct UnreachableAPITests {
    /// On a clock of its own: the retries counted here do not hang on how busy the machine is.
    func transport(_ client: ScriptedClient) -> HTTPTransport {
        HTTPTransport(
            settings: .init(baseURL: "http://127.0.0.1:9/api/v2", timeout: 5, retry: RetryPolicy(baseDelay: 0.01)),
            client: client, limiter: RequestLimiter(limit: 2), clock: VirtualClock())
    }

    @Test(arguments: [HTTPFailure.cannotConnect, .hostNotFound])
    func anUnreachableAPIIsAskedOnceInARun(failure: HTTPFailure) async throws {
        let client = ScriptedClient(.failure(failure, message: "Connection refused"))
        let http = transport(client)
        for id in 1...3 {
            await #expect(
                throws: RepositoryError.network(
                    resource: "http://127.0.0.1:9/api/v2/pokemon/\(id)/", reason: "Connection refused")
            ) {
                try await http.fetch(.item(.pokemon, id: id))
            }
        }
        #expect(client.requests == 1)
    }

    /// A host that could not be reached is one host: PokeAPI is still asked when the sprite
    /// host is dead, and a host that comes back is asked again after a while.
    @Test func reachabilityIsPerHostAndComesBack() async throws {
        let client = RoutedClient { url in
            url.contains("sprites.invalid")
                ? .failure(.hostNotFound, message: "no such host")
                : .response(
                    status: 200, headers: ["Content-Type": "image/png"], body: Data())
        }
        let clock = VirtualClock()
        let http = HTTPTransport(
            settings: .init(baseURL: "http://127.0.0.1:9/api/v2", timeout: 5, retry: RetryPolicy(baseDelay: 0.01)),
            client: client, limiter: RequestLimiter(limit: 2), clock: clock)
        await #expect(throws: RepositoryError.self) { try await http.fetchImage("http://sprites.invalid/1.png") }
        await #expect(throws: RepositoryError.self) { try await http.fetchImage("http://sprites.invalid/2.png") }
        #expect(client.requests(to: "sprites.invalid") == 1)
        // The API's host is another: asked (its answer, an empty PNG, is refused as a picture).
        await #expect(throws: RepositoryError.self) { try await http.fetchImage("http://127.0.0.1:9/x.png") }
        #expect(client.requests(to: "127.0.0.1") == 1)
        // After a while, the dead host is tried again.
        await clock.sleep(seconds: HTTPTransport.unreachableFor + 1)
        await #expect(throws: RepositoryError.self) { try await http.fetchImage("http://sprites.invalid/3.png") }
        #expect(client.requests(to: "sprites.invalid") == 2)
        #expect(HTTPTransport.host(of: "https://Raw.GitHubUserContent.com/PokeAPI/x") == "raw.githubusercontent.com")
    }

    @Test func timeoutsAreStillRetriedAndDoNotMarkTheAPIUnreachable() async throws {
        let client = ScriptedClient(.failure(.timedOut, message: "timed out"))
        let http = transport(client)
        await #expect(throws: RepositoryError.self) { try await http.fetch(.item(.pokemon, id: 1)) }
        await #expect(throws: RepositoryError.self) { try await http.fetch(.item(.pokemon, id: 2)) }
        #expect(client.requests == 6)
    }
}

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.2, retryAfterCap: 5)

    func response(_ status: Int, _ headers: [String: String] = [:]) -> HTTPOutcome {
        .response(status: status, headers: headers, body: Data())
    }

    @Test func successAndClientErrorsAreFinal() {
        #expect(policy.decide(after: response(200), attempt: 1, jitter: 0.5) == .succeed)
        #expect(policy.decide(after: response(404), attempt: 1, jitter: 0.5) == .fail)
        #expect(policy.decide(after: response(400), attempt: 1, jitter: 0.5) == .fail)
    }

    @Test func backoffDoublesWithJitter() {
        #expect(policy.decide(after: response(500), attempt: 1, jitter: 0.5) == .retry(after: 0.2))
        #expect(policy.decide(after: response(502), attempt: 2, jitter: 0) == .retry(after: 0.2))
        #expect(policy.decide(after: response(500), attempt: 3, jitter: 0.5) == .fail)
        #expect(policy.decide(after: .failure(.timedOut, message: ""), attempt: 2, jitter: 0.5) == .retry(after: 0.4))
    }

    @Test func retryAfterIsHonouredAndCapped() {
        #expect(policy.decide(after: response(429, ["Retry-After": "1"]), attempt: 1, jitter: 0.9) == .retry(after: 1))
        #expect(
            policy.decide(after: response(429, ["retry-after": "3600"]), attempt: 1, jitter: 0.9) == .retry(after: 5))
    }

    @Test func unknownHostsAndRefusedConnectionsAreNotRetried() {
        #expect(policy.decide(after: .failure(.hostNotFound, message: ""), attempt: 1, jitter: 0.5) == .fail)
        #expect(policy.decide(after: .failure(.cannotConnect, message: ""), attempt: 1, jitter: 0.5) == .fail)
        #expect(policy.decide(after: .failure(.connectionLost, message: ""), attempt: 1, jitter: 0.5) != .fail)
    }
}

/// A server on a virtual clock: each request takes `seconds` and is answered, or, when silent,
/// takes the whole timeout it was given and times out.
final class VirtualServer: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private var given: [Double] = []
    let clock: VirtualClock
    let seconds: Double?

    init(clock: VirtualClock, answeringAfter seconds: Double?) {
        self.clock = clock
        self.seconds = seconds
    }

    /// The timeout each request was sent with.
    var timeouts: [Double] { lock.withLock { given } }

    func get(_ url: String, timeout: Double) async -> HTTPOutcome {
        lock.withLock { given.append(timeout) }
        guard let seconds else {
            await clock.sleep(seconds: timeout)
            return .failure(.timedOut, message: "timed out")
        }
        await clock.sleep(seconds: seconds)
        return .response(status: 200, headers: ["Content-Type": "application/json"], body: Data(objectBody))
    }
}

/// `--timeout` bounds a command's wait on a silent network, not each of its requests.
@Suite struct NetworkPatienceTests {
    func transport(_ server: VirtualServer) -> HTTPTransport {
        HTTPTransport(
            settings: .init(baseURL: "http://127.0.0.1:9/api/v2", timeout: 2, retry: RetryPolicy(baseDelay: 0.01)),
            client: server, limiter: RequestLimiter(limit: 2), clock: server.clock)
    }

    /// Requests one after another in one command share the wait: the first waits 2 s, the
    /// next ones end at once, timed out too.
    @Test func requestsInSequenceShareTheWaitOnASilentServer() async {
        let server = VirtualServer(clock: VirtualClock(), answeringAfter: nil)
        let http = transport(server)
        await NetworkPatience.fresh {
            for id in 1...8 {
                await #expect(
                    throws: RepositoryError.network(
                        resource: "http://127.0.0.1:9/api/v2/pokemon/\(id)/", reason: "timed out after 2 s")
                ) { try await http.fetch(.item(.pokemon, id: id)) }
            }
        }
        #expect(server.timeouts == [2])
        #expect(server.clock.now() == 2)
    }

    /// Without a command around them (a library caller), each request keeps its own deadline.
    @Test func outsideACommandEachRequestHasItsOwnDeadline() async {
        let server = VirtualServer(clock: VirtualClock(), answeringAfter: nil)
        let http = transport(server)
        for id in 1...3 {
            await #expect(throws: RepositoryError.self) { try await http.fetch(.item(.pokemon, id: id)) }
        }
        #expect(server.timeouts == [2, 2, 2])
    }

    /// A command that keeps hearing answers is never cut short, however long it runs.
    @Test func aCommandThatKeepsHearingAnswersRunsAsLongAsItNeeds() async throws {
        let server = VirtualServer(clock: VirtualClock(), answeringAfter: 1.5)
        let http = transport(server)
        try await NetworkPatience.fresh { () async -> Result<Void, RepositoryError> in
            do throws(RepositoryError) {
                for id in 1...10 { #expect(try await http.fetch(.item(.pokemon, id: id)) == objectBody) }
                return .success(())
            } catch {
                return .failure(error)
            }
        }.get()
        #expect(server.clock.now() == 15)
        #expect(server.timeouts.allSatisfy { $0 == 2 })
    }
}
