/// The names of the words every screen uses — types, stats, games, move classes — in the
/// languages other than English, from PokeAPI: `fire` is `ほのお`, `special-attack` `Attaque
/// Spé.`, `scarlet-violet` `スカーレット/バイオレット`.
package struct LabelNames: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case type, stat, game
        case damageClass = "damage-class"
        case eggGroup = "egg-group"
        case color, habitat, shape, generation
        case moveTarget = "move-target"
        case learnMethod = "move-learn-method"
        case itemCategory = "item-category"
        case itemAttribute = "item-attribute"
        case flavor = "berry-flavor"
        case region, version
        /// PokeAPI gives growth rates no names (a few descriptions only): the phrasebook's.
        case growthRate = "growth-rate"
        /// Ways and conditions of meeting a Pokémon (PokeAPI names some in French and German).
        case encounterMethod = "encounter-method"
        case encounterCondition = "encounter-condition-value"
        /// A regional Pokédex by its place (`paldea`, `kitakami`): pokedex's table, from the
        /// games' place names.
        case pokedex
    }

    /// Kind → PokeAPI name → language → name, where they were read whole; empty where they
    /// are looked up one at a time.
    package let names: [Kind: [String: [Language: String]]]
    /// Finds one name where none were read whole.
    private let lookup: (@Sendable (_ kind: Kind, _ key: String, _ language: Language) -> String?)?

    package init(_ names: [Kind: [String: [Language: String]]] = [:]) {
        self.names = names
        lookup = nil
    }

    /// Names found one at a time as they are asked for (a screen names a few of hundreds).
    package init(lookup: @escaping @Sendable (_ kind: Kind, _ key: String, _ language: Language) -> String?) {
        names = [:]
        self.lookup = lookup
    }

    package static let empty = LabelNames()

    /// The names read whole, and whether both look names up instead.
    package static func == (lhs: LabelNames, rhs: LabelNames) -> Bool {
        lhs.names == rhs.names && (lhs.lookup == nil) == (rhs.lookup == nil)
    }

    /// The name of `key` in `language`; nil when there is none (English is the caller's own).
    /// Japanese falls back to its kana form, which PokeAPI fills in more often.
    package func name(_ kind: Kind, _ key: String, in language: Language) -> String? {
        name(kind, key, onlyIn: language) ?? (language == .ja ? name(kind, key, onlyIn: .jaHrkt) : nil)
    }

    /// The name of `key` in `language` itself, with no fallback.
    package func name(_ kind: Kind, _ key: String, onlyIn language: Language) -> String? {
        if let lookup { return lookup(kind, key, language) }
        return names[kind]?[key]?[language]
    }

    /// The languages `name(_:_:in:)` reads for `language`: it, and kana for Japanese.
    package static func read(for language: Language) -> [Language] {
        language == .ja ? [.ja, .jaHrkt] : [language]
    }

    /// The names a screen in `language` shows, alone.
    package func only(_ language: Language) -> LabelNames {
        let kept = Set(Self.read(for: language))
        if let lookup { return LabelNames { kept.contains($2) ? lookup($0, $1, $2) : nil } }
        return LabelNames(
            names.compactMapValues { byKey in
                byKey.compactMapValues { $0.filter { kept.contains($0.key) }.nilIfEmpty }.nilIfEmpty
            })
    }
}

extension Dictionary {
    fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}
