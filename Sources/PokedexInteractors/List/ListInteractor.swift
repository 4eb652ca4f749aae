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
    package var facts: ListFactsTable = [:]
    /// The regional Pokédexes the list is of (`paldea`, then `kitakami`…), and each item's
    /// Pokédex and number in it, in the order of `items` (empty for a list of no Pokédex).
    package var dexes: [String] = []
    package var regionalNumbers: [(dex: String, number: Int)?] = []
    /// Whether the player has marked each item caught (in the list's game, or any), and shiny,
    /// in the order of `items`; nil when the player has no marks. Arrays beside the items, not
    /// sets of ids: each id asked of a set was hashed, twice a row of the whole dex.
    package var marks: [Holdings.Mark]?

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

    /// Item `index`'s regional Pokédex and number in it, in a list of a regional Pokédex.
    package func regionalNumber(at index: Int) -> (dex: String, number: Int)? {
        index < regionalNumbers.count ? regionalNumbers[index] : nil
    }

    /// Where the next page starts, or nil when this page reaches the end.
    package var nextOffset: Int? {
        // Offset and limit come from a person: their sum may pass `Int.max`.
        let end = offset.clampedAdding(limit)
        return end < total ? end : nil
    }
}

/// Lists the National Dex in dex order, a page at a time.
package struct ListInteractor: Sendable {
    private let repository: any PokedexRepository
    private let moves: (any MovesRepository)?
    private let dexes: (any EncountersRepository)?
    private let marks: (any MarksRepository)?

    package init(
        repository: any PokedexRepository, moves: (any MovesRepository)? = nil,
        dexes: (any EncountersRepository)? = nil, marks: (any MarksRepository)? = nil
    ) {
        self.repository = repository
        self.moves = moves
        self.dexes = dexes
        self.marks = marks
    }

    /// Every species' name in `language`; none are read for English (or when they cannot be).
    package func localizedNames(in language: Language) async -> LocalizedNames {
        language == .en ? .empty : await bestEffort { try await repository.localizedNames(in: language) } ?? .empty
    }

    /// Species by their names in `language`: PokeAPI name → name, for those that have one.
    package func speciesNames(_ species: [String], in language: Language) async -> [String: String] {
        guard language != .en, !species.isEmpty,
            let names = await bestEffort({ try await repository.localizedNames(in: language) }),
            let catalog = await bestEffort({ try await repository.knownCatalog() })
        else { return [:] }
        var found: [String: String] = [:]
        for name in species {
            guard let row = catalog.all.first(where: { $0.speciesName == name && $0.isDefault }),
                let localized = names.name(ofSpecies: row.speciesID, in: language)
            else { continue }
            found[name] = localized
        }
        return found
    }

    /// The Pokémon `names` name, by name: a Pokémon's own PokeAPI name (`corsola-galar`), or a
    /// species' (its default form); a name that is neither is left out.
    package func pokemon(named names: [String]) async -> [String: PokemonSummary] {
        guard !names.isEmpty, let catalog = await bestEffort({ try await repository.knownCatalog() }) else {
            return [:]
        }
        var found: [String: PokemonSummary] = [:]
        for name in names {
            found[name] =
                catalog.all.first { $0.name == name } ?? catalog.all.first { $0.speciesName == name && $0.isDefault }
        }
        return found
    }

    /// A page of the list; in a `language` other than English, with the names to show.
    /// `stats`: whether its rows carry their base stats (JSON prints them); a column a sort or
    /// condition shows reads them whatever this says.
    package func page(
        offset: Int, limit: Int, filter: ListFilter = ListFilter(), language: Language = .en, stats: Bool = true
    ) async throws(PokedexError) -> PokemonPage {
        guard offset >= 0 else { throw .invalidArgument("offset must be 0 or more") }
        guard limit > 0 else { throw .invalidArgument("limit must be at least 1") }
        let holdings = try await holdings(for: filter)
        let rows: [PokemonSummary]
        let total: Int
        let dex: RegionalList?
        if filter.isEmpty, let page = await repository.catalogPage(offset: offset, limit: limit) {
            // The whole dex in its order: the page's rows only, not the catalog.
            (rows, total, dex) = (page.rows, page.total, nil)
        } else {
            // The Pokédex chosen, worked out once for the filter and the rows' numbers.
            let (all, chosen) = try await matchingWithDex(filter, holdings: holdings)
            let start = min(offset, all.count)
            let end = start + min(limit, all.count - start)
            (rows, total, dex) = (Array(all[start..<end]), all.count, chosen)
        }
        // Rows known only by name (from a refreshed list index) get their types now.
        let items = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.complete(rows)
        }
        let names =
            language != .en
            ? try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.localizedNames(in: language)
            } : .empty
        var page = PokemonPage(
            items: items, offset: offset, limit: limit, total: total, filter: filter, names: names)
        if let dex {
            page.dexes = dex.names
            page.regionalNumbers = items.map { item in
                dex.entry(of: item.speciesID).map { entry in (dex.names[entry.dex], entry.number) }
            }
        }
        page.marks = holdings.map { holdings in items.map(holdings.mark) }
        // Every row carries its stats when they are printed or a column shows one of them (a
        // Pokémon newer than the bundle has none to carry): the repository's table of these
        // rows as it is, not copied entry by entry into one that grows (for the whole dex, some
        // 40 page faults). Text without such a column has no use for them (the whole dex's
        // stats read are an eighth of its time).
        // A page of the whole list reads the whole table, with no set of ids to check each row by.
        if stats || !filter.shownFields.isEmpty {
            let whole = items.count == total
            page.facts =
                await bestEffort {
                    try await whole ? repository.listFacts() : repository.listFacts(of: Set(items.map(\.id)))
                } ?? [:]
        }
        return page
    }

    /// Every Pokémon the filter lets through, in its order: a regional Pokédex's own, by its
    /// numbers, unless sorted otherwise.
    /// `holdings`: what the player has, for `--caught` and `--missing` (read when not given).
    func matching(
        _ filter: ListFilter, holdings given: Holdings? = nil
    ) async throws(PokedexError) -> [PokemonSummary] {
        try await matchingWithDex(filter, holdings: given).rows
    }

    /// `matching`'s rows, and the regional Pokédex the filter chose (worked out after the other
    /// filters' names, so that their errors come first as they always did; the catalog, or the
    /// rows of it the list needs, after both).
    private func matchingWithDex(
        _ filter: ListFilter, holdings given: Holdings?
    ) async throws(PokedexError) -> (rows: [PokemonSummary], dex: RegionalList?) {
        let allowed = try await allowedIDs(for: filter)
        let dex = filter.needsDex ? try await regionalDex(for: filter) : nil
        let rows = try await candidates(for: filter, dex: dex)
        // What each condition reads, read first, so that the rows are filtered in one pass: a
        // pass for each condition copied the rows it kept and took the others apart, a fifth
        // of `list --missing` (300 marks).
        let defenses = filter.needsTypeChart ? try await defenses(for: filter) : nil
        let tiers =
            filter.tiers.isEmpty
            ? nil : try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.tiers() }
        var had = given
        if filter.caught != nil, had == nil { had = try await holdings(for: filter) ?? Holdings() }
        let facts =
            filter.needsFacts
            ? try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.listFacts() }
            : nil
        // Each condition is asked only where the list has it (`filter.matches` of a row is some
        // 150 instructions); a list with none of them is not copied. (An array of the conditions
        // as closures, asked in turn, cost `list --missing` 156 000 instructions more.)
        let (narrows, wanted, byFacts) = (filter.narrowsRows, filter.caught, filter.isConstrainedByFacts)
        let caught = had
        func keeps(_ pokemon: PokemonSummary) -> Bool {
            if narrows, !filter.matches(pokemon) { return false }
            if let allowed, !allowed.contains(pokemon) { return false }
            if let dex, !pokemon.isDefault || dex.entry(of: pokemon.speciesID) == nil { return false }
            if let wanted, let caught, caught.has(pokemon) != (wanted == .caught) { return false }
            if let tiers {
                guard let found = tiers[pokemon.id], filter.tiers.contains(where: { $0.holds(for: found) }) else {
                    return false
                }
            }
            if let defenses,
                !filter.matchesDefenses(pokemon, chart: defenses.chart, abilities: defenses.abilities[pokemon.id] ?? [])
            {
                return false
            }
            // A Pokémon known only from PokeAPI's list has no facts: it passes no condition.
            if byFacts, let facts {
                guard let known = facts[pokemon.id], filter.matches(pokemon, known) else { return false }
            }
            return true
        }
        // Every condition `keeps` asks, named again: with none, the rows are kept as they are.
        let asksAny =
            narrows || allowed != nil || dex != nil || (wanted != nil && caught != nil) || tiers != nil
            || defenses != nil || (byFacts && facts != nil)
        var all = asksAny ? rows.filter(keeps) : rows
        if let dex, filter.sort == nil {
            all = dex.inOrder(all)
        }
        if let facts {
            // A regional Pokédex's list keeps its numbers' order (highest first with `--desc`)
            // unless a sort is asked for: `--where` alone once put it in National Dex order.
            if dex == nil || filter.sort != nil {
                all = filter.ordered(all, facts: facts)
            } else if filter.descending {
                all.reverse()
            }
        }
        return (all, dex)
    }

    /// The rows a list starts from: the catalog's; for a list of a regional Pokédex, or one its
    /// facts narrow (`--where speed>=100`, `--legendary`), only the rows of its species' default
    /// forms (whose ids are their species'), and of the Pokémon whose facts pass, found by id
    /// (a fifth of the dex for speed>=100, half for Scarlet and Violet's; reading every row was
    /// a seventh of the command), in id order. A Pokémon with no facts (one newer than the
    /// bundle) passes no condition. When the repository has not every row (or reads them only
    /// through the catalog, as with `--refresh`), the catalog's.
    private func candidates(for filter: ListFilter, dex: RegionalList?) async throws(PokedexError)
        -> [PokemonSummary]
    {
        var ids = dex.map { Set($0.speciesIDs) }
        if filter.isConstrainedByFacts, let facts = await bestEffort({ try await repository.listFacts() }) {
            let passing = facts.ids { filter.matchesFacts($0) }
            ids = ids.map { $0.intersection(passing) } ?? Set(passing)
        }
        // As given, one an id in id order: a table of them by id, looked up by the ids sorted,
        // was 6% of `list --missing`.
        if let ids, let rows = await repository.catalogRows(ids: ids), rows.count == ids.count { return rows }
        return try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.catalog() }.all
    }

    /// What taking the types as `--resists`, `--weak` and `--immune` ask reads: the type chart,
    /// and for `--immune` the abilities that make a Pokémon immune, by holder (Levitate, Flash
    /// Fire, Volt Absorb…).
    private func defenses(for filter: ListFilter) async throws(PokedexError)
        -> (chart: [String: TypeRelations], abilities: [Int: [String]])
    {
        let chart = try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.typeChart() }
        var abilities: [Int: [String]] = [:]
        if !filter.immuneTo.isEmpty, let moves {
            let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.abilities() }
            for ability in all where AbilityDefense.immunity(of: ability.name) != nil {
                for holder in ability.holders { abilities[holder.pokemonID, default: []].append(ability.name) }
            }
        }
        return (chart, abilities)
    }

    /// What the player has in the list's game (`--game`, or in every game), shiny only with
    /// `--shiny`: nil when they have no marks, unless the list is of them (`--caught`,
    /// `--missing`), which then fails when the marks cannot be read. Any list shows marks when
    /// there are some; one that does not ask for them shows none when they cannot be read.
    private func holdings(for filter: ListFilter) async throws(PokedexError) -> Holdings? {
        let asked = filter.caught != nil
        guard let marks else {
            if asked { throw .marks(.noFolder) }
            return nil
        }
        let book: MarkBook
        do throws(MarksError) {
            book = try marks.read()
        } catch {
            if asked { throw .marks(error) }
            return nil
        }
        guard !book.isEmpty || asked else { return nil }
        var game: String?
        if let query = filter.markGame ?? filter.game, let moves {
            let games = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.games() }
            game = try MovesInteractor.game(query, in: games).name
        }
        return book.holdings(in: game, shiny: filter.shiny)
    }

    /// The regional Pokédex a list is of: the one `--pokedex` names, or `--game`'s (several
    /// for a game with more, one after another); nil when the filter has none.
    private func regionalDex(for filter: ListFilter) async throws(PokedexError) -> RegionalList? {
        guard let dexes else { throw .invalidArgument("this list cannot filter by Pokédex") }
        var chosen: [RegionalDex] = []
        if let query = filter.pokedex {
            let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await dexes.regionalDexes()
            }
            let keys = NameKeys(all.map { [$0.name, $0.displayName] })
            guard let position = keys.position(of: query) else {
                throw .unknownFilter(
                    filter: "pokedex", kind: "Pokédex", query: query,
                    suggestions: keys.suggestions(for: query).map { all[$0].name })
            }
            chosen = [all[position]]
        } else if let query = filter.game, filter.move == nil {
            guard let moves else { throw .invalidArgument("this list cannot filter by game") }
            let games = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.games() }
            // A downloadable part means its own Pokédex (Kitakami for The Teal Mask).
            let game: VersionGroup
            if let part = games.downloadablePart(query) {
                game = part
            } else {
                game = try MovesInteractor.game(query, in: games)
            }
            chosen = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await dexes.regionalDexes(of: game.name)
            }
        }
        guard !chosen.isEmpty else { return nil }
        var list = RegionalList()
        for dex in chosen {
            var used = false
            for entry in dex.entries
            where list.add(species: entry.speciesID, number: entry.number, dex: list.names.count) {
                used = true
            }
            if used { list.names.append(dex.name) }
        }
        return list
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
        for query in filter.notAbilities {
            let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.abilities() }
            let term = try await PokedexError.narrowing("not-ability") { () async throws(PokedexError) in
                try await interactor.resolve(query, kind: .ability, among: all.map { Term(kind: .ability, $0) })
            }
            allowed.excluded.formUnion((all.first { $0.id == term.id }?.holders ?? []).map(\.pokemonID))
        }
        // Every move asked for: those that learn them all.
        for query in filter.moves {
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

/// One or more regional Pokédexes as one list: each species' number, and its place.
struct RegionalList {
    /// A species' number, the Pokédex that numbers it (of `names`), and its place in the
    /// list's order.
    struct Entry {
        let number: Int
        let dex: Int
        let order: Int
    }

    /// The Pokédexes that number at least one of its Pokémon, in order.
    var names: [String] = []
    /// Its species' ids, in the order they were numbered.
    private(set) var speciesIDs: [Int] = []
    /// Each species' entry by its id: ids are the National Dex's numbers, few and dense, so a
    /// species is looked up in an array, not hashed (a game's Pokédexes number hundreds, each
    /// looked up two or three times). An id past them (none a bundle has) is kept apart.
    private var byID: [Entry?] = []
    private var beyond: [Int: Entry] = [:]
    private static let arrayLimit = 1 << 12

    /// The entry of `species`; nil when the list does not number it.
    func entry(of species: Int) -> Entry? {
        if species >= 0, species < byID.count { return byID[species] }
        return species < 0 || species >= Self.arrayLimit ? beyond[species] : nil
    }

    /// Numbers `species` with `number` in the Pokédex at `dex` of `names`, after the others;
    /// false, and nothing changed, when it has a number already.
    mutating func add(species: Int, number: Int, dex: Int) -> Bool {
        guard entry(of: species) == nil else { return false }
        let entry = Entry(number: number, dex: dex, order: speciesIDs.count)
        if species >= 0, species < Self.arrayLimit {
            if species >= byID.count {
                // At least doubled: grown to each new largest id, it was an array made each time.
                let length = Swift.min(Self.arrayLimit, Swift.max(species + 1, byID.count * 2))
                byID += [Entry?](repeating: nil, count: length - byID.count)
            }
            byID[species] = entry
        } else {
            beyond[species] = entry
        }
        speciesIDs.append(species)
        return true
    }

    /// `rows` in the list's order, those it does not number last in the order given: each put
    /// at its place, not sorted (pairs of places and rows, sorted, copied every row twice: a
    /// tenth of a game's list).
    func inOrder(_ rows: [PokemonSummary]) -> [PokemonSummary] {
        var slots = [Int](repeating: -1, count: speciesIDs.count)
        var rest: [Int] = []
        for (index, row) in rows.enumerated() {
            guard let place = entry(of: row.speciesID)?.order, slots.indices.contains(place) else {
                rest.append(index)
                continue
            }
            // Two rows of a species (none that a list of default forms has): sorted, the first first.
            guard slots[place] < 0 else {
                return zip(rows.map { entry(of: $0.speciesID)?.order ?? Int.max }, rows).sorted { $0.0 < $1.0 }
                    .map(\.1)
            }
            slots[place] = index
        }
        var placed: [PokemonSummary] = []
        placed.reserveCapacity(rows.count)
        for index in slots where index >= 0 { placed.append(rows[index]) }
        for index in rest { placed.append(rows[index]) }
        return placed
    }
}

/// The Pokémon (by id) and species (default forms only) a list may show.
struct AllowedPokemon {
    var pokemon: Set<Int>?
    var species: Set<Int>?
    /// Left out whatever else lets them through (`--not-ability`).
    var excluded: Set<Int> = []

    mutating func restrict(pokemon ids: Set<Int>) {
        pokemon = pokemon.map { $0.intersection(ids) } ?? ids
    }

    func contains(_ summary: PokemonSummary) -> Bool {
        if excluded.contains(summary.id) { return false }
        if let pokemon, !pokemon.contains(summary.id) { return false }
        if let species, !(summary.isDefault && species.contains(summary.speciesID)) { return false }
        return true
    }
}

extension ListInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.pokedex, moves: sources.moves, dexes: sources.encounters, marks: sources.marks)
    }
}
