import PokedexDomain

/// A page of the National Dex, or of the Pokémon a filter lets through.
package struct PokemonPage: Sendable {
    package let items: [PokemonSummary]
    package let offset: Int
    package let limit: Int
    /// How many Pokémon the list has in all (after the filter).
    package let total: Int
    package let filter: ListFilter
    /// Names in other languages, when asked for.
    package let names: LocalizedNames
    /// The base stats and sizes of the page's Pokémon, by id, where the bundled facts have them.
    package var facts: [Int: ListFacts] = [:]

    package init(
        items: [PokemonSummary], offset: Int, limit: Int, total: Int,
        filter: ListFilter = ListFilter(), names: LocalizedNames = .empty
    ) {
        self.items = items
        self.offset = offset
        self.limit = limit
        self.total = total
        self.filter = filter
        self.names = names
    }

    /// Where the next page starts, or nil when this page reaches the end.
    package var nextOffset: Int? {
        let end = offset + limit
        return end < total ? end : nil
    }
}

/// Lists the National Dex in dex order, a page at a time.
package struct ListInteractor: Sendable {
    private let repository: any PokedexRepository
    private let moves: (any MovesRepository)?

    package init(repository: any PokedexRepository, moves: (any MovesRepository)? = nil) {
        self.repository = repository
        self.moves = moves
    }

    /// A page of the list; in a `language` other than English, with the names to show.
    package func page(
        offset: Int, limit: Int, filter: ListFilter = ListFilter(), language: Language = .en
    ) async throws(PokedexError) -> PokemonPage {
        guard offset >= 0 else { throw .invalidArgument("offset must be 0 or more") }
        guard limit > 0 else { throw .invalidArgument("limit must be at least 1") }
        let all = try await matching(filter)
        let start = min(offset, all.count)
        let end = start + min(limit, all.count - start)
        let rows = Array(all[start..<end])
        // Rows known only by name (from a refreshed list index) get their types now.
        let items = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.complete(rows)
        }
        let names =
            language != .en
            ? try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.localizedNames()
            } : .empty
        var page = PokemonPage(
            items: items, offset: offset, limit: limit, total: all.count, filter: filter, names: names)
        // Every row carries its stats (a Pokémon newer than the bundle has none to carry).
        let facts = (try? await repository.listFacts(of: Set(items.map(\.id)))) ?? [:]
        for item in items { page.facts[item.id] = facts[item.id] }
        return page
    }

    /// Every Pokémon the filter lets through, in its order.
    package func matching(_ filter: ListFilter) async throws(PokedexError) -> [PokemonSummary] {
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.catalog()
        }
        let allowed = try await allowedIDs(for: filter)
        var all =
            filter.isEmpty
            ? catalog.all
            : catalog.all.filter { filter.matches($0) && allowed?.contains($0) ?? true }
        if filter.needsFacts {
            let facts = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.listFacts()
            }
            // A Pokémon known only from PokeAPI's list has no facts: it passes no condition.
            let constrained =
                !filter.conditions.isEmpty || filter.legendary || filter.mythical || filter.baby
                || filter.fullyEvolved
            if constrained {
                all = all.filter { pokemon in facts[pokemon.id].map { filter.matches(pokemon, $0) } ?? false }
            }
            all = filter.ordered(all, facts: facts)
        }
        return all
    }

    /// The Pokémon an ability, move or egg group lets through; nil when the filter has none.
    private func allowedIDs(for filter: ListFilter) async throws(PokedexError) -> AllowedPokemon? {
        guard filter.needsMoveData else { return nil }
        guard let moves else { throw .invalidArgument("this list cannot filter by ability, move or egg group") }
        let interactor = MovesInteractor(pokedex: repository, repository: moves)
        var allowed = AllowedPokemon()
        if let query = filter.ability {
            // Who has it, from the bundled facts: the list shows no effect text to fetch.
            let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.abilities() }
            let term = try await PokedexError.narrowing("ability") { () async throws(PokedexError) in
                try await interactor.resolve(query, kind: .ability, among: all.map { Term(kind: .ability, $0) })
            }
            let holders = all.first { $0.id == term.id }?.holders ?? []
            allowed.restrict(pokemon: Set(holders.map(\.pokemonID)))
        }
        if let query = filter.move {
            let games = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.games() }
            let game = try filter.game.map { text throws(PokedexError) in try MovesInteractor.game(text, in: games) }
            let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.moves() }
            let term = try await PokedexError.narrowing("move") { () async throws(PokedexError) in
                try await interactor.resolve(query, kind: .move, among: all.map { Term(kind: .move, $0) })
            }
            let learners = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await moves.learners(ofMove: term.id, in: game?.name)
            }
            allowed.restrict(pokemon: Set(learners.map(\.pokemonID)))
        }
        if let query = filter.eggGroup {
            let groups = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.eggGroups() }
            let key = NameKey.make(query)
            let name = ListFilter.eggGroupAliases[key] ?? key
            guard let species = groups[name] ?? groups[name.replacing("-", with: "")] else {
                let keys = NameKeys(groups.keys.sorted().map { [$0] })
                let suggestions = keys.suggestions(for: query).map { groups.keys.sorted()[$0] }
                throw .unknownFilter(filter: "egg-group", kind: "egg group", query: query, suggestions: suggestions)
            }
            allowed.species = Set(species)
        }
        return allowed
    }
}

/// The Pokémon (by id) and species (default forms only) a list may show.
struct AllowedPokemon {
    var pokemon: Set<Int>?
    var species: Set<Int>?

    mutating func restrict(pokemon ids: Set<Int>) {
        pokemon = pokemon.map { $0.intersection(ids) } ?? ids
    }

    func contains(_ summary: PokemonSummary) -> Bool {
        if let pokemon, !pokemon.contains(summary.id) { return false }
        if let species, !(summary.isDefault && species.contains(summary.speciesID)) { return false }
        return true
    }
}
