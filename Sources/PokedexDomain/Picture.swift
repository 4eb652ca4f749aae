/// A decoded image: 8-bit red, green, blue and alpha per pixel, row by row from the top left.
package struct Picture: Sendable, Hashable {
    package let width: Int
    package let height: Int
    /// `width × height × 4` bytes.
    package let rgba: [UInt8]

    /// Nil unless `rgba` holds exactly `width × height` pixels.
    package init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    struct Pixel: Sendable, Hashable {
        var red, green, blue, alpha: UInt8

        init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Drawn at all: alpha of at least 128.
        var isOpaque: Bool { alpha >= 128 }
    }

    func pixel(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }
}
