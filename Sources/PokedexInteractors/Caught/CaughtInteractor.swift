import PokedexDomain

/// A mark with what it names, for showing: the Pokémon and the game, when they are known.
package struct MarkRow: Sendable, Equatable {
    package let mark: CaughtMark
    package let pokemon: PokemonSummary?
    package let game: VersionGroup?
}

/// What a change did: the marks added (or removed), those it left as they were (had already,
/// or not had), and the lines of an imported file it refused.
package struct MarkChange: Sendable, Equatable {
    package var changed: [MarkRow] = []
    package var unchanged: [MarkRow] = []
    package var refused: [MarkCSV.Refusal] = []
    /// Of those changed, the Pokémon in none of their game's Pokédexes (marked all the same).
    package var outsideDex: [MarkRow] = []
    package let path: String

    init(path: String) {
        self.path = path
    }
}

/// How much of a Pokédex the player has.
package struct DexProgress: Sendable, Equatable {
    /// PokeAPI's name (`paldea`), `national` for every species.
    package let dex: String
    package let displayName: String
    package let total: Int
    package let caught: Int
    package let shiny: Int
}

/// One slot of Pokémon HOME's boxes: 30 a box, in national order, forms after their species.
package struct BoxSlot: Sendable, Equatable {
    package let box: Int
    package let slot: Int
    package let pokemon: PokemonSummary
    package let caught: Bool
    package let shiny: Bool
}

