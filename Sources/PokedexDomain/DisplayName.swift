/// How a Pokémon's English name is written, given its species' English name.
package enum DisplayName {
    /// A species' default form reads as the species (`deoxys-normal` → `Deoxys`); another form
    /// adds its form in brackets (`charizard-mega-x` → `Charizard (Mega X)`,
    /// `mr-mime-galar` → `Mr. Mime (Galar)`).
    package static func forPokemon(
        name: String, speciesName: String, speciesDisplayName: String, isDefault: Bool
    ) -> String {
        if isDefault { return speciesDisplayName }
        let prefix = speciesName + "-"
        let form = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
        guard !form.isEmpty else { return speciesDisplayName }
        return "\(speciesDisplayName) (\(formNames[form] ?? titleCase(form)))"
    }

    /// Forms whose English is not their name title-cased: the games write `Pikachu, Ph. D.` and
    /// Oricorio's `Pom-Pom Style`.
    static let formNames = ["phd": "Ph. D.", "pom-pom": "Pom-Pom"]

    /// `mega-x` → `Mega X`, `solar-power` → `Solar Power`.
    package static func titleCase(_ slug: String) -> String {
        if let name = possessive(slug) { return name }
        if let ascii = asciiTitleCase(slug) { return ascii }
        return slug.split(separator: "-").enumerated().map { index, word in
            index > 0 && isSmallWord(word.utf8) ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// The English name with an apostrophe, which a PokeAPI name drops (`kings-rock`), of the
    /// items, moves and abilities whose names are said where only the PokeAPI name is at hand
    /// (an evolution's item, an entry's ability); nil for any other. A switch, not a table made
    /// at the first name said (16 000 instructions of `show`). A test holds it to the bundle's names.
    package static func possessive(_ slug: String) -> String? {
        switch slug {
        case "kings-rock": "King’s Rock"
        case "leaders-crest": "Leader’s Crest"
        case "oaks-letter": "Oak’s Letter"
        case "oaks-parcel": "Oak’s Parcel"
        case "profs-letter": "Prof’s Letter"
        case "professors-mask": "Professor’s Mask"
        case "farfetchd-candy": "Farfetch’d Candy"
        case "bobs-food-tin": "Bob’s Food Tin"
        case "bachs-food-tin": "Bach’s Food Tin"
        case "sonias-book": "Sonia’s Book"
        case "koraidons-poke-ball": "Koraidon’s Poké Ball"
        case "miraidons-poke-ball": "Miraidon’s Poké Ball"
        case "kofus-wallet": "Kofu’s Wallet"
        case "forests-curse": "Forest’s Curse"
        case "kings-shield": "King’s Shield"
        case "lands-wrath": "Land’s Wrath"
        case "natures-madness": "Nature’s Madness"
        case "lets-snuggle-forever": "Let’s Snuggle Forever"
        case "dragons-maw": "Dragon’s Maw"
        case "minds-eye": "Mind’s Eye"
        default: nil
        }
    }

    /// The same for an ASCII slug (nearly all of PokeAPI's), byte by byte: Unicode's case
    /// mapping is a table lookup a letter, and `list --json` names a type on every row.
    private static func asciiTitleCase(_ slug: String) -> String? {
        var slug = slug
        return slug.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // The words between dashes found in place (split into an array, the eleven type
            // names of an entry took 40 000 instructions); empty ones, as `split` omits them.
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var start = 0
            var words = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "-") { end += 1 }
                if end > start {
                    if !out.isEmpty { out.append(UInt8(ascii: " ")) }
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    let keptSmall = words > 0 && isSmallWord(word)
                    let first = word[0]
                    out.append(
                        !keptSmall && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) ? first - 32 : first)
                    out.append(contentsOf: word.dropFirst())
                    words += 1
                }
                start = end + 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The short words English titles keep in lower case after the first: `Beads of Ruin`,
    /// `Good as Gold`, `Zero to Hero`, `Roar of Time` (a test holds the rule to every bundled
    /// ability, item and move name).
    private static func isSmallWord(_ word: some Collection<UInt8>) -> Bool {
        smallWords.contains { $0.elementsEqual(word) }
    }

    private static let smallWords: [[UInt8]] = ["of", "as", "to", "the", "and", "in", "on", "or", "for", "at", "by"].map
    {
        Array($0.utf8)
    }
}

/// Generations are written in Roman numerals: 4 → `IV`.
package enum RomanNumeral {
    package static func make(_ number: Int) -> String {
        guard number > 0, number < 4000 else { return String(number) }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = number
        var text = ""
        for (value, numeral) in table {
            while rest >= value {
                text += numeral
                rest -= value
            }
        }
        return text
    }
}
