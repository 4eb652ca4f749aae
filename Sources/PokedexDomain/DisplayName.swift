/// How a Pokémon's English name is written, given its species' English name.
public enum DisplayName {
    /// A species' default form reads as the species (`deoxys-normal` → `Deoxys`); another form
    /// adds its form in brackets (`charizard-mega-x` → `Charizard (Mega X)`,
    /// `mr-mime-galar` → `Mr. Mime (Galar)`).
    public static func forPokemon(
        name: String, speciesName: String, speciesDisplayName: String, isDefault: Bool
    ) -> String {
        if isDefault { return speciesDisplayName }
        let prefix = speciesName + "-"
        let form = name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
        guard !form.isEmpty else { return speciesDisplayName }
        return "\(speciesDisplayName) (\(titleCase(form)))"
    }

    /// `mega-x` → `Mega X`, `solar-power` → `Solar Power`.
    public static func titleCase(_ slug: String) -> String {
        slug.split(separator: "-").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
