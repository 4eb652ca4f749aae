import Foundation
import PokedexData
import PokedexDomain
import PokedexHTTPProtocol
import PokedexNetwork
import PokedexTestSupport
import Testing

/// The helper as a process: many requests at once, and every way it can fail.
@Suite(.serialized) struct HelperProcessTests {
    /// A stand-in helper: a shell script in a fresh directory, as `pokedex-http`.
    func fakeHelper(_ script: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(HelperHTTPClient.executableName).path
        try writeExecutable("#!/bin/sh\n" + script, to: path)
        return path
    }

    /// Whether process `pid` has gone (or is only waiting to be reaped).
    func isGone(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return status.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test func manyRequestsInFlightEachGetTheirOwnAnswer() async throws {
        let server = try server(latency: 0.2) { request, _ in .json(Data(#"{"path":"\#(request.path)"}"#.utf8)) }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 16)
        let outcomes = await withTaskGroup(of: (Int, HTTPOutcome).self) { group in
            for id in 1...24 {
                group.addTask { (id, await client.get(server.baseURL + "/api/v2/pokemon/\(id)/", timeout: 10)) }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        for id in 1...24 {
            guard case .response(200, _, let body) = outcomes[id] else {
                Issue.record("request \(id): \(String(describing: outcomes[id]))")
                continue
            }
            #expect(String(decoding: body, as: UTF8.self) == #"{"path":"/api/v2/pokemon/\#(id)/"}"#)
        }
        #expect(server.stats.maxInFlight > 1)
    }

    @Test func aMissingHelperFailsEveryRequestNamingWhereItLooked() async {
        let client = HelperHTTPClient(directories: ["/nonexistent/a", "/nonexistent/b"], maxConnections: 2)
        let outcome = await client.get("http://127.0.0.1:9/", timeout: 1)
        #expect(
            outcome
                == .failure(
                    .helperUnavailable,
                    message: "the HTTP helper pokedex-http was not found (looked in /nonexistent/a, /nonexistent/b)"))
        #expect(client.helperProcessID == nil)
    }

    @Test func aHelperOfAnotherVersionIsRefusedByName() async throws {
        let path = try fakeHelper("printf 'pokedex-http 0\\n'\nwhile read line; do :; done\n")
        let client = HelperHTTPClient(path: path, maxConnections: 2)
        let outcome = await client.get("http://127.0.0.1:9/", timeout: 5)
        #expect(
            outcome
                == .failure(
                    .helperIncompatible,
                    message: "the HTTP helper \(path) speaks protocol 0, this pokedex speaks 1: reinstall pokedex"))
        let pid = try #require(client.helperProcessID)
        #expect(await eventually { isGone(pid) })
    }

    @Test func theRealHelperRefusesAnotherVersionWithOneLine() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("helper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("stdin")
        let output = directory.appendingPathComponent("stdout")
        let errors = directory.appendingPathComponent("stderr")
        try Data("pokedex-http 2\nget 1 1000 http://127.0.0.1:9/\n".utf8).write(to: input)
        let helper = try ChildProcess([helperPath], stdin: input.path, stdout: output.path, stderr: errors.path)
        #expect(await helper.exit(within: .seconds(10)) == .exited(2))
        #expect(String(decoding: try Data(contentsOf: output), as: UTF8.self) == "pokedex-http 1\n")
        #expect(
            String(decoding: try Data(contentsOf: errors), as: UTF8.self)
                == "pokedex-http: pokedex speaks protocol 2; this helper speaks 1\n")
    }

    @Test func aHelperThatDiesMidAnswerFailsTheRequestAndEveryLaterOne() async throws {
        // Greets, reads pokedex's greeting and the request, then sends a third of an answer.
        let path = try fakeHelper(
            """
            printf 'pokedex-http 1\\n'
            read greeting
            read verb id rest
            printf 'response %s 200 0 30\\n{"half":' "$id"
            exit 0
            """)
        let client = HelperHTTPClient(path: path, maxConnections: 2)
        let first = await client.get("http://127.0.0.1:9/api/v2/pokemon/1/", timeout: 5)
        let reason = "the HTTP helper \(path) exited with status 0 in the middle of an answer"
        #expect(first == .failure(.helperUnavailable, message: reason))
        let later = await client.get("http://127.0.0.1:9/api/v2/pokemon/2/", timeout: 5)
        #expect(later == .failure(.helperUnavailable, message: reason))
    }

    @Test func aHelperThatCannotStartSaysSo() async throws {
        let path = try fakeHelper("exit 127\n")
        let client = HelperHTTPClient(path: path, maxConnections: 2)
        let outcome = await client.get("http://127.0.0.1:9/", timeout: 5)
        #expect(
            outcome
                == .failure(
                    .helperUnavailable,
                    message:
                        "the HTTP helper \(path) exited with status 127 before it started (are its libraries installed?)"
                ))
    }

    @Test func aKilledHelperFailsTheRequestsInFlightAsNetworkErrors() async throws {
        let server = try server { _, _ in .hang }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 4)
        let pid = try #require(client.helperProcessID)
        async let first = client.get(server.baseURL + "/api/v2/pokemon/1/", timeout: 20)
        async let second = client.get(server.baseURL + "/api/v2/pokemon/2/", timeout: 20)
        #expect(await eventually { server.stats.total == 2 })
        kill(pid, SIGKILL)
        let reason = "the HTTP helper \(helperPath) was killed by signal 9"
        #expect(await first == .failure(.helperUnavailable, message: reason))
        #expect(await second == .failure(.helperUnavailable, message: reason))
        // Through the transport, that is a network error naming the helper, and no retry.
        let http = HTTPTransport(
            settings: .init(baseURL: server.baseURL + "/api/v2", timeout: 5), client: client,
            limiter: RequestLimiter(limit: 2))
        await #expect(
            throws: RepositoryError.network(resource: server.baseURL + "/api/v2/pokemon/3/", reason: reason)
        ) { try await http.fetch(.item(.pokemon, id: 3)) }
    }

