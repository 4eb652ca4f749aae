/// The other side broke the protocol: the conversation cannot go on.
package struct HelperProtocolError: Error, Equatable, CustomStringConvertible {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }

    package var description: String { reason }
}

/// What one side reads: first the other's greeting, then its messages.
package enum HelperEvent<Message: Sendable & Equatable>: Sendable, Equatable {
    /// The version the other side speaks (compare with `HelperProtocol.version`).
    case greeting(version: Int)
    case message(Message)
}

/// Cuts the helper's output into answers, however the pipe splits it.
package struct AnswerDecoder: Sendable {
    private var queue = ByteQueue()
    private var greeted = false
    private var frame: (id: UInt64, status: Int, headerBytes: Int, bodyBytes: Int)?
    /// The frame's headers once read, and its body as it fills.
    private var headers: [HelperHeader]?
    private var body: HelperBody?
    private let maxBodyBytes: Int

    /// `maxBodyBytes`: the largest body a frame may announce.
    package init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Whether bytes of an unfinished greeting or answer are waiting.
    package var isMidMessage: Bool { frame != nil || !queue.isEmpty }

    /// Takes the next bytes read; answers whatever they complete.
    package mutating func feed(_ chunk: some Collection<UInt8>) throws(HelperProtocolError) -> [HelperEvent<
        HelperAnswer
    >] {
        queue.append(chunk)
        var events: [HelperEvent<HelperAnswer>] = []
        while let event = try next() { events.append(event) }
        return events
    }

    private mutating func next() throws(HelperProtocolError) -> HelperEvent<HelperAnswer>? {
        if let pending = frame {
            if headers == nil {
                guard let head = queue.take(pending.headerBytes) else { return nil }
                headers = try Self.headers(head[...])
                body = HelperBody(count: pending.bodyBytes)
            }
            // The body's bytes go from the queue into its own memory as they come: the queue
            // never holds more than a read.
            guard let body, let headers else { return nil }
            queue.drain(into: body)
            guard body.isFull else { return nil }
            frame = nil
            self.headers = nil
            self.body = nil
            return .message(.response(id: pending.id, status: pending.status, headers: headers, body: body))
        }
        guard let line = try queue.line() else { return nil }
        guard greeted else {
            guard let version = HelperProtocol.version(inGreeting: line) else {
                throw HelperProtocolError("it did not greet as \(HelperProtocol.name)")
            }
            greeted = true
            return .greeting(version: version)
        }
        let words = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
        switch String(decoding: words[0], as: UTF8.self) {
        case "response" where words.count == 4:
            let counts = words[3].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard let id = Int(decimal: words[1]).map(UInt64.init), let status = Int(decimal: words[2]),
                counts.count == 2, let headerBytes = Int(decimal: counts[0]), let bodyBytes = Int(decimal: counts[1])
            else { throw HelperProtocolError("a malformed response line") }
            guard headerBytes <= HelperLimits.headerBytes, bodyBytes <= maxBodyBytes else {
                throw HelperProtocolError("a response of \(headerBytes) + \(bodyBytes) bytes, over the limit")
            }
            frame = (id, status, headerBytes, bodyBytes)
            return try next()
        case "failure" where words.count >= 3:
            guard let id = Int(decimal: words[1]).map(UInt64.init),
                let kind = HelperFailureKind(rawValue: String(decoding: words[2], as: UTF8.self))
            else { throw HelperProtocolError("a malformed failure line") }
            let message = words.count == 4 ? String(decoding: words[3], as: UTF8.self) : ""
            return .message(.failure(id: id, kind: kind, message: message))
        default:
            throw HelperProtocolError("an unknown answer line")
        }
    }

    private static func headers(_ block: ArraySlice<UInt8>) throws(HelperProtocolError) -> [HelperHeader] {
        var headers: [HelperHeader] = []
        for line in block.split(separator: UInt8(ascii: "\n")) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw HelperProtocolError("a header line without a colon")
            }
            let value = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") }
            headers.append(
                HelperHeader(String(decoding: line[..<colon], as: UTF8.self), String(decoding: value, as: UTF8.self)))
        }
        return headers
    }
}

/// Cuts pokedex's input to the helper into requests.
package struct RequestDecoder: Sendable {
    private var queue = ByteQueue()
    private var greeted = false

    package init() {}

    package mutating func feed(_ chunk: some Collection<UInt8>) throws(HelperProtocolError) -> [HelperEvent<
        HelperRequest
    >] {
        queue.append(chunk)
        var events: [HelperEvent<HelperRequest>] = []
        while let line = try queue.line() {
            guard greeted else {
                guard let version = HelperProtocol.version(inGreeting: line) else {
                    throw HelperProtocolError("pokedex did not greet as \(HelperProtocol.name)")
                }
                greeted = true
                events.append(.greeting(version: version))
                continue
            }
            events.append(.message(try Self.request(line)))
        }
        return events
    }

    private static func request(_ line: [UInt8]) throws(HelperProtocolError) -> HelperRequest {
        let words = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        let verb = String(decoding: words[0], as: UTF8.self)
        guard words.count >= 2, let id = Int(decimal: words[1]).map(UInt64.init) else {
            throw HelperProtocolError("a malformed request line")
        }
        switch verb {
        case "get" where words.count == 4:
            let url = String(decoding: words[3], as: UTF8.self)
            guard let timeout = Int(decimal: words[2]), HelperRequest.isSendable(url: url) else {
                throw HelperProtocolError("a malformed get line")
            }
            return .get(id: id, url: url, timeoutMilliseconds: timeout)
        case "cancel" where words.count == 2:
            return .cancel(id: id)
        default:
            throw HelperProtocolError("an unknown request line")
        }
    }
}

/// Bytes as they come off a pipe, taken as lines or as counted blocks.
struct ByteQueue: Sendable {
    private var bytes: [UInt8] = []
    private var start = 0

    var isEmpty: Bool { start == bytes.count }

    /// Moves what is waiting into `body`, as much as it still takes.
    mutating func drain(into body: HelperBody) {
        let taken = bytes.withUnsafeBytes { body.fill(from: UnsafeRawBufferPointer(rebasing: $0[start...])) }
        start += taken
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        }
    }

    mutating func append(_ chunk: some Collection<UInt8>) {
        if start > 0, start >= bytes.count / 2 {
            bytes.removeFirst(start)
            start = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next line without its line feed; nil until it is whole. A line longer than
    /// `HelperLimits.lineBytes` is an error.
    mutating func line() throws(HelperProtocolError) -> [UInt8]? {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
        guard let end else {
            if bytes.count - start > HelperLimits.lineBytes { throw HelperProtocolError("a line over the limit") }
            return nil
        }
        guard end - start <= HelperLimits.lineBytes else { throw HelperProtocolError("a line over the limit") }
        defer { start = end + 1 }
        return Array(bytes[start..<end])
    }

    /// The next `count` bytes, once they have all come.
    mutating func take(_ count: Int) -> [UInt8]? {
        guard bytes.count - start >= count else { return nil }
        defer { start += count }
        return Array(bytes[start..<(start + count)])
    }
}
