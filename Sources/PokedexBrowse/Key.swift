/// A key press, decoded from the bytes a terminal sends.
package enum Key: Sendable, Equatable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, backspace, escape, tab, backTab
    case controlC, controlD, controlL
    /// Ctrl-Z: the full screen reads it as a key (raw mode) and stops as the terminal would.
    case controlZ
    case character(Character)
    /// A click or a turn of the wheel, where the terminal reports them.
    case mouse(MouseEvent)
    /// Text pasted at once (bracketed paste): one piece, never read as keys.
    case paste(String)
}

/// What the terminal reports of the mouse (SGR's encoding: `ESC [ < button ; column ; row M`).
package struct MouseEvent: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The left button pressed.
        case click
        case wheelUp, wheelDown
    }

    package let kind: Kind
    /// From 1, as the terminal counts.
    let column: Int
    let row: Int

    package init(kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    /// `button;column;row` and the final byte; nil for the reports we do not act on (other
    /// buttons, releases, drags).
    static func sgr(_ parameters: String, final: UInt8) -> MouseEvent? {
        let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
        guard final == UInt8(ascii: "M"), numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
        let kind: Kind
        switch numbers[0] {
        case 0: kind = .click
        case 64: kind = .wheelUp
        case 65: kind = .wheelDown
        default: return nil
        }
        return MouseEvent(kind: kind, column: numbers[1], row: numbers[2])
    }
}

/// Turns terminal input bytes into keys. Escape sequences may arrive split across reads,
/// so unfinished ones wait for more bytes; a lone ESC is the Escape key only once the caller
/// says no more bytes came (`flush`).
package struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The text of a paste still coming, until its end mark; nil outside a paste.
    private var pasting: [UInt8]?

    /// The most of a paste kept: the rest is dropped as it comes.
    static let pasteLimit = 128 * 1024
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    package init() {}

    /// Whether an unfinished escape sequence is waiting for more bytes (not a paste, which
    /// waits for its end mark however long it takes).
    var isWaiting: Bool { !pending.isEmpty && pasting == nil }

    /// How long to wait for more before `flush`, in milliseconds: an escape sequence's rest
    /// comes at once; a paste's end mark soon after its text (a terminal sends a paste in one
    /// burst), and a paste that never ends (`ESC [200~` and nothing more) must not lock the
    /// keyboard; -1 when nothing waits.
    var waitMilliseconds: Int32 {
        if pasting != nil { return Self.pasteQuiet }
        return pending.isEmpty ? -1 : 30
    }

    /// The quiet that ends a paste whose end mark never came.
    static let pasteQuiet: Int32 = 500

    package mutating func feed(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        // Ctrl-C typed while a paste is open is the key, not more of the paste: it always works.
        if let text = pasting, bytes.first == 0x03 {
            let rest = pending.prefix(max(0, Self.pasteLimit - text.count))
            keys.append(.paste(String(decoding: text + rest, as: UTF8.self)))
            pasting = nil
            pending.removeAll()
        }
        pending += bytes
        while !pending.isEmpty {
            if var text = pasting {
                // Everything up to the end mark is the paste's, whatever it holds.
                guard let end = pending.firstRange(of: Self.pasteEnd) else {
                    let keep = max(0, pending.count - Self.pasteEnd.count + 1)
                    text += pending[..<keep].prefix(max(0, Self.pasteLimit - text.count))
                    pending.removeFirst(keep)
                    pasting = text
                    break
                }
                text += pending[..<end.lowerBound].prefix(max(0, Self.pasteLimit - text.count))
                pending.removeFirst(end.upperBound)
                pasting = nil
                keys.append(.paste(String(decoding: text, as: UTF8.self)))
                continue
            }
            if pending.starts(with: Self.pasteStart) {
                pending.removeFirst(Self.pasteStart.count)
                pasting = []
                continue
            }
            guard let (key, length) = Self.decode(pending) else { break }
            pending.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// No more bytes are coming now: whatever waits is a lone Escape; a paste whose end mark
    /// never came ends with what it has.
    mutating func flush() -> [Key] {
        if let text = pasting {
            pasting = nil
            let rest = pending.prefix(max(0, Self.pasteLimit - text.count))
            pending.removeAll()
            return [.paste(String(decoding: text + rest, as: UTF8.self))]
        }
        guard !pending.isEmpty else { return [] }
        pending.removeAll()
        return [.escape]
    }

    /// The key at the start of `bytes` and how many bytes it took; nil when more are needed.
    /// A nil key with a length skips bytes that mean nothing to us.
    static func decode(_ bytes: [UInt8]) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            guard bytes.count >= 2 else { return nil }
            if bytes[1] == UInt8(ascii: "[") || bytes[1] == UInt8(ascii: "O") {
                guard bytes.count >= 3 else { return nil }
                // CSI: parameters, then one final byte in 0x40...0x7E.
                var end = 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else { return bytes.count > 16 ? (nil, bytes.count) : nil }
                let parameters = String(decoding: bytes[2..<end], as: UTF8.self)
                if parameters.hasPrefix("<") {
                    return (MouseEvent.sgr(parameters, final: bytes[end]).map(Key.mouse), end + 1)
                }
                let key: Key? =
                    switch (bytes[end], parameters) {
                    case (UInt8(ascii: "A"), _): .up
                    case (UInt8(ascii: "B"), _): .down
                    case (UInt8(ascii: "C"), _): .right
                    case (UInt8(ascii: "D"), _): .left
                    case (UInt8(ascii: "H"), _): .home
                    case (UInt8(ascii: "F"), _): .end
                    case (UInt8(ascii: "Z"), _): .backTab
                    case (UInt8(ascii: "~"), "5"): .pageUp
                    case (UInt8(ascii: "~"), "6"): .pageDown
                    case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
                    case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
                    default: nil
                    }
                return (key, end + 1)
            }
            // ESC then another key: Alt-something; we treat it as Escape.
            return (.escape, 1)
        case 0x03: return (.controlC, 1)
        case 0x04: return (.controlD, 1)
        case 0x0C: return (.controlL, 1)
        case 0x1A: return (.controlZ, 1)
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00..<0x20: return (nil, 1)
        default:
            // One UTF-8 character.
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            guard bytes.count >= length else { return nil }
            let text = String(decoding: bytes[0..<length], as: UTF8.self)
            return (text.first.map(Key.character), length)
        }
    }
}