    @Test func aCancelledRequestEndsAtOnceAndTheHelperGoesOn() async throws {
        let server = try server { request, _ in request.path.hasSuffix("/1/") ? .hang : .json(objectBody) }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 4)
        let hanging = Task { await client.get(server.baseURL + "/api/v2/pokemon/1/", timeout: 20) }
        #expect(await eventually { server.stats.total == 1 })
        hanging.cancel()
        #expect(await hanging.value == .failure(.cancelled, message: "cancelled"))
        let next = await client.get(server.baseURL + "/api/v2/pokemon/2/", timeout: 5)
        #expect(next == .response(status: 200, headers: next.headersForTest, body: Data(objectBody)))
    }

    @Test func theHelperEndsWhenItsClientIsGone() async throws {
        var client: HelperHTTPClient? = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let pid = try #require(client?.helperProcessID)
        #expect(!isGone(pid))
        client = nil
        #expect(await eventually { isGone(pid) })
    }

    /// A request's long deadline does not keep the client, and with it the helper, alive.
    @Test func theHelperEndsWhenItsClientIsGoneWhateverTheDeadlines() async throws {
        let server = try server { _, _ in .json(objectBody) }
        defer { server.stop() }
        var client: HelperHTTPClient? = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let answer = await client?.get(server.baseURL + "/api/v2/pokemon/1/", timeout: 600)
        #expect(answer == .response(status: 200, headers: answer?.headersForTest ?? [:], body: Data(objectBody)))
        let pid = try #require(client?.helperProcessID)
        client = nil
        #expect(await eventually { isGone(pid) })
    }

    /// The helper closes what it inherited beyond its three streams: a terminal or a pipe that
    /// the program starting it held open is not kept open by the helper too.
    @Test func theHelperHoldsNoDescriptorItInherited() async throws {
        var fds: [Int32] = [-1, -1]
        // Not close-on-exec: the helper is started holding both ends.
        #expect(pipe(&fds) == 0)
        defer { for fd in fds { close(fd) } }
        var status = stat()
        #expect(fstat(fds[1], &status) == 0)
        let client = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let pid = try #require(client.helperProcessID)
        let server = try server { _, _ in .json(objectBody) }
        defer { server.stop() }
        // Answered: the helper is past its start.
        #expect(await client.get(server.baseURL + "/api/v2/pokemon/1/", timeout: 5) != .failure(.other, message: ""))
        let held = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").compactMap {
            try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")
        }
        #expect(!held.isEmpty)
        #expect(!held.contains("pipe:[\(status.st_ino)]"), "\(held)")
    }
}

