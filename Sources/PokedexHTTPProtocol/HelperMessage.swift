// The conversation between pokedex and its HTTP helper, `pokedex-http`, over two pipes.
//
// Each side first writes one line naming the protocol and its version, `pokedex-http 1`, and
// reads the other's; a different line ends the conversation. Then:
//
//   pokedex → helper, one line each:
//     get <id> <timeout-ms> <url>
//     cancel <id>
//   helper → pokedex, one frame each:
//     response <id> <status> <header-bytes> <body-bytes>   then the header block
//                                                          ("Name: value" lines) and the body
//     failure <id> <kind> <message>
//
// Ids are the caller's, decimal; many requests are in flight at once and answers come in any
// order. Bodies are raw bytes counted by the frame's line, so nothing in them needs escaping.
// This target is plain Swift with no Foundation, shared by both ends.

/// The wire's name and version, and the line that carries them.
package enum HelperProtocol {
    package static let name = "pokedex-http"
    package static let version = 1
    /// `pokedex-http 1\n`.
    package static var greeting: [UInt8] { Array("\(name) \(version)\n".utf8) }

    /// The version a greeting line names, or nil when it is not a greeting at all.
    package static func version(inGreeting line: [UInt8]) -> Int? {
        let words = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard words.count == 2, words[0].elementsEqual(name.utf8) else { return nil }
        return Int(decimal: words[1])
    }
}

/// What pokedex asks of the helper.
package enum HelperRequest: Sendable, Equatable {
    /// GET `url`, giving up after `timeoutMilliseconds`.
    case get(id: UInt64, url: String, timeoutMilliseconds: Int)
    /// Stop request `id`; its answer, if one still comes, is ignored.
    case cancel(id: UInt64)

    /// A URL the request line can carry: printable ASCII with no spaces.
    package static func isSendable(url: String) -> Bool {
        !url.isEmpty && url.utf8.count <= HelperLimits.lineBytes - 64 && url.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    package var encoded: [UInt8] {
        switch self {
        case .get(let id, let url, let timeout): Array("get \(id) \(max(0, timeout)) \(url)\n".utf8)
        case .cancel(let id): Array("cancel \(id)\n".utf8)
        }
    }
}

/// Why a request got no HTTP answer.
package enum HelperFailureKind: String, Sendable, CaseIterable {
    case timedOut = "timed-out"
    case cannotConnect = "cannot-connect"
    case hostNotFound = "host-not-found"
    case connectionLost = "connection-lost"
    case cancelled
    case tooLarge = "too-large"
    case redirectRefused = "redirect-refused"
    case invalidRequest = "invalid-request"
    case other
}

/// What the helper answers.
package enum HelperAnswer: Sendable, Equatable {
    case response(id: UInt64, status: Int, headers: [HelperHeader], body: HelperBody)
    case failure(id: UInt64, kind: HelperFailureKind, message: String)

    package var id: UInt64 {
        switch self {
        case .response(let id, _, _, _), .failure(let id, _, _): id
        }
    }

    /// The whole answer as it goes down the pipe (tests; the helper writes `head`, then the body).
    package var encoded: [UInt8] {
        guard case .response(_, _, _, let body) = self else { return head }
        return head + body.bytes
    }

    /// All of the answer but a response's body: its frame line and header block, or the
    /// failure's line.
    package var head: [UInt8] {
        switch self {
        case .response(let id, let status, let headers, let body):
            var block: [UInt8] = []
            for header in headers {
                block += Array("\(header.name.strippingLineBreaks): \(header.value.strippingLineBreaks)\n".utf8)
            }
            return Array("response \(id) \(status) \(block.count) \(body.count)\n".utf8) + block
        case .failure(let id, let kind, let message):
            let line = String(message.strippingLineBreaks.prefix(HelperLimits.lineBytes / 8))
            return Array("failure \(id) \(kind.rawValue) \(line)\n".utf8)
        }
    }
}

package struct HelperHeader: Sendable, Equatable {
    package var name: String
    package var value: String

    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The largest parts either side accepts.
package enum HelperLimits {
    /// A request or frame line.
    static let lineBytes = 16 * 1024
    /// An answer's header block.
    package static let headerBytes = 64 * 1024
}

extension String {
    /// One line: carriage returns and line feeds become spaces.
    var strippingLineBreaks: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}

extension Int {
    /// A non-negative decimal number of at most 18 digits, nothing else.
    init?<Bytes: Collection<UInt8>>(decimal bytes: Bytes) {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        self = value
    }
}
