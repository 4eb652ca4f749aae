/// Finding a byte in UTF-8 text eight bytes at a time: the scans of name keys and of the word
/// tables, which look through some hundred kilobytes for a few bytes on every run.
package enum ByteSearch {
    /// Where the first `byte`, or `other`, at or after `start` is (`bytes.count` when neither
    /// is there). A zero byte of a word XORed with a byte repeated is one; the lowest high bit
    /// that `(x - 0x01…) & ~x` sets is exact (a borrow only carries upwards), so the lowest of
    /// either kind is the first match.
    @inlinable
    package static func firstIndex(
        of byte: UInt8, or other: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let first = ones &* UInt64(byte)
            let second = ones &* UInt64(other)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let a = word ^ first
                let b = word ^ second
                let found = ((a &- ones) & ~a | (b &- ones) & ~b) & 0x8080_8080_8080_8080
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] != byte, bytes[index] != other { index += 1 }
        return index
    }

    /// Where the first `byte` followed by `next` is, at or after `start` (`bytes.count` when
    /// nowhere): the word at each place and the word one byte on, XORed with the two, are zero
    /// together only there, and the lowest such byte is found as above.
    @inlinable
    package static func firstIndex(
        of byte: UInt8, followedBy next: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let first = ones &* UInt64(byte)
            let second = ones &* UInt64(next)
            while index + 9 <= bytes.count {
                let here = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ first
                let on = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self)) ^ second
                let both = here | on
                let found = (both &- ones) & ~both & 0x8080_8080_8080_8080
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index + 1 < bytes.count {
            if bytes[index] == byte, bytes[index + 1] == next { return index }
            index += 1
        }
        return bytes.count
    }
}
