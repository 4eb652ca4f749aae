/// What `JSONWriter` looks for in a string before it copies it whole: the bytes RFC 8259 has
/// escaped, and those that begin a character it escapes besides (C1 controls, the line and
/// paragraph separators).
enum JSONEscaping {
    /// Whether `bytes` hold one that `JSONWriter.writeString` escapes, or that may begin one: a
    /// control, `"`, `\`, DEL, or the first byte of a C1 control or of a separator (0xC2,
    /// 0xE2). Eight bytes at a time, and byte by byte only from a word that has one of those or
    /// a byte beyond ASCII: the whole dex's JSON writes nine thousand names, and a test of each
    /// byte against six values was a third of writing them (1.14 M instructions of 11.65 M;
    /// 0.80 M now).
    @inline(__always)
    static func mayNeedEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(start)
        let count = bytes.count
        func exactly(from offset: Int) -> Bool { bytes[offset...].contains(where: byteMayNeedEscape) }
        // Fewer than eight bytes as two pieces of a word that may overlap (a byte looked at
        // twice changes nothing), or one byte; the rest of the word spaces, which need nothing.
        guard count >= 8 else {
            let word: UInt64
            switch count {
            case 4...:
                word =
                    UInt64(raw.loadUnaligned(as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) << 32
            case 2...:
                word =
                    UInt64(raw.loadUnaligned(as: UInt16.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)) << 16
                    | 0x2020_2020_0000_0000
            case 1: word = UInt64(start[0]) | 0x2020_2020_2020_2000
            default: return false
            }
            return wordMayNeedEscape(word) && exactly(from: 0)
        }
        var offset = 0
        while offset &+ 8 < count {
            if wordMayNeedEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                return exactly(from: offset)
            }
            offset &+= 8
        }
        // The last eight, which may overlap the word before.
        return wordMayNeedEscape(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
            && exactly(from: count &- 8)
    }

    @inline(__always)
    private static func byteMayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// Whether a byte of `word` is below 0x20, is `"`, `\` or DEL, or has its top bit set. A
    /// byte is zero in `word ^ c` where it is `c`, and a zero, or a byte below 0x20, borrows
    /// into its top bit when 0x01 (or 0x20) is taken from each byte of a word whose bytes are
    /// all below 0x80 (a borrow past a byte that matches only flags more bytes, never fewer).
    @inline(__always)
    private static func wordMayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        if word & tops != 0 { return true }
        let controls = word &- 0x20 &* ones
        let quotes = (word ^ 0x22 &* ones) &- ones
        let backslashes = (word ^ 0x5C &* ones) &- ones
        let deletes = (word ^ 0x7F &* ones) &- ones
        return (controls | quotes | backslashes | deletes) & ~word & tops != 0
    }
}
