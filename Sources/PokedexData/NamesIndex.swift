import FoundationEssentials
import PokedexDomain

/// The generated index of species names in every supported language (`pokedex-names.tsv`),
/// read only when a command needs names beyond English.
///
///     # species_id  language  name
///     25            ja        ピカチュウ
public enum NamesIndex {
    public static let fileName = "pokedex-names.tsv"
    static let header = "# species_id\tlanguage\tname"

    public static func encode(_ names: LocalizedNames) -> String {
        var text = header + "\n"
        for id in names.bySpecies.keys.sorted() {
            let entries = names.bySpecies[id] ?? [:]
            for language in Language.allCases {
                guard let name = entries[language] else { continue }
                let clean = String(name.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
                text += "\(id)\t\(language.rawValue)\t\(clean)\n"
            }
        }
        return text
    }

    public static func decode(_ data: Data) throws(RepositoryError) -> LocalizedNames {
        var result: [Int: [Language: String]] = [:]
        let text = String(decoding: data, as: UTF8.self)
        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let id = Int(fields[0]), let language = Language(rawValue: String(fields[1])) else {
                throw .malformed(resource: fileName, reason: "line \(number + 1) is not a names row")
            }
            result[id, default: [:]][language] = String(fields[2])
        }
        return LocalizedNames(result)
    }

    /// Names of a species body in the supported languages.
    public static func names(of species: SpeciesDTO) -> [Language: String] {
        var names: [Language: String] = [:]
        for entry in species.names {
            if let language = Language(rawValue: entry.language.name) { names[language] = entry.name }
        }
        return names
    }
}
