/// Korean particles written both ways (`을(를)`) made the one the word before takes: `지진을`,
/// `10만볼트를`. After a word not in Hangul, both stay.
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
                if let last = result.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) {
                    let final = (last.value - 0xAC00) % 28
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
}
