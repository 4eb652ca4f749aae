import PokedexDomain

/// PNG as the specification allows it: greyscale, RGB, palette, greyscale with alpha and RGBA;
/// bit depths 1 to 16; `tRNS` transparency; Adam7 interlacing; every chunk's CRC checked.
/// Hostile input ends in an `ImageError`, and memory stays bounded: the header's size is
/// checked before anything is allocated, and the image data inflates into a buffer of
/// exactly the size the header implies.
package enum PNGDecoder {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The most pixels an image may have: a million (official artwork is 475 × 475).
    static let maxPixels = 1 << 20
    /// The widest or tallest an image may be.
    static let maxSide = 8192

    static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= signature.count && bytes[0..<signature.count].elementsEqual(signature)
    }

    package static func decode(_ bytes: [UInt8]) throws(ImageError) -> Picture {
        guard hasSignature(bytes) else { throw .notPNG }
        let chunks = try PNGChunks(bytes)
        let header = chunks.header
        let converter = try PixelConverter(header: header, palette: chunks.palette, transparency: chunks.transparency)
        let raw = try Inflate.zlib(chunks.data, expectedSize: header.rawSize)
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var offset = 0
        for pass in header.passes {
            let rowBytes = header.rowBytes(width: pass.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for passRow in 0..<pass.height {
                let filter = raw[offset]
                for index in 0..<rowBytes { row[index] = raw[offset + 1 + index] }
                offset += 1 + rowBytes
                try unfilter(&row, previous: previous, filter: filter, bytesPerPixel: header.bytesPerPixel)
                let y = pass.y + passRow * pass.dy
                for column in 0..<pass.width {
                    let x = pass.x + column * pass.dx
                    try converter.convert(row, column: column, into: &rgba, at: (y * header.width + x) * 4)
                }
                swap(&row, &previous)
            }
        }
        guard let picture = Picture(width: header.width, height: header.height, rgba: rgba) else {
            throw .corrupt("the image's pixels do not match its size")
        }
        return picture
    }

    private static func unfilter(
        _ row: inout [UInt8], previous: [UInt8], filter: UInt8, bytesPerPixel: Int
    ) throws(ImageError) {
        switch filter {
        case 0:
            break
        case 1:
            for index in bytesPerPixel..<max(bytesPerPixel, row.count) { row[index] &+= row[index - bytesPerPixel] }
        case 2:
            for index in row.indices { row[index] &+= previous[index] }
        case 3:
            for index in row.indices {
                let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
                row[index] &+= UInt8((left + Int(previous[index])) / 2)
            }
        case 4:
            for index in row.indices {
                let left = index >= bytesPerPixel ? Int(row[index - bytesPerPixel]) : 0
                let upLeft = index >= bytesPerPixel ? Int(previous[index - bytesPerPixel]) : 0
                row[index] &+= paeth(left, Int(previous[index]), upLeft)
            }
        default:
            throw .corrupt("a row has an unknown filter type (\(filter))")
        }
    }

    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> UInt8 {
        let estimate = left + up - upLeft
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toUpLeft = abs(estimate - upLeft)
        if toLeft <= toUp && toLeft <= toUpLeft { return UInt8(left) }
        return toUp <= toUpLeft ? UInt8(up) : UInt8(upLeft)
    }
}

