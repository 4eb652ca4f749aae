/// The program's one JSON value: what the strict parser reads (`parse`), what types are read
/// from (`JSONReader`, `JSONValueDecoder`), and what every `--json` writes
/// (`serialized`). Keys keep the order they were written in; strings are escaped as RFC 8259
/// asks (and C1 controls too).
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number without a fraction or exponent that fits in an `Int`.
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a repeated key finds its last value.
    case object([Member])

    package typealias Member = (key: String, value: JSONValue)

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// Compact (one line), or pretty-printed with two-space indentation.
    package func serialized(pretty: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(16_384)
        write(to: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    // The writer works on UTF-8 bytes with plain loops: `list --limit 1351 --json` writes
    // thousands of values, and start-up time is what every command is measured by.
    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): Self.writeInt(value, to: &out)
        case .double(let value): out.append(contentsOf: (value.isFinite ? String(value) : "null").utf8)
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            if items.isEmpty {
                out.append(UInt8(ascii: "]"))
                return
            }
            var first = true
            for item in items {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                if pretty { Self.newline(indent + 1, to: &out) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(indent, to: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            if members.isEmpty {
                out.append(UInt8(ascii: "}"))
                return
            }
            var first = true
            for (key, value) in members {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                if pretty { Self.newline(indent + 1, to: &out) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.newline(indent, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ depth: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            out.append(UInt8(ascii: " "))
            out.append(UInt8(ascii: " "))
        }
    }

    /// Digits without making a String.
    private static func writeInt(_ value: Int, to out: inout [UInt8]) {
        if value < 0 || value >= 1_000_000_000 {
            out.append(contentsOf: String(value).utf8)
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }

    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape at all: copy them whole, looked at as one buffer (a
        // small string's bytes too, which `utf8` would not lend as one).
        var text = text
        let copied = text.withUTF8 { bytes -> Bool in
            for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if copied {
            out.append(UInt8(ascii: "\""))
            return
        }
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case 0x00..<0x20, 0x7F: appendEscape(UInt32(byte), to: &out)
            case 0x80...0x9F where previous == 0xC2:
                // U+0080…U+009F (C1 controls) are 0xC2 0x80…0x9F: replace the pair.
                out.removeLast()
                appendEscape(UInt32(byte), to: &out)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let hex = String(value, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
