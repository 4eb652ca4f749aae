/// The scans of name keys' text, eight or sixteen bytes at a time: a search or lookup reads
/// some hundred kilobytes of keys on every run.
extension NameKeys {
    /// How many newlines `bytes` holds, counted sixteen bytes at a time: each lane of a
    /// vector compared with newlines is all ones where one stands, and subtracting it counts
    /// one (a lane's count widened before it can wrap, every 255 vectors). Counted a word at a
    /// time, the lines of every language's keys were a sixth of a French search.
    static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        if let base = bytes.baseAddress, bytes.count >= 16 {
            let raw = UnsafeRawPointer(base)
            let newlines = SIMD16<UInt8>(repeating: newline)
            let last = bytes.count &- 16
            while index <= last {
                var lanes = SIMD16<UInt8>()
                let stop = min(last, index &+ 16 &* 254)
                while index <= stop {
                    let vector = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    lanes &-= unsafeBitCast(vector .== newlines, to: SIMD16<UInt8>.self)
                    index &+= 16
                }
                count &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
            }
        }
        while index < bytes.count {
            if bytes[index] == newline { count += 1 }
            index += 1
        }
        return count
    }

    /// Calls `key` with each key's line, where it starts and ends in `all`, how many scalars it
    /// holds and how many of them are outside ASCII, and `endOfLine` after each line's last
    /// key. Eight bytes at a time: a word's separators, the bytes that start a scalar (all but
    /// 10xxxxxx) and those that start one outside ASCII (11xxxxxx) are found at once, and a
    /// key's scalars counted from the word's running sums at its separators. A key after the
    /// last separator is not reported: every line ends in a newline.
    @inline(__always)
    static func forEachKeyCounted(
        in all: UnsafeBufferPointer<UInt8>,
        _ key: (_ line: Int, _ start: Int, _ end: Int, _ scalars: Int, _ wide: Int) -> Void,
        endOfLine: (_ line: Int) -> Void
    ) {
        guard let base = all.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tabs: UInt64 = 0x0909_0909_0909_0909
        let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var line = 0
        var keyStart = 0
        var scalars = 0
        var wide = 0
        var index = 0
        func separator(at position: Int) {
            if position > keyStart { key(line, keyStart, position, scalars, wide) }
            scalars = 0
            wide = 0
            keyStart = position + 1
            guard all[position] == newline else { return }
            endOfLine(line)
            line += 1
        }
        while index + 8 <= all.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            var separators = ByteSearch.exactZeros(word ^ tabs) | ByteSearch.exactZeros(word ^ newlines)
            // A 1 in each byte that starts a scalar, and one outside ASCII; multiplied by 0x0101…
            // each byte holds the sum of those up to it (at most eight: no carry), the top byte
            // the word's.
            let starts = (~(word & ~(word << 1)) & high) >> 7
            let wideStarts = (word & (word << 1) & high) >> 7
            let sums = starts &* ones
            let wideSums = wideStarts &* ones
            var counted = 0
            var wideCounted = 0
            while separators != 0 {
                let shift = separators.trailingZeroBitCount &- 7
                // Those before the separator; it starts a scalar itself.
                let upTo = Int(truncatingIfNeeded: (sums >> shift) & 0xFF) &- 1
                let wideUpTo = Int(truncatingIfNeeded: (wideSums >> shift) & 0xFF)
                scalars += upTo &- counted
                wide += wideUpTo &- wideCounted
                separator(at: index + shift / 8)
                counted = upTo &+ 1
                wideCounted = wideUpTo
                separators &= separators &- 1
            }
            scalars += Int(truncatingIfNeeded: sums >> 56) &- counted
            wide += Int(truncatingIfNeeded: wideSums >> 56) &- wideCounted
            index += 8
        }
        while index < all.count {
            let byte = all[index]
            if byte == tab || byte == newline {
                separator(at: index)
            } else if byte & 0xC0 != 0x80 {
                scalars += 1
                if byte >= 0xC0 { wide += 1 }
            }
            index += 1
        }
    }
}