/// What `IHDR` says.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    /// One of the seven Adam7 passes (or the one pass of a plain image) and its size.
    struct Pass {
        let x, y, dx, dy, width, height: Int
    }

    init(_ bytes: ArraySlice<UInt8>) throws(ImageError) {
        guard bytes.count == 13 else { throw .corrupt("the IHDR chunk has the wrong length") }
        let start = bytes.startIndex
        width = Int(PNGChunks.bigEndian(bytes, at: start))
        height = Int(PNGChunks.bigEndian(bytes, at: start + 4))
        bitDepth = Int(bytes[start + 8])
        colorType = Int(bytes[start + 9])
        guard width > 0, height > 0 else { throw .corrupt("the image is \(width)×\(height) pixels") }
        guard width <= PNGDecoder.maxSide, height <= PNGDecoder.maxSide, width * height <= PNGDecoder.maxPixels
        else {
            throw .tooLarge("the image is \(width)×\(height) pixels, more than a sprite can be")
        }
        let allowedDepths: [Int]
        switch colorType {
        case 0: allowedDepths = [1, 2, 4, 8, 16]
        case 3: allowedDepths = [1, 2, 4, 8]
        case 2, 4, 6: allowedDepths = [8, 16]
        default: throw .corrupt("the image has an unknown colour type (\(colorType))")
        }
        guard allowedDepths.contains(bitDepth) else {
            throw .corrupt("colour type \(colorType) cannot have bit depth \(bitDepth)")
        }
        guard bytes[start + 10] == 0, bytes[start + 11] == 0 else {
            throw .corrupt("the image uses an unknown compression or filter method")
        }
        guard bytes[start + 12] <= 1 else { throw .corrupt("the image uses an unknown interlace method") }
        interlaced = bytes[start + 12] == 1
    }

    var channels: Int {
        switch colorType {
        case 2: 3
        case 4: 2
        case 6: 4
        default: 1
        }
    }

    var bitsPerPixel: Int { channels * bitDepth }
    /// The distance the Sub, Average and Paeth filters look back.
    var bytesPerPixel: Int { max(1, bitsPerPixel / 8) }

    func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    var passes: [Pass] {
        let layout =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        return layout.compactMap { x, y, dx, dy in
            let passWidth = width > x ? (width - x + dx - 1) / dx : 0
            let passHeight = height > y ? (height - y + dy - 1) / dy : 0
            guard passWidth > 0, passHeight > 0 else { return nil }
            return Pass(x: x, y: y, dx: dx, dy: dy, width: passWidth, height: passHeight)
        }
    }

    /// The bytes the image data inflates to: each row of each pass with its filter byte.
    var rawSize: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes(width: $1.width)) } }
}

/// The chunks of a PNG file, checked: CRCs, order, and the critical ones understood.
struct PNGChunks {
    let header: PNGHeader
    var palette: [UInt8]?
    var transparency: [UInt8]?
    /// Every `IDAT` chunk's bytes, joined.
    var data: [UInt8] = []

    init(_ bytes: [UInt8]) throws(ImageError) {
        var offset = PNGDecoder.signature.count
        var header: PNGHeader?
        var sawEnd = false
        while !sawEnd {
            guard offset + 12 <= bytes.count else { throw .corrupt("the image is truncated") }
            let length = Int(Self.bigEndian(bytes[...], at: offset))
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else {
                throw .corrupt("the image is truncated")
            }
            let type = bytes[offset + 4..<offset + 8]
            guard type.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw .corrupt("the image has a damaged chunk")
            }
            let name = String(decoding: type, as: UTF8.self)
            let body = bytes[offset + 8..<offset + 8 + length]
            guard
                CRC32.checksum(bytes[offset + 4..<offset + 8 + length]) == Self.bigEndian(bytes[...], at: body.endIndex)
            else {
                throw .corrupt("the \(name) chunk fails its CRC check")
            }
            if header == nil, name != "IHDR" { throw .corrupt("the image does not start with an IHDR chunk") }
            switch name {
            case "IHDR":
                guard header == nil else { throw .corrupt("the image has two IHDR chunks") }
                header = try PNGHeader(body)
            case "PLTE":
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw .corrupt("the PLTE chunk has the wrong length")
                }
                palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": data += body
            case "IEND": sawEnd = true
            default:
                // An unknown ancillary chunk (lowercase first letter) is skipped; a critical one is not.
                guard type[type.startIndex] & 0x20 != 0 else {
                    throw .corrupt("the image needs a chunk this decoder does not know (\(name))")
                }
            }
            offset += 12 + length
        }
        guard let header else { throw .corrupt("the image has no IHDR chunk") }
        guard !data.isEmpty else { throw .corrupt("the image has no image data") }
        self.header = header
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}

