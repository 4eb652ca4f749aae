/// The spelling-insensitive key of a Pokémon name, so that every way a person writes a name
/// meets PokeAPI's: `Mr. Mime`, `mr mime` and `MR-MIME` all give `mr-mime`; `Nidoran♀` and
/// `nidoran f` give `nidoran-f`; `Farfetch’d` gives `farfetchd`; `Flabébé` gives `flabebe`;
/// `Type: Null` gives `type-null`.
public enum NameKey {
    public static func make(_ text: String) -> String {
        if let key = asciiKey(text) { return key }
        var out = String.UnicodeScalarView()
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
                let properties = scalar.properties
                if let folded = fold(scalar) {
                    emit(folded)
                } else if properties.isAlphabetic || properties.numericType != nil {
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

    /// The same rule on plain ASCII text, byte by byte: the catalog makes thousands of keys on
    /// every command, so this path matters. Nil when the text is not all ASCII.
    private static func asciiKey(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingDash = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if pendingDash, !out.isEmpty { out.append(UInt8(ascii: "-")) }
                    pendingDash = false
                    out.append(byte >= UInt8(ascii: "a") ? byte : byte | 0x20)
                case UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "."), UInt8(ascii: ":"):
                    continue
                case 0x80...:
                    return nil
                default:
                    pendingDash = true
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
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