/// The player's own Pokédex: marks added, removed, listed, exchanged, and counted against
/// the games' Pokédexes.
package struct CaughtInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let moves: any MovesRepository
    private let dexes: any EncountersRepository
    private let marks: any MarksRepository

    package init(
        pokedex: any PokedexRepository, moves: any MovesRepository, dexes: any EncountersRepository,
        marks: any MarksRepository
    ) {
        self.pokedex = pokedex
        self.moves = moves
        self.dexes = dexes
        self.marks = marks
    }

    package var path: String { marks.path }

    /// Marks `names` as caught (or `removing`, as not) in `game` (the latest game one catches
    /// in when nil), as `form` of each when given. Every name is checked before the file is
    /// touched: one that names nothing changes nothing.
    package func change(
        _ names: [String], game query: String?, form: String?, shiny: Bool, removing: Bool
    ) async throws(PokedexError) -> MarkChange {
        let today = marks.today
        let game = try await game(query)
        let resolver = PokemonResolver(repository: pokedex)
        var wanted: [MarkRow] = []
        for name in names {
            // A number or a PokeAPI name is found without the catalog; a form needs its species' forms.
            var pokemon = try await resolver.summary(name)
            if let form {
                let (found, catalog) = try await resolver.resolve(name)
                pokemon = try Self.form(form, of: found, in: catalog)
            }
            let mark = CaughtMark(
                species: pokemon.speciesName, form: CaughtMark.form(of: pokemon), game: game.name, shiny: shiny,
                date: today)
            wanted.append(MarkRow(mark: mark, pokemon: pokemon, game: game))
        }
        var change = try Self.marks { () throws(MarksError) in
            try marks.update { book in
                var change = MarkChange(path: marks.path)
                for row in wanted {
                    let done = removing ? book.remove(row.mark) : book.add(row.mark)
                    if done { change.changed.append(row) } else { change.unchanged.append(row) }
                }
                return change
            }
        }
        if !removing { change.outsideDex = await outsideDex(change.changed, game: game) }
        return change
    }

    /// The plain mark of `name` in `game` (the latest when nil) taken away when the player has
    /// it, made when not; whether it was made.
    package func toggle(_ name: String, game query: String?) async throws(PokedexError) -> (MarkChange, Bool) {
        let game = try await game(query)
        let pokemon = try await PokemonResolver(repository: pokedex).summary(name)
        let mark = CaughtMark(
            species: pokemon.speciesName, form: CaughtMark.form(of: pokemon), game: game.name, date: marks.today)
        let row = MarkRow(mark: mark, pokemon: pokemon, game: game)
        return try Self.marks { () throws(MarksError) in
            try marks.update { book in
                var change = MarkChange(path: marks.path)
                change.changed = [row]
                let added = !book.remove(mark)
                if added { book.add(mark) }
                return (change, added)
            }
        }
    }

    /// Every mark, or those of `game`, with what they name.
    package func list(game query: String?) async throws(PokedexError) -> [MarkRow] {
        let game = try await query.asyncMap { query throws(PokedexError) in try await self.game(query) }
        let book = try Self.marks { () throws(MarksError) in try marks.read() }
        return await rows(book.marks(in: game?.name))
    }

    /// Asks the disk for the marks now, for `games(of:game:)` later.
    package func readAhead() {
        marks.readAhead()
    }

    /// The games `pokemon` itself (that very form) is marked caught in, in release order, each
    /// with whether a shiny one is; only `game` when given. Nothing when the marks cannot be
    /// read: an entry shows what it can.
    package func games(of pokemon: PokemonSummary, game query: String? = nil) async -> [(
        game: VersionGroup, shiny: Bool
    )] {
        guard let book = try? marks.marks(ofSpecies: pokemon.speciesName), !book.isEmpty,
            let games = await bestEffort({ try await moves.games() })
        else { return [] }
        let only = query.flatMap(games.resolve)?.name
        let form = CaughtMark.form(of: pokemon)
        var shiny: [String: Bool] = [:]
        for mark in book.sorted
        where mark.species == pokemon.speciesName && mark.form == form && (only == nil || mark.game == only) {
            shiny[mark.game] = (shiny[mark.game] ?? false) || mark.shiny
        }
        return games.all.compactMap { group in shiny[group.name].map { (group, $0) } }
    }

    /// Every mark, as the file has them.
    package func book() throws(PokedexError) -> MarkBook {
        try Self.marks { () throws(MarksError) in try marks.read() }
    }

    /// Adds the marks of an exported file, read into `records`: those already had are
    /// skipped, and lines that name nothing are refused with their number, beside those
    /// `refused` already; the rest are added in one change.
    package func importing(
        _ records: [MarkCSV.Record], refused: [MarkCSV.Refusal]
    ) async throws(PokedexError) -> MarkChange {
        let today = marks.today
        let parsed = (records: records, refused: refused)
        let games = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.games() }
        let resolver = PokemonResolver(repository: pokedex)
        var refused = parsed.refused
        var wanted: [MarkRow] = []
        for record in parsed.records {
            guard let game = games.resolve(record.game) else {
                refused.append(.init(line: record.line, reason: "no game named '\(Echo.cut(record.game))'"))
                continue
            }
            do throws(PokedexError) {
                let (found, catalog) = try await resolver.resolve(record.species)
                let pokemon = record.form.isEmpty ? found : try Self.form(record.form, of: found, in: catalog)
                let mark = CaughtMark(
                    species: pokemon.speciesName, form: CaughtMark.form(of: pokemon), game: game.name,
                    shiny: record.shiny, date: record.date ?? today)
                wanted.append(MarkRow(mark: mark, pokemon: pokemon, game: game))
            } catch {
                refused.append(.init(line: record.line, reason: Self.reason(error, record)))
            }
        }
        var change = try Self.marks { () throws(MarksError) in
            try marks.update { book in
                var change = MarkChange(path: marks.path)
                for row in wanted {
                    if book.add(row.mark) { change.changed.append(row) } else { change.unchanged.append(row) }
                }
                return change
            }
        }
        change.refused = refused.sorted { $0.line < $1.line }
        return change
    }

    private static func reason(_ error: PokedexError, _ record: MarkCSV.Record) -> String {
        switch error {
        case .pokemonNotFound: "no Pokémon named '\(Echo.cut(record.species))'"
        case .unknownFilter: "\(record.species) has no form '\(Echo.cut(record.form))'"
        default: "'\(Echo.cut(record.species))' cannot be looked up"
        }
    }

    /// How much of each of `game`'s Pokédexes the player has (Paldea, Kitakami, Blueberry for
    /// Scarlet/Violet), or of the one `pokedex` names; of every species in any game when
    /// neither is given.
    package func progress(game query: String?, pokedex dexQuery: String?) async throws(PokedexError) -> (
        game: VersionGroup?, dexes: [DexProgress]
    ) {
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in try await pokedex.catalog() }
        let book = try Self.marks { () throws(MarksError) in try marks.read() }
        let game = try await query.asyncMap { query throws(PokedexError) in try await self.game(query) }
        let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await dexes.regionalDexes() }
        var species: [Int: String] = [:]
        for row in catalog.all where row.isDefault { species[row.speciesID] = row.speciesName }
        func progress(_ name: String, _ display: String, _ ids: [Int], marksIn games: Set<String>?) -> DexProgress {
            let held: [CaughtMark] = book.sorted.filter { games?.contains($0.game) ?? true }
            let caught = Set(held.map { $0.species })
            let shiny = Set(held.filter { $0.shiny }.map { $0.species })
            let names = ids.compactMap { species[$0] }
            return DexProgress(
                dex: name, displayName: display, total: names.count, caught: names.count { caught.contains($0) },
                shiny: names.count { shiny.contains($0) })
        }
        if let dexQuery {
            let keys = NameKeys(all.map { [$0.name, $0.displayName] })
            guard let position = keys.position(of: dexQuery) else {
                throw .unknownFilter(
                    filter: "pokedex", kind: "Pokédex", query: dexQuery,
                    suggestions: keys.suggestions(for: dexQuery).map { all[$0].name })
            }
            let dex = all[position]
            let games = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.games() }
            let scope = game.map { [$0.name] } ?? dex.versionGroups.compactMap { games.resolve($0)?.name }
            return (game, [progress(dex.name, dex.displayName, dex.entries.map(\.speciesID), marksIn: Set(scope))])
        }
        guard let game else {
            let ids = species.keys.sorted()
            return (nil, [progress("national", "National", ids, marksIn: nil)])
        }
        let ofGame = all.filter { dex in dex.region != nil && dex.versionGroups.contains(game.name) }
        let chosen = ofGame.isEmpty ? all.filter { $0.versionGroups.contains(game.name) } : ofGame
        // A game with no Pokédex of its own (Colosseum): every species, caught in it.
        guard !chosen.isEmpty else {
            return (game, [progress("national", "National", species.keys.sorted(), marksIn: [game.name])])
        }
        return (
            game,
            chosen.map { progress($0.name, $0.displayName, $0.entries.map(\.speciesID), marksIn: [game.name]) }
        )
    }

    /// Pokémon HOME's boxes: every species in national order, each followed by the forms a
    /// box can hold, 30 a box; each slot with whether the player has that very form (in
    /// `game`, or in any).
    package func boxes(game query: String?) async throws(PokedexError) -> (game: VersionGroup?, slots: [BoxSlot]) {
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in try await pokedex.catalog() }
        let game = try await query.asyncMap { query throws(PokedexError) in try await self.game(query) }
        let book = try Self.marks { () throws(MarksError) in try marks.read() }
        let holdings = book.holdings(in: game?.name)
        var forms: [Int: [PokemonSummary]] = [:]
        for row in catalog.all where !row.isDefault && HomeBoxes.storable(row) {
            forms[row.speciesID, default: []].append(row)
        }
        var order: [PokemonSummary] = []
        for row in catalog.all.filter(\.isDefault).sorted(by: { $0.speciesID < $1.speciesID }) {
            order.append(row)
            order += forms[row.speciesID] ?? []
        }
        let slots = order.enumerated().map { index, pokemon in
            let name = pokemon.isDefault ? pokemon.speciesName : pokemon.name
            return BoxSlot(
                box: index / HomeBoxes.size + 1, slot: index % HomeBoxes.size + 1, pokemon: pokemon,
                caught: holdings.pokemon.contains(name), shiny: holdings.shinyPokemon.contains(name))
        }
        return (game, slots)
    }

    /// The game `query` names (a downloadable part's base game), or, when nil, the latest
    /// game with a region to catch in.
    package func game(_ query: String?) async throws(PokedexError) -> VersionGroup {
        let games = try await PokedexError.wrap { () async throws(RepositoryError) in try await moves.games() }
        if let query { return try MovesInteractor.game(query, in: games) }
        let all = try await PokedexError.wrap { () async throws(RepositoryError) in try await dexes.regionalDexes() }
        let catching = Set(all.filter { $0.region != nil }.flatMap(\.versionGroups))
        guard let latest = games.latest(of: catching).flatMap({ games.resolve($0.name) }) ?? games.all.last else {
            throw .invalidArgument("no game is known")
        }
        return latest
    }

    /// The form `query` names of the species `pokemon` is of: `alola`, `Alolan`, `vulpix-alola`.
    static func form(
        _ query: String, of pokemon: PokemonSummary, in catalog: PokemonCatalog
    ) throws(PokedexError) -> PokemonSummary {
        let forms = catalog.all.filter { $0.speciesID == pokemon.speciesID }
        let key = NameKey.make(query)
        if ["", "default", "normal", "base"].contains(key), let base = forms.first(where: \.isDefault) { return base }
        if let found = forms.first(where: { CaughtMark.form(of: $0) == key || $0.name == key }) { return found }
        if let (_, word) = FormWords.split(key + "-" + pokemon.speciesName)
            ?? FormWords.split(pokemon.speciesName + "-" + key),
            let found = forms.first(where: { $0.name == pokemon.speciesName + "-" + word })
        {
            return found
        }
        throw .unknownFilter(
            filter: "form", kind: "form of \(pokemon.displayName)", query: query,
            suggestions: forms.filter { !$0.isDefault }.map { CaughtMark.form(of: $0) })
    }

    private func rows(_ marks: [CaughtMark]) async -> [MarkRow] {
        let catalog = await bestEffort { try await pokedex.knownCatalog() }
        let games = await bestEffort { try await moves.games() }
        var byName: [String: PokemonSummary] = [:]
        for row in catalog?.all ?? [] {
            byName[row.isDefault ? row.speciesName : row.name] = row
        }
        return marks.map { MarkRow(mark: $0, pokemon: byName[$0.pokemonName], game: games?.group(named: $0.game)) }
    }

    /// Of `rows`, those whose species is in none of their game's Pokédexes.
    private func outsideDex(_ rows: [MarkRow], game: VersionGroup) async -> [MarkRow] {
        // Only the game's Pokédexes are read (three of 35 for Scarlet/Violet).
        guard let ofGame = await bestEffort({ try await dexes.regionalDexes(of: game.name) }) else { return [] }
        let inGame = ofGame.filter { $0.region != nil }
        guard !inGame.isEmpty else { return [] }
        // The species of those Pokédexes as flags by id, as far as the National Dex's numbers
        // go (an id past them, which no bundle has, is kept in a set): a set of a thousand
        // hashed ids was a twentieth of `caught add`, and a regional list's entries a twelfth.
        let limit = 1 << 12
        var flags = [Bool](repeating: false, count: limit)
        var beyond: Set<Int> = []
        for dex in inGame {
            for entry in dex.entries {
                if (0..<limit).contains(entry.speciesID) {
                    flags[entry.speciesID] = true
                } else {
                    beyond.insert(entry.speciesID)
                }
            }
        }
        return rows.filter { row in
            row.pokemon.map { pokemon in
                (0..<limit).contains(pokemon.speciesID)
                    ? !flags[pokemon.speciesID] : !beyond.contains(pokemon.speciesID)
            } ?? false
        }
    }

    private static func marks<T>(_ body: () throws(MarksError) -> T) throws(PokedexError) -> T {
        do {
            return try body()
        } catch {
            throw .marks(error)
        }
    }
}

extension Optional {
    fileprivate func asyncMap<T>(_ body: (Wrapped) async throws(PokedexError) -> T) async throws(PokedexError) -> T? {
        guard let self else { return nil }
        return try await body(self)
    }
}

extension CaughtInteractor {
    /// Over the sources it reads; nil when there is no folder for marks.
    package init?(_ sources: Repositories) {
        guard let marks = sources.marks else { return nil }
        self.init(pokedex: sources.pokedex, moves: sources.moves, dexes: sources.encounters, marks: marks)
    }
}
