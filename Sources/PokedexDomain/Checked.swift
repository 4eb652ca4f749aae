/// Arithmetic on numbers a person, a file or a server gave: held at the ends of `Int`'s range
/// instead of trapping. Every sum or product of such a number goes through these.
extension Int {
    /// `self + other`, or `Int.max` (`Int.min`) where that would overflow.
    package func clampedAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self - other`, or `Int.min` (`Int.max`) where that would overflow.
    package func clampedSubtracting(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other > 0 ? .min : .max
    }

    /// `self × other`, or the end of the range its sign points to where that would overflow.
    func clampedMultiplied(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}

extension Double {
    /// The whole number this is, when it is one and fits in an `Int`; nil for a fraction,
    /// an infinity, NaN or a value past `Int`'s range (where `Int(_:)` would trap).
    package var wholeNumber: Int? { Int(exactly: self) }
}

extension String {
    /// Whether any character is a control character: C0 (NUL, ESC…), DEL or C1. No name holds
    /// one; a name that does is refused rather than matched without it.
    package var containsControlCharacter: Bool { containsControlCharacter(besides: []) }

    /// The same, `allowed` (tabs, line breaks) aside.
    package func containsControlCharacter(besides allowed: Set<Unicode.Scalar>) -> Bool {
        var text = self
        return text.withUTF8 { ControlCharacter.any(in: $0, besides: allowed) }
    }
}

extension Substring {
    /// `String.containsControlCharacter(besides:)` of this part of a string.
    package func containsControlCharacter(besides allowed: Set<Unicode.Scalar>) -> Bool {
        var text = self
        return text.withUTF8 { ControlCharacter.any(in: $0, besides: allowed) }
    }
}

/// Control characters, found on UTF-8 bytes: C0 and DEL are bytes of their own, and C1
/// (U+0080–U+009F) is 0xC2 followed by 0x80–0x9F, where 0xC2 is only ever a leading byte.
/// (Iterated through `StringProtocol`'s generic view, the bytes cost the runtime a
/// conformance lookup: 0.2 million instructions a command.)
private enum ControlCharacter {
    static func any(in bytes: UnsafeBufferPointer<UInt8>, besides allowed: Set<Unicode.Scalar>) -> Bool {
        var afterC2 = false
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (afterC2 && byte <= 0x9F), !allowed.contains(Unicode.Scalar(byte)) {
                return true
            }
            afterC2 = byte == 0xC2
        }
        return false
    }
}
