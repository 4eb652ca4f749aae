import FoundationEssentials

/// The strict parser: bodies from PokeAPI and the cache are parsed into a `JSONTape` (where
/// each value lies) and read from it by `JSONReader`, or into a `JSONValue` and read by
/// `JSONValueDecoder`. Foundation's `JSONDecoder` looks up protocol conformances for every
/// type it meets, which costs more than the rest of a `show` put together.
extension JSONValue {
    /// The value of `key` in an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// Why a body is not JSON, with the byte offset where that showed.
    package struct SyntaxError: Error, Equatable {
        package let offset: Int
        package let reason: String
        /// Whether it is JSON that would take more than the tree's budget to hold.
        package var isTooLarge = false

        package init(offset: Int, reason: String, isTooLarge: Bool = false) {
            self.offset = offset
            self.reason = reason
            self.isTooLarge = isTooLarge
        }
    }

    /// Nesting deeper than this is refused rather than risking the stack.
    static let maximumDepth = 256

    /// The most memory a parsed tree may take, as the parser reckons it while it builds the
    /// tree: `nodeBytes` a value, and the bytes of every string and key. A body within the
    /// size limit but of a costly shape (`[1,1,1,…]`, 4 million values in 8 MB) is refused
    /// here rather than taking hundreds of megabytes; PokeAPI's largest Pokémon (a live one
    /// with its every game) reckons about 2 MB, a quarter of it.
    static let treeBudget = 8_000_000
    /// What one value costs in the tree: its box, its slot in an array, room to grow.
    static let nodeBytes = 64

