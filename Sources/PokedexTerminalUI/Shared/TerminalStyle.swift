/// Every escape code the program writes comes from here. With styling off, each helper returns
/// its text unchanged, so a renderer never has to ask.
package struct TerminalStyle: Sendable, Equatable {
    package let isEnabled: Bool

    package static let plain = TerminalStyle(isEnabled: false)
    package static let ansi = TerminalStyle(isEnabled: true)

    package init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    /// Reverse video: the cursor's row.
    package func inverse(_ text: String) -> String {
        isEnabled ? wrap(text, "7") : "> " + text
    }

    /// Text in a 256-colour palette entry.
    package func color(_ text: String, _ code: Int) -> String { wrap(text, "38;5;\(code)") }

    /// A type name in its type's colour.
    func type(_ text: String, _ typeName: String) -> String {
        // Without colour, no colour looked up (nor the table of them made).
        guard isEnabled else { return text }
        return color(text, Self.typeColors[typeName] ?? 250)
    }

    private func wrap(_ text: String, _ sgr: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(sgr)m\(text)\u{1B}[0m"
    }

    /// Colours close to the games' own, from the 256-colour palette.
    static let typeColors: [String: Int] = [
        "normal": 144, "fire": 208, "water": 69, "electric": 220, "grass": 77, "ice": 117,
        "fighting": 160, "poison": 134, "ground": 179, "flying": 141, "psychic": 205, "bug": 106,
        "rock": 136, "ghost": 97, "dragon": 63, "dark": 95, "steel": 146, "fairy": 218,
        "stellar": 80, "unknown": 102, "shadow": 60,
    ]
}

/// The escape codes pictures are drawn with: colours for half blocks, and the image protocols
/// of kitty and iTerm2.
enum PictureEscape {
    static let reset = "\u{1B}[0m"

    /// A foreground (`38`) or background (`48`) colour at `depth`.
    static func color(_ pixel: RGB, background: Bool, depth: ColorDepth) -> String {
        let layer = background ? "48" : "38"
        switch depth {
        case .trueColor: return "\u{1B}[\(layer);2;\(pixel.red);\(pixel.green);\(pixel.blue)m"
        case .palette256: return "\u{1B}[\(layer);5;\(pixel.nearest256)m"
        }
    }

    /// kitty's graphics protocol: transmit and show a PNG (`f=100`) in `columns × rows` cells,
    /// the source rectangle `crop` of it, without a reply (`q=2`), the cursor left where it was
    /// (`C=1`); base64 in 4096-byte chunks.
    static func kitty(png: [UInt8], columns: Int, rows: Int, crop: (x: Int, y: Int, width: Int, height: Int)) -> String
    {
        let payload = Base64.encode(png)
        let chunkSize = 4096
        var text = ""
        var start = payload.startIndex
        var first = true
        repeat {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            let keys =
                first
                ? "a=T,f=100,q=2,C=1,c=\(columns),r=\(rows),x=\(crop.x),y=\(crop.y),w=\(crop.width),h=\(crop.height),m=\(more)"
                : "m=\(more)"
            text += "\u{1B}_G\(keys);\(payload[start..<end])\u{1B}\\"
            start = end
            first = false
        } while start < payload.endIndex
        return text
    }

    /// iTerm2's inline image, `columns × rows` cells.
    static func iterm(png: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:"
            + Base64.encode(png) + "\u{07}"
    }
}

/// Base64 (RFC 4648), for the image protocols.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 { group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
            for position in 0..<4 {
                output.append(position <= count ? alphabet[(group >> (18 - 6 * position)) & 0x3F] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
