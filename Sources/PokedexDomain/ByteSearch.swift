/// Finding a byte in UTF-8 text eight bytes at a time: the scans of name keys and of the word
/// tables, which look through some hundred kilobytes for a few bytes on every run.
///
/// Its callers in other modules call it: Swift 6.3 does not serialize the body of an
/// `@inlinable package` function, so the attribute these once had did nothing there (`make lint`
/// refuses it). Made public and inlined, with the JSON reader's lists, as tried, `show` ran 1.8%
/// fewer instructions and no faster (docs/BENCHMARKS.md, forty-fifth session).
package enum ByteSearch {
    /// Where the first `byte`, or `other`, at or after `start` is (`bytes.count` when neither
    /// is there). A zero byte of a word XORed with a byte repeated is one; the lowest high bit
    /// that `(x - 0x01…) & ~x` sets is exact (a borrow only carries upwards), so the lowest of
    /// either kind is the first match.
    package static func firstIndex(
        of byte: UInt8, or other: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        let first = ones &* UInt64(byte)
        let second = ones &* UInt64(other)
        return scan(bytes, from: start, reach: 8) { raw, index in
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            return zeros(word ^ first) | zeros(word ^ second)
        } byte: {
            bytes[$0] == byte || bytes[$0] == other
        }
    }

    /// Where the first `byte` with `other` `distance` bytes on (zero or more) is, at or after
    /// `start` (`bytes.count` when nowhere): the word at each place and the word `distance`
    /// bytes on, XORed with the two, are zero together only there.
    package static func firstIndex(
        of byte: UInt8, and other: UInt8, distance: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        assert(distance >= 0, "a distance before the place would read before the buffer")
        let first = ones &* UInt64(byte)
        let second = ones &* UInt64(other)
        return scan(bytes, from: start, reach: 8 + distance) { raw, index in
            let here = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let on = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index &+ distance, as: UInt64.self))
            return zeros((here ^ first) | (on ^ second))
        } byte: {
            bytes[$0] == byte && bytes[$0 + distance] == other
        }
    }

    /// Where `pattern` first stands whole at or after `start` (`bytes.count` when nowhere, or
    /// for an empty pattern): the places its first and last bytes stand at their distance (its
    /// byte, for a pattern of one) found eight bytes at a time, and the rest compared only
    /// there. First and last filter better than the first two: a key's first letters are
    /// often another's (`route-1`, `route-10`, `rock-…`).
    package static func firstIndex(
        of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        guard let lead = pattern.first, let last = pattern.last else { return bytes.count }
        return pattern.withUnsafeBufferPointer { wanted in
            var index = start
            while true {
                index =
                    wanted.count > 1
                    ? firstIndex(of: lead, and: last, distance: wanted.count - 1, in: bytes, from: index)
                    : firstIndex(of: lead, or: lead, in: bytes, from: index)
                guard index + wanted.count <= bytes.count else { return bytes.count }
                // The first and last bytes matched: the ones between are compared, in place.
                var offset = 1
                while offset < wanted.count - 1, bytes[index + offset] == wanted[offset] { offset += 1 }
                if offset >= wanted.count - 1 { return index }
                index += 1
            }
        }
    }

    /// Where the last `byte` before `end` and at or after `floor` is (nil when there is none),
    /// eight bytes at a time from the end: a line's start found from within it, where a line
    /// is kilobytes long.
    package static func lastIndex(
        of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, before end: Int, notBefore floor: Int
    ) -> Int? {
        guard let base = bytes.baseAddress, floor >= 0, end <= bytes.count else { return nil }
        let raw = UnsafeRawPointer(base)
        let pattern = ones &* UInt64(byte)
        var end = end
        while end - floor >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self))
            let found = exactZeros(word ^ pattern)
            // The highest byte marked is the last: bytes lie lowest first.
            if found != 0 { return end - 8 + (63 - found.leadingZeroBitCount) / 8 }
            end -= 8
        }
        while end > floor {
            end -= 1
            if bytes[end] == byte { return end }
        }
        return nil
    }

    static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// The high bit of each zero byte of `value`, exact for the lowest (higher ones may be a
    /// borrow's).
    @inline(__always)
    static func zeros(_ value: UInt64) -> UInt64 {
        (value &- ones) & ~value & 0x8080_8080_8080_8080
    }

    /// The high bit of each zero byte of `value`, every one exact (no carry crosses bytes), for
    /// counting or walking all of a word's matches.
    @inline(__always)
    package static func exactZeros(_ value: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((value & low) &+ low) | value) & ~low
    }

    /// The first place at or after `start` (from 0, for a start before it) that `word` marks
    /// (its high bit in a zero byte): two words a turn, then one, while `reach` bytes from the
    /// place are in `bytes`; then `byte` tells, place by place, while the `reach - 7` bytes it
    /// reads are. `bytes.count` when none is, or `start` is past the end.
    @inline(__always)
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, reach: Int,
        word: (_ raw: UnsafeRawPointer, _ index: Int) -> UInt64, byte: (_ index: Int) -> Bool
    ) -> Int {
        guard start < bytes.count else { return bytes.count }
        var index = max(start, 0)
        if let base = bytes.baseAddress, bytes.count >= reach {
            let raw = UnsafeRawPointer(base)
            // Two words a turn while both are in reach, then one: the places within bounds,
            // the arithmetic cannot overflow, and is not checked.
            let last = bytes.count &- reach
            while index <= last &- 8 {
                let first = word(raw, index)
                let second = word(raw, index &+ 8)
                if first | second != 0 {
                    return first != 0
                        ? index &+ first.trailingZeroBitCount / 8 : index &+ 8 &+ second.trailingZeroBitCount / 8
                }
                index &+= 16
            }
            while index <= last {
                let found = word(raw, index)
                if found != 0 { return index &+ found.trailingZeroBitCount / 8 }
                index &+= 8
            }
        }
        while index + reach - 7 <= bytes.count {
            if byte(index) { return index }
            index += 1
        }
        return bytes.count
    }
}
