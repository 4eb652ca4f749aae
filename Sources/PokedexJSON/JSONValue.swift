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

    /// Compact (one line), or pretty-printed with two-space indentation; `line` ends it with
    /// a newline, as a document on stdout is.
    ///
    /// `list --limit 1351 --json` writes 300 KB, in a command measured against a process that
    /// does nothing. A buffer grown by doubling, copied into a string and copied again for the
    /// newline touched a megabyte and more (a page fault each 4 KB). So the bytes go into one
    /// large reservation, of which only the pages written are ever touched, and from there
    /// once into the string (7% of that command, against counting the bytes first). A larger
    /// document is counted first and written straight into the string.
    package func serialized(pretty: Bool = false, line: Bool = false) -> String {
        let reservation = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.reservedBytes)
        defer { reservation.deallocate() }
        var out = BufferWriter(buffer: reservation)
        write(to: &out, pretty: pretty, line: line)
        if !out.overflowed {
            return String(decoding: UnsafeBufferPointer(rebasing: reservation[..<out.count]), as: UTF8.self)
        }
        var counter = ByteCounter()
        write(to: &counter, pretty: pretty, line: line)
        return String(unsafeUninitializedCapacity: counter.count) { buffer in
            var out = BufferWriter(buffer: buffer)
            write(to: &out, pretty: pretty, line: line)
            return out.count
        }
    }

    /// Address space more than memory: a page of it costs something only once written.
    package static let reservedBytes = 16 << 20

    private func write<Sink: JSONByteSink>(to out: inout Sink, pretty: Bool, line: Bool) {
        write(to: &out, pretty: pretty, indent: 0)
        if line { out.append(UInt8(ascii: "\n")) }
    }

    // The writer works on UTF-8 bytes with plain loops: `list --limit 1351 --json` writes
    // thousands of values, and start-up time is what every command is measured by.
    private func write<Sink: JSONByteSink>(to out: inout Sink, pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .int(let value): Self.writeInt(value, to: &out)
        case .double(let value):
            var text = value.isFinite ? String(value) : "null"
            text.withUTF8 { out.append(contentsOf: $0) }
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

    private static func newline<Sink: JSONByteSink>(_ depth: Int, to out: inout Sink) {
        out.append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            out.append(UInt8(ascii: " "))
            out.append(UInt8(ascii: " "))
        }
    }

    /// Digits without making a String.
    private static func writeInt<Sink: JSONByteSink>(_ value: Int, to out: inout Sink) {
        if value < 0 || value >= 1_000_000_000 {
            var text = String(value)
            text.withUTF8 { out.append(contentsOf: $0) }
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

    private static func writeString<Sink: JSONByteSink>(_ text: String, to out: inout Sink) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape at all: copy them whole, looked at as one buffer (a
        // small string's bytes too, which `utf8` would not lend as one).
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }) else {
                out.append(contentsOf: bytes)
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): out.append(#"\""#)
                case UInt8(ascii: "\\"): out.append(#"\\"#)
                case UInt8(ascii: "\n"): out.append(#"\n"#)
                case UInt8(ascii: "\r"): out.append(#"\r"#)
                case UInt8(ascii: "\t"): out.append(#"\t"#)
                case 0x08: out.append(#"\b"#)
                case 0x0C: out.append(#"\f"#)
                case 0x00..<0x20, 0x7F: appendEscape(UInt32(byte), to: &out)
                case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
                    // U+0080…U+009F (C1 controls) are 0xC2 0x80…0x9F: escape the pair as one.
                    appendEscape(UInt32(bytes[index]), to: &out)
                    index += 1
                default: out.append(byte)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape<Sink: JSONByteSink>(_ value: UInt32, to out: inout Sink) {
        let hex = String(value, radix: 16)
        out.append("\\u")
        for _ in hex.utf8.count..<4 { out.append(UInt8(ascii: "0")) }
        for byte in hex.utf8 { out.append(byte) }
    }
}

/// Where the writer puts bytes: a counter (how long the text will be), the string's storage,
/// or a plain array.
private protocol JSONByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONByteSink {
    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

private struct ByteCounter: JSONByteSink {
    var count = 0

    mutating func append(_ byte: UInt8) { count += 1 }
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
}

/// Writes into memory of a size counted beforehand; what would not fit is dropped and noted.
private struct BufferWriter: JSONByteSink {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    var overflowed = false

    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else {
            overflowed = true
            return
        }
        buffer[count] = byte
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= buffer.count - count, let source = bytes.baseAddress, let target = buffer.baseAddress
        else {
            overflowed = overflowed || !bytes.isEmpty
            return
        }
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }
}

extension Array: JSONByteSink where Element == UInt8 {}
