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

    /// `text` after spaces that make it `width` columns: right-aligned.
    static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - columns(text))) + text
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut (or not, `ellipsis: false`,
    /// for an abbreviation).
    package static func truncate(_ text: String, to width: Int, ellipsis: Bool = true) -> String {
        guard width > 0 else { return "" }
        guard columns(text) > width else { return text }
        var kept = ""
        var used = 0
        let room = ellipsis ? width - 1 : width
        for character in text {
            let w = character.unicodeScalars.first.map { isWide($0) ? 2 : 1 } ?? 1
            if used + w > room { break }
            kept.append(character)
            used += w
        }
        return ellipsis ? kept + "…" : kept
    }

    /// `text` broken into lines of at most `width` columns: at spaces, and beside the
    /// ideographs and hiragana of Chinese and Japanese, which do without them (never before
    /// `、` or `）`);
    /// a word wider than a line is cut.
    package static func wrap(_ text: String, to width: Int) -> [String] {
        let width = max(10, width)
        var lines: [String] = []
        var line = ""
        var used = 0
        func place(_ piece: Substring, wide: Int, first: Bool) {
            let gap = first && !line.isEmpty ? 1 : 0
            if line.isEmpty || used + gap + wide <= width {
                if gap == 1 { line.append(" ") }
                line.append(contentsOf: piece)
                used += gap + wide
            } else {
                lines.append(line)
                line = String(piece)
                used = wide
            }
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            // Most words are printable ASCII (one column a byte, no break inside) and fit.
            if let wide = printableASCIIWidth(word), wide <= width {
                place(word, wide: wide, first: true)
                continue
            }
            for (index, piece) in pieces(of: word, width: width).enumerated() {
                place(piece[...], wide: columns(piece) - piece.count(where: { $0 == glue }), first: index == 0)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map(unjoined)
    }

    /// The columns of `word` when every byte of it is printable ASCII, one column each; else nil.
    private static func printableASCIIWidth(_ word: Substring) -> Int? {
        let bytes = word.utf8
        return bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) ? bytes.count : nil
    }

    /// `name` kept whole by `wrap` to `width`: its spaces do not break a line (`Let’s Go,
    /// Pikachu!`, `Sandy Shocks`), unless it alone is wider than one.
    /// A name in Chinese or Japanese is held together too (`皮卡丘 (Cosplay)` between `、`).
    static func unbreakable(_ name: String, width: Int) -> String {
        guard columns(name) <= width, name.contains(where: { $0 == " " || isIdeographic($0) }) else { return name }
        var held = ""
        var previous: Character?
        for character in name {
            if let before = previous, isIdeographic(before) || isIdeographic(character) { held.append(glue) }
            held.append(character == " " ? joiner : character)
            previous = character
        }
        return held
    }

    /// `name` kept whole when the last pass fits a too-wide line to the terminal
    /// (`FittedLines`, which breaks at spaces): its spaces become ones that do not break, turned
    /// back into spaces as the screen is written (`unjoined`).
    static func keptWhole(_ name: String) -> String {
        name.contains(" ") ? String(name.map { $0 == " " ? joiner : $0 }) : name
    }

    /// `text` with the spaces `keptWhole` and `unbreakable` held, spaces again.
    static func unjoined(_ text: String) -> String {
        // U+E000 and U+E001 both begin with the byte 0xEE in UTF-8: looked for in the bytes
        // (a where's hundred rows are 15 KB), not through the string's indices.
        var text = text
        guard text.withUTF8({ $0.contains(0xEE) }), text.contains(where: { $0 == joiner || $0 == glue }) else {
            return text
        }
        return String(text.compactMap { $0 == glue ? nil : $0 == joiner ? " " : $0 })
    }

    /// A private-use character standing for a space that does not break, one column wide.
    private static let joiner: Character = "\u{E000}"
    /// A private-use character that holds the characters either side of it together, no
    /// column wide: put between the ideographs of a name that must not break.
    private static let glue: Character = "\u{E001}"

    /// A word in the pieces a line may break between: a character of its own for each
    /// ideograph or kana (closing punctuation kept with the one before, opening with the one
    /// after), the rest whole, unless wider than `width`.
    private static func pieces(of word: Substring, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var used = 0
        var previous: Character?
        for character in word {
            let w = character == glue ? 0 : columns(String(character))
            let breaks =
                previous.map { before in
                    (isIdeographic(before) || isIdeographic(character)) && !closing.contains(character)
                        && !opening.contains(before) && before != glue && character != glue
                } ?? false
            if !piece.isEmpty, breaks || used + w > width {
                // No line begins with closing punctuation, ー or a small kana: the character
                // before comes down with it.
                var carried = ""
                if !breaks, closing.contains(character) {
                    repeat {
                        while piece.last == glue { piece.removeLast() }
                        guard piece.count > 1, let last = piece.popLast() else { break }
                        carried = String(last) + carried
                    } while carried.first.map(closing.contains) == true
                }
                pieces.append(piece)
                piece = carried
                used = columns(carried)
            }
            piece.append(character)
            used += w
            previous = character
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// Ideographs, hiragana and their punctuation: written without spaces, broken anywhere.
    /// Katakana is left out, so a name in it (`サファイア`) stays whole.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x309F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60: return true
        default: return false
        }
    }

    private static let closing: Set<Character> = [
        "、", "。", "，", "．", "）", "」", "』", "】", "：", "；", "！", "？", "ー", "々", ")", ":", ",", ".",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ",
    ]
    private static let opening: Set<Character> = ["（", "「", "『", "【", "("]

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
