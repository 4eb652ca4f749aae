import PokedexHTTPProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// The requests in flight, each a libcurl transfer on one multi handle, answered through
/// `answer` once each. Everything runs on the helper's one thread: `wait` sleeps in
/// `curl_multi_poll` until a socket, standard input or a deadline needs it.
final class HelperSession {
    /// The headers pokedex reads; the rest stay here.
    static let forwardedHeaders: Set<String> = ["content-type", "content-length", "retry-after"]
    /// Redirects followed for one request, all within its host.
    static let maxRedirects = 10

    private let curl: Curl
    private let multi: Curl.Multi
    private let maxBytes: Int
    private let answer: (HelperAnswer) -> Void
    private let headers: OpaquePointer?
    // C strings libcurl reads while a request runs, made once for the helper's life.
    private let userAgent = UnsafeRawPointer(strdup("pokedex/0.1 (command-line Pokédex)"))
    private let anyEncoding = UnsafeRawPointer(strdup(""))
    private var transfers: [Curl.Easy: Transfer] = [:]

    init(curl: Curl, maxBytes: Int, maxConnections: Int, answer: @escaping (HelperAnswer) -> Void) throws(CurlLoadError)
    {
        guard let multi = curl.multiInit() else { throw CurlLoadError(reason: "libcurl could not start a session") }
        self.curl = curl
        self.multi = multi
        self.maxBytes = maxBytes
        self.answer = answer
        _ = curl.multiSetLong(multi, CurlOption.maxHostConnections, max(1, maxConnections))
        headers = curl.listAppend(nil, "Accept: application/json")
    }

    func get(id: UInt64, url: String, timeout: Double) {
        guard let origin = Origin(url), let easy = curl.easyInit() else {
            answer(.failure(id: id, kind: .invalidRequest, message: "invalid URL"))
            return
        }
        let deadline = Transfer.now() + max(0.001, timeout)
        let transfer = Transfer(id: id, origin: origin, deadline: deadline, limit: maxBytes)
        transfers[easy] = transfer
        start(easy, url: url, transfer: transfer)
    }

    func cancel(id: UInt64) {
        guard let (easy, transfer) = transfers.first(where: { $0.value.id == id }) else { return }
        end(easy, transfer)
        answer(.failure(id: id, kind: .cancelled, message: "cancelled"))
    }

    /// Moves every transfer on, answers those that ended, then waits until something is ready:
    /// a socket, a deadline, or `input` (readable or closed), which the caller then reads.
    func wait(for input: Int32) {
        var running: Int32 = 0
        _ = curl.multiPerform(multi, &running)
        finishEnded()
        // struct curl_waitfd { curl_socket_t fd; short events; short revents; }
        withUnsafeTemporaryAllocation(byteCount: 8, alignment: 4) { raw in
            raw.storeBytes(of: input, toByteOffset: 0, as: Int32.self)
            raw.storeBytes(of: CurlOption.waitPollIn, toByteOffset: 4, as: Int16.self)
            raw.storeBytes(of: 0, toByteOffset: 6, as: Int16.self)
            var ready: Int32 = 0
            // libcurl shortens the wait to its own next deadline.
            _ = curl.multiPoll(multi, raw.baseAddress, 1, 60_000, &ready)
        }
    }

    private func start(_ easy: Curl.Easy, url: String, transfer: Transfer) {
        let context = UnsafeRawPointer(Unmanaged.passUnretained(transfer).toOpaque())
        _ = url.withCString { curl.setPointer(easy, CurlOption.url, $0) }
        _ = curl.setLong(easy, CurlOption.protocols, CurlOption.httpAndHTTPS)
        _ = curl.setLong(easy, CurlOption.noSignal, 1)
        _ = curl.setLong(easy, CurlOption.maxFileSize, maxBytes)
        // The exact deadline, to the millisecond, across redirects too.
        let left = Int(((transfer.deadline - Transfer.now()) * 1000).rounded(.up))
        _ = curl.setLong(easy, CurlOption.timeoutMilliseconds, max(1, left))
        _ = curl.setPointer(easy, CurlOption.httpHeader, UnsafeRawPointer(headers))
        _ = curl.setPointer(easy, CurlOption.userAgent, userAgent)
        // Every encoding libcurl can undo; the size limit applies to the body undone.
        _ = curl.setPointer(easy, CurlOption.acceptEncoding, anyEncoding)
        _ = curl.setPointer(easy, CurlOption.errorBuffer, transfer.errorText)
        _ = curl.setPointer(easy, CurlOption.writeFunction, unsafeBitCast(Self.receiveBody, to: UnsafeRawPointer.self))
        _ = curl.setPointer(easy, CurlOption.writeData, context)
        _ = curl.setPointer(
            easy, CurlOption.headerFunction, unsafeBitCast(Self.receiveHeader, to: UnsafeRawPointer.self))
        _ = curl.setPointer(easy, CurlOption.headerData, context)
        _ = curl.multiAdd(multi, easy)
    }

