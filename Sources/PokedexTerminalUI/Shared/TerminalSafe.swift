/// Text made safe to write to a terminal: control characters (escape sequences included) are
/// shown as `\u{1b}` rather than obeyed, and, when asked, very long text is cut.
extension String {
    /// This text with control characters made visible: every string that came from PokeAPI
    /// (names, genera, entries) passes through here before it reaches a terminal.
    package var terminalSafe: String { TerminalSafe.text(self) }
}

package enum TerminalSafe {
    package static func text(_ raw: String, limit: Int = .max) -> String {
        // Printable ASCII, the most of what is shown, is safe as it is: read where it lies.
        // `withUTF8` reads a short string (held inline, which has no contiguous storage to
        // lend) from a copy on the stack, where the generic path would walk it byte by byte.
        var bytes = raw
        if bytes.withUTF8(isPrintableASCII) {
            return raw.utf8.count > limit ? String(raw.prefix(limit)) + "…" : raw
        }
        // Other scripts with nothing to make visible (nearly every name in another language):
        // as they are too, rather than made again a scalar at a time.
        if bytes.withUTF8(holdsNothingUnsafe) {
            return limit != .max && raw.count > limit ? String(raw.prefix(limit)) + "…" : raw
        }
        var out = ""
        for scalar in raw.unicodeScalars {
            if isUnsafe(scalar) {
                out += visible(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return limit != .max && out.count > limit ? String(out.prefix(limit)) + "…" : out
    }

    /// `text(raw)`'s bytes appended to `bytes`: printable ASCII (nearly every name) copied
    /// where it lies, with no string made (a `where`'s rows are a thousand fields).
    package static func append(_ raw: String, to bytes: inout [UInt8]) {
        var raw = raw
        let copied = raw.withUTF8 { utf8 in
            guard isPrintableASCII(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !copied { bytes.append(contentsOf: text(raw).utf8) }
    }

    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether UTF-8 `bytes` hold no scalar `isUnsafe` names, read on the bytes: C0 and DEL
    /// are single bytes, C1 is `C2 80`…`C2 9F`, and the separators and bidirectional marks
    /// are `E2 80 A8`…`E2 80 AE` and `E2 81 A6`…`E2 81 A9`.
    static func holdsNothingUnsafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= 0x20 && byte < 0x7F { continue }
            if byte < 0x20 || byte == 0x7F { return false }
            guard index < bytes.count else { continue }
            let next = bytes[index]
            if byte == 0xC2, next < 0xA0 { return false }
            if byte == 0xE2, index + 1 < bytes.count {
                let last = bytes[index + 1]
                if next == 0x80, (0xA8...0xAE).contains(last) { return false }
                if next == 0x81, (0xA6...0xA9).contains(last) { return false }
            }
        }
        return true
    }

    /// C0 and C1 controls, the Unicode line and paragraph separators, which some terminals and
    /// log viewers break a line at, and the bidirectional embeddings, overrides and isolates
    /// (U+202A–202E, U+2066–2069), which reorder what follows them on the line: a name from a
    /// server could make the rest of a row read backwards.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    static func visible(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }

    /// The escape sequences a view itself writes, and so lets through `output`.
    package struct Allowed: Sendable, Equatable {
        /// Colours and weights: `ESC [ 1;38;5;208 m`.
        var colours = false
        /// kitty's graphics: `ESC _ G … ESC \`.
        var kitty = false
        /// iTerm2's inline images: `ESC ] 1337;File=… BEL`.
        var iterm = false

        package static let none = Allowed()

        package init(style: TerminalStyle, pictures: PictureMode) {
            // Half blocks are colours too.
            colours = style.isEnabled || pictures != .none
            kitty = pictures == .kitty
            iterm = pictures == .iterm
        }

        init() {}
    }

    /// The last word on what reaches the terminal, applied to everything a view draws:
    /// line breaks and tabs stay, and the escape sequences the view's own style and pictures
    /// write (`allowed`); every other control character is made visible. A name that came
    /// from outside and that a section forgot to pass through `text` is caught here.
    package static func output(_ text: String, allowing allowed: Allowed) -> String {
        // A frame is drawn tens of times a second, and `list --json` is 300 KB: it is read as
        // bytes where it lies (nearly always clean), and only copied to be mended.
        var text = text
        return text.withUTF8 { hasNoControl($0) ? nil : mended($0, allowing: allowed) } ?? text
    }

    /// `bytes` with every control character but the allowed sequences made visible; runs of
    /// safe bytes are copied whole.
    private static func mended(_ bytes: UnsafeBufferPointer<UInt8>, allowing allowed: Allowed) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var index = 0
        var safeFrom = 0
        while index < bytes.count {
            let length = unsafeLength(bytes, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            out.append(contentsOf: bytes[safeFrom..<index])
            if bytes[index] == 0x1B, let end = sequenceEnd(bytes, from: index, allowed) {
                out.append(contentsOf: bytes[index..<end])
                index = end
            } else {
                let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first
                out.append(contentsOf: visible(scalar ?? "\u{FFFD}").utf8)
                index += length
            }
            safeFrom = index
        }
        out.append(contentsOf: bytes[safeFrom..<bytes.count])
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether UTF-8 `bytes` hold no control character but line breaks and tabs.
    private static func hasNoControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        // Eight bytes at a time while they are printable ASCII, tabs and line breaks (a
        // `where`'s rows are 30 KB): the eight looked at byte by byte only when a byte of
        // another script or a control is among them.
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if printableASCIIOrBreaks(word) {
                index += 8
                continue
            }
            for _ in 0..<8 {
                if unsafeLength(bytes, at: index) > 0 { return false }
                index += 1
            }
        }
        while index < bytes.count {
            if unsafeLength(bytes, at: index) > 0 { return false }
            index += 1
        }
        return true
    }

    /// Whether each of the eight bytes of `word` is printable ASCII, a tab or a line break.
    /// With no byte at 0x80 or over, adding to each byte carries into no other, so each flag
    /// is exact: `b + 0x60` reaches 0x80 when `b` is 0x20 or more, `b + 1` when `b` is DEL,
    /// `b + 0x7F` when `b` is not zero (a tab or a line break, XORed with its own).
    @inline(__always)
    static func printableASCIIOrBreaks(_ word: UInt64) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard word & highs == 0 else { return false }
        let controls = ~(word &+ 0x6060_6060_6060_6060) & highs
        let deletes = (word &+ 0x0101_0101_0101_0101) & highs
        let tabs = ~((word ^ 0x0909_0909_0909_0909) &+ 0x7F7F_7F7F_7F7F_7F7F) & highs
        let breaks = ~((word ^ 0x0A0A_0A0A_0A0A_0A0A) &+ 0x7F7F_7F7F_7F7F_7F7F) & highs
        return (controls & ~(tabs | breaks)) | deletes == 0
    }

    /// The length in bytes of the control character at `index` (0 when there is none): C0 but
    /// line breaks and tabs, DEL, C1 (`C2 80`…`C2 9F`), and the line and paragraph separators
    /// (`E2 80 A8`, `E2 80 A9`).
    @inline(__always)
    private static func unsafeLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return 0 }
        if byte < 0x20 { return byte == 0x0A || byte == 0x09 ? 0 : 1 }
        if byte == 0x7F { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return 2 }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
            return 3
        }
        return 0
    }

    /// Where the allowed escape sequence starting at `start` (an ESC) ends, or nil when none
    /// of the allowed ones starts there. Every allowed sequence is ASCII.
    private static func sequenceEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ allowed: Allowed) -> Int? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        switch bytes[next] {
        case UInt8(ascii: "[") where allowed.colours:
            // SGR only: digits and semicolons, then `m`.
            var index = next + 1
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") || isDigit(bytes[index]) { index += 1 }
            return index < bytes.count && bytes[index] == UInt8(ascii: "m") ? index + 1 : nil
        case UInt8(ascii: "_") where allowed.kitty:
            // `ESC _ G <keys>;<base64> ESC \`: letters, digits, `=,;+/-` inside.
            guard next + 1 < bytes.count, bytes[next + 1] == UInt8(ascii: "G") else { return nil }
            var index = next + 2
            while index < bytes.count, isPayload(bytes[index]) { index += 1 }
            guard index + 1 < bytes.count, bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "\\") else {
                return nil
            }
            return index + 2
        case UInt8(ascii: "]") where allowed.iterm:
            // `ESC ] 1337;File=<keys>:<base64> BEL`.
            let prefix = Array("1337;File=".utf8)
            guard next + prefix.count < bytes.count, Array(bytes[(next + 1)...(next + prefix.count)]) == prefix
            else { return nil }
            var index = next + 1 + prefix.count
            while index < bytes.count, isPayload(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
            return index < bytes.count && bytes[index] == 0x07 ? index + 1 : nil
        default:
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isPayload(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || "=,;+/-".utf8.contains(byte)
    }
}
