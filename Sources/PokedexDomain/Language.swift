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
    /// Species id → language → name, where they were read whole; empty where they are looked
    /// up one at a time.
    package let bySpecies: [Int: [Language: String]]
    /// Finds one name where none were read whole.
    private let lookup: (@Sendable (_ species: Int, _ language: Language) -> String?)?

    package init(_ bySpecies: [Int: [Language: String]]) {
        self.bySpecies = bySpecies
        lookup = nil
    }

    /// Names found one at a time as they are asked for (a screen names a few of a thousand).
    package init(lookup: @escaping @Sendable (_ species: Int, _ language: Language) -> String?) {
        bySpecies = [:]
        self.lookup = lookup
    }

    package static let empty = LocalizedNames([:])

    package func name(ofSpecies id: Int, in language: Language) -> String? {
        if let lookup { return lookup(id, language) }
        return bySpecies[id]?[language]
    }

    /// The names in `language` alone.
    package func only(_ language: Language) -> LocalizedNames {
        if let lookup { return LocalizedNames { $1 == language ? lookup($0, $1) : nil } }
        return LocalizedNames(bySpecies.compactMapValues { names in names[language].map { [language: $0] } })
    }
}