    private func end(_ easy: Curl.Easy, _ transfer: Transfer) {
        _ = curl.multiRemove(multi, easy)
        curl.easyCleanup(easy)
        transfers[easy] = nil
    }

    /// Answers every transfer libcurl says has ended, or starts it again at a redirect within
    /// its host.
    private func finishEnded() {
        var left: Int32 = 0
        while let message = curl.multiInfoRead(multi, &left) {
            // struct CURLMsg { CURLMSG msg; CURL *easy_handle; union { void *; CURLcode result; } data; }
            guard message.load(as: Int32.self) == CurlOption.messageDone,
                let easy = message.load(fromByteOffset: 8, as: Curl.Easy?.self), let transfer = transfers[easy]
            else { continue }
            let code = message.load(fromByteOffset: 16, as: Int32.self)
            var status = 0
            _ = curl.getInfo(easy, CurlOption.responseCode, &status)
            var location: UnsafePointer<CChar>?
            _ = curl.getInfo(easy, CurlOption.redirectURL, &location)
            if code == CurlCode.ok, (300..<400).contains(status), let location {
                let target = String(cString: location)
                guard let next = Origin(target), next == transfer.origin else {
                    end(easy, transfer)
                    let origin = Origin(target).map { "\($0.scheme)://\($0.host)" } ?? "another host"
                    answer(
                        .failure(id: transfer.id, kind: .redirectRefused, message: "refused a redirect to \(origin)"))
                    continue
                }
                if transfer.redirects < Self.maxRedirects {
                    _ = curl.multiRemove(multi, easy)
                    transfer.restart()
                    start(easy, url: target, transfer: transfer)
                    continue
                }
            }
            end(easy, transfer)
            answer(transfer.answer(code: code, status: status, curl: curl))
        }
    }

    private static let receiveBody: Curl.DataCallback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
        return transfer.receive(bytes) ? bytes.count : 0
    }

    private static let receiveHeader: Curl.DataCallback = { data, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        return transfer.header(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
    }
}