/// Turns the samples of one unfiltered row into 8-bit RGBA.
private struct PixelConverter {
    let header: PNGHeader
    let palette: [UInt8]
    /// Per palette entry: its alpha.
    let paletteAlpha: [UInt8]
    /// The one colour `tRNS` makes transparent in a greyscale or RGB image, at full depth.
    let transparentKey: [Int]?

    init(header: PNGHeader, palette: [UInt8]?, transparency: [UInt8]?) throws(ImageError) {
        self.header = header
        self.palette = palette ?? []
        var alpha = [UInt8](repeating: 255, count: 256)
        var key: [Int]?
        switch header.colorType {
        case 3:
            guard let palette else { throw .corrupt("the image has no palette") }
            if let transparency {
                guard transparency.count <= palette.count / 3 else {
                    throw .corrupt("the tRNS chunk is longer than the palette")
                }
                for (index, value) in transparency.enumerated() { alpha[index] = value }
            }
        case 0, 2:
            if let transparency {
                let samples = header.colorType == 0 ? 1 : 3
                guard transparency.count == samples * 2 else { throw .corrupt("the tRNS chunk has the wrong length") }
                key = (0..<samples).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
            }
        default:
            break  // Alpha is in the pixels; a tRNS chunk has no meaning here and is ignored.
        }
        paletteAlpha = alpha
        transparentKey = key
    }

    /// Sample `index` of `row`, at full depth.
    private func sample(_ row: [UInt8], _ index: Int) -> Int {
        switch header.bitDepth {
        case 8: return Int(row[index])
        case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
        default:
            let depth = header.bitDepth
            let bit = index * depth
            let shift = 8 - depth - bit % 8
            return Int(row[bit / 8] >> UInt8(shift)) & ((1 << depth) - 1)
        }
    }

    /// A sample scaled to 8 bits.
    private func scaled(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 16: UInt8(value >> 8)
        case 8: UInt8(value)
        default: UInt8(value * 255 / ((1 << header.bitDepth) - 1))
        }
    }

    func convert(_ row: [UInt8], column: Int, into rgba: inout [UInt8], at offset: Int) throws(ImageError) {
        let channels = header.channels
        let first = column * channels
        switch header.colorType {
        case 3:
            let index = sample(row, first)
            guard index * 3 + 2 < palette.count else { throw .corrupt("a pixel names a colour past the palette") }
            rgba[offset] = palette[index * 3]
            rgba[offset + 1] = palette[index * 3 + 1]
            rgba[offset + 2] = palette[index * 3 + 2]
            rgba[offset + 3] = paletteAlpha[index]
        case 0, 4:
            let grey = sample(row, first)
            let value = scaled(grey)
            rgba[offset] = value
            rgba[offset + 1] = value
            rgba[offset + 2] = value
            if header.colorType == 4 {
                rgba[offset + 3] = scaled(sample(row, first + 1))
            } else {
                rgba[offset + 3] = transparentKey.map { $0[0] == grey } == true ? 0 : 255
            }
        default:
            let red = sample(row, first)
            let green = sample(row, first + 1)
            let blue = sample(row, first + 2)
            rgba[offset] = scaled(red)
            rgba[offset + 1] = scaled(green)
            rgba[offset + 2] = scaled(blue)
            if header.colorType == 6 {
                rgba[offset + 3] = scaled(sample(row, first + 3))
            } else {
                rgba[offset + 3] =
                    transparentKey.map { $0[0] == red && $0[1] == green && $0[2] == blue } == true ? 0 : 255
            }
        }
    }
}

/// The CRC-32 of ISO 3309, as PNG uses it.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { value in
        var crc = UInt32(value)
        for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        return crc
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
