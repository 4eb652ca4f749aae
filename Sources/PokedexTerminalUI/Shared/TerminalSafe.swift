/// Text made safe to write to a terminal: control characters (escape sequences included) are
/// shown as `\u{1b}` rather than obeyed, and, when asked, very long text is cut.
extension String {
    /// This text with control characters made visible: every string that came from PokeAPI
    /// (names, genera, entries) passes through here before it reaches a terminal.
    package var terminalSafe: String { TerminalSafe.text(self) }
}

package enum TerminalSafe {
    package static func text(_ raw: String, limit: Int = .max) -> String {
        // Printable ASCII, the most of what is shown, is safe as it is.
        if raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return raw.utf8.count > limit ? String(raw.prefix(limit)) + "…" : raw
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

    /// C0 and C1 controls, and the Unicode line and paragraph separators, which some
    /// terminals and log viewers break a line at.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
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
        if text.utf8.withContiguousStorageIfAvailable(hasNoControl) ?? hasNoControl(Array(text.utf8)) { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\t" || !isUnsafe(scalar) {
                out.append(scalar)
                index += 1
                continue
            }
            if scalar == "\u{1B}", let end = sequenceEnd(scalars, from: index, allowed) {
                out.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            out.append(contentsOf: visible(scalar).unicodeScalars)
            index += 1
        }
        return String(out)
    }

    /// Whether UTF-8 `bytes` hold no control character but line breaks and tabs: C0, DEL, C1
    /// (`C2 80`…`C2 9F`) and the line and paragraph separators (`E2 80 A8`, `E2 80 A9`).
    private static func hasNoControl<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte < 0x20 {
                if byte != 0x0A && byte != 0x09 { return false }
            } else if byte == 0x7F {
                return false
            } else if byte == 0xC2, index + 1 < bytes.endIndex, bytes[index + 1] < 0xA0 {
                return false
            } else if byte == 0xE2, index + 2 < bytes.endIndex, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                return false
            }
            index += 1
        }
        return true
    }

    /// Where the allowed escape sequence starting at `start` (an ESC) ends, or nil when none
    /// of the allowed ones starts there.
    private static func sequenceEnd(_ scalars: [Unicode.Scalar], from start: Int, _ allowed: Allowed) -> Int? {
        let next = start + 1
        guard next < scalars.count else { return nil }
        switch scalars[next] {
        case "[" where allowed.colours:
            // SGR only: digits and semicolons, then `m`.
            var index = next + 1
            while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) { index += 1 }
            return index < scalars.count && scalars[index] == "m" ? index + 1 : nil
        case "_" where allowed.kitty:
            // `ESC _ G <keys>;<base64> ESC \`: letters, digits, `=,;+/-` inside.
            guard next + 1 < scalars.count, scalars[next + 1] == "G" else { return nil }
            var index = next + 2
            while index < scalars.count, isPayload(scalars[index]) { index += 1 }
            guard index + 1 < scalars.count, scalars[index] == "\u{1B}", scalars[index + 1] == "\\" else { return nil }
            return index + 2
        case "]" where allowed.iterm:
            // `ESC ] 1337;File=<keys>:<base64> BEL`.
            let prefix = Array("1337;File=".unicodeScalars)
            guard next + prefix.count < scalars.count, Array(scalars[(next + 1)...(next + prefix.count)]) == prefix
            else { return nil }
            var index = next + 1 + prefix.count
            while index < scalars.count, isPayload(scalars[index]) || scalars[index] == ":" { index += 1 }
            return index < scalars.count && scalars[index] == "\u{07}" ? index + 1 : nil
        default:
            return nil
        }
    }

    private static func isPayload(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "=,;+/-".unicodeScalars.contains(scalar))
    }
}