/// One request: pokedex's id, where it started, and what has arrived so far.
private final class Transfer {
    let id: UInt64
    let origin: Origin
    let deadline: Double
    let limit: Int
    var redirects = 0
    var body = HelperBody()
    var headers: [HelperHeader] = []
    /// The bytes of the current answer's header lines, held to `HelperLimits.headerBytes`.
    var headerBytes = 0
    /// Whether the last status line was an interim one (`100 Continue`, `102 Processing`).
    var interim = false
    var refusal: (HelperFailureKind, String)?
    /// CURL_ERROR_SIZE bytes, where libcurl writes a failure in its words.
    let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: 256)

    init(id: UInt64, origin: Origin, deadline: Double, limit: Int) {
        self.id = id
        self.origin = origin
        self.deadline = deadline
        self.limit = limit
        errorText.initialize(repeating: 0, count: 256)
    }

    deinit {
        errorText.deallocate()
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Forgets the answer so far, for the request a redirect makes.
    func restart() {
        redirects += 1
        body = HelperBody()
        headers = []
        headerBytes = 0
        errorText[0] = 0
    }

    /// Keeps a piece of the body; false, with the transfer refused, once it passes the limit.
    func receive(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= limit else {
            refusal = (.tooLarge, "response is over the \(limit)-byte limit")
            return false
        }
        body.append(bytes)
        return true
    }

    /// One header line; a status line begins a new set (after `100 Continue`, or a redirect).
    /// False, with the transfer refused, once the answer's headers pass `HelperLimits.headerBytes`:
    /// the server's fault, named as the server's, where forwarding them would break the protocol.
    func header(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = []
            headerBytes = bytes.count
            interim = line.split(separator: " ").dropFirst().first?.hasPrefix("1") ?? false
            return true
        }
        headerBytes += bytes.count
        guard headerBytes <= HelperLimits.headerBytes else {
            refusal = (.other, "the server sent over \(HelperLimits.headerBytes / 1024) KB of headers")
            return false
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = String(line[..<colon]).trimmingSpaces()
        // A body whose length is announced (and within the limit) gets its room at once, up to
        // `Self.reservedBytes`: a huge announced length is not memory taken before it arrives.
        if name.lowercased() == "content-length", body.count == 0,
            let length = Int(String(line[line.index(after: colon)...]).trimmingSpaces()), (0...limit).contains(length)
        {
            body = HelperBody(capacity: min(length, Self.reservedBytes))
        }
        guard HelperSession.forwardedHeaders.contains(name.lowercased()) else { return true }
        headers.append(HelperHeader(name, String(line[line.index(after: colon)...]).trimmingSpaces()))
        return true
    }

    /// The most room taken for a body at once on its announced length; a longer one grows.
    static let reservedBytes = 16 << 20

    func answer(code: Int32, status: Int, curl: Curl) -> HelperAnswer {
        if let (kind, message) = refusal { return .failure(id: id, kind: kind, message: message) }
        guard code == CurlCode.ok else {
            let (kind, message) = classify(code, curl: curl)
            return .failure(id: id, kind: kind, message: message)
        }
        guard status > 0 else { return .failure(id: id, kind: .other, message: "not an HTTP response") }
        return .response(id: id, status: status, headers: headers, body: body)
    }

    private func classify(_ code: Int32, curl: Curl) -> (HelperFailureKind, String) {
        switch code {
        case CurlCode.timedOut: return (.timedOut, "timed out")
        case CurlCode.cannotConnect: return (.cannotConnect, "could not connect")
        case CurlCode.hostNotFound: return (.hostNotFound, "host not found")
        case CurlCode.partialBody: return (.connectionLost, "connection lost before the whole body arrived")
        case CurlCode.gotNothing where interim:
            return (.connectionLost, "the server sent only interim (1xx) answers, then closed the connection")
        case CurlCode.gotNothing, CurlCode.sendFailed, CurlCode.receiveFailed:
            return (.connectionLost, "connection lost")
        // The URL was checked before the request: a protocol refused now is the server's answer
        // (HTTP/0.9, garbage, a status outside 100-999).
        case CurlCode.unsupportedProtocol:
            let detail = errorText[0] == 0 ? curl.text(of: code) : String(cString: errorText)
            return (.other, "the server's answer is not HTTP/1.x (\(detail))")
        case CurlCode.malformedURL: return (.invalidRequest, "invalid URL")
        // libcurl refuses a header line over 100 KB this way; the helper holds no other large memory.
        case CurlCode.outOfMemory where errorText[0] == 0:
            return (.other, "the server sent a header line over libcurl's 100 KB limit")
        case CurlCode.tooLarge:
            let size = headers.first { $0.name.lowercased() == "content-length" }.map(\.value) ?? "its"
            return (.tooLarge, "response of \(size) bytes is over the \(limit)-byte limit")
        default:
            let detail = errorText[0] == 0 ? curl.text(of: code) : String(cString: errorText)
            return (.other, detail)
        }
    }
}

/// Where a URL points: scheme, host and port, as a redirect is checked against.
private struct Origin: Equatable {
    let scheme: String
    let host: String
    let port: Int

    /// `scheme://[user@]host[:port][/…]`; nil for anything else, or a scheme other than HTTP(S).
    init?(_ url: String) {
        guard let separator = url.firstRange(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        var authority = url[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var host = Substring(authority)
        var port = scheme == "https" ? 443 : 80
        if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
            guard let number = Int(authority[authority.index(after: colon)...]) else { return nil }
            port = number
            host = authority[..<colon]
        }
        guard !host.isEmpty else { return nil }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = port
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
