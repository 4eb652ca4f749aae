import FoundationEssentials
import PokedexDomain
import PokedexJSON
import Synchronization

/// Moves, learnsets, abilities, items, natures and games from the generated indexes beside the
/// fixtures (each file read once, when first needed); their effect texts, which are prose and
/// not bundled, from PokeAPI through the `ResourceStore` (the cache first).
package struct PokeAPIMovesRepository: MovesRepository {
    let bundled: BundledData?
    let store: ResourceStore
    private let diagnostics: Diagnostics

    package init(bundled: BundledData?, store: ResourceStore, diagnostics: Diagnostics) {
        self.bundled = bundled
        self.store = store
        self.diagnostics = diagnostics
    }

    package func games() async throws(RepositoryError) -> GameCatalog {
        try bundled.index(GameIndex.fileName, GameIndex.decode)
    }

    package func moves() async throws(RepositoryError) -> [Move] {
        try bundled.index(MoveIndex.fileName, MoveIndex.decode)
    }

    /// Only the rows of these moves are read, unless every move is read already, or these
    /// were, for their names.
    package func moves(ids: Set<Int>) async throws(RepositoryError) -> [Move] {
        if let all = bundled?.peek(MoveIndex.fileName, as: [Move].self) { return all.filter { ids.contains($0.id) } }
        if let named = bundled?.peek(Self.movesReadByName, as: [Move].self) {
            // A few dozen at most: looked through, not hashed.
            let found = ids.sorted().compactMap { id in named.first { $0.id == id } }
            if found.count == ids.count { return found }
        }
        return try MoveIndex.decode(try bundled.file(MoveIndex.fileName), ids: ids)
    }

    /// The moves last read for their names: a team names its moves in one read, then reads
    /// them whole, and the second read finds them here (a pass over the moves' file: 0.24
    /// million instructions of a team's eight). Only the last read is kept, so a session's
    /// searches keep no more than their last answer.
    private static let movesReadByName = MoveIndex.fileName + "#read-by-name"

    /// Its line alone, unless every move is read already.
    package func move(named name: String) async throws(RepositoryError) -> Move? {
        try row(named: name, of: MoveIndex.table, \.name)
    }

    package func ability(named name: String) async throws(RepositoryError) -> Ability? {
        try row(named: name, of: AbilityIndex.table, \.name)
    }

    package func item(named name: String) async throws(RepositoryError) -> Item? {
        try row(named: name, of: ItemIndex.table, \.name)
    }

    /// The row of `table` whose PokeAPI name (its second field) is `name`: its line alone,
    /// unless the whole file is read already.
    private func row<Row>(
        named name: String, of table: IndexRows.Table<Row>, _ rowName: (Row) -> String
    ) throws(RepositoryError) -> Row? {
        if let all = bundled?.peek(table.file, as: [Row].self) { return all.first { rowName($0) == name } }
        return try table.first(try bundled.file(table.file), field: 1, is: name)
    }

    package func moveEffect(of moveID: Int) async throws(RepositoryError) -> MoveEffect? {
        try MoveEffectIndex.effect(of: moveID, in: try bundled.file(MoveEffectIndex.fileName))
    }

    package func abilities() async throws(RepositoryError) -> [Ability] {
        try bundled.index(AbilityIndex.fileName, AbilityIndex.decode)
    }

    package func abilities(heldBy pokemonIDs: Set<Int>) async throws(RepositoryError) -> [Ability] {
        try AbilityIndex.abilities(heldBy: pokemonIDs, in: try bundled.file(AbilityIndex.fileName, mapped: true))
    }

    /// Each row found by halving (the file is in id order), unless every ability is read already.
    package func abilities(ids: Set<Int>) async throws(RepositoryError) -> [Ability] {
        if let all = bundled?.peek(AbilityIndex.fileName, as: [Ability].self) {
            return all.filter { ids.contains($0.id) }
        }
        let data = try bundled.file(AbilityIndex.fileName, mapped: true)
        var found: [Ability] = []
        for id in ids.sorted() {
            if let ability = try AbilityIndex.table.first(data, id: id) { found.append(ability) }
        }
        return found
    }

    package func items() async throws(RepositoryError) -> [Item] {
        try bundled.index(ItemIndex.fileName, ItemIndex.decode)
    }

    package func natures() async throws(RepositoryError) -> [Nature] {
        try bundled.index(NatureIndex.fileName, NatureIndex.decode)
    }

    package func termNames() async throws(RepositoryError) -> LocalizedTermNames {
        try bundled.index(TermNamesIndex.fileName) { data throws(RepositoryError) in try TermNamesIndex.decode(data) }
    }

    /// One language's names, each looked up in the file as it is asked for, unless every
    /// language is read already.
    package func termNames(in language: Language) async throws(RepositoryError) -> LocalizedTermNames {
        if let all = bundled?.peek(TermNamesIndex.fileName, as: LocalizedTermNames.self) { return all.only(language) }
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read names from") }
        let data = try bundled.data(TermNamesIndex.fileName, mapped: true)
        return LocalizedTermNames(
            lookup: { kind, id, asked in
                guard asked == language else { return nil }
                let lines = bundled.lines(ofKind: kind.rawValue, id: id, in: TermNamesIndex.fileName)
                return TermNamesIndex.name(of: kind, id: id, in: language, data: data, lines: lines)
            },
            askAhead: { terms in
                bundled.askLines(of: terms.map { ($0.kind.rawValue, $0.id) }, in: TermNamesIndex.fileName)
            })
    }

    package func labelNames() async throws(RepositoryError) -> LabelNames {
        try bundled.index(LabelNamesIndex.fileName) { data throws(RepositoryError) in try LabelNamesIndex.decode(data) }
    }

    /// The labels a screen in one language shows, each looked up in that language's section
    /// of the file as it is asked for (and in the kana's, for Japanese, when one is missing),
    /// unless every language is read already. The file is asked of the disk here and read at
    /// the first lookup, where its sections are found: a command asks for them before it
    /// runs, and a cold one waited for them alone before asking for its own files.
    package func labelNames(in language: Language) async throws(RepositoryError) -> LabelNames {
        if let all = bundled?.peek(LabelNamesIndex.fileName, as: LabelNames.self) { return all.only(language) }
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read labels from") }
        bundled.readAhead([LabelNamesIndex.fileName])
        let data = try bundled.data(LabelNamesIndex.fileName, mapped: true)
        // The sections of the languages read: the language's, and the kana's for Japanese.
        let read = LabelNames.read(for: language)
        let sections = LabelSections()
        return LabelNames { kind, name, asked in
            guard let position = read.firstIndex(of: asked), let lines = sections.lines(position, of: read, in: data)
            else { return nil }
            return LabelNamesIndex.name(of: kind, name, in: data, lines: lines)
        }
    }

    package func eggGroups() async throws(RepositoryError) -> [String: [Int]] {
        try bundled.index(EggGroupIndex.fileName, EggGroupIndex.decode)
    }

    /// From the bundled learnsets; a Pokémon they do not have (one newer than the bundle) from
    /// its PokeAPI body, which lists its moves.
    package func learnsets(of pokemonID: Int) async throws(RepositoryError) -> [Learnset] {
        let (data, lines) = try learnsetData(of: pokemonID)
        let bundled = try LearnsetIndex.learnsets(of: pokemonID, data: data, lines: lines)
        if !bundled.isEmpty { return bundled }
        let path = APIPath.item(.pokemon, id: pokemonID)
        do {
            let body = try await store.load(path, as: PokemonMovesDTO.self, from: .skippingFixtures)
            return MoveMapper.learnsets(body)
        } catch {
            if case .cancelled = error { throw error }
            return []
        }
    }

    package func learnsets(of pokemonID: Int, in versionGroup: String) async throws(RepositoryError) -> [Learnset] {
        let (data, lines) = try learnsetData(of: pokemonID)
        let bundled = try LearnsetIndex.learnsets(of: pokemonID, in: versionGroup, data: data, lines: lines)
        // None there: the bundle may not know the Pokémon at all (then its body says).
        guard bundled.isEmpty, try LearnsetIndex.games(of: pokemonID, data: data, lines: lines).isEmpty else {
            return bundled
        }
        return try await learnsets(of: pokemonID).filter { $0.versionGroup == versionGroup }
    }

    package func learnsetGames(of pokemonID: Int) async throws(RepositoryError) -> [String] {
        let (data, lines) = try learnsetData(of: pokemonID)
        let bundled = try LearnsetIndex.games(of: pokemonID, data: data, lines: lines)
        return bundled.isEmpty ? try await learnsets(of: pokemonID).map(\.versionGroup) : bundled
    }

    /// In any game, from the inverted index; in one, from the learnsets of that game.
    package func learners(ofMove moveID: Int, in versionGroup: String?) async throws(RepositoryError) -> [MoveLearner] {
        guard let versionGroup else {
            return try LearnersIndex.learners(of: moveID, in: try bundled.file(LearnersIndex.fileName, mapped: true))
        }
        let parents = try bundled.index(FamilyIndex.fileName, FamilyIndex.decode)
        return try LearnsetIndex.learners(
            of: moveID, in: versionGroup, data: try bundled.file(LearnsetIndex.fileName, mapped: true), parents: parents
        )
    }

    package func effect(of kind: TermKind, id: Int) async throws(RepositoryError) -> EffectProse {
        let resource: APIPath.Resource
        switch kind {
        case .move: resource = .move
        case .ability: resource = .ability
        case .item: resource = .item
        case .pokemon, .nature: return .unavailable
        }
        do {
            let body = try await store.load(.item(resource, id: id), as: EffectBodyDTO.self, from: .skippingFixtures)
            return EffectEntryDTO.english(body.effectEntries).map {
                .text(EffectText.clean($0, effectChance: body.effectChance))
            } ?? .noEnglishEntry
        } catch {
            if case .cancelled = error { throw error }
            // A run asked to be offline knows what it leaves out; the JSON's null says it too.
            if !store.policy.offline {
                diagnostics.note("The effect text needs a connection to PokeAPI: \(ResourceStore.describe(error)).")
            }
            return .unavailable
        }
    }

    /// From the bundled search keys, unless the index is read already: only the rows that
    /// match are read.
    package func namedTerms(_ kind: TermKind, _ scope: NameScope) async throws(RepositoryError) -> NamedList<Term> {
        let list: NamedList<Term>?
        switch kind {
        case .move:
            let bundled = bundled
            list = named(
                .move, scope, MoveIndex.table, unless: bundled?.peek(MoveIndex.fileName, as: [Move].self),
                kept: { moves in bundled?.keep(moves, as: Self.movesReadByName) }, term: { Term(kind: .move, $0) })
        case .ability:
            list = named(
                .ability, scope, AbilityIndex.table, unless: bundled?.peek(AbilityIndex.fileName, as: [Ability].self),
                terms: AbilityIndex.terms
            ) { Term(kind: .ability, $0) }
        case .item:
            list = named(
                .item, scope, ItemIndex.table, unless: bundled?.peek(ItemIndex.fileName, as: [Item].self),
                terms: ItemIndex.terms
            ) { Term(kind: .item, $0) }
        case .pokemon, .nature: list = nil
        }
        if let list { return list }
        return try await namedTermsOfTheLists(kind, inEveryLanguage: scope != .english)
    }

    /// Nil when the index is read already, or there are no keys for it. A name whole finds
    /// its row through `terms` where given, which reads what it names alone (an ability's
    /// holders, a fifth of `team`'s finding its names, unread), else through `table`, whose
    /// rows `kept` is given.
    private func named<Row: Sendable>(
        _ kind: TermKind, _ scope: NameScope, _ table: IndexRows.Table<Row>, unless read: [Row]?,
        kept: (@Sendable ([Row]) -> Void)? = nil, terms: IndexRows.Table<Term>? = nil,
        term: @escaping @Sendable (Row) -> Term
    ) -> NamedList<Term>? {
        guard read == nil, let keys = bestEffortNow({ try bundled?.searchKeys(kind, scope) }) ?? nil,
            let data = try? bundled.file(table.file, mapped: true)
        else { return nil }
        // An English name whole is found where the names in byte order say its row is.
        var exact: (@Sendable ([String]) -> [Term?]?)?
        if scope == .english, let offsets = try? bundled.file(NameOffsetsIndex.fileName, mapped: true),
            let lines = NameOffsetsIndex.lines(of: kind, in: offsets)
        {
            exact = { texts in
                let (starts, places) = NameOffsetsIndex.starts(named: texts, offsets: offsets, lines: lines)
                let read: [Term]
                if let terms {
                    guard let rows = try? terms.rows(data, atLineStarts: starts) else { return nil }
                    read = rows
                } else {
                    guard let rows = try? table.rows(data, atLineStarts: starts) else { return nil }
                    kept?(rows)
                    read = rows.map(term)
                }
                // A row that is not the one named: the files are not each other's.
                guard places.allSatisfy({ $0.map { read[$0.at].id == $0.id } ?? true }) else { return nil }
                return places.map { $0.map { read[$0.at] } }
            }
        }
        return NamedList(
            keys: keys,
            read: { positions throws(RepositoryError) in
                let rows = try table.rows(data, at: positions)
                kept?(rows)
                return rows.map(term)
            }, exact: exact)
    }

    /// The bundled learnsets, mapped, and where `pokemonID`'s lines are in them when their
    /// starts index says (the kernel asked to read them in one go).
    private func learnsetData(of pokemonID: Int) throws(RepositoryError) -> (Data, Range<Int>?) {
        let data = try bundled.file(LearnsetIndex.fileName, mapped: true)
        return (data, bundled?.lines(ofID: pokemonID, in: LearnsetIndex.fileName))
    }

}

/// The parts of a move, ability or item body that its effect needs.
struct EffectBodyDTO: JSONReadable, Sendable {
    let effectEntries: [EffectEntryDTO]?
    let effectChance: Int?

    init(json: JSONReader) throws(DecodingError) {
        effectEntries = try json.optionalList("effect_entries")
        effectChance = try json.optionalInt("effect_chance")
    }
}

/// Where the label file's sections of the languages a screen reads lie, found at the first
/// lookup (`PokeAPIMovesRepository.labelNames(in:)`).
private final class LabelSections: Sendable {
    private let found = Mutex<[Range<Int>?]?>(nil)

    /// The lines of the section of the language at `position` in `languages` (nil when the
    /// file lacks it), every one of theirs found at the first call.
    func lines(_ position: Int, of languages: [Language], in data: Data) -> Range<Int>? {
        found.withLock { found in
            if found == nil { found = languages.map { LabelNamesIndex.lines(of: $0, in: data) } }
            return found.flatMap { $0.indices.contains(position) ? $0[position] : nil }
        }
    }
}
