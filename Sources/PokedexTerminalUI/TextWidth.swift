/// Terminal columns taken by text: one per character, two for East Asian wide characters.
/// Padding and truncation count these, not bytes, so `Flabébé` and `ピカチュウ` line up.
package enum TextWidth {
    package static func columns(_ text: String) -> Int {
        var total = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            total += isWide(scalar) ? 2 : 1
        }
        return total
    }

    /// `text` padded with spaces to `width` columns.
    package static func pad(_ text: String, to width: Int) -> String {
        let missing = width - columns(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    package static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard columns(text) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let w = character.unicodeScalars.first.map { isWide($0) ? 2 : 1 } ?? 1
            if used + w > width - 1 { break }
            kept.append(character)
            used += w
        }
        return kept + "…"
    }

    /// `text` broken into lines of at most `width` columns, at spaces where possible.
    package static func wrap(_ text: String, to width: Int) -> [String] {
        let width = max(10, width)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var word = word
            while columns(word) > width {
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                let head = String(word.prefix(width))
                lines.append(head)
                word = String(word.dropFirst(head.count))
            }
            if line.isEmpty {
                line = word
            } else if columns(line) + 1 + columns(word) <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
