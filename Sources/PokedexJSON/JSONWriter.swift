/// JSON written as bytes as it is produced: what every `--json` prints. Compact, or pretty with
/// two-space indentation, empty containers closed (`[]`).
///
/// `list --limit 1351 --json` writes 300 KB, in a command measured against a process that does
/// nothing. A buffer grown by doubling, copied into a string and copied again for the newline
/// touched a megabyte and more (a page fault each 4 KB). So the bytes go into one large
/// reservation, of which only the pages written are ever touched, and from there once into the
/// string; a larger document moves to a reservation twice the size. A writer made with a
/// `sink` (what stdout is given) keeps one small buffer and hands it on each time it fills:
/// the document is never whole in memory, and the same few pages are written over.
package struct JSONWriter: ~Copyable, JSONOutput {
    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private let pretty: Bool
    /// How many containers are open, and whether each has an item yet: the outermost 64 as
    /// bits (the container at depth d is bit d − 1), any deeper in `deeperHaveItems`. Every
    /// value asks; an array of flags was a uniqueness check and a bounds check each time.
    private var depth = 0
    private var haveItems: UInt64 = 0
    private var deeperHaveItems: [Bool] = []
    /// A key was written: its value follows it, on its line.
    private var afterKey = false
    /// Where a full buffer goes, for a writer that streams; false back when it cannot take
    /// more (a reader gone), after which the rest is dropped.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Bool)?
    private var sinkRefused = false

    /// Address space more than memory: a page of it costs something only once written.
    package static let reservedBytes = 16 << 20

    /// A streaming writer's buffer: a few pages, written over each time they go out.
    package static let streamedBytes = 16 << 10

    package init(pretty: Bool = false, reserving capacity: Int = reservedBytes) {
        self.pretty = pretty
        sink = nil
        buffer = .allocate(capacity: max(capacity, 16))
    }

    /// A writer that hands its bytes to `sink` as they fill `capacity`, and the rest at
    /// `finish`: a document as long as it likes in the same few pages.
    package init(
        pretty: Bool = false, buffering capacity: Int = streamedBytes,
        sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        self.pretty = pretty
        self.sink = sink
        buffer = .allocate(capacity: max(capacity, 16))
    }

    deinit { buffer.deallocate() }

    /// What was written, ended with a newline when `line` asks (as a document on stdout is).
    package mutating func text(line: Bool = false) -> String {
        assert(sink == nil, "a streaming writer's text is its sink's")
        if line { append(UInt8(ascii: "\n")) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        if line { count -= 1 }
        return text
    }

    /// A streaming writer's last bytes handed on, ended with a newline when `line` asks; false
    /// when the sink refused any of the document.
    @discardableResult
    package mutating func finish(line: Bool = false) -> Bool {
        assert(sink != nil, "only a streaming writer is finished; another's text is taken")
        if line { append(UInt8(ascii: "\n")) }
        flush()
        return !sinkRefused
    }

    package mutating func beginObject() { begin(UInt8(ascii: "{")) }
    package mutating func endObject() { end(UInt8(ascii: "}")) }
    package mutating func beginArray() { begin(UInt8(ascii: "[")) }
    package mutating func endArray() { end(UInt8(ascii: "]")) }

    package mutating func key(_ key: String) {
        beforeValue()
        writeString(key)
        append(UInt8(ascii: ":"))
        if pretty { append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// Written as it is: keys are more than half the bytes of the whole dex as JSON, and none
    /// needs looking at.
    package mutating func key(literal key: StaticString) {
        // Compact, the comma before it, `"`, the key and `":` where the room is checked once:
        // the whole dex's 17 500 keys took 69 instructions each through `beforeValue`.
        if !pretty, !afterKey, key.hasPointerRepresentation {
            let length = key.utf8CodeUnitCount
            if let target = room(for: length &+ 4) {
                let comma = depth > 0 && takeItemComma()
                var at = target
                if comma {
                    at[0] = UInt8(ascii: ",")
                    at += 1
                }
                at[0] = UInt8(ascii: "\"")
                Self.copy(key.utf8Start, to: at + 1, count: length)
                at[length &+ 1] = UInt8(ascii: "\"")
                at[length &+ 2] = UInt8(ascii: ":")
                count &+= length &+ (comma ? 4 : 3)
                afterKey = true
                return
            }
        }
        beforeValue()
        // A literal of one scalar has no bytes to point at (`utf8CodeUnitCount` would trap):
        // it is appended through `withUTF8Buffer`.
        let length = key.hasPointerRepresentation ? key.utf8CodeUnitCount : -1
        if length >= 0, let target = room(for: length + 4) {
            // `"`, the key, `":` and the pretty space, where the room is checked once.
            target[0] = UInt8(ascii: "\"")
            Self.copy(key.utf8Start, to: target + 1, count: length)
            target[length + 1] = UInt8(ascii: "\"")
            target[length + 2] = UInt8(ascii: ":")
            target[length + 3] = UInt8(ascii: " ")
            count += pretty ? length + 4 : length + 3
        } else {
            append(UInt8(ascii: "\""))
            key.withUTF8Buffer { append(contentsOf: $0) }
            append(UInt8(ascii: "\""))
            append(UInt8(ascii: ":"))
            if pretty { append(UInt8(ascii: " ")) }
        }
        afterKey = true
    }

    package mutating func member(literal key: StaticString, int value: Int) {
        self.key(literal: key)
        afterKey = false
        writeInt(value)
    }

    package mutating func member(literal key: StaticString, string value: String) {
        self.key(literal: key)
        afterKey = false
        writeString(value)
    }

    package mutating func value(_ value: JSONValue) {
        switch value {
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for (key, value) in members {
                self.key(key)
                self.value(value)
            }
            endObject()
        case .null: null()
        case .bool(let value): bool(value)
        case .int(let value): int(value)
        case .double(let value):
            beforeValue()
            var text = value.isFinite ? String(value) : "null"
            text.withUTF8 { append(contentsOf: $0) }
        case .string(let value): string(value)
        }
    }

    package mutating func int(_ value: Int) {
        beforeValue()
        writeInt(value)
    }

    package mutating func string(_ value: String) {
        beforeValue()
        writeString(value)
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        append(value ? "true" : "false")
    }

    package mutating func null() {
        beforeValue()
        append("null")
    }

    package mutating func strings(_ strings: [String]) {
        beginArray()
        for string in strings {
            beforeValue()
            writeString(string)
        }
        endArray()
    }

    // MARK: - Fragments

    /// Whether the document is compact, where `fragment` may write.
    package var isCompact: Bool { !pretty }

    /// JSON this program spells, written as it is: `,"name":`, a row's punctuation and its next
    /// key together. A view whose rows all have one shape writes them so, where each key through
    /// `key(literal:)` cost 60 instructions (the whole dex as JSON writes 23 000). Compact
    /// documents only, and the writer keeps no account of it: the caller writes a whole value
    /// of fragments (commas, brackets and all) where the writer itself would write one.
    package mutating func fragment(_ json: StaticString) {
        assert(!pretty, "fragments are compact")
        // A literal of one scalar may have no bytes to point at.
        guard json.hasPointerRepresentation else { return json.withUTF8Buffer { append(contentsOf: $0) } }
        let length = json.utf8CodeUnitCount
        guard let target = room(for: length) else { return append(json) }
        Self.copy(json.utf8Start, to: target, count: length)
        count &+= length
    }

    /// A number, as a fragment's value.
    package mutating func fragment(int value: Int) { writeInt(value) }

    /// A string, escaped, as a fragment's value.
    package mutating func fragment(string value: String) { writeString(value) }

    /// `true` or `false`, as a fragment's value.
    package mutating func fragment(bool value: Bool) { append(value ? "true" : "false") }

    // MARK: - Layout

    /// Before a value: after a key, nothing more; in a container, a comma after the item
    /// before it and, pretty, its own line. Inlined: the call, for each of the whole dex's
    /// 35 000 keys and values, was a third of its cost.
    @inline(__always)
    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if takeItemComma() { append(UInt8(ascii: ",")) }
        if pretty { newline(depth: depth) }
    }

    /// Whether an item goes before this one in its container (which has items from now on):
    /// a comma, then. Only inside a container (`depth` above 0).
    @inline(__always)
    private mutating func takeItemComma() -> Bool {
        if depth <= 64 {
            let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: depth &- 1)
            defer { haveItems |= bit }
            return haveItems & bit != 0
        }
        defer { deeperHaveItems[depth - 65] = true }
        return deeperHaveItems[depth - 65]
    }

    private mutating func begin(_ bracket: UInt8) {
        beforeValue()
        append(bracket)
        depth += 1
        if depth <= 64 {
            haveItems &= ~(1 << UInt64(depth - 1))
        } else {
            deeperHaveItems.append(false)
        }
    }

    private mutating func end(_ bracket: UInt8) {
        var hadItems = false
        if depth > 64 {
            hadItems = deeperHaveItems.popLast() ?? false
        } else if depth > 0 {
            hadItems = haveItems & (1 << UInt64(depth - 1)) != 0
        }
        depth = max(depth - 1, 0)
        if pretty && hadItems { newline(depth: depth) }
        append(bracket)
    }

    private mutating func newline(depth: Int) {
        append(UInt8(ascii: "\n"))
        for _ in 0..<depth {
            append(UInt8(ascii: " "))
            append(UInt8(ascii: " "))
        }
    }

    // MARK: - Values, on UTF-8 bytes with plain loops

    /// Digits without making a String, written where they go.
    private mutating func writeInt(_ value: Int) {
        guard value >= 0, value < 1_000_000_000, let target = room(for: 9) else {
            var text = String(value)
            text.withUTF8 { append(contentsOf: $0) }
            return
        }
        // Up to three digits (a stat, a total, most ids) written straight: the whole dex's
        // JSON writes ten thousand numbers, and the loop below took two fifths longer.
        let ascii = { (value: Int) in UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value) }
        if value < 10 {
            target[0] = ascii(value)
            count &+= 1
            return
        }
        if value < 100 {
            target[0] = ascii(value / 10)
            target[1] = ascii(value % 10)
            count &+= 2
            return
        }
        if value < 1000 {
            target[0] = ascii(value / 100)
            target[1] = ascii(value / 10 % 10)
            target[2] = ascii(value % 10)
            count &+= 3
            return
        }
        // Wrapping arithmetic: the value is known to be small, and each checked step was a
        // branch more.
        var length = 1
        var limit = 10
        while value >= limit {
            length &+= 1
            limit &*= 10
        }
        var rest = UInt(bitPattern: value)
        var index = length
        repeat {
            index &-= 1
            let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
            target[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
            rest = quotient
        } while rest > 0
        count &+= length
    }

    /// A string escaped as RFC 8259 asks, C1 controls and the line and paragraph separators
    /// too: what is written holds no byte a terminal would obey.
    private mutating func writeString(_ text: String) {
        // Most strings need no escape at all: copy them whole, looked at as one buffer (a
        // small string's bytes too, which `utf8` would not lend as one).
        var text = text
        text.withUTF8 { bytes in
            guard JSONEscaping.mayNeedEscape(bytes) else {
                if let target = room(for: bytes.count + 2), let source = bytes.baseAddress {
                    // The quotes and the string where the room is checked once.
                    target[0] = UInt8(ascii: "\"")
                    Self.copy(source, to: target + 1, count: bytes.count)
                    target[bytes.count + 1] = UInt8(ascii: "\"")
                    count += bytes.count + 2
                } else {
                    append(UInt8(ascii: "\""))
                    append(contentsOf: bytes)
                    append(UInt8(ascii: "\""))
                }
                return
            }
            append(UInt8(ascii: "\""))
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): append(#"\""#)
                case UInt8(ascii: "\\"): append(#"\\"#)
                case UInt8(ascii: "\n"): append(#"\n"#)
                case UInt8(ascii: "\r"): append(#"\r"#)
                case UInt8(ascii: "\t"): append(#"\t"#)
                case 0x08: append(#"\b"#)
                case 0x0C: append(#"\f"#)
                case 0x00..<0x20, 0x7F: appendEscape(UInt32(byte))
                case 0xC2 where index < bytes.count && (0x80...0x9F).contains(bytes[index]):
                    // U+0080…U+009F (C1 controls) are 0xC2 0x80…0x9F: escape the pair as one.
                    appendEscape(UInt32(bytes[index]))
                    index += 1
                case 0xE2
                where index + 1 < bytes.count && bytes[index] == 0x80 && (0xA8...0xA9).contains(bytes[index + 1]):
                    // U+2028 and U+2029 are 0xE2 0x80 0xA8 and 0xA9.
                    appendEscape(0x2000 | UInt32(bytes[index + 1] - 0x80))
                    index += 2
                default: append(byte)
                }
            }
            append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscape(_ value: UInt32) {
        let hex = String(value, radix: 16)
        append("\\u")
        for _ in hex.utf8.count..<4 { append(UInt8(ascii: "0")) }
        for byte in hex.utf8 { append(byte) }
    }

    // MARK: - Bytes

    /// Where `needed` bytes can be written after what is written, when the buffer has that
    /// room: the caller writes them and counts them. Nil when it has not; the caller then
    /// appends, which grows the buffer or hands it on.
    @inline(__always)
    private func room(for needed: Int) -> UnsafeMutablePointer<UInt8>? {
        guard needed <= buffer.count &- count, let base = buffer.baseAddress else { return nil }
        return base + count
    }

    /// `count` bytes copied: a key or a name of up to 16 as two pieces of a size that may
    /// overlap (eight bytes each from 8 on, four from 4, two from 2), only a longer one by
    /// `memcpy`. A call of `memcpy` for each of the whole dex's 17 500 keys and 8 000 strings
    /// cost more than the copying.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        @inline(__always) func pieces<Piece: FixedWidthInteger>(_: Piece.Type) {
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(target)
            let last = count &- MemoryLayout<Piece>.size
            let head = from.loadUnaligned(as: Piece.self)
            let tail = from.loadUnaligned(fromByteOffset: last, as: Piece.self)
            to.storeBytes(of: head, as: Piece.self)
            to.storeBytes(of: tail, toByteOffset: last, as: Piece.self)
        }
        switch count {
        case 8...16: pieces(UInt64.self)
        case 4..<8: pieces(UInt32.self)
        case 2..<4: pieces(UInt16.self)
        case 1: target[0] = source[0]
        case 0: break
        default: target.update(from: source, count: count)
        }
    }

    private mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        if count == buffer.count { grow(by: 1) }
        buffer[count] = byte
        count += 1
    }

    private mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        if bytes.count > buffer.count - count {
            // Streaming, a string longer than the buffer goes on as it is, after what is held.
            if sink != nil, bytes.count > buffer.count {
                flush()
                return handOn(bytes)
            }
            grow(by: bytes.count)
            return append(contentsOf: bytes)
        }
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// What the buffer holds, handed to the sink; the buffer is empty after.
    private mutating func flush() {
        guard count > 0 else { return }
        handOn(UnsafeBufferPointer(rebasing: buffer[..<count]))
        count = 0
    }

    private mutating func handOn(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let sink, !sinkRefused else { return }
        if !sink(bytes) { sinkRefused = true }
    }

    /// A full buffer: a streaming writer empties it into its sink; any other moves the
    /// document to a reservation at least twice its size.
    private mutating func grow(by needed: Int) {
        if sink != nil {
            flush()
            return
        }
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(buffer.count * 2, count + needed))
        if let source = buffer.baseAddress, let target = larger.baseAddress {
            target.update(from: source, count: count)
        }
        buffer.deallocate()
        buffer = larger
    }
}
