import CZlib

#if canImport(Glibc)
    import Glibc
#endif

/// A small PNG encoder for tests: any colour type, bit depth and interlacing, compressed by
/// the system's zlib (real zlib streams) or stored. Tests make their own images with it; no
/// image file is committed.
package struct TestPNG: Sendable {
    var width: Int
    var height: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    package var colorType: Int
    package var bitDepth: Int
    package var interlaced = false
    /// Every pixel's samples at full depth, row by row: one per channel (an index for palette).
    package var samples: [[Int]]
    /// RGB triples, for colour type 3.
    package var palette: [UInt8] = []
    package var transparency: [UInt8]?
    /// zlib's level, 0 to 9.
    package var compressionLevel: Int32 = 6

    package init(width: Int, height: Int, colorType: Int, bitDepth: Int, samples: [[Int]]) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.samples = samples
    }

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }

    /// The file's bytes.
    package func encoded() -> [UInt8] {
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        file += Self.chunk("IHDR", header)
        if colorType == 3 { file += Self.chunk("PLTE", palette) }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        file += Self.chunk("IDAT", Self.zlib(rawData(), level: compressionLevel))
        file += Self.chunk("IEND", [])
        return file
    }

    /// The filtered scanlines, pass by pass: the filter type cycles through all five.
    package func rawData() -> [UInt8] {
        let passes: [(Int, Int, Int, Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        let bitsPerPixel = channels * bitDepth
        let bytesPerPixel = max(1, bitsPerPixel / 8)
        var raw: [UInt8] = []
        var rowNumber = 0
        for (x0, y0, dx, dy) in passes {
            let passWidth = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let passHeight = height > y0 ? (height - y0 + dy - 1) / dy : 0
            guard passWidth > 0, passHeight > 0 else { continue }
            var previous = [UInt8](repeating: 0, count: (passWidth * bitsPerPixel + 7) / 8)
            for row in 0..<passHeight {
                let y = y0 + row * dy
                var packer = BitPacker()
                for column in 0..<passWidth {
                    for sample in samples[y * width + x0 + column * dx] { packer.append(sample, bits: bitDepth) }
                }
                let line = packer.bytes
                let filter = rowNumber % 5
                rowNumber += 1
                raw.append(UInt8(filter))
                raw += Self.filter(line, previous: previous, type: filter, bytesPerPixel: bytesPerPixel)
                previous = line
            }
        }
        return raw
    }

    private static func filter(_ line: [UInt8], previous: [UInt8], type: Int, bytesPerPixel: Int) -> [UInt8] {
        line.indices.map { index in
            let left = index >= bytesPerPixel ? Int(line[index - bytesPerPixel]) : 0
            let up = Int(previous[index])
            let upLeft = index >= bytesPerPixel ? Int(previous[index - bytesPerPixel]) : 0
            let predicted: Int
            switch type {
            case 1: predicted = left
            case 2: predicted = up
            case 3: predicted = (left + up) / 2
            case 4:
                let estimate = left + up - upLeft
                let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                predicted = a <= b && a <= c ? left : (b <= c ? up : upLeft)
            default: predicted = 0
            }
            return UInt8(truncatingIfNeeded: Int(line[index]) - predicted)
        }
    }

    /// `bytes` compressed by the system's zlib.
    package static func zlib(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &size, input.baseAddress, uLong(bytes.count), level)
            }
        }
        precondition(status == Z_OK, "zlib's compress2 failed: \(status)")
        return Array(output.prefix(Int(size)))
    }

    /// A zlib stream of `count` zero bytes (rounded up to whole mebibytes) made from one
    /// compressed mebibyte: a deflate block that starts afresh (a full flush) can be repeated
    /// as it is, so a stream inflating to gigabytes costs the test a moment and little memory.
    package static func zlibZeros(count: Int) -> [UInt8] {
        let piece = 1 << 20
        let pieces = max(1, (count + piece - 1) / piece)
        var stream = z_stream()
        // Raw deflate (no zlib header of its own): the header and checksum are written here.
        precondition(
            deflateInit2_(
                &stream, 9, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
                == Z_OK)
        defer { deflateEnd(&stream) }
        let zeros = [UInt8](repeating: 0, count: piece)
        var block = [UInt8](repeating: 0, count: piece)
        let size = zeros.withUnsafeBufferPointer { input in
            block.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(piece)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                precondition(deflate(&stream, Z_FULL_FLUSH) == Z_OK && stream.avail_in == 0)
                return out.count - Int(stream.avail_out)
            }
        }
        let total = pieces * piece
        // Adler-32 of zeros: the first sum stays 1, the second grows by one a byte.
        let adler = UInt32(total % 65_521) << 16 | 1
        var output: [UInt8] = [0x78, 0xDA]
        output.reserveCapacity(2 + pieces * size + 6)
        let compressed = block.prefix(size)
        for _ in 0..<pieces { output += compressed }
        // A last, empty block (fixed codes: BFINAL, then end-of-block), and the checksum.
        return output + [0x03, 0x00] + bigEndian(adler)
    }

    /// How many bytes zlib's own inflate makes of `stream`, all of them zero or not; nil when
    /// zlib finds the stream broken or its checksum wrong.
    package static func inflated(_ stream: [UInt8]) -> (count: Int, allZero: Bool)? {
        var state = z_stream()
        guard inflateInit_(&state, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&state) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let zeros = buffer
        var count = 0
        var allZero = true
        var status = Z_OK
        stream.withUnsafeBufferPointer { input in
            state.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            state.avail_in = uInt(input.count)
            while status == Z_OK {
                buffer.withUnsafeMutableBufferPointer { out in
                    state.next_out = out.baseAddress
                    state.avail_out = uInt(out.count)
                    status = inflate(&state, Z_NO_FLUSH)
                    let made = out.count - Int(state.avail_out)
                    count += made
                    if allZero, let base = out.baseAddress, memcmp(base, zeros, made) != 0 { allZero = false }
                }
            }
        }
        return status == Z_STREAM_END ? (count, allZero) : nil
    }

    /// A chunk: length, type, data, CRC.
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Packs samples of 1 to 16 bits, most significant bit first, rows padded to a byte.
private struct BitPacker {
    var bytes: [UInt8] = []
    private var used = 8

    mutating func append(_ value: Int, bits: Int) {
        if bits == 16 {
            bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
            return
        }
        if bits == 8 {
            bytes.append(UInt8(value & 0xFF))
            return
        }
        if used == 8 {
            bytes.append(0)
            used = 0
        }
        bytes[bytes.count - 1] |= UInt8((value & ((1 << bits) - 1)) << (8 - used - bits))
        used += bits
    }
}
