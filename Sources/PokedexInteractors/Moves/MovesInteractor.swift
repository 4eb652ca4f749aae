import PokedexDomain

/// Learnsets, moves, abilities, items and natures: each found by any name a person types, in
/// any supported language, or by id.
package struct MovesInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let repository: any MovesRepository

    package init(pokedex: any PokedexRepository, repository: any MovesRepository) {
        self.pokedex = pokedex
        self.repository = repository
    }

    /// What `pokemonQuery` learns in `gameQuery` (default: the latest game it learns anything
    /// in), by `method` when given.
    package func learnset(
        of pokemonQuery: String, game gameQuery: String?, method: LearnMethod?
    ) async throws(PokedexError) -> LearnsetResult {
        await repository.readAheadForLearnset()
        // An id or a PokeAPI name needs no catalog (a fifth of `moves`' time, paired); any other
        // spelling resolves through it.
        let pokemon = try await PokemonResolver(repository: pokedex).summary(pokemonQuery)
        let games = try await wrap { () async throws(RepositoryError) in try await repository.games() }
        let asked = try gameQuery.map { query throws(PokedexError) in try Self.game(query, in: games) }
        let learnsets = try await wrap { () async throws(RepositoryError) in
            try await repository.learnsets(of: pokemon.id)
        }
        let learnedIn = games.all.filter { group in learnsets.contains { $0.versionGroup == group.name } }
        // By default, the latest game it learns moves by level in: a game that lists only what
        // it can be trained (Pokémon Champions) is no one's first answer.
        let levelsIn = learnedIn.filter { group in
            learnsets.contains { $0.versionGroup == group.name && $0.moves.contains { $0.method == .levelUp } }
        }
        guard let game = asked ?? levelsIn.last ?? learnedIn.last else {
            throw .nothingLearned(pokemon: pokemon.displayName, game: "", games: [])
        }
        // A game it learns nothing in is an answer too: none, and the games it does.
        let learned = learnsets.first { $0.versionGroup == game.name }?.moves ?? []
        let inherited =
            method == nil || method == .egg ? try await inheritedEggMoves(of: pokemon, own: learned, in: game.name) : []
        // Only the moves on the page are read.
        let moves = try await movesByID(Set(learned.map(\.moveID) + inherited.map({ $0.move.moveID })))
        var rows = learned.compactMap { learned -> LearnsetResult.Row? in
            guard method == nil || learned.method == method, let move = moves[learned.moveID] else { return nil }
            return LearnsetResult.Row(
                learned: learned, move: move,
                machine: learned.method == .machine
                    ? move.machines.first { $0.versionGroup == game.name }?.item : nil)
        }
        rows += inherited.compactMap { egg in
            moves[egg.move.moveID].map { LearnsetResult.Row(learned: egg.move, move: $0, machine: nil, from: egg.from) }
        }
        var result = LearnsetResult(
            pokemon: pokemon, game: game, rows: Self.ordered(rows), games: learnedIn, method: method,
            gameIsDefault: asked == nil)
        result.part = gameQuery.flatMap { games.downloadablePart($0) }
        return result
    }

    /// The egg moves `pokemon`'s pre-evolutions learn in `game` that it does not, with whose
    /// they are: Gible's for Garchomp.
    private func inheritedEggMoves(
        of pokemon: PokemonSummary, own: [LearnedMove], in game: String
    ) async throws(PokedexError) -> [(move: LearnedMove, from: PokemonSummary)] {
        let parents = try await wrap { () async throws(RepositoryError) in
            try await pokedex.evolutionParents(along: [pokemon.speciesID])
        }
        let line = EggInheritance.lineage(of: pokemon.speciesID, parents: parents)
        guard !line.isEmpty else { return [] }
        // A species' default Pokémon has the species' id.
        let found = try await wrap { () async throws(RepositoryError) in try await pokedex.summaries(ids: Set(line)) }
        var ancestors: [(pokemonID: Int, moves: [LearnedMove])] = []
        for speciesID in line {
            guard let ancestor = found[speciesID] else { continue }
            let sets = try await wrap { () async throws(RepositoryError) in
                try await repository.learnsets(of: ancestor.id)
            }
            ancestors.append((ancestor.id, sets.first { $0.versionGroup == game }?.moves ?? []))
        }
        return EggInheritance.inherited(own: own, ancestors: ancestors).compactMap { inherited in
            found[inherited.from].map { (inherited.move, $0) }
        }
    }

    /// A move with its effect and who learns it: in `gameQuery` with how, or in any game.
    package func move(_ query: String, game gameQuery: String?) async throws(PokedexError) -> MoveResult {
        await repository.readAheadForMove(inOneGame: gameQuery != nil)
        let games = try await wrap { () async throws(RepositoryError) in try await repository.games() }
        let game = try gameQuery.map { query throws(PokedexError) in try Self.game(query, in: games) }
        let move = try await term(
            query, kind: .move, named: repository.move(named:), all: repository.moves, term: { Term(kind: .move, $0) })
        async let effect = Self.result { () async throws(RepositoryError) in
            try await repository.effect(of: .move, id: move.id)
        }
        let learners = try await wrap { () async throws(RepositoryError) in
            try await repository.learners(ofMove: move.id, in: game?.name)
        }
        let facts = try await wrap { () async throws(RepositoryError) in try await repository.moveEffect(of: move.id) }
        // The learners' rows alone, not the whole catalog (11–12% of `move`'s time, paired).
        var ids = Set(learners.map(\.pokemonID))
        for learner in learners { if let from = learner.from { ids.insert(from) } }
        let rows = try await wrap { () async throws(RepositoryError) in try await pokedex.summaries(ids: ids) }
        let learnedBy = learners.compactMap { learner in
            rows[learner.pokemonID].map {
                MoveResult.Learner(pokemon: $0, methods: learner.methods, from: learner.from.flatMap { rows[$0] })
            }
        }
        return MoveResult(
            move: move, facts: facts, effect: try await effect.get(), learnedBy: learnedBy, game: game, games: games)
    }

    /// The move, ability or item `query` names: by its PokeAPI name its line alone is read
    /// (not every move for one), else any spelling or language's name is resolved among all.
    private func term<T>(
        _ query: String, kind: TermKind,
        named direct: (String) async throws(RepositoryError) -> T?,
        all: () async throws(RepositoryError) -> [T], term: (T) -> Term
    ) async throws(PokedexError) -> T {
        let key = NameKey.make(query)
        // A number is an id, which no PokeAPI name is: resolved among all at once.
        if !key.isEmpty, !key.allSatisfy(\.isNumber),
            let found = try await wrap({ () async throws(RepositoryError) in try await direct(key) })
        {
            return found
        }
        let all = try await wrap(all)
        let found = try await resolve(query, kind: kind, among: all.map(term))
        guard let match = all.first(where: { term($0).id == found.id }) else {
            throw .notFound(kind: kind.rawValue, query: query, suggestions: [])
        }
        return match
    }

    /// Move, ability, item and nature names in the languages other than English; none when
    /// they cannot be read (English names are shown then).
    package func termNames(for language: Language) async -> LocalizedTermNames {
        guard language != .en else { return .empty }
        return await bestEffort { try await repository.termNames(in: language) } ?? .empty
    }

    /// PokeAPI ability names (`lightning-rod`) → their names in `language`, where the bundled
    /// names have one; empty in English. A slot that knows its ability's id is looked up by it
    /// (a French `show` read two more files, the search keys and the abilities, to find the
    /// ids of its two or three names); the others by name.
    package func abilityNames(_ slots: [AbilitySlot], in language: Language) async -> [String: String] {
        guard language != .en, !slots.isEmpty else { return [:] }
        var found: [String: String] = [:]
        var unknown: [String] = []
        let termNames = await termNames(for: language)
        termNames.askAhead(slots.compactMap { slot in slot.id.map { (.ability, $0) } })
        for slot in slots {
            if let id = slot.id {
                found[slot.name] = termNames.name(of: .ability, id: id, in: language)
            } else {
                unknown.append(slot.name)
            }
        }
        return found.merging(await names(of: .ability, unknown, in: language)) { own, _ in own }
    }

    /// Moves, abilities, items or natures by their names in `language`: PokeAPI name → name,
    /// for those that have one.
    package func names(of kind: TermKind, _ names: [String], in language: Language) async -> [String: String] {
        guard language != .en, !names.isEmpty, let list = await bestEffort({ try await repository.namedTerms(kind) })
        else {
            return [:]
        }
        let termNames = await termNames(for: language)
        let terms = list.named(names)
        termNames.askAhead(terms.compactMap { term in term.map { (kind, $0.id) } })
        var found: [String: String] = [:]
        for (name, term) in zip(names, terms) {
            if let term, let localized = termNames.name(of: kind, id: term.id, in: language) {
                found[name] = localized
            }
        }
        return found
    }

    package func ability(_ query: String) async throws(PokedexError) -> AbilityResult {
        let ability = try await term(
            query, kind: .ability, named: repository.ability(named:), all: repository.abilities,
            term: { Term(kind: .ability, $0) })
        async let effect = Self.result { () async throws(RepositoryError) in
            try await repository.effect(of: .ability, id: ability.id)
        }
        let rows = try await wrap { () async throws(RepositoryError) in
            try await pokedex.summaries(ids: Set(ability.holders.map(\.pokemonID)))
        }
        let holders = ability.holders.compactMap { holder in
            rows[holder.pokemonID].map { AbilityResult.Holder(pokemon: $0, isHidden: holder.isHidden) }
        }
        return AbilityResult(ability: ability, effect: try await effect.get(), holders: holders)
    }

    package func item(_ query: String) async throws(PokedexError) -> ItemResult {
        let item = try await term(
            query, kind: .item, named: repository.item(named:), all: repository.items, term: { Term(kind: .item, $0) })
        let effect = try await wrap { () async throws(RepositoryError) in
            try await repository.effect(of: .item, id: item.id)
        }
        return ItemResult(item: item, effect: effect)
    }

    /// Every nature, or the one `query` names.
    /// Every nature; the one `query` names; or, when `query` names stats (`speed`, `+spe`,
    /// `+spe -spa`, `-attack`), those that raise (a bare or `+` stat) and lower (`-`) them.
    package func natures(_ query: String?) async throws(PokedexError) -> [Nature] {
        let natures = try await wrap { () async throws(RepositoryError) in try await repository.natures() }
        guard let query else { return natures }
        if let (raised, lowered) = NatureStat.parse(query), raised != nil || lowered != nil {
            return natures.filter { nature in
                !nature.isNeutral && (raised.map { $0 == nature.increasedStat } ?? true)
                    && (lowered.map { $0 == nature.decreasedStat } ?? true)
            }
        }
        let term = try await resolve(query, kind: .nature, among: natures.map { Term(kind: .nature, $0) })
        return natures.filter { $0.id == term.id }
    }

    /// Level-up moves as learned (by level); machines as the games number them, TMs, then TRs,
    /// then HMs (TM01 before TM68 before TM123); the rest by name. Methods keep their order.
    static func ordered(_ rows: [LearnsetResult.Row]) -> [LearnsetResult.Row] {
        func key(_ row: LearnsetResult.Row) -> (Int, Int, String) {
            switch row.learned.method {
            case .levelUp: return (0, 0, "")
            case .machine:
                let item = row.machine ?? "~"
                let kind = ["tm", "tr", "hm"].firstIndex(of: String(item.prefix { !$0.isNumber })) ?? 3
                return (kind, Int(item.drop { !$0.isNumber }) ?? Int.max, row.move.displayName)
            default: return (0, 0, row.move.displayName)
            }
        }
        return rows.enumerated().sorted { lhs, rhs in
            if lhs.element.learned.method != rhs.element.learned.method {
                return lhs.element.learned.method < rhs.element.learned.method
            }
            let (left, right) = (key(lhs.element), key(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The version group `query` means.
    /// Always a narrowing value (`--game`): one that names nothing is `unknownFilter`.
    package static func game(_ query: String, in games: GameCatalog) throws(PokedexError) -> VersionGroup {
        guard let game = games.resolve(query) else {
            throw .unknownFilter(
                filter: "game", kind: "game", query: query, suggestions: games.suggestions(for: query))
        }
        return game
    }

    /// The thing of `kind` that `query` names: an id or a PokeAPI name at once; other
    /// spellings through the index; names in other languages only when those fail.
    func resolve(_ query: String, kind: TermKind, among terms: [Term]) async throws(PokedexError) -> Term {
        if let found = TermLookup(terms).resolve(query) { return found }
        let names = await bestEffort { try await repository.termNames() } ?? .empty
        let index = TermIndex(terms, names: names)
        if let found = index.resolve(query) { return found }
        throw .notFound(kind: kind.rawValue, query: query, suggestions: index.suggestions(for: query))
    }

    private func movesByID(_ ids: Set<Int>) async throws(PokedexError) -> [Int: Move] {
        let moves = try await wrap { () async throws(RepositoryError) in try await repository.moves(ids: ids) }
        return Dictionary(moves.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func result<T>(
        _ body: () async throws(RepositoryError) -> T
    ) async -> Result<T, PokedexError> {
        do { return .success(try await body()) } catch { return .failure(.repository(error)) }
    }

    private func wrap<T>(_ body: () async throws(RepositoryError) -> T) async throws(PokedexError) -> T {
        try await PokedexError.wrap(body)
    }
}

/// A Pokémon's moves in one game.
package struct LearnsetResult: Sendable {
    package struct Row: Sendable, Equatable {
        package let learned: LearnedMove
        package let move: Move
        /// The machine's item in this game (`tm085`), for machine moves.
        package let machine: String?
        /// The pre-evolution whose egg move it is, for an egg move the Pokémon has through its line.
        package var from: PokemonSummary?
    }

    package let pokemon: PokemonSummary
    package let game: VersionGroup
    package let rows: [Row]
    /// Every game the Pokémon learns anything in, in release order.
    package let games: [VersionGroup]
    /// The method asked for, if any.
    package let method: LearnMethod?
    /// Whether the game was chosen for the person (none was asked for): the latest game the
    /// Pokémon learns moves by level in.
    package var gameIsDefault = false
    /// The downloadable part asked for (The Teal Mask), whose moves are its game's.
    package var part: VersionGroup?
}

package struct MoveResult: Sendable {
    package struct Learner: Sendable, Equatable {
        package let pokemon: PokemonSummary
        /// How, in the game asked about; empty without one.
        package let methods: [LearnMethod]
        /// The pre-evolution whose egg move it is, for a Pokémon that has it only through it.
        package var from: PokemonSummary?
    }

    package let move: Move
    /// What it does, as facts: the summary pokedex words itself.
    package let facts: MoveEffect?
    /// PokeAPI's effect text, or why it could not be had.
    package let effect: EffectProse
    package let learnedBy: [Learner]
    /// The game asked about, if any.
    package let game: VersionGroup?
    /// Every game, for the machines' display names.
    package let games: GameCatalog
}

package struct AbilityResult: Sendable {
    package struct Holder: Sendable, Equatable {
        package let pokemon: PokemonSummary
        package let isHidden: Bool
    }

    package let ability: Ability
    package let effect: EffectProse
    package let holders: [Holder]
}

package struct ItemResult: Sendable {
    package let item: Item
    package let effect: EffectProse
}

/// The stats a nature changes, as players write them (`atk`, `spa`, `Sp. Def`, `speed`): the
/// spellings `list --where` reads, of the five stats a nature can change.
enum NatureStat {
    static func name(_ text: String) -> String? {
        guard let field = ListField(spelled: text),
            [.attack, .defense, .specialAttack, .specialDefense, .speed].contains(field)
        else { return nil }
        return field.rawValue
    }

    /// `+spe -spa` → (speed, special-attack); nil unless every word is a stat (a `+` or no
    /// sign raises, `-` lowers) and none is said twice.
    static func parse(_ text: String) -> (raised: String?, lowered: String?)? {
        var raised: String?
        var lowered: String?
        // `Sp. Atk` is one stat of two words; `+spe -spa` two of one word each.
        let whole = text.trimmingWhitespace()
        let words =
            name(String(whole.drop { $0 == "+" || $0 == "-" })) != nil
            ? [Substring(whole)] : whole.split(separator: " ")
        for word in words {
            let lowers = word.hasPrefix("-")
            guard let name = name(String(word.drop { $0 == "+" || $0 == "-" })) else { return nil }
            if lowers {
                guard lowered == nil else { return nil }
                lowered = name
            } else {
                guard raised == nil else { return nil }
                raised = name
            }
        }
        return (raised, lowered)
    }
}

extension MovesInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(pokedex: sources.pokedex, repository: sources.moves)
    }
}
