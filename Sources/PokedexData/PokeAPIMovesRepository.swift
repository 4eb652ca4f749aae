import FoundationEssentials
import PokedexDomain
import Synchronization

/// Moves, learnsets, abilities, items, natures and games from the generated indexes beside the
/// fixtures (each file read once, when first needed); their effect texts, which are prose and
/// not bundled, from PokeAPI through the `ResourceStore` (the cache first).
package struct PokeAPIMovesRepository: MovesRepository {
    private let root: String?
    private let store: ResourceStore
    private let diagnostics: Diagnostics
    private let memo = IndexMemo()

    package init(fixturesRoot: String?, store: ResourceStore, diagnostics: Diagnostics) {
        root = fixturesRoot
        self.store = store
        self.diagnostics = diagnostics
    }

    package func games() async throws(RepositoryError) -> GameCatalog {
        try memo.value(\.games) { () throws(RepositoryError) in try GameIndex.decode(try read(GameIndex.fileName)) }
    }

    package func moves() async throws(RepositoryError) -> [Move] {
        try memo.value(\.moves) { () throws(RepositoryError) in try MoveIndex.decode(try read(MoveIndex.fileName)) }
    }

    package func abilities() async throws(RepositoryError) -> [Ability] {
        try memo.value(\.abilities) { () throws(RepositoryError) in
            try AbilityIndex.decode(try read(AbilityIndex.fileName))
        }
    }

    package func items() async throws(RepositoryError) -> [Item] {
        try memo.value(\.items) { () throws(RepositoryError) in try ItemIndex.decode(try read(ItemIndex.fileName)) }
    }

    package func natures() async throws(RepositoryError) -> [Nature] {
        try memo.value(\.natures) { () throws(RepositoryError) in
            try NatureIndex.decode(try read(NatureIndex.fileName))
        }
    }

    package func termNames() async throws(RepositoryError) -> LocalizedTermNames {
        try memo.value(\.termNames) { () throws(RepositoryError) in
            try TermNamesIndex.decode(try read(TermNamesIndex.fileName))
        }
    }

    package func eggGroups() async throws(RepositoryError) -> [String: [Int]] {
        try memo.value(\.eggGroups) { () throws(RepositoryError) in
            try EggGroupIndex.decode(try read(EggGroupIndex.fileName))
        }
    }

    /// From the bundled learnsets; a Pokémon they do not have (one newer than the bundle) from
    /// its PokeAPI body, which lists its moves.
    package func learnsets(of pokemonID: Int) async throws(RepositoryError) -> [Learnset] {
        let bundled = try LearnsetIndex.learnsets(of: pokemonID, in: try learnsetData())
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

    /// In any game, from the inverted index; in one, from the learnsets of that game.
    package func learners(ofMove moveID: Int, in versionGroup: String?) async throws(RepositoryError) -> [MoveLearner] {
        guard let versionGroup else {
            return try LearnersIndex.learners(of: moveID, in: try read(LearnersIndex.fileName, mapped: true))
        }
        return try LearnsetIndex.learners(of: moveID, in: versionGroup, data: try learnsetData())
    }

    package func effect(of kind: TermKind, id: Int) async throws(RepositoryError) -> String? {
        let resource: APIPath.Resource
        switch kind {
        case .move: resource = .move
        case .ability: resource = .ability
        case .item: resource = .item
        case .pokemon, .nature: return nil
        }
        do {
            let body = try await store.load(.item(resource, id: id), as: EffectBodyDTO.self, from: .skippingFixtures)
            return EffectEntryDTO.english(body.effectEntries).map {
                EffectText.clean($0, effectChance: body.effectChance)
            }
        } catch {
            if case .cancelled = error { throw error }
            // A run asked to be offline knows what it leaves out; the JSON's null says it too.
            if !store.policy.offline {
                diagnostics.note("The effect text needs a connection to PokeAPI: \(ResourceStore.describe(error)).")
            }
            return nil
        }
    }

    /// From the bundled search keys, unless the index is read already: only the rows that
    /// match are read.
    package func namedTerms(_ kind: TermKind) async throws(RepositoryError) -> NamedList<Term> {
        let list: NamedList<Term>?
        switch kind {
        case .move: list = named(.move, MoveIndex.table, unless: memo.peek(\.moves)) { Term(kind: .move, $0) }
        case .ability:
            list = named(.ability, AbilityIndex.table, unless: memo.peek(\.abilities)) { Term(kind: .ability, $0) }
        case .item: list = named(.item, ItemIndex.table, unless: memo.peek(\.items)) { Term(kind: .item, $0) }
        case .pokemon, .nature: list = nil
        }
        if let list { return list }
        return try await namedTermsOfTheLists(kind)
    }

    /// Nil when the index is read already, or there are no keys for it.
    private func named<Row: Sendable>(
        _ kind: TermKind, _ table: IndexRows.Table<Row>, unless read: [Row]?, term: @escaping @Sendable (Row) -> Term
    ) -> NamedList<Term>? {
        guard read == nil, let keysFile = try? self.read(SearchKeysIndex.fileName, mapped: true),
            let keys = try? SearchKeysIndex.decode(keysFile, [kind])[kind],
            let data = try? self.read(table.file, mapped: true)
        else { return nil }
        return NamedList(keys: keys) { positions throws(RepositoryError) in
            try table.rows(data, at: positions).map(term)
        }
    }

    private func learnsetData() throws(RepositoryError) -> Data {
        try memo.value(\.learnsets) { () throws(RepositoryError) in try read(LearnsetIndex.fileName, mapped: true) }
    }

    /// A generated file; `mapped` for the large ones, of which a command reads a few lines.
    private func read(_ name: String, mapped: Bool = false) throws(RepositoryError) -> Data {
        guard let root else { throw .unavailable(reason: "no bundled Pokédex data to read \(name) from") }
        let path = LocalFile.join(root, name)
        guard let data = mapped ? LocalFile.map(path) : LocalFile.read(path) else {
            throw .unavailable(reason: "no \(name) at \(path)")
        }
        return data
    }
}

/// The parts of a move, ability or item body that its effect needs.
struct EffectBodyDTO: Decodable, Sendable {
    let effectEntries: [EffectEntryDTO]?
    let effectChance: Int?
}

/// Each index, decoded once per command.
private final class IndexMemo: Sendable {
    struct Values {
        var games: GameCatalog?
        var moves: [Move]?
        var abilities: [Ability]?
        var items: [Item]?
        var natures: [Nature]?
        var termNames: LocalizedTermNames?
        var eggGroups: [String: [Int]]?
        var learnsets: Data?
    }

    private let values = Mutex(Values())

    /// The value if it is read already.
    func peek<T: Sendable>(_ key: KeyPath<Values, T?>) -> T? {
        values.withLock { $0[keyPath: key] }
    }

    func value<T: Sendable>(
        _ key: WritableKeyPath<Values, T?>, load: () throws(RepositoryError) -> T
    ) throws(RepositoryError) -> T {
        if let known = values.withLock({ $0[keyPath: key] }) { return known }
        let loaded = try load()
        values.withLock { $0[keyPath: key] = loaded }
        return loaded
    }
}
