/// What Pokémon can do: moves and learnsets, abilities, items, natures and the games these
/// differ by. Interactors see only this protocol; the data layer implements it.
package protocol MovesRepository: Sendable {
    /// Every game, in release order.
    func games() async throws(RepositoryError) -> GameCatalog
    /// Every move, by id.
    func moves() async throws(RepositoryError) -> [Move]
    /// The moves with these ids, in id order: what a learnset shows, read alone where the
    /// source can.
    func moves(ids: Set<Int>) async throws(RepositoryError) -> [Move]
    /// The move whose PokeAPI name is `name` exactly, read alone where the source can; nil
    /// when none is (a spelling, another language's name: the caller resolves those).
    func move(named name: String) async throws(RepositoryError) -> Move?
    /// The same for an ability and an item.
    func ability(named name: String) async throws(RepositoryError) -> Ability?
    func item(named name: String) async throws(RepositoryError) -> Item?
    func abilities() async throws(RepositoryError) -> [Ability]
    /// The abilities any of these Pokémon can have, each with those of them that have it (its
    /// other holders left out), read alone where the source can.
    func abilities(heldBy pokemonIDs: Set<Int>) async throws(RepositoryError) -> [Ability]
    /// The abilities with these ids, in id order, each with all its holders, read alone where
    /// the source can.
    func abilities(ids: Set<Int>) async throws(RepositoryError) -> [Ability]
    func items() async throws(RepositoryError) -> [Item]
    func natures() async throws(RepositoryError) -> [Nature]
    /// Names of moves, abilities, items and natures in the languages other than English.
    func termNames() async throws(RepositoryError) -> LocalizedTermNames
    /// The same in one language: what a screen in it shows, read alone where the source can.
    func termNames(in language: Language) async throws(RepositoryError) -> LocalizedTermNames
    /// Types, stats, games and move classes in the languages other than English.
    func labelNames() async throws(RepositoryError) -> LabelNames
    /// The same for a screen in one language, read alone where the source can.
    func labelNames(in language: Language) async throws(RepositoryError) -> LabelNames
    /// Egg group name → the ids of the species in it.
    func eggGroups() async throws(RepositoryError) -> [String: [Int]]
    /// What a Pokémon learns, in every game it learns anything in.
    func learnsets(of pokemonID: Int) async throws(RepositoryError) -> [Learnset]
    /// What a Pokémon learns in one game (none, or one learnset), read alone where the source can.
    func learnsets(of pokemonID: Int, in versionGroup: String) async throws(RepositoryError) -> [Learnset]
    /// The games a Pokémon learns anything in, its moves not read where the source can.
    func learnsetGames(of pokemonID: Int) async throws(RepositoryError) -> [String]
    /// Who learns a move: in one game (with how), or in any game when `versionGroup` is nil.
    func learners(ofMove moveID: Int, in versionGroup: String?) async throws(RepositoryError) -> [MoveLearner]
    /// What a move does, as facts; nil for a move the facts do not cover.
    func moveEffect(of moveID: Int) async throws(RepositoryError) -> MoveEffect?
    /// PokeAPI's English short effect of a move, ability or item, ready to show, or why it is not.
    func effect(of kind: TermKind, id: Int) async throws(RepositoryError) -> EffectProse
    /// The moves, abilities, items or natures to search by their names in `scope` (in every
    /// language as `TermIndex` with every language's names has them), in id order, read only
    /// where they match where the source can.
    func namedTerms(_ kind: TermKind, _ scope: NameScope) async throws(RepositoryError) -> NamedList<Term>
    /// Asks for what `namedTerms` reads of `kinds` in `scope`, and what showing the terms found
    /// in `language` reads (`termNames(in:)`), all at once, before it is read, where the source
    /// gains by it (`PokedexRepository.readAhead(entryOf:)`).
    func readAhead(namesOf kinds: [TermKind], in scope: NameScope, shownIn language: Language) async
    /// The same for what checking a team reads: its names, natures, stats and type chart, and
    /// with `legality`, the games, learnsets and families.
    func readAhead(team legality: Bool) async
    /// The same for what a move's page reads: who learns it in any game, or (`inOneGame`) in one.
    func readAheadForMove(inOneGame: Bool) async
    /// The same for what a Pokémon's learnset reads.
    func readAheadForLearnset() async
}

extension MovesRepository {
    package func labelNames() async throws(RepositoryError) -> LabelNames { .empty }

    package func abilities(heldBy pokemonIDs: Set<Int>) async throws(RepositoryError) -> [Ability] {
        try await abilities().compactMap { $0.held(by: pokemonIDs) }
    }

    package func abilities(ids: Set<Int>) async throws(RepositoryError) -> [Ability] {
        try await abilities().filter { ids.contains($0.id) }
    }

    package func learnsets(of pokemonID: Int, in versionGroup: String) async throws(RepositoryError) -> [Learnset] {
        try await learnsets(of: pokemonID).filter { $0.versionGroup == versionGroup }
    }

    package func learnsetGames(of pokemonID: Int) async throws(RepositoryError) -> [String] {
        try await learnsets(of: pokemonID).map(\.versionGroup)
    }

    package func moves(ids: Set<Int>) async throws(RepositoryError) -> [Move] {
        try await moves().filter { ids.contains($0.id) }
    }

    package func move(named name: String) async throws(RepositoryError) -> Move? {
        try await moves().first { $0.name == name }
    }

    package func ability(named name: String) async throws(RepositoryError) -> Ability? {
        try await abilities().first { $0.name == name }
    }

    package func item(named name: String) async throws(RepositoryError) -> Item? {
        try await items().first { $0.name == name }
    }

    package func namedTerms(_ kind: TermKind, _ scope: NameScope) async throws(RepositoryError) -> NamedList<Term> {
        try await namedTermsOfTheLists(kind, inEveryLanguage: scope != .english)
    }

    package func readAhead(namesOf kinds: [TermKind], in scope: NameScope, shownIn language: Language) async {}
    package func readAhead(team legality: Bool) async {}
    package func readAheadForMove(inOneGame: Bool) async {}
    package func readAheadForLearnset() async {}

    /// By English name.
    package func namedTerms(_ kind: TermKind) async throws(RepositoryError) -> NamedList<Term> {
        try await namedTerms(kind, .english)
    }

    /// `namedTerms` from the decoded lists: every term read, and every name folded.
    package func namedTermsOfTheLists(
        _ kind: TermKind, inEveryLanguage: Bool = false
    ) async throws(RepositoryError) -> NamedList<Term> {
        let terms: [Term]
        switch kind {
        case .pokemon: terms = []
        case .move: terms = try await moves().map { Term(kind: .move, $0) }
        case .ability: terms = try await abilities().map { Term(kind: .ability, $0) }
        case .item: terms = try await items().map { Term(kind: .item, $0) }
        case .nature: terms = try await natures().map { Term(kind: .nature, $0) }
        }
        guard inEveryLanguage else { return NamedList(terms) }
        // Names that cannot be read leave the English ones to search, as before there were keys.
        let names = (try? await termNames()) ?? .empty
        return NamedList(terms) { TermIndex.spellings(of: $0, names: names) }
    }
}

extension MovesRepository {
    /// Every language's names, kept to one.
    package func termNames(in language: Language) async throws(RepositoryError) -> LocalizedTermNames {
        try await termNames().only(language)
    }

    /// Every language's labels, kept to those a screen in one shows.
    package func labelNames(in language: Language) async throws(RepositoryError) -> LabelNames {
        try await labelNames().only(language)
    }
}
