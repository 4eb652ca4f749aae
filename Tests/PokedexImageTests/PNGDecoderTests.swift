import PokedexDomain
import PokedexTestSupport
import Testing

@testable import PokedexImage

/// Every colour type, bit depth and interlacing the specification allows, written by the test
/// encoder (zlib for the compression) and compared pixel by pixel with what they should show.
@Suite struct PNGDecoderTests {
    static let formats: [(colorType: Int, depth: Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16),
        (6, 8), (6, 16),
    ]

    /// Samples that exercise every value range: a pattern from the pixel's place.
    static func image(colorType: Int, depth: Int, width: Int = 13, height: Int = 11, interlaced: Bool) -> TestPNG {
        let maxValue = (1 << depth) - 1
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        let paletteSize = colorType == 3 ? min(1 << depth, 7) : 0
        var samples: [[Int]] = []
        for y in 0..<height {
            for x in 0..<width {
                if colorType == 3 {
                    samples.append([(x * 3 + y) % paletteSize])
                } else {
                    let base = x * 7919 + y * 104_729
                    samples.append((0..<channels).map { channel in (base + channel * 31) % (maxValue + 1) })
                }
            }
        }
        var png = TestPNG(width: width, height: height, colorType: colorType, bitDepth: depth, samples: samples)
        png.interlaced = interlaced
        if colorType == 3 {
            var palette: [UInt8] = []
            for index in 0..<paletteSize {
                palette += [UInt8(index * 40), UInt8(255 - index * 30), UInt8(index * 17)]
            }
            png.palette = palette
            png.transparency = [0, 100]  // the first entry clear, the second half, the rest opaque
        }
        return png
    }

    /// What the decoder should give for `png`, worked out here from the samples.
    static func expected(_ png: TestPNG) -> [UInt8] {
        let maxValue = (1 << png.bitDepth) - 1
        func scale(_ value: Int) -> UInt8 {
            png.bitDepth == 16 ? UInt8(value >> 8) : UInt8(value * 255 / maxValue)
        }
        return png.samples.flatMap { pixel -> [UInt8] in
            switch png.colorType {
            case 0: return [scale(pixel[0]), scale(pixel[0]), scale(pixel[0]), 255]
            case 2: return [scale(pixel[0]), scale(pixel[1]), scale(pixel[2]), 255]
            case 3:
                let index = pixel[0]
                let alpha: UInt8 = index == 0 ? 0 : index == 1 ? 100 : 255
                return Array(png.palette[index * 3..<index * 3 + 3]) + [alpha]
            case 4: return [scale(pixel[0]), scale(pixel[0]), scale(pixel[0]), scale(pixel[1])]
            default: return pixel.map(scale)
            }
        }
    }

    @Test(arguments: formats)
    func everyColourTypeAndDepthDecodesPixelForPixel(format: (colorType: Int, depth: Int)) throws {
        for interlaced in [false, true] {
            let png = Self.image(colorType: format.colorType, depth: format.depth, interlaced: interlaced)
            let picture = try PNGDecoder.decode(png.encoded())
            #expect(picture.width == 13 && picture.height == 11)
            #expect(picture.rgba == Self.expected(png), "colour type \(format.colorType), depth \(format.depth)")
        }
    }

    @Test func interlacedImagesSmallerThanAPassDecode() throws {
        for (width, height) in [(1, 1), (1, 5), (3, 2), (9, 1)] {
            let png = Self.image(colorType: 6, depth: 8, width: width, height: height, interlaced: true)
            #expect(try PNGDecoder.decode(png.encoded()).rgba == Self.expected(png))
        }
    }

