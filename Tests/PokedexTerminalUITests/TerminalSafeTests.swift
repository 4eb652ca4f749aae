import PokedexDomain
import Testing

@testable import PokedexTerminalUI

/// The last look at everything written: controls made visible wherever they fall among the
/// eight-byte words the clean text is read in.
@Suite struct TerminalSafeTests {
    /// A word is clean when each of its bytes is printable ASCII, a tab or a line break.
    @Test func aWordIsCleanWhenEachOfItsBytesIs() {
        let edges: [UInt8] = [
            0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1B, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xC2, 0xE2, 0xFF,
        ]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<5000 {
            // Mostly clean words, with one edge byte or a random one somewhere.
            var bytes = (0..<8).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            if round % 4 != 0 {
                bytes[Int.random(in: 0..<8, using: &generator)] =
                    round % 3 == 0
                    ? UInt8.random(in: 0...0xFF, using: &generator) : edges.randomElement(using: &generator) ?? 0
            }
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            let clean = bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || $0 == 0x0A }
            #expect(TerminalSafe.printableASCIIOrBreaks(word) == clean, "\(bytes)")
        }
    }

    /// Text with a control at any place, in any script, comes out with that control (and only
    /// it) made visible; tabs and line breaks stay.
    @Test func aControlAnywhereIsMadeVisible() {
        let pieces = [
            "a", "bc", "route-1\t", "\n", " ", "é", "夜", "\u{1B}", "\u{7}", "\u{7F}", "\u{85}", "\u{2028}", "\u{0}",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0..<30, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            let expected = text.unicodeScalars.map { scalar in
                let value = scalar.value
                let unsafe =
                    (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
                    || value == 0x2028 || value == 0x2029
                return unsafe ? "\\u{\(String(value, radix: 16))}" : String(scalar)
            }.joined()
            #expect(TerminalSafe.output(text, allowing: .none) == expected, "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// The look at a string's bytes for anything to make visible answers as `isUnsafe` does
    /// for its scalars: the two spell the one rule, in bytes and in scalars.
    @Test func theBytesHoldSomethingUnsafeWhenAScalarIs() {
        let scalars: [Unicode.Scalar] = [
            "a", " ", "~", "\t", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "\u{2027}",
            "\u{2028}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{2080}", "夜", "🙂",
        ]
        var random = SeededRandom(seed: 9)
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<random.below(8) { text.unicodeScalars.append(scalars[random.below(scalars.count)]) }
            let expected = !text.unicodeScalars.contains(where: TerminalSafe.isUnsafe)
            let found = Array(text.utf8).withUnsafeBufferPointer(TerminalSafe.holdsNothingUnsafe)
            #expect(found == expected, "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Text appended safe as bytes (a row's field): printable ASCII and other scripts as they
    /// are; controls (C0, DEL, C1), the line separators and the bidirectional marks made
    /// visible, each as a scalar-by-scalar reading of the rules makes it.
    @Test func fieldsAreWhatTerminalSafeMakes() {
        let pieces = [
            "a", "Z", " ", "-", "~", "\u{1B}", "\u{7}", "\u{0}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "é", "夜",
            "🙂",
            // Either side of each range the bytes are read for.
            "\u{9F}", "\u{A0}", "\u{2027}", "\u{2029}", "\u{202A}", "\u{202F}", "\u{2065}", "\u{2066}",
            "\u{2069}", "\u{206A}", "\u{2080}", "\u{2E80}", "É", "Œ",
        ]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<400 {
            let text = (0..<(length % 12)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            var bytes: [UInt8] = []
            TerminalSafe.append(text, to: &bytes)
            let expected = text.unicodeScalars.map { scalar in
                let value = scalar.value
                let unsafe =
                    value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                return unsafe ? "\\u{\(String(value, radix: 16))}" : String(scalar)
            }.joined()
            #expect(bytes == Array(expected.utf8), "\(text.unicodeScalars.map(\.value))")
            #expect(bytes == Array(TerminalSafe.text(text).utf8))
            // Cut at a length in characters, the clean and the mended alike.
            let limit = length % 7
            let cut = expected.count > limit ? String(expected.prefix(limit)) + "…" : expected
            #expect(TerminalSafe.text(text, limit: limit) == cut, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
