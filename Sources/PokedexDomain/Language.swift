/// The languages names and genera can be shown in (`--lang`), by PokeAPI's language names.
package enum Language: String, Sendable, CaseIterable {
    case en, ja
    case jaHrkt = "ja-hrkt"
    case fr, de, es, it, ko
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
}

/// Species names in every language PokeAPI has them in, for display and for resolving what
/// a person types in any of them.
package struct LocalizedNames: Sendable {
    /// Species id → language → name.
    package let bySpecies: [Int: [Language: String]]

    package init(_ bySpecies: [Int: [Language: String]]) {
        self.bySpecies = bySpecies
    }

    package static let empty = LocalizedNames([:])

    package func name(ofSpecies id: Int, in language: Language) -> String? {
        bySpecies[id]?[language]
    }

    /// The names in `language` alone.
    package func only(_ language: Language) -> LocalizedNames {
        LocalizedNames(bySpecies.compactMapValues { names in names[language].map { [language: $0] } })
    }
}