    @Test func greyAndRGBImagesHonourTheirTransparentColour() throws {
        var grey = TestPNG(width: 2, height: 1, colorType: 0, bitDepth: 16, samples: [[0x1234], [0x1235]])
        grey.transparency = [0x12, 0x35]
        #expect(try PNGDecoder.decode(grey.encoded()).rgba == [0x12, 0x12, 0x12, 255, 0x12, 0x12, 0x12, 0])
        var rgb = TestPNG(width: 2, height: 1, colorType: 2, bitDepth: 8, samples: [[1, 2, 3], [4, 5, 6]])
        rgb.transparency = [0, 1, 0, 2, 0, 3]
        #expect(try PNGDecoder.decode(rgb.encoded()).rgba == [1, 2, 3, 0, 4, 5, 6, 255])
    }

    @Test func everyZlibLevelAndStoredBlocksInflate() throws {
        for level: Int32 in [0, 1, 6, 9] {
            var png = Self.image(colorType: 6, depth: 8, width: 40, height: 30, interlaced: false)
            png.compressionLevel = level
            #expect(try PNGDecoder.decode(png.encoded()).rgba == Self.expected(png), "level \(level)")
        }
    }

    @Test func inflateMatchesZlibOnLongVariedData() throws {
        // Text-like data with long repeats and far distances: dynamic Huffman blocks, many of them.
        var bytes: [UInt8] = []
        var seed: UInt32 = 12345
        for _ in 0..<300_000 {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes.append(seed >> 16 % 4 == 0 ? UInt8(seed >> 8 & 0xFF) : UInt8(97 + (seed >> 20) % 6))
        }
        for level: Int32 in [1, 9] {
            #expect(try Inflate.zlib(TestPNG.zlib(bytes, level: level), expectedSize: bytes.count) == bytes)
        }
    }

    @Test func adler32MatchesTheKnownValue() {
        #expect(Inflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }
}

/// Hostile images: each ends in its own error, and none allocates beyond what a sprite needs.
@Suite struct HostilePNGTests {
    static let sprite = PNGDecoderTests.image(colorType: 6, depth: 8, width: 96, height: 96, interlaced: false)

    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        TestPNG.bigEndian(width) + TestPNG.bigEndian(height) + [8, 6, 0, 0, 0]
    }

    @Test func aWrongSignatureOrAnHTMLPageIsNotAPNG() {
        #expect(throws: ImageError.notPNG) { try PNGDecoder.decode(Array("<!DOCTYPE html><html>".utf8)) }
        #expect(throws: ImageError.notPNG) { try PNGDecoder.decode([]) }
        var wrong = Self.sprite.encoded()
        wrong[1] = UInt8(ascii: "Q")
        #expect(throws: ImageError.notPNG) { try PNGDecoder.decode(wrong) }
    }