    /// Parses a whole document: one value, with only whitespace around it. Strict RFC 8259:
    /// no comments, no trailing commas, no control characters or bad escapes in strings.
    package static func parse(_ data: Data, budget: Int = treeBudget) throws(SyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw -> Result<JSONValue, SyntaxError> in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), budget: budget)
            do throws(SyntaxError) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Whether `data` is one JSON object, checked as `parse` checks it (syntax, depth, the
    /// tree's budget) without building the tree: what a body must be to be worth keeping.
    package static func isObject(_ data: Data, budget: Int = treeBudget) throws(SyntaxError) -> Bool {
        let result = data.withUnsafeBytes { raw -> Result<Bool, SyntaxError> in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), budget: budget, output: .check)
            do throws(SyntaxError) {
                parser.skipWhitespace()
                let opens = parser.position < raw.count && raw[parser.position] == UInt8(ascii: "{")
                _ = try parser.document()
                return .success(opens)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// Recursive descent over the raw bytes.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var depth = 0
    /// What the tree built so far is reckoned to take, against `budget`.
    var spent = 0
    let budget: Int

    /// What the parser makes of what it reads.
    enum Output {
        /// The tree (`JSONValue.parse`).
        case tree
        /// Nothing: the body is only checked (`isObject`), and the values returned are empty.
        case check
        /// Where each value lies (`JSONTape`), in `entries`; the values returned are empty.
        case tape
    }
    let output: Output
    /// The tape's entries, in document order, when `output` is `.tape`.
    var entries: [JSONTape.Entry] = []

    /// Whether values are built.
    private var builds: Bool { output == .tree }

    init(bytes: UnsafeBufferPointer<UInt8>, budget: Int, output: Output = .tree) {
        self.bytes = bytes
        self.budget = budget
        self.output = output
    }

    /// Notes a value of `kind` that starts at `start` (a string's just after its quote) and
    /// ends at `end`, on the tape; its place among the entries.
    @discardableResult
    private mutating func record(_ kind: JSONTape.Kind, from start: Int, to end: Int, escaped: Bool = false) -> Int {
        entries.append(JSONTape.Entry(kind: kind, escaped: escaped, start: UInt32(start), end: UInt32(end)))
        return entries.count - 1
    }

    /// Counts `cost` bytes of tree; past the budget, the body is refused as too large.
    private mutating func charge(_ cost: Int) throws(JSONValue.SyntaxError) {
        spent += cost
        guard spent <= budget else {
            throw JSONValue.SyntaxError(
                offset: position, reason: "too large: it would take more than \(budget / 1_000_000) MB to hold",
                isTooLarge: true)
        }
    }

    mutating func document() throws(JSONValue.SyntaxError) -> JSONValue {
        let value = try self.value()
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected data after the value") }
        return value
    }

    private mutating func value() throws(JSONValue.SyntaxError) -> JSONValue {
        try charge(JSONValue.nodeBytes)
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of data") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true", .true)
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false", .false)
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null", .null)
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    private mutating func object() throws(JSONValue.SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        let entry = output == .tape ? record(.object, from: position, to: 0) : 0
        // On the tape, an object's end is the place of the entry after its last member's.
        defer { if output == .tape { entries[entry].end = UInt32(entries.count) } }
        position += 1  // {
        var members: [JSONValue.Member] = []
        // Room for a few: most of PokeAPI's objects are a name and a URL, or a handful more.
        if builds { members.reserveCapacity(4) }
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { throw error("expected ':'") }
            let member = try value()
            if builds { members.append((key: key, value: member)) }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) { return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws(JSONValue.SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        let entry = output == .tape ? record(.array, from: position, to: 0) : 0
        defer { if output == .tape { entries[entry].end = UInt32(entries.count) } }
        position += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            let element = try value()
            if builds { elements.append(element) }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "]")) { return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    /// A string starting at the opening quote. Runs without escapes are copied as they are;
    /// bytes that are not UTF-8 become U+FFFD.
    mutating func string() throws(JSONValue.SyntaxError) -> String {
        position += 1  // "
        let opened = position
        var start = position
        defer { spent += position - opened }
        var text: [UInt8] = []
        var escaped = false
        while true {
            position = stringStop(from: position)
            guard position < bytes.count else { throw error("unterminated string") }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                defer { position += 1 }
                if output == .tape { record(.string, from: opened, to: position, escaped: escaped) }
                if !builds { return "" }
                if text.isEmpty {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                }
                text.append(contentsOf: bytes[start..<position])
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                escaped = true
                if builds { text.append(contentsOf: bytes[start..<position]) }
                position += 1
                try escape(into: &text)
                start = position
            default:
                throw error("control character in a string")
            }
        }
    }

    /// Where the first quote, backslash or control character at or after `start` is
    /// (`bytes.count` when there is none), eight bytes at a time: most of a body is strings
    /// (its URLs above all), and byte by byte they were the parser's busiest loop. A byte of a
    /// word XORed with `"` or `\` repeated is zero where it is one; a byte below 0x20, less 0x20,
    /// borrows into its high bit while its own high bit is clear. A borrow only carries
    /// upwards, so the lowest bit any of the three sets is an exact match.
    private func stringStop(from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let quotes = ones &* UInt64(UInt8(ascii: "\""))
            let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let quote = word ^ quotes
                let backslash = word ^ backslashes
                let found =
                    ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word)
                    & (ones &* 0x80)
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return index
    }

    /// The escape after a backslash, appended as UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(JSONValue.SyntaxError) {
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw error("lone surrogate") }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("lone surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("lone surrogate")
            }
            guard let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) else {
                throw error("bad \\u escape")
            }
            text.append(contentsOf: encoded)
        default:
            throw error("bad escape")
        }
    }

    private mutating func hexQuad() throws(JSONValue.SyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("bad \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() throws(JSONValue.SyntaxError) -> JSONValue {
        let start = position
        let negative = take(UInt8(ascii: "-"))
        let integerStart = position
        guard digits() > 0 else { throw error("bad number") }
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 { throw error("bad number") }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            guard digits() > 0 else { throw error("bad number") }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            isInteger = false
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard digits() > 0 else { throw error("bad number") }
        }
        if output == .tape { record(.number, from: start, to: position) }
        if isInteger, position - integerStart <= 18 {
            guard builds else { return .null }
            return Self.integer(bytes[integerStart..<position], negative: negative)
        }
        guard let value = Self.double(bytes[start..<position]) else { throw error("number out of range") }
        return .double(value)
    }

    /// The number of at most eighteen digits (no sign) in `digits`.
    static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>, negative: Bool) -> JSONValue {
        var value = 0
        for byte in digits { value = value * 10 + Int(byte - UInt8(ascii: "0")) }
        return .int(negative ? -value : value)
    }

    /// The finite number `text` writes; nil when it is out of range.
    static func double(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: text), as: UTF8.self)),
            value.isFinite
        else { return nil }
        return value
    }

    /// Skips a run of decimal digits and says how many there were.
    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return position - start
    }

    private mutating func literal(_ word: StaticString, _ kind: JSONTape.Kind) throws(JSONValue.SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
            UnsafeBufferPointer(rebasing: bytes[position..<position + count]).elementsEqual(
                UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { throw error("unexpected character") }
        if output == .tape { record(kind, from: position, to: position + count) }
        position += count
    }

    private mutating func enter() throws(JSONValue.SyntaxError) {
        depth += 1
        guard depth <= JSONValue.maximumDepth else { throw error("nested too deeply") }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private func error(_ reason: String) -> JSONValue.SyntaxError {
        JSONValue.SyntaxError(offset: position, reason: reason)
    }
}
