/// The ids Pokémon Showdown gives one thing once per form, where PokeAPI keeps one: Ogerpon's
/// Embody Aspect in each of its masks (`embodyaspectteal`, and `Embody Aspect (Teal)` in an
/// export).
enum ShowdownForms {
    static let aliases: [String: String] = [
        "embodyaspectteal": "embody-aspect", "embodyaspecthearthflame": "embody-aspect",
        "embodyaspectwellspring": "embody-aspect", "embodyaspectcornerstone": "embody-aspect",
    ]

    /// PokeAPI's name for a Showdown id of one form, written any way; nil for anything else.
    static func canonical(_ query: String) -> String? {
        aliases[NameKey.make(query).replacing("-", with: "")]
    }
}
