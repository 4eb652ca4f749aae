import FoundationEssentials
import PokedexDomain

/// `pokedex-search-keys.tsv`: the English name keys of every row of the Pokémon, move, ability
/// and item indexes, in their order, folded when the fixtures are made. A search in English
/// reads these keys as they are and then only the rows it shows, rather than every row of four
/// files and thousands of names folded again on every run.
///
///     # English name keys: a section per index, a line per row, its keys separated by tabs
///     # pokemon 1351 23456
///     bulbasaur
///     ivysaur
///     …
///     # move 937 12345
///     pound
///     karate-chop
///
/// A section's header gives its rows and bytes, so a reader takes the sections it wants
/// without looking at the others.
///
/// `pokedex-search-keys-every-language.tsv` is laid out the same with every name a row answers
/// to in the ten languages (a species' names for its default form, a term's in each language):
/// a search in another language or script reads it rather than fold fifty thousand names.
///
/// `pokedex-search-keys-every-language-ascii.tsv` holds the same lines without the keys in
/// other scripts alone (`フシギダネ`, `이상해씨`), which a query in ASCII cannot match
/// (`NameScope.everyLanguageForASCII`): a search in French or German reads 42% fewer bytes.
/// Each thing's first key, its own name, is kept whatever its script.
package enum SearchKeysIndex {
    package static let fileName = "pokedex-search-keys.tsv"
    static let header = "# English name keys: a section per index, a line per row, its keys separated by tabs"
    package static let everyLanguageFileName = "pokedex-search-keys-every-language.tsv"
    static let everyLanguageHeader =
        "# Name keys in every language: a section per index, a line per row, its keys separated by tabs"
    package static let everyLanguageForASCIIFileName = "pokedex-search-keys-every-language-ascii.tsv"
    static let everyLanguageForASCIIHeader =
        "# Name keys in every language with an ASCII character: a section per index, a line per row, "
        + "its keys separated by tabs"

    /// The file of the keys in `scope`.
    package static func fileName(_ scope: NameScope) -> String {
        switch scope {
        case .english: fileName
        case .everyLanguage: everyLanguageFileName
        case .everyLanguageForASCII: everyLanguageForASCIIFileName
        }
    }

    /// The kinds with a section, in the file's order.
    package static let kinds: [TermKind] = [.pokemon, .move, .ability, .item]

    /// Each kind's keys, made from the decoded indexes as a search makes them.
    package static func keys(
        catalog: [PokemonSummary], moves: [Move], abilities: [Ability], items: [Item]
    ) -> [TermKind: NameKeys] {
        [
            .pokemon: NamedList(PokemonCatalog(catalog)).keys,
            .move: NamedList(moves.map { Term(kind: .move, $0) }).keys,
            .ability: NamedList(abilities.map { Term(kind: .ability, $0) }).keys,
            .item: NamedList(items.map { Term(kind: .item, $0) }).keys,
        ]
    }

    /// Each kind's keys in every language, made from the decoded indexes and names as a search
    /// in every language makes them.
    package static func keys(
        catalog: [PokemonSummary], moves: [Move], abilities: [Ability], items: [Item], names: LocalizedNames,
        termNames: LocalizedTermNames
    ) -> [TermKind: NameKeys] {
        func keys(_ terms: [Term]) -> NameKeys {
            NameKeys(terms.map { TermIndex.spellings(of: $0, names: termNames) })
        }
        return [
            .pokemon: NameKeys(catalog.map { NameIndex.spellings(of: $0, names: names) }),
            .move: keys(moves.map { Term(kind: .move, $0) }),
            .ability: keys(abilities.map { Term(kind: .ability, $0) }),
            .item: keys(items.map { Term(kind: .item, $0) }),
        ]
    }

    /// The files made from the index files in `folder`, as they are: the English keys, the keys
    /// in every language, and those of them with an ASCII character.
    package static func encode(
        indexesIn folder: String
    ) throws(RepositoryError) -> (english: String, every: String, everyForASCII: String) {
        func data(_ name: String) throws(RepositoryError) -> Data {
            guard let data = LocalFile.read(LocalFile.join(folder, name)) else {
                throw .unavailable(reason: "no \(name) in \(folder)")
            }
            return data
        }
        let catalog = try CatalogIndex.decode(try data(CatalogIndex.fileName))
        let moves = try MoveIndex.decode(try data(MoveIndex.fileName))
        let abilities = try AbilityIndex.decode(try data(AbilityIndex.fileName))
        let items = try ItemIndex.decode(try data(ItemIndex.fileName))
        let every = keys(
            catalog: catalog, moves: moves, abilities: abilities, items: items,
            names: try NamesIndex.decode(try data(NamesIndex.fileName)),
            termNames: try TermNamesIndex.decode(try data(TermNamesIndex.fileName)))
        return (
            encode(keys(catalog: catalog, moves: moves, abilities: abilities, items: items)),
            encode(every, header: everyLanguageHeader),
            encode(every.mapValues(withASCII), header: everyLanguageForASCIIHeader)
        )
    }

    /// `keys` without those in other scripts alone (no byte under 0x80) but each thing's own,
    /// its first; each line stays, so positions are the same.
    static func withASCII(_ keys: NameKeys) -> NameKeys {
        var lines: [UInt8] = []
        for line in keys.lines.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            let kept = line.split(separator: UInt8(ascii: "\t")).enumerated()
                .filter { $0.offset == 0 || $0.element.contains { $0 < 0x80 } }.map(\.element)
            lines += Array(kept.joined(separator: [UInt8(ascii: "\t")])) + [UInt8(ascii: "\n")]
        }
        return NameKeys(lines: lines)
    }

    static func encode(_ keys: [TermKind: NameKeys], header: String = header) -> String {
        var text = header + "\n"
        for kind in kinds {
            let section = keys[kind] ?? NameKeys([])
            text += "# \(kind.rawValue) \(section.count) \(section.lines.count)\n"
            text += String(decoding: section.lines, as: UTF8.self)
        }
        return text
    }

    /// The sections of `wanted` kinds, copied; the others are skipped unread.
    package static func decode(
        _ data: Data, _ wanted: Set<TermKind>, file: String = fileName
    ) throws(RepositoryError) -> [TermKind: NameKeys] {
        try data.withUnsafeBytes { raw in
            Result { () throws(RepositoryError) in try decode(raw, owner: nil, wanted, file: file) }
        }.get()
    }

    /// The same from the mapped `file`: the keys are read where they lie, not copied.
    static func decode(
        _ mapping: LocalFile.Mapping, _ wanted: Set<TermKind>, file: String
    ) throws(RepositoryError) -> [TermKind: NameKeys] {
        try decode(mapping.bytes, owner: mapping, wanted, file: file)
    }

    /// `raw` is `owner`'s bytes when there is an owner.
    private static func decode(
        _ raw: UnsafeRawBufferPointer, owner: LocalFile.Mapping?, _ wanted: Set<TermKind>, file: String
    ) throws(RepositoryError) -> [TermKind: NameKeys] {
        let sections: [TermKind: NameKeys]? = {
            var sections: [TermKind: NameKeys] = [:]
            var malformed = false
            // The first line is the file's header; each section starts with its own line.
            guard raw.firstIndex(of: UInt8(ascii: "\n")) != nil else { return nil }
            let broken = IndexRows.sections(raw.bindMemory(to: UInt8.self)) { section in
                guard let kind = TermKind(rawValue: String(decoding: section.name, as: UTF8.self)) else {
                    malformed = true
                    return false
                }
                guard wanted.contains(kind) else { return true }
                let lines = UnsafeRawBufferPointer(rebasing: raw[section.lines])
                let keys = owner.map { NameKeys(unsafeBorrowing: lines, owner: $0) } ?? NameKeys(lines: lines)
                guard keys.count == section.count else {
                    malformed = true
                    return false
                }
                sections[kind] = keys
                return true
            }
            return broken == nil && !malformed ? sections : nil
        }()
        guard let sections else { throw .malformed(resource: file, reason: "a section is not as its header says") }
        return sections
    }
}
