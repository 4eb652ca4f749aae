import PokedexDomain

extension DisplayName {
    /// The name in `language`: a regional form, a Mega Evolution or a Rotom as the games name it
    /// there (`FormNames`); else the species' own name, its bracketed form too where the
    /// games' list of forms or the phrasebook has its words (`ピカチュウ（ハードロック）`,
    /// `Mistigrix (Femelle)`), else in English, marked (`(Rock Star (en))`); the English display
    /// name when PokeAPI has none.
    package static func localized(_ pokemon: PokemonSummary, names: LocalizedNames, language: Language) -> String {
        guard language != .en, let species = names.name(ofSpecies: pokemon.speciesID, in: language) else {
            return pokemon.displayName
        }
        if !pokemon.isDefault, pokemon.name.hasPrefix(pokemon.speciesName + "-"),
            let named = FormNames.name(
                species: species, form: pokemon.name.dropFirst(pokemon.speciesName.count + 1).split(separator: "-"),
                in: language)
        {
            return named
        }
        if !pokemon.isDefault, let open = pokemon.displayName.firstIndex(of: "(") {
            let form = pokemon.displayName[open...].dropFirst().dropLast()
            let labels = ScreenLabels(language: language)
            // The games' word for the form (`make fixtures` keeps it under the form's id), else
            // the phrasebook's, else the English, marked.
            let word =
                names.name(ofSpecies: pokemon.id, in: language) ?? localizedForm(form, in: language)
                ?? labels.english(String(form))
            return species + labels.parenthesized(word)
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
            } else if let text = Phrasebook.text(english: String(word), in: language) {
                words.append(text)
            } else {
                return nil
            }
        }
        return words.joined(separator: " ")
    }
}
