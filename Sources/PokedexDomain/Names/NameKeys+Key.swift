/// The parts of a search over name keys: a key as a view of its bytes, and what measuring a
/// query against thousands of them works out once or skips.
extension NameKeys {
    /// A name key: a view of its UTF-8 in the buffer, valid while the buffer is borrowed.
    struct Key {
        let bytes: UnsafeBufferPointer<UInt8>
        /// Unicode scalars in the key: how long it is for edit distances.
        let length: Int

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // Every byte but a continuation byte (10xxxxxx) starts a scalar.
            var length = 0
            for byte in bytes where byte & 0xC0 != 0x80 { length += 1 }
            self.length = length
        }

        /// A key whose `length` in scalars is known already.
        init(_ bytes: UnsafeBufferPointer<UInt8>, length: Int) {
            self.bytes = bytes
            self.length = length
        }

        var scalars: [UInt32] {
            var scalars: [UInt32] = []
            scalars.reserveCapacity(length)
            _ = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: false) {
                scalars.append($0)
            }
            return scalars
        }

        func hasPrefix(_ other: Key) -> Bool {
            guard bytes.count >= other.bytes.count else { return false }
            for index in other.bytes.indices where bytes[index] != other.bytes[index] { return false }
            return true
        }

        /// Edit distance to `query`, computed only when the lengths and the letters allow `limit`.
        func distance(to key: Key, query: QueryScalars, limit: Int) -> Int? {
            guard abs(length - key.length) <= limit, ScalarSet(bytes, first: length).within(limit, of: query.set)
            else { return nil }
            return EditDistance.between(query.values, scalars, limit: limit)
        }

        /// Edit distance from `query` to this key's start, for a misspelt beginning of a longer
        /// name (`thunder` for `thundurus`); only for keys that start with the query's letter.
        func prefixDistance(to key: Key, query: QueryScalars, limit: Int) -> Int? {
            guard limit > 0, length > key.length, bytes.first == key.bytes.first,
                ScalarSet(bytes, first: key.length).within(limit, of: query.set)
            else { return nil }
            return EditDistance.between(query.values, Array(scalars.prefix(key.length)), limit: limit)
        }
    }

    /// The query's scalars, and the set of them, worked out once for every key it is measured
    /// against.
    struct QueryScalars {
        let values: [UInt32]
        let set: ScalarSet

        init(_ key: Key) {
            values = key.scalars
            set = ScalarSet(key.bytes, first: key.length)
        }
    }

    /// Which scalars a key holds, as 64 bits (a–z and 0–9 each their own, any other scalar
    /// hashed onto the other 28): a bound on edit distance that costs a pass over a few bytes.
    /// Each insertion or substitution brings in at most one scalar the other key lacks, and a
    /// swap none, so a key holding more scalars the query lacks than `limit` (or lacking more of
    /// the query's) is further than `limit`; a shared bit only makes the bound looser. Most keys
    /// of a search's 10 000 end here, before their scalars are decoded.
    struct ScalarSet {
        let bits: UInt64

        /// The set of the first `count` scalars of the UTF-8 `bytes`.
        init(_ bytes: UnsafeBufferPointer<UInt8>, first count: Int) {
            var bits: UInt64 = 0
            var scalar: UInt32 = 0
            var scalars = 0
            for byte in bytes {
                if byte & 0xC0 != 0x80 {
                    if scalars > 0 { bits |= Self.bit(scalar) }
                    guard scalars < count else {
                        scalars = -1
                        break
                    }
                    scalars += 1
                    scalar = UInt32(byte)
                } else {
                    scalar = scalar &* 31 &+ UInt32(byte)
                }
            }
            if scalars > 0 { bits |= Self.bit(scalar) }
            self.bits = bits
        }

        private static func bit(_ scalar: UInt32) -> UInt64 {
            switch scalar {
            case 97...122: 1 << UInt64(scalar - 97)
            case 48...57: 1 << UInt64(scalar - 48 + 26)
            default: 1 << UInt64(36 + scalar % 28)
            }
        }

        /// Whether an edit distance of at most `limit` is still possible.
        func within(_ limit: Int, of other: ScalarSet) -> Bool {
            (bits & ~other.bits).nonzeroBitCount <= limit && (other.bits & ~bits).nonzeroBitCount <= limit
        }
    }
}