    @Test func aTruncatedImageSaysSo() {
        let bytes = Self.sprite.encoded()
        for cut in [9, 20, 40, bytes.count / 2, bytes.count - 1] {
            #expect(throws: ImageError.corrupt("the image is truncated")) {
                try PNGDecoder.decode(Array(bytes.prefix(cut)))
            }
        }
    }

    @Test func aBadCRCIsCaught() {
        var bytes = Self.sprite.encoded()
        bytes[bytes.count - 20] ^= 0x55  // inside the IDAT chunk
        #expect(throws: ImageError.corrupt("the IDAT chunk fails its CRC check")) { try PNGDecoder.decode(bytes) }
    }

    @Test func aHugeHeaderIsRefusedBeforeAnyPixelIsAllocated() {
        let bytes =
            PNGDecoder.signature + TestPNG.chunk("IHDR", Self.header(width: 100_000, height: 100_000))
            + TestPNG.chunk("IDAT", TestPNG.zlib([0])) + TestPNG.chunk("IEND", [])
        #expect(throws: ImageError.tooLarge("the image is 100000×100000 pixels, more than a sprite can be")) {
            try PNGDecoder.decode(bytes)
        }
    }

    /// The bomb is a true zlib stream: zlib itself inflates it to every zero it claims.
    @Test func theTestsBombIsAStreamOfZeros() {
        let stream = TestPNG.zlibZeros(count: 5 << 20)
        #expect(stream.count < 40_000)
        let inflated = TestPNG.inflated(stream)
        #expect(inflated?.count == 5 << 20 && inflated?.allZero == true)
        #expect(TestPNG.inflated(Array(stream.dropLast())) == nil, "a cut checksum is refused")
    }

    @Test func aZlibBombStopsAtTheSizeTheHeaderGives() async throws {
        try await onOwnThread {
            // 96×96 RGBA is 36 960 bytes of image data; this stream would inflate to a gigabyte.
            let bomb = TestPNG.zlibZeros(count: 1 << 30)
            let bytes =
                PNGDecoder.signature + TestPNG.chunk("IHDR", Self.header(width: 96, height: 96))
                + TestPNG.chunk("IDAT", bomb) + TestPNG.chunk("IEND", [])
            #expect(throws: ImageError.corrupt("the image data inflates to more than its size (36960 bytes)")) {
                try PNGDecoder.decode(bytes)
            }
        }
    }

    @Test func imageDataShorterThanTheHeaderSaysIsAnError() {
        let bytes =
            PNGDecoder.signature + TestPNG.chunk("IHDR", Self.header(width: 96, height: 96))
            + TestPNG.chunk("IDAT", TestPNG.zlib([UInt8](repeating: 0, count: 100))) + TestPNG.chunk("IEND", [])
        #expect(throws: ImageError.corrupt("the image data is shorter than its size (100 of 36960 bytes)")) {
            try PNGDecoder.decode(bytes)
        }
    }

    @Test func structuralDamageIsNamed() {
        let idat = TestPNG.chunk("IDAT", TestPNG.zlib([0, 0, 0, 0, 0]))
        let end = TestPNG.chunk("IEND", [])
        let cases: [([UInt8], String)] = [
            (TestPNG.chunk("IDAT", [1]) + end, "the image does not start with an IHDR chunk"),
            (
                TestPNG.chunk("IHDR", TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [3, 2, 0, 0, 0]) + idat + end,
                "colour type 2 cannot have bit depth 3"
            ),
            (
                TestPNG.chunk("IHDR", TestPNG.bigEndian(1) + TestPNG.bigEndian(1) + [8, 3, 0, 0, 0]) + idat + end,
                "the image has no palette"
            ),
            (
                TestPNG.chunk("IHDR", Self.header(width: 1, height: 1)) + TestPNG.chunk("ABCD", []) + idat + end,
                "the image needs a chunk this decoder does not know (ABCD)"
            ),
            (TestPNG.chunk("IHDR", Self.header(width: 1, height: 1)) + end, "the image has no image data"),
            (
                TestPNG.chunk("IHDR", Self.header(width: 1, height: 1))
                    + TestPNG.chunk("IDAT", TestPNG.zlib([9, 0, 0, 0, 0]))
                    + end,
                "a row has an unknown filter type (9)"
            ),
        ]
        for (chunks, reason) in cases {
            #expect(throws: ImageError.corrupt(reason)) { try PNGDecoder.decode(PNGDecoder.signature + chunks) }
        }
    }

    @Test func aPaletteIndexPastThePaletteIsAnError() {
        var png = TestPNG(width: 2, height: 1, colorType: 3, bitDepth: 8, samples: [[0], [5]])
        png.palette = [1, 2, 3]
        #expect(throws: ImageError.corrupt("a pixel names a colour past the palette")) {
            try PNGDecoder.decode(png.encoded())
        }
    }

    @Test func damagedDeflateDataIsAnErrorNotACrash() throws {
        // Flip bits all through a valid stream (CRCs mended), and check each ends cleanly.
        let raw = Self.sprite.rawData()
        let stream = TestPNG.zlib(raw)
        for position in stride(from: 2, to: stream.count - 4, by: max(1, stream.count / 64)) {
            var damaged = stream
            damaged[position] ^= 0xA5
            do {
                let inflated = try Inflate.zlib(damaged, expectedSize: raw.count)
                // A flip can still make a valid stream; then the checksum must have caught it.
                Issue.record("damage at \(position) went unnoticed (\(inflated.count) bytes)")
            } catch {
                #expect(!error.reason.isEmpty)
            }
        }
    }
}
