/// The names of the words every screen uses — types, stats, games, move classes — in the
/// languages other than English, from PokeAPI: `fire` is `ほのお`, `special-attack` `Attaque
/// Spé.`, `scarlet-violet` `スカーレット/バイオレット`.
package struct LabelNames: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case type, stat, game
        case damageClass = "damage-class"
        case eggGroup = "egg-group"
        case color, habitat, shape
    }

    /// Kind → PokeAPI name → language → name.
    package let names: [Kind: [String: [Language: String]]]

    package init(_ names: [Kind: [String: [Language: String]]] = [:]) {
        self.names = names
    }

    package static let empty = LabelNames()

    /// The name of `key` in `language`; nil when there is none (English is the caller's own).
    /// Japanese falls back to its kana form, which PokeAPI fills in more often.
    package func name(_ kind: Kind, _ key: String, in language: Language) -> String? {
        names[kind]?[key]?[language] ?? (language == .ja ? names[kind]?[key]?[.jaHrkt] : nil)
    }
}

/// The words of a screen in the reader's language: each answers in English (as the screens
/// always wrote it) where the bundled names have none.
package struct ScreenLabels: Sendable, Equatable {
    package let language: Language
    package let names: LabelNames

    package init(language: Language = .en, names: LabelNames = .empty) {
        self.language = language
        self.names = names
    }

    package static let english = ScreenLabels()

    /// `fire` → `Fire`, `ほのお`, `Feu`.
    package func type(_ name: String) -> String {
        label(.type, name) ?? DisplayName.titleCase(name)
    }

    /// `special-attack` (or `special_attack`) → `english`, `Attaque Spéciale`.
    package func stat(_ name: String, english: String) -> String {
        // The key is made a PokeAPI name only when there is a language to look it up in.
        guard language != .en else { return english }
        return label(.stat, String(name.map { $0 == "_" ? "-" : $0 })) ?? english
    }

    /// `scarlet-violet` → `english`, `スカーレット/バイオレット`.
    package func game(_ name: String, english: String) -> String {
        label(.game, name) ?? english
    }

    /// `physical` → `Physical`, `物理`.
    package func damageClass(_ name: String) -> String {
        label(.damageClass, name) ?? DisplayName.titleCase(name)
    }

    /// An egg group, colour, habitat or shape (`monster` → `Monster`, `かいじゅう`).
    package func word(_ kind: LabelNames.Kind, _ name: String) -> String {
        label(kind, name) ?? DisplayName.titleCase(name)
    }

    private func label(_ kind: LabelNames.Kind, _ name: String) -> String? {
        language == .en ? nil : names.name(kind, name, in: language)
    }
}
