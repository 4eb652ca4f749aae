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
        return "\(speciesDisplayName) (\(titleCase(form)))"
    }

    /// `mega-x` → `Mega X`, `solar-power` → `Solar Power`.
    package static func titleCase(_ slug: String) -> String {
        slug.split(separator: "-").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// The name in `language`: the species' own name there, its bracketed form too where the
    /// phrasebook has each of the form's words (`リザードン (メガ X)`, `ニャース (ガラル)`), else
    /// in English (`ロトム (Wash)`); the English display name when PokeAPI has none.
    package static func localized(_ pokemon: PokemonSummary, names: LocalizedNames, language: Language) -> String {
        guard language != .en, let species = names.name(ofSpecies: pokemon.speciesID, in: language) else {
            return pokemon.displayName
        }
        if !pokemon.isDefault, let open = pokemon.displayName.firstIndex(of: "(") {
            let form = pokemon.displayName[open...].dropFirst().dropLast()
            return species + " (" + (localizedForm(form, in: language) ?? String(form)) + ")"
        }
        return species
    }

    /// `Mega X` → `メガ X`: each word from the phrasebook, a lone letter as it is; nil when a
    /// word has no translation.
    private static func localizedForm(_ form: Substring, in language: Language) -> String? {
        var words: [String] = []
        for word in form.split(separator: " ") {
            if word.count == 1 {
                words.append(String(word))
            } else if let phrase = Phrase(rawValue: String(word)), let text = Phrasebook.text(phrase, in: language) {
                words.append(text)
            } else {
                return nil
            }
        }
        return words.joined(separator: " ")
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
