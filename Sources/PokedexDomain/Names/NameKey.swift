/// The spelling-insensitive key of a Pokémon name, so that every way a person writes a name
/// meets PokeAPI's: `Mr. Mime`, `mr mime` and `MR-MIME` all give `mr-mime`; `Nidoran♀` and
/// `nidoran f` give `nidoran-f`; `Farfetch’d` gives `farfetchd`; `Flabébé` gives `flabebe`;
/// `Type: Null` gives `type-null`.
package enum NameKey {
    package static func make(_ text: String) -> String {
        if let key = asciiKey(text) { return key }
        var out = String.UnicodeScalarView()
        let text = normalized(text)
        var pendingDash = false
        func emit(_ scalar: Unicode.Scalar) {
            if pendingDash, !out.isEmpty { out.append("-") }
            pendingDash = false
            out.append(scalar)
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "♀":
                pendingDash = true
                emit("f")
                pendingDash = true
            case "♂":
                pendingDash = true
                emit("m")
                pendingDash = true
            case "'", "’", "‘", "`", "´", ".", ":":
                continue
            case " ", "\t", "-", "_", "‐", "–", "—":
                pendingDash = true
            default:
                // Letters that fold (no mark among them) skip the Unicode tables.
                if let folded = fold(scalar) {
                    emit(folded)
                    continue
                }
                let properties = scalar.properties
                if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark {
                    // An accent left over that no letter here takes: the letter alone.
                    continue
                }
                if properties.isAlphabetic || properties.numericType != nil {
                    // Most letters here (kana, hangul, han) have no case: no string to make.
                    if properties.changesWhenLowercased {
                        properties.lowercaseMapping.unicodeScalars.forEach(emit)
                    } else {
                        emit(scalar)
                    }
                } else {
                    // Other punctuation and symbols separate words, as a space does.
                    pendingDash = true
                }
            }
        }
        return String(out)
    }

    /// One spelling for text that Unicode counts as the same: full-width Latin letters, digits
    /// and punctuation (as Japanese input methods type them) become ASCII, half-width katakana
    /// full-width, the ideographic space a space; zero-width characters (joiners, soft hyphens,
    /// byte-order marks, variation selectors) go; then canonical composition (NFC), so that
    /// `e` + U+0301 is `é` and `カ` + U+3099 is `ガ`, as precomposed text already is.
    static func normalized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: mayChange) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xFF01...0xFF5E:
                scalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
            case 0x3000:
                scalars.append(" ")
            case 0xFF61...0xFF9F:
                scalars.append(halfwidthKatakana[Int(scalar.value - 0xFF61)])
            default:
                let properties = scalar.properties
                guard properties.generalCategory != .format, !properties.isVariationSelector else { continue }
                scalars.append(scalar)
            }
        }
        return String(decoding: String(scalars)._nfcCodeUnits, as: UTF8.self)
    }

    /// Whether `normalized` may change a text with this scalar: the compatibility forms it
    /// maps, what it drops, and what canonical composition joins (combining marks, Hangul jamo).
    /// Names as PokeAPI writes them have none, so the names index skips the work.
    private static func mayChange(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD: return true  // the soft hyphen
        case 0..<0x300: return false
        case 0x1100...0x11FF, 0x3000, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0xFF00...0xFFEF: return true
        default:
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
            default: return properties.isVariationSelector
            }
        }
    }

    /// U+FF61…U+FF9F, the half-width forms, as their full-width letters (the voicing marks as
    /// the combining ones, which composition then joins to the letter before).
    private static let halfwidthKatakana: [Unicode.Scalar] =
        Array(
            "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
                .unicodeScalars) + ["\u{3099}", "\u{309A}"]

    /// The same rule on plain ASCII text, byte by byte: the catalog makes thousands of keys on
    /// every command, so this path matters. Nil when the text is not all ASCII. Text that is a
    /// key already (nearly every name the program itself holds) is its own key: no string is
    /// made; another is written straight into the key's storage (an array, then a string made of
    /// it and checked again, was 1 200 instructions a key, and `team` makes 138).
    private static func asciiKey(_ text: String) -> String? {
        var text = text
        guard let isKey = text.withUTF8(isASCIIKey) else { return nil }
        if isKey { return text }
        return text.withUTF8 { utf8 in
            // A key is never longer than its text: a dash goes only where a separator was.
            String(unsafeUninitializedCapacity: utf8.count) { key in writeASCIIKey(utf8, into: key) ?? 0 }
        }
    }

    /// Whether ASCII `text` is a key already: lowercase letters and digits, and single dashes
    /// between them. Nil when it is not all ASCII.
    private static func isASCIIKey(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        var isKey = text.first != UInt8(ascii: "-") && text.last != UInt8(ascii: "-")
        var previous: UInt8 = 0
        for byte in text {
            if byte >= 0x80 { return nil }
            if isKey {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
                case UInt8(ascii: "-"): isKey = previous != UInt8(ascii: "-")
                default: isKey = false
                }
            }
            previous = byte
        }
        return isKey
    }

    /// Appends the key of ASCII `text` to `out` and answers true; for text that is not all
    /// ASCII, answers false and leaves `out` as it was.
    static func appendASCIIKey(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) -> Bool {
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: text.count))
        let written = out.withUnsafeMutableBufferPointer { all in
            writeASCIIKey(text, into: UnsafeMutableBufferPointer(rebasing: all[start...]))
        }
        out.removeSubrange((start + (written ?? 0))...)
        return written != nil
    }

    /// Writes the key of ASCII `text` at the start of `key` (as long as `text` at least) and
    /// answers its length; nil for text that is not all ASCII.
    private static func writeASCIIKey(
        _ text: UnsafeBufferPointer<UInt8>, into key: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var count = 0
        var pendingDash = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, count > 0 {
                    key[count] = UInt8(ascii: "-")
                    count += 1
                }
                pendingDash = false
                key[count] = byte >= UInt8(ascii: "a") ? byte : byte | 0x20
                count += 1
            case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."), UInt8(ascii: ":"):
                continue
            case 0x80...:
                return nil
            default:
                pendingDash = true
            }
        }
        return count
    }

    /// ASCII letters and digits, and the accented Latin letters found in Pokémon names, folded
    /// to lowercase ASCII; nil for anything else.
    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x30...0x39, 0x61...0x7A: return scalar
        case 0x41...0x5A: return Unicode.Scalar(scalar.value + 32) ?? scalar
        default: break
        }
        switch scalar {
        case "é", "è", "ê", "ë", "É", "È", "Ê", "Ë": return "e"
        case "á", "à", "â", "ä", "Á", "À", "Â", "Ä": return "a"
        case "í", "ì", "î", "ï", "Í", "Ì", "Î", "Ï": return "i"
        case "ó", "ò", "ô", "ö", "Ó", "Ò", "Ô", "Ö": return "o"
        case "ú", "ù", "û", "ü", "Ú", "Ù", "Û", "Ü": return "u"
        case "ç", "Ç": return "c"
        case "ñ", "Ñ": return "n"
        default: return nil
        }
    }
}
