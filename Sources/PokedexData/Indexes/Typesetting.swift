import PokedexDomain

/// A name as the language sets it, where PokeAPI's does not: French's narrow no-break space
/// before `:`, `;`, `!` and `?` (`Légendes Pokémon : Arceus` with U+202F), and none inside a
/// word (`Type:0` stays).
package enum Typesetting {
    package static func typeset(_ text: String, in language: Language) -> String {
        guard language == .fr, text.contains(where: { ":;!?".contains($0) }) else { return text }
        var result = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if ":;!?".contains(character), !result.isEmpty, next == " " || index + 1 == characters.count {
                // `Let’s Go, Pikachu!` is English inside French: left as the games write it.
                let word = result.split(separator: " ").last ?? ""
                if character == "!" && word == "Go" {
                    result.append(character)
                    index += 1
                    continue
                }
                while result.last == " " || result.last == "\u{A0}" || result.last == "\u{202F}" { result.removeLast() }
                result.append("\u{202F}")
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
