import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests and benchmarks: real sockets, real
/// keep-alive, and faults on demand (hang, truncate, slow body). It counts what it served.
package final class LoopbackHTTPServer: @unchecked Sendable {
    package struct Request: Sendable {
        let method: String
        /// The path without the query: `/api/v2/pokemon/1/`.
        package let path: String
        /// The query items: `limit=20&offset=0` → `["limit": "20", "offset": "0"]`.
        package let query: [String: String]
        package let headers: [String: String]
    }

    package enum Response: Sendable {
        case reply(status: Int, headers: [String: String], body: Data)
        /// Accept the request and never answer.
        case hang
        /// Promise the whole body, send half of it, close the connection.
        case truncate(status: Int, headers: [String: String], body: Data)
        /// Send the body a few bytes at a time over `seconds`.
        case slowBody(status: Int, headers: [String: String], body: Data, seconds: Double)
        /// Send these bytes, whatever they are, and close the connection: a server that does not
        /// speak HTTP/1.x, or speaks it wrongly.
        case raw(Data)

        package static func json(_ body: Data, status: Int = 200) -> Response {
            .reply(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
        }

        package static func text(_ text: String, status: Int) -> Response {
            .reply(status: status, headers: ["Content-Type": "text/plain"], body: Data(text.utf8))
        }
    }

    package typealias Handler = @Sendable (Request) -> Response

    /// What the server saw.
    package struct Stats: Sendable {
        package var total = 0
        package var byPath: [String: Int] = [:]
        package var inFlight = 0
        package var maxInFlight = 0
        /// Each request's path and when it arrived (seconds since the server started).
        package var arrivals: [(path: String, time: Double)] = []

        /// Requests in waves: a request arriving more than `gap` seconds after the one before
        /// starts a new wave. With added latency, a client's round trips show as waves.
        package func waves(gap: Double) -> [[String]] {
            var waves: [[String]] = []
            var last = -Double.infinity
            for arrival in arrivals.sorted(by: { $0.time < $1.time }) {
                if arrival.time - last > gap || waves.isEmpty { waves.append([]) }
                waves[waves.count - 1].append(arrival.path)
                last = arrival.time
            }
            return waves
        }
    }

    package private(set) var port: UInt16 = 0
    package var baseURL: String { "http://127.0.0.1:\(port)" }

    private let handler: Handler
    private let latency: Double
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var connections: Set<Int32> = []
    private var stopped = false
    private var statistics = Stats()
    private let started = Date()

    /// `latency` seconds are added before every answer.
    package init(latency: Double = 0, handler: @escaping Handler) {
        self.latency = latency
        self.handler = handler
    }

    deinit { stop() }

    package var stats: Stats { lock.withLock { statistics } }

    package func resetStats() {
        lock.withLock { statistics = Stats(inFlight: statistics.inFlight) }
    }

    /// Binds a free port on 127.0.0.1 and starts serving.
    package func start() throws {
        let (fd, port) = try LoopbackSocket.bind(reusingAddress: true)
        guard listen(fd, 128) == 0 else {
            close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        self.port = port
        listener = fd
        Thread.detachNewThread { [self] in acceptLoop(fd) }
    }

    /// Stops accepting and closes every connection (a hanging request ends with it).
    package func stop() {
        let (fd, open): (Int32, Set<Int32>) = lock.withLock {
            stopped = true
            let result = (listener, connections)
            listener = -1
            connections = []
            return result
        }
        if fd >= 0 {
            shutdown(fd, Int32(SHUT_RDWR))
            close(fd)
        }
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    private func acceptLoop(_ fd: Int32) {
        while !isStopped {
            let connection = accept(fd, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            var yes: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            let accepted: Bool = lock.withLock {
                guard !stopped else { return false }
                connections.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            lock.withLock { _ = connections.remove(connection) }
            close(connection)
        }
        var buffer = Data()
        while let request = readRequest(connection, buffer: &buffer) {
            lock.withLock {
                statistics.total += 1
                statistics.byPath[request.path, default: 0] += 1
                statistics.inFlight += 1
                statistics.maxInFlight = max(statistics.maxInFlight, statistics.inFlight)
                statistics.arrivals.append((request.path, Date().timeIntervalSince(started)))
            }
            if latency > 0 { Thread.sleep(forTimeInterval: latency) }
            let keepGoing = respond(handler(request), on: connection)
            lock.withLock { statistics.inFlight -= 1 }
            if !keepGoing || request.headers["connection"]?.lowercased() == "close" { return }
        }
    }

    /// Reads one request head (bodies are not expected); nil when the peer closes.
    private func readRequest(_ connection: Int32, buffer: inout Data) -> Request? {
        let terminator = Data("\r\n\r\n".utf8)
        while buffer.range(of: terminator) == nil {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(connection, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            if buffer.count > 64 * 1024 { return nil }
        }
        guard let end = buffer.range(of: terminator) else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<end.upperBound)
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let target = String(parts[1])
        let pieces = target.split(separator: "?", maxSplits: 1)
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for item in pieces[1].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1)
                query[String(pair[0])] = pair.count == 2 ? String(pair[1]) : ""
            }
        }
        return Request(method: String(parts[0]), path: String(pieces.first ?? ""), query: query, headers: headers)
    }

    /// Writes the response; false when the connection must end.
    private func respond(_ response: Response, on connection: Int32) -> Bool {
        switch response {
        case .reply(let status, let headers, let body):
            return send(head(status, headers, length: body.count), body, on: connection)
        case .truncate(let status, let headers, let body):
            _ = send(head(status, headers, length: body.count), body.prefix(body.count / 2), on: connection)
            return false
        case .slowBody(let status, let headers, let body, let seconds):
            guard send(head(status, headers, length: body.count), Data(), on: connection) else { return false }
            let chunks = max(1, min(body.count, 20))
            let size = (body.count + chunks - 1) / chunks
            var offset = 0
            while offset < body.count {
                Thread.sleep(forTimeInterval: seconds / Double(chunks))
                let end = min(body.count, offset + size)
                guard send(Data(), body[body.startIndex + offset..<body.startIndex + end], on: connection) else {
                    return false
                }
                offset = end
            }
            return true
        case .raw(let bytes):
            _ = send(bytes, Data(), on: connection)
            return false
        case .hang:
            while !isStopped { Thread.sleep(forTimeInterval: 0.05) }
            return false
        }
    }

    private func head(_ status: Int, _ headers: [String: String], length: Int) -> Data {
        var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(length)\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    private func send(_ head: Data, _ body: Data, on connection: Int32) -> Bool {
        for part in [head, body] where !part.isEmpty {
            let ok = part.withUnsafeBytes { raw -> Bool in
                guard let base = raw.baseAddress else { return true }
                var sent = 0
                while sent < raw.count {
                    let count = Glibc.send(connection, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { return false }
                    sent += count
                }
                return true
            }
            guard ok else { return false }
        }
        return true
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