extension HTTPOutcome {
    /// The headers an answer came with, to compare the rest of it.
    fileprivate var headersForTest: [String: String] {
        guard case .response(_, let headers, _) = self else { return [:] }
        return headers
    }
}

/// Replies that are not HTTP/1.x, or too big to be headers: each named as the server's fault, in
/// words that say what came, and the helper lives on to answer the next request.
@Suite(.serialized) struct HelperBadReplyTests {
    static let cases: [(reply: String, says: String)] = [
        ("ZZZZ nonsense\r\n\r\n", "the server's answer is not HTTP/1.x (Received HTTP/0.9 when not allowed)"),
        (#"{"name":"pikachu"}"#, "the server's answer is not HTTP/1.x (Received HTTP/0.9 when not allowed)"),
        (
            "HTTP/1.1 000 Zero\r\nContent-Length: 2\r\n\r\n{}",
            "the server's answer is not HTTP/1.x (Unsupported response code in HTTP response)"
        ),
        (
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 102 Processing\r\n\r\n",
            "the server sent only interim (1xx) answers, then closed the connection"
        ),
        (
            "HTTP/1.1 200 OK\r\nContent-Type: " + String(repeating: "a", count: 93_000) + "\r\n\r\n{}",
            "the server sent over 64 KB of headers"
        ),
        (
            "HTTP/1.1 200 OK\r\n"
                + String(repeating: "X-Filler: " + String(repeating: "b", count: 1000) + "\r\n", count: 90)
                + "Content-Length: 2\r\n\r\n{}",
            "the server sent over 64 KB of headers"
        ),
        (
            "HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "a", count: 130_000) + "\r\n\r\n{}",
            "the server sent a header line over libcurl's 100 KB limit"
        ),
    ]

    @Test(arguments: 0..<cases.count) func aBadReplyIsTheServersFaultAndTheHelperLivesOn(_ index: Int) async throws {
        let (reply, says) = Self.cases[index]
        let server = try server(latency: 0) { request, _ in
            request.path == "/good" ? .json(Data("{}".utf8)) : .raw(Data(reply.utf8))
        }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 2)
        let outcome = await client.get(server.baseURL + "/api/v2/pokemon/25/", timeout: 5)
        guard case .failure(let failure, let message) = outcome else {
            Issue.record("answered \(outcome)")
            return
        }
        #expect(message == says)
        #expect(failure != .helperUnavailable)
        let next = await client.get(server.baseURL + "/good", timeout: 5)
        #expect(
            next
                == .response(
                    status: 200, headers: ["Content-Type": "application/json; charset=utf-8", "Content-Length": "2"],
                    body: Data("{}".utf8)))
    }

    /// A huge announced length, within a huge `--max-bytes`, is not memory taken up front: the
    /// short body that came is a lost connection, and the helper is still there.
    @Test func aHugeAnnouncedLengthIsNotAllocated() async throws {
        let server = try server(latency: 0) { request, _ in
            request.path == "/good"
                ? .json(Data("{}".utf8))
                : .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 900000000000000000\r\n\r\n{}".utf8))
        }
        defer { server.stop() }
        let client = HelperHTTPClient(path: helperPath, maxConnections: 2, maxBytes: 1_000_000_000_000_000_000)
        let outcome = await client.get(server.baseURL + "/big", timeout: 5)
        #expect(outcome == .failure(.connectionLost, message: "connection lost before the whole body arrived"))
        guard case .response(200, _, _) = await client.get(server.baseURL + "/good", timeout: 5) else {
            Issue.record("the helper did not answer after a huge announced length")
            return
        }
    }
}
