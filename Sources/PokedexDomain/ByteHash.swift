/// A hash of bytes, eight at a time: each word multiplied in and its high bits folded down.
/// Byte by byte (FNV-1a), hashing the phrasebook's thousand keys was most of its table's
/// making. What the word tables' rows and a set of names (`NameSet`) are found by; not for keys
/// an adversary chooses.
package enum ByteHash {
    package static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash =
                (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }
}
