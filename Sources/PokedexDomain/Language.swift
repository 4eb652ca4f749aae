/// The languages names and genera can be shown in (`--lang`), by PokeAPI's language names.
public enum Language: String, Sendable, CaseIterable {
    case en, ja
    case jaHrkt = "ja-hrkt"
    case fr, de, es, it, ko
    case zhHans = "zh-hans"
    case zhHant = "zh-hant"
}

/// Species names in every language PokeAPI has them in, for display and for resolving what
/// a person types in any of them.
public struct LocalizedNames: Sendable {
    /// Species id → language → name.
    public let bySpecies: [Int: [Language: String]]

    public init(_ bySpecies: [Int: [Language: String]]) {
        self.bySpecies = bySpecies
    }

    public static let empty = LocalizedNames([:])

    public func name(ofSpecies id: Int, in language: Language) -> String? {
        bySpecies[id]?[language]
    }
}
