/// Korean particles written both ways (`을(를)`) made the one the word before takes: `지진을`,
/// `10만볼트를`, `폴리곤2는` (2 reads 이), `TM으로` (M reads 엠). After a name in English marked
/// `(en)`, the word before the mark decides.
enum KoreanParticles {
    /// Each particle: after a final consonant, after a vowel.
    private static let pairs: [(written: String, consonant: String, vowel: String)] = [
        ("이(가)", "이", "가"), ("을(를)", "을", "를"), ("은(는)", "은", "는"), ("와(과)", "과", "와"),
        ("(으)로", "으로", "로"),
    ]

    static func fitted(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var result = ""
        var rest = Substring(text)
        outer: while !rest.isEmpty {
            for pair in pairs where rest.hasPrefix(pair.written) {
                if let final = finalConsonant(before: result) {
                    // `로` follows a vowel and a final ㄹ (8) alike.
                    let takesConsonant = pair.written == "(으)로" ? final != 0 && final != 8 : final != 0
                    result += takesConsonant ? pair.consonant : pair.vowel
                    rest = rest.dropFirst(pair.written.count)
                    continue outer
                }
            }
            result.append(rest.removeFirst())
        }
        return result
    }

    /// The final consonant (as Hangul's index of finals, 0 for none) of how the end of `text`
    /// is read: a Hangul syllable's own, a digit's reading (3 삼, 6 육…), a Latin letter's
    /// (L 엘, M 엠, N 엔, R 알); nil for anything else.
    static func finalConsonant(before text: String) -> UInt32? {
        var text = Substring(text)
        if text.hasSuffix(" (en)") { text = text.dropLast(5) }
        guard let last = text.unicodeScalars.last else { return nil }
        if (0xAC00...0xD7A3).contains(last.value) { return (last.value - 0xAC00) % 28 }
        // 영 일 이 삼 사 오 육 칠 팔 구.
        let digits: [UInt32] = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0]
        if ("0"..."9").contains(last) { return digits[Int(last.value - 0x30)] }
        guard last.isASCII, last.properties.isAlphabetic else { return nil }
        switch Character(last).lowercased() {
        case "l", "r": return 8
        case "m": return 16
        case "n": return 4
        default: return 0
        }
    }
}
