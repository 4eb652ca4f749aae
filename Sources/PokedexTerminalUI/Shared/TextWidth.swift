import PokedexDomain

/// Terminal columns taken by text: one per character, two for East Asian wide characters.
/// Padding and truncation count these, not bytes, so `Flabébé` and `ピカチュウ` line up.
package enum TextWidth {
    package static func columns(_ text: String) -> Int {
        if let plain = plainWidth(text.utf8) { return plain }
        var total = 0
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            total += isWide(scalar) ? 2 : 1
        }
        return total
    }

    /// `count` spaces (none for a count below one): cut from spaces made once, for
    /// `String(repeating:count:)` took 5 000 instructions a call, and an entry pads fifty times.
    package static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        guard count <= manySpaces.utf8.count else { return String(repeating: " ", count: count) }
        return String(manySpaces[..<manySpaces.utf8.index(manySpaces.startIndex, offsetBy: count)])
    }

    /// Made from bytes: made as `String(repeating:count:)` makes it, they took 80 000.
    private static let manySpaces = String(decoding: [UInt8](repeating: UInt8(ascii: " "), count: 256), as: UTF8.self)

    /// `text` padded with spaces to `width` columns.
    package static func pad(_ text: String, to width: Int) -> String {
        let missing = width - columns(text)
        return missing > 0 ? text + TextWidth.spaces(missing) : text
    }

    /// `text` after spaces that make it `width` columns: right-aligned.
    static func padLeft(_ text: String, to width: Int) -> String {
        TextWidth.spaces(max(0, width - columns(text))) + text
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
        for word in words(text) {
            // Most words are plain (one column a character, no break inside) and fit.
            if let wide = plainWidth(word.utf8), wide <= width {
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

    /// `text`'s words between spaces, as `split(separator: " ")` gives them: found on the
    /// bytes, each space a character of its own where it has an ASCII byte (or the end) on
    /// each side (a space joins a character only after a prepending mark or before a combining
    /// one, none ASCII), else where it stands alone between the scalars beside it (no other
    /// rule of Unicode's joins a space to its neighbours). Finding characters one by one was a
    /// quarter of wrapping an entry's lines, and a French one's words (`Groupes Œuf`) were
    /// all found so.
    static func words(_ text: String) -> [Substring] {
        let bytes = text.utf8
        var words: [Substring] = []
        var wordStart = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte == UInt8(ascii: " ") {
                let asciiBeside = previous < 0x80 && (next == bytes.endIndex || bytes[next] < 0x80)
                guard asciiBeside || standsAlone(text, at: index) else { return text.split(separator: " ") }
                if wordStart != index { words.append(text[wordStart..<index]) }
                wordStart = next
            }
            previous = byte
            index = next
        }
        if wordStart != bytes.endIndex { words.append(text[wordStart...]) }
        return words
    }

    /// Whether the space at `index` is a character of its own between the scalars on either
    /// side of it: whether it is one in `text` (a break before a space depends only on the
    /// scalar before it, one after only on the scalar after). Beside scalars that neither
    /// prepend nor extend (Latin below U+0300; kana, CJK ideographs and Hangul syllables), it
    /// is; else Swift's own grapheme breaking says, on the three scalars alone.
    private static func standsAlone(_ text: String, at index: String.Index) -> Bool {
        let scalars = text.unicodeScalars
        let before = index > scalars.startIndex ? scalars[scalars.index(before: index)] : nil
        let afterIndex = scalars.index(after: index)
        let after = afterIndex < scalars.endIndex ? scalars[afterIndex] : nil
        if before.map(neitherPrependsNorExtends) ?? true, after.map(neitherPrependsNorExtends) ?? true {
            return true
        }
        var beside = String.UnicodeScalarView()
        if let before { beside.append(before) }
        beside.append(" ")
        if let after { beside.append(after) }
        return String(beside).count == beside.count
    }

    /// Scalars no grapheme rule joins a space to: Latin below the combining marks (U+0300), and
    /// the kana (but their combining voiced marks, U+3099–309A), CJK ideographs and Hangul
    /// syllables of a Japanese, Chinese or Korean screen.
    private static func neitherPrependsNorExtends(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case ..<0x300, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// The columns of text whose every scalar is a character of one column that no line
    /// breaks beside and that stands alone (printable ASCII and Latin, `é`, `×`, `½`; the
    /// dashes, quotes, `…` and `·` of punctuation): its scalars counted on the UTF-8 bytes, not
    /// its characters found one by one (what `show` wraps and pads is nearly all such text,
    /// and finding characters was a quarter of drawing an entry). Nil for anything else:
    /// controls, combining marks, wide or ideographic characters, the private `glue`, which
    /// the slower ways read. The private `joiner` is plain: a name kept whole is one word.
    static func plainWidth(_ bytes: some Sequence<UInt8>) -> Int? {
        var count = 0
        var iterator = bytes.makeIterator()
        while let lead = iterator.next() {
            switch lead {
            case 0x20..<0x7F:
                break
            case 0xC2...0xCB:
                // U+00A0 to U+02FF: Latin-1's letters and signs, Latin Extended, IPA, modifiers.
                guard let next = iterator.next(), lead > 0xC2 || next >= 0xA0 else { return nil }
            case 0xEE:
                // The `joiner` (U+E000), a space that does not break, one column; not the `glue`.
                guard iterator.next() == 0x80, iterator.next() == 0x80 else { return nil }
            case 0xE2:
                // U+2010 to U+2027 and U+2030 to U+205E: dashes, quotes, bullets, `…`, `‰`, and
                // the narrow space that does not break, which French sets before `:` and `%`;
                // U+2580 to U+259F, the blocks of a stat's bar (`████▍`).
                guard let second = iterator.next(), second == 0x80 || second == 0x81 || second == 0x96,
                    let third = iterator.next()
                else { return nil }
                let scalar = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
                guard
                    (0x2010...0x2027).contains(scalar) || (0x202F...0x205E).contains(scalar)
                        || (0x2580...0x259F).contains(scalar)
                else { return nil }
            default:
                return nil
            }
            count += 1
        }
        return count
    }

    /// `name` kept whole by `wrap` to `width`: its spaces do not break a line (`Let’s Go,
    /// Pikachu!`, `Sandy Shocks`), unless it alone is wider than one.
    /// A name in Chinese or Japanese is held together too (`皮卡丘 (Cosplay)` between `、`).
    static func unbreakable(_ name: String, width: Int) -> String {
        // Plain text: its spaces held, no more (it has no ideograph).
        if let plain = plainWidth(name.utf8) {
            return plain <= width && name.utf8.contains(UInt8(ascii: " ")) ? keptWhole(name) : name
        }
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
        guard name.utf8.contains(UInt8(ascii: " ")) else { return name }
        // In plain text every space is a character of its own: each is replaced on the bytes
        // (mapping the characters of an entry's dozen game names was 40 000 instructions).
        guard plainWidth(name.utf8) != nil else { return String(name.map { $0 == " " ? joiner : $0 }) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count + 16)
        for byte in name.utf8 {
            if byte == UInt8(ascii: " ") {
                bytes.append(0xEE)
                bytes.append(0x80)
                bytes.append(0x80)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with the spaces `keptWhole` and `unbreakable` held, spaces again.
    static func unjoined(_ text: String) -> String {
        // U+E000 (EE 80 80) and U+E001 (EE 80 81) found and replaced in the bytes (a where's
        // hundred rows are 15 KB), not through the string's characters.
        var text = text
        let replaced = text.withUTF8 { bytes -> [UInt8]? in
            // Eight bytes at a time: most text has none.
            var next = ByteSearch.firstIndex(of: 0xEE, or: 0xEE, in: bytes, from: 0)
            guard next < bytes.count else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            out.append(contentsOf: bytes[..<next])
            var changed = false
            while next < bytes.count {
                let byte = bytes[next]
                if byte == 0xEE, next + 2 < bytes.count, bytes[next + 1] == 0x80,
                    bytes[next + 2] == 0x80 || bytes[next + 2] == 0x81
                {
                    if bytes[next + 2] == 0x80 { out.append(UInt8(ascii: " ")) }
                    changed = true
                    next += 3
                } else {
                    out.append(byte)
                    next += 1
                }
            }
            return changed ? out : nil
        }
        return replaced.map { String(decoding: $0, as: UTF8.self) } ?? text
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
