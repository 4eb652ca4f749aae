/// zlib's format (RFC 1950) around DEFLATE (RFC 1951), decompressed into a buffer of a size
/// known in advance: a PNG's header says how many bytes its image data inflates to, so a
/// stream that would write one byte more is rejected there, not after gigabytes.
enum Inflate {
    /// Inflates the zlib stream `input` into exactly `expectedSize` bytes.
    static func zlib(_ input: [UInt8], expectedSize: Int) throws(ImageError) -> [UInt8] {
        guard input.count >= 6 else { throw .corrupt("the image data is truncated") }
        let method = input[0]
        let flags = input[1]
        guard method & 0x0F == 8, method >> 4 <= 7, (Int(method) << 8 | Int(flags)) % 31 == 0 else {
            throw .corrupt("the image data is not a zlib stream")
        }
        guard flags & 0x20 == 0 else { throw .corrupt("the image data needs a preset dictionary") }
        var inflater = Inflater(input: input, start: 2, capacity: expectedSize)
        try inflater.run()
        guard inflater.output.count == expectedSize else {
            throw .corrupt(
                "the image data is shorter than its size (\(inflater.output.count) of \(expectedSize) bytes)")
        }
        let checksumStart = inflater.bytePosition
        guard checksumStart + 4 <= input.count else { throw .corrupt("the image data is truncated") }
        let stored = input[checksumStart..<checksumStart + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == adler32(inflater.output) else { throw .corrupt("the image data fails its checksum") }
        return inflater.output
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes is the most that can be summed before the sums could overflow.
            let end = min(bytes.count, index + 5552)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}

/// A canonical Huffman code as a table indexed by the next `bits` input bits (least
/// significant first, as DEFLATE packs them): each entry is `symbol << 4 | length`.
private struct HuffmanTable {
    let bits: Int
    let entries: [UInt32]

    init(lengths: ArraySlice<UInt8>) throws(ImageError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        // An over-subscribed code would make two symbols share a prefix.
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw .corrupt("the image data has an invalid Huffman code") }
        }
        let maxLength = (1...15).last { counts[$0] > 0 } ?? 1
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
        }
        var entries = [UInt32](repeating: 0, count: 1 << maxLength)
        for (offset, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = nextCode[length]
            nextCode[length] += 1
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt32(offset) << 4 | UInt32(length)
            var slot = reversed
            while slot < entries.count {
                entries[slot] = entry
                slot += 1 << length
            }
        }
        bits = maxLength
        self.entries = entries
    }

    private init(bits: Int, entries: [UInt32]) {
        self.bits = bits
        self.entries = entries
    }

    /// A table that decodes nothing.
    static let invalid = HuffmanTable(bits: 1, entries: [0, 0])
}

private struct Inflater {
    let input: [UInt8]
    var position: Int
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var output: [UInt8] = []
    let capacity: Int

    init(input: [UInt8], start: Int, capacity: Int) {
        self.input = input
        position = start
        self.capacity = capacity
        output.reserveCapacity(capacity)
    }

    /// The first byte after the stream: where the Adler-32 checksum starts.
    var bytePosition: Int { position - bitCount / 8 }

    mutating func run() throws(ImageError) {
        var isLast = false
        while !isLast {
            isLast = try take(1) == 1
            switch try take(2) {
            case 0: try storedBlock()
            case 1: try codedBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try codedBlock(literals: literals, distances: distances)
            default: throw .corrupt("the image data has an invalid block type")
            }
        }
    }

    private mutating func refill() {
        while bitCount <= 56, position < input.count {
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    private mutating func take(_ count: Int) throws(ImageError) -> Int {
        if bitCount < count {
            refill()
            guard bitCount >= count else { throw .corrupt("the image data is truncated") }
        }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    private mutating func decode(_ table: HuffmanTable) throws(ImageError) -> Int {
        if bitCount < table.bits { refill() }
        let entry = table.entries[Int(bitBuffer & ((1 << UInt64(table.bits)) - 1))]
        let length = Int(entry & 0xF)
        guard length > 0, length <= bitCount else {
            throw .corrupt(length == 0 ? "the image data has an invalid code" : "the image data is truncated")
        }
        bitBuffer >>= UInt64(length)
        bitCount -= length
        return Int(entry >> 4)
    }

    private mutating func storedBlock() throws(ImageError) {
        // Drop to a byte boundary; whole bytes still in the buffer are given back.
        let skip = bitCount % 8
        bitBuffer >>= UInt64(skip)
        bitCount -= skip
        position -= bitCount / 8
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .corrupt("the image data is truncated") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corrupt("the image data has a damaged stored block") }
        position += 4
        guard position + length <= input.count else { throw .corrupt("the image data is truncated") }
        try reserve(length)
        output.append(contentsOf: input[position..<position + length])
        position += length
    }

    private mutating func reserve(_ count: Int) throws(ImageError) {
        guard output.count + count <= capacity else {
            throw .corrupt("the image data inflates to more than its size (\(capacity) bytes)")
        }
    }

    private mutating func dynamicTables() throws(ImageError) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try take(5) + 257
        let distanceCount = try take(5) + 1
        let codeLengthCount = try take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .corrupt("the image data has too many codes")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = UInt8(try take(3)) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths[...])
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(codeLengths)
            switch symbol {
            case 0...15: lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw .corrupt("the image data repeats a missing length") }
                lengths += repeatElement(previous, count: 3 + (try take(2)))
            case 17: lengths += repeatElement(0, count: 3 + (try take(3)))
            default: lengths += repeatElement(0, count: 11 + (try take(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw .corrupt("the image data has too many code lengths")
        }
        guard lengths[256] > 0 else { throw .corrupt("the image data has no end-of-block code") }
        return (
            try HuffmanTable(lengths: lengths[0..<literalCount]),
            try HuffmanTable(lengths: lengths[literalCount...])
        )
    }

    private mutating func codedBlock(literals: HuffmanTable, distances: HuffmanTable) throws(ImageError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                try reserve(1)
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw .corrupt("the image data has an invalid length code") }
            let length = Self.lengthBase[lengthIndex] + (try take(Self.lengthExtra[lengthIndex]))
            let distanceIndex = try decode(distances)
            guard distanceIndex < 30 else { throw .corrupt("the image data has an invalid distance code") }
            let distance = Self.distanceBase[distanceIndex] + (try take(Self.distanceExtra[distanceIndex]))
            guard distance <= output.count else { throw .corrupt("the image data points before its start") }
            try reserve(length)
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    // The fixed codes of RFC 1951 3.2.6; building them cannot fail.
    private static let fixedLiterals =
        (try? HuffmanTable(
            lengths: ([UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
                + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8))[...])) ?? .invalid
    private static let fixedDistances = (try? HuffmanTable(lengths: [UInt8](repeating: 5, count: 30)[...])) ?? .invalid
}
