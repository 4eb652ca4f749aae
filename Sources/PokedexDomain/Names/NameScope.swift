/// Which of its names a list to search holds for each thing.
package enum NameScope: Sendable, Hashable {
    /// Its English name and other English spellings.
    case english
    /// Its names in every language.
    case everyLanguage
    /// Its names in every language that a query in ASCII can match: those with an ASCII
    /// character. A name in other scripts alone cannot hold such a query, nor be within its
    /// typos: each typo changes one character, and a query is longer than the typos it allows.
    case everyLanguageForASCII

    /// The names to search for `query`, in every language: fewer (and a smaller file) when its
    /// key is plain ASCII, as most are.
    package static func everyLanguage(for query: String) -> NameScope {
        NameKey.make(query).utf8.allSatisfy { $0 < 0x80 } ? .everyLanguageForASCII : .everyLanguage
    }
}
