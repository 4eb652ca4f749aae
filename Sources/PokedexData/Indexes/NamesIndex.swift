import FoundationEssentials
import PokedexDomain

/// The generated index of species names in every supported language (`pokedex-names.tsv`),
/// read only when a command needs names beyond English.
///
///     # species_id  language  name
///     25            ja        ピカチュウ
package enum NamesIndex {
    package static let fileName = "pokedex-names.tsv"
    static let header = "# species_id\tlanguage\tname"

    package static func encode(_ names: LocalizedNames) -> String {
        var text = header + "\n"
        for id in names.bySpecies.keys.sorted() {
            let entries = names.bySpecies[id] ?? [:]
            for language in Language.allCases {
                guard let name = entries[language] else { continue }
                text += IndexRows.line([String(id), language.rawValue, name])
            }
        }
        return text
    }

    /// A species' name in one language, found by halving the file rather than reading it
    /// (`encode` writes the rows in id and language order): a screen names a few of a thousand
    /// species. Nil when there is none, or a line on the way is not a row.
    static func name(ofSpecies id: Int, in language: Language, data: Data) -> String? {
        guard let languageRank = Language.allCases.firstIndex(of: language) else { return nil }
        return IndexRows.halving(data) { line -> Int? in
            guard let lineID = IndexRows.number(inField: 0, of: line),
                let lineLanguage = IndexRows.rank(ofField: 1, of: line, among: IndexRows.languageCodes)
            else { return nil }
            return IndexRows.order((lineID, lineLanguage), (id, languageRank))
        } read: { line in
            IndexRows.lastField(of: line)
        }
    }

    /// Every row.
    static func decode(_ data: Data) throws(RepositoryError) -> LocalizedNames {
        let rows = try IndexRows.parse(
            data, fieldCount: 3, file: fileName, rowKind: "a names row", reserving: 10_500
        ) { fields -> (Int, Language, String)? in
            guard let id = fields.number(0), let language = language(fields.bytes(1)) else { return nil }
            return (id, language, fields.string(2))
        }
        var result: [Int: [Language: String]] = [:]
        result.reserveCapacity(1100)
        for (id, language, name) in rows {
            result[id, default: [:]][language] = name
        }
        return LocalizedNames(result)
    }

    /// The language a field names, compared as bytes.
    private static func language(_ bytes: UnsafeBufferPointer<UInt8>) -> Language? {
        Language.allCases.first { $0.rawValue.utf8.elementsEqual(bytes) }
    }

    /// Names of a species body in the supported languages.
    package static func names(of species: SpeciesDTO) -> [Language: String] {
        var names: [Language: String] = [:]
        for entry in species.names {
            if let language = Language(rawValue: entry.language.name) { names[language] = entry.name }
        }
        return names
    }
}
