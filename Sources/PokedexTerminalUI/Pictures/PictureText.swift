import PokedexDomain

/// A colour without alpha.
struct RGB: Equatable {
    var red, green, blue: UInt8

    /// The closest colour of xterm's 256: the 6×6×6 cube or the grey ramp, whichever is nearer.
    var nearest256: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: UInt8) -> Int {
            let value = Int(value)
            return levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
        }
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 3) / 10))
        let grey = 8 + greyStep * 10
        func distance(_ other: (Int, Int, Int)) -> Int {
            let dr = Int(red) - other.0
            let dg = Int(green) - other.1
            let db = Int(blue) - other.2
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }
}

/// A picture made ready for a terminal: cropped to its opaque pixels and scaled to fit.
package struct FittedPicture: Sendable, Equatable {
    /// Columns and text rows it takes.
    package let columns: Int
    package let rows: Int
    /// What it is drawn as: half-block lines, or one protocol escape that fills the box.
    package let lines: [String]

    /// `picture` drawn as `mode` in at most `maxColumns`; nil when there is nothing to draw
    /// (no opaque pixel, or pictures are off).
    package static func make(_ sprite: Sprite, mode: PictureMode, maxColumns: Int) -> FittedPicture? {
        let picture = sprite.picture
        guard let box = PictureText.opaqueBox(picture), maxColumns > 0 else { return nil }
        // One pixel per column, two per text row; narrowed only when wider than the room.
        let columns = min(box.width, maxColumns)
        let height = max(1, (box.height * columns + box.width / 2) / box.width)
        let rows = (height + 1) / 2
        switch mode {
        case .none:
            return nil
        case .blocks(let depth):
            let cropped = PictureText.crop(picture, to: box)
            let scaled = columns < box.width ? PictureText.boxFilter(cropped, width: columns, height: height) : cropped
            return FittedPicture(columns: columns, rows: rows, lines: PictureText.halfBlocks(scaled, depth: depth))
        case .kitty:
            return protocolPicture(
                PictureEscape.kitty(png: sprite.png, columns: columns, rows: rows, crop: box), columns: columns,
                rows: rows)
        case .iterm:
            // iTerm2 draws the whole image; its box is the whole image's.
            let fullColumns = min(picture.width, maxColumns)
            let fullRows = max(1, (picture.height * fullColumns / max(1, picture.width) + 1) / 2)
            return protocolPicture(
                PictureEscape.iterm(png: sprite.png, columns: fullColumns, rows: fullRows), columns: fullColumns,
                rows: fullRows)
        }
    }

    /// A picture the terminal draws itself: the escape on the first line, the rest of its box
    /// left blank for it.
    private static func protocolPicture(_ escape: String, columns: Int, rows: Int) -> FittedPicture {
        FittedPicture(columns: columns, rows: rows, lines: [escape] + Array(repeating: "", count: max(0, rows - 1)))
    }
}

/// Half blocks: a text cell shows two pixels stacked — `▀` with the upper one as foreground and
/// the lower as background, `▄` with the lower as foreground when only the upper is
/// transparent, a space when both are. Transparent means alpha below 128, and shows the
/// terminal's own background.
enum PictureText {
    /// The smallest rectangle holding every opaque pixel; nil when there is none.
    static func opaqueBox(_ picture: Picture) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max
        var minY = Int.max
        var maxX = -1
        var maxY = -1
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.rgba[(y * picture.width + x) * 4 + 3] >= 128 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func crop(_ picture: Picture, to box: (x: Int, y: Int, width: Int, height: Int)) -> Picture {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(box.width * box.height * 4)
        for y in box.y..<box.y + box.height {
            let start = (y * picture.width + box.x) * 4
            rgba += picture.rgba[start..<start + box.width * 4]
        }
        return Picture(width: box.width, height: box.height, rgba: rgba) ?? picture
    }

    /// Scaled down by averaging each target pixel's box of source pixels: alpha over the whole
    /// box, colour over its opaque pixels only (so edges do not darken).
    static func boxFilter(_ picture: Picture, width: Int, height: Int) -> Picture {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for targetY in 0..<height {
            let y0 = targetY * picture.height / height
            let y1 = max(y0 + 1, (targetY + 1) * picture.height / height)
            for targetX in 0..<width {
                let x0 = targetX * picture.width / width
                let x1 = max(x0 + 1, (targetX + 1) * picture.width / width)
                var sums = (red: 0, green: 0, blue: 0, alpha: 0, opaque: 0)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let offset = (y * picture.width + x) * 4
                        let alpha = Int(picture.rgba[offset + 3])
                        sums.alpha += alpha
                        guard alpha >= 128 else { continue }
                        sums.red += Int(picture.rgba[offset])
                        sums.green += Int(picture.rgba[offset + 1])
                        sums.blue += Int(picture.rgba[offset + 2])
                        sums.opaque += 1
                    }
                }
                let offset = (targetY * width + targetX) * 4
                let count = (y1 - y0) * (x1 - x0)
                guard sums.opaque > 0 else { continue }
                rgba[offset] = UInt8(sums.red / sums.opaque)
                rgba[offset + 1] = UInt8(sums.green / sums.opaque)
                rgba[offset + 2] = UInt8(sums.blue / sums.opaque)
                rgba[offset + 3] = UInt8(sums.alpha / count)
            }
        }
        return Picture(width: width, height: height, rgba: rgba) ?? picture
    }

    /// One line per two rows of pixels, each `picture.width` columns wide, ending with the
    /// colours reset.
    static func halfBlocks(_ picture: Picture, depth: ColorDepth) -> [String] {
        func pixel(_ x: Int, _ y: Int) -> RGB? {
            guard y < picture.height else { return nil }
            let offset = (y * picture.width + x) * 4
            guard picture.rgba[offset + 3] >= 128 else { return nil }
            return RGB(red: picture.rgba[offset], green: picture.rgba[offset + 1], blue: picture.rgba[offset + 2])
        }
        var lines: [String] = []
        for y in stride(from: 0, to: picture.height, by: 2) {
            var line = ""
            var foreground: RGB?
            var background: RGB?
            for x in 0..<picture.width {
                let upper = pixel(x, y)
                let lower = pixel(x, y + 1)
                // What this cell needs: a glyph, its foreground, its background.
                let (glyph, wantForeground, wantBackground): (String, RGB?, RGB?) =
                    switch (upper, lower) {
                    // A space shows only its background: whatever foreground is set may stay.
                    case (nil, nil): (" ", foreground, nil)
                    case (let upper?, let lower): ("▀", upper, lower)
                    case (nil, let lower?): ("▄", lower, nil)
                    }
                // A colour can only be taken away by resetting both.
                if (wantBackground == nil && background != nil) || (wantForeground == nil && foreground != nil) {
                    line += PictureEscape.reset
                    foreground = nil
                    background = nil
                }
                if let wantForeground, wantForeground != foreground {
                    line += PictureEscape.color(wantForeground, background: false, depth: depth)
                    foreground = wantForeground
                }
                if let wantBackground, wantBackground != background {
                    line += PictureEscape.color(wantBackground, background: true, depth: depth)
                    background = wantBackground
                }
                line += glyph
            }
            if foreground != nil || background != nil { line += PictureEscape.reset }
            lines.append(line)
        }
        return lines
    }
}
