import PokedexDomain

/// Where to find a Pokémon, and who lives in a place: PokeAPI's encounters, by game, offline.
package struct WhereInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let moves: any MovesRepository
    private let encounters: any EncountersRepository

    init(pokedex: any PokedexRepository, moves: any MovesRepository, encounters: any EncountersRepository) {
        self.pokedex = pokedex
        self.moves = moves
        self.encounters = encounters
    }

    /// Every place `query` is met, by game (in `gameQuery` only, by `methodQuery` only, when
    /// given); and the games whose Pokédex has it.
    /// `placeNames`: whether its places come with their names (piped rows show PokeAPI's alone).
    /// `rowsAlone`: whether only its encounters are shown when it has any (piped rows): the
    /// games whose Pokédex has it and what it evolves from are then not looked up.
    package func find(
        _ query: String, game gameQuery: String?, method methodQuery: String?, placeNames: Bool = true,
        rowsAlone: Bool = false
    ) async throws(PokedexError) -> WhereResult {
        // An id or a PokeAPI name needs no catalog; any other spelling resolves through it.
        let pokemon = try await PokemonResolver(repository: pokedex).summary(query)
        await encounters.readAhead(encountersOf: pokemon.id)
        let games = try await wrap { () async throws(RepositoryError) in try await moves.games() }
        let game = try gameQuery.map { query throws(PokedexError) in try MovesInteractor.game(query, in: games) }
        // One version of it (`violet`), or one of its parts (`tm`): those versions only.
        let scope = gameQuery.flatMap(games.versions)
        let areas = try await wrap { () async throws(RepositoryError) in try await encounters.areas(of: pokemon.id) }
        // A method asked for is looked for among them all; else only the terms the areas use are read.
        let terms = try await self.terms(for: areas.map(\.groups), all: methodQuery != nil)
        let method = try methodQuery.map { query throws(PokedexError) in try Self.method(query, in: terms) }
        let versions = EncounterVersions(terms: terms, games: games)
        var result = try await self.result(
            for: pokemon, areas: areas, games: games, terms: terms, versions: versions, game: game, method: method,
            scope: scope.map(Set.init), placeNames: placeNames, rowsAlone: rowsAlone)
        result.scope = scope
        if let query = gameQuery, let part = games.downloadablePart(query) {
            result.scopeName = DisplayName.titleCase(part.name)
            result.scopePart = part.name
        } else if let version = scope?.first {
            result.scopeName = terms.first { $0.kind == .version && $0.name == version }?.displayName
        }
        let mine = areas.flatMap(\.groups).filter { $0.pokemonID == pokemon.id }
        // Within a part asked about, its versions only; within a version, the whole game's.
        let partScope = gameQuery.flatMap(games.downloadablePart).map { Set($0.versions) }
        // The game asked about, or the one game it is met in.
        let metOnly = versions.onlyGame(of: [mine])
        if let game = game ?? metOnly.flatMap({ only in games.all.first { $0.name == only } }) {
            // A game of two versions that has it in one only: which.
            let met = Set(
                mine.compactMap { group -> String? in
                    guard versions.belongs(group.versionID, to: game), let name = versions.term(group.versionID)?.name,
                        partScope?.contains(name) ?? true
                    else { return nil }
                    return game.versions.first { name == $0 || name.hasSuffix("-" + $0) }
                })
            if !met.isEmpty, met.count < game.versions.count {
                result.onlyIn = game.versions.filter(met.contains)
                result.notIn = game.versions.filter { !met.contains($0) }
            }
        }
        // What it evolves from: a way to get it too.
        if !result.areas.isEmpty || game != nil, !(rowsAlone && !result.areas.isEmpty),
            let parent = try await wrap({ () async throws(RepositoryError) in
                try await pokedex.evolutionParent(of: pokemon.speciesID)
            })
        {
            result.parent = try await wrap { () async throws(RepositoryError) in
                try await pokedex.summaries(ids: [parent])
            }[parent]
        }
        // Not met in the game asked about: the games it is met in.
        if result.areas.isEmpty, game != nil {
            let met = Set(mine.compactMap { versions.group(of: $0.versionID)?.name })
            result.gamesMet = games.all.filter { met.contains($0.name) }
        }
        // Met nowhere at all: how to get it instead.
        if result.areas.isEmpty, game == nil, method == nil {
            let catalog = try await wrap { () async throws(RepositoryError) in try await pokedex.knownCatalog() }
            result.evolvesFrom = try await evolution(of: pokemon, in: catalog)
            if result.evolvesFrom == nil {
                // A first stage hatches from the eggs of any of its line.
                let parents = try await wrap { () async throws(RepositoryError) in try await pokedex.evolutionParents()
                }
                result.breedFrom = EggInheritance.descendants(of: pokemon.speciesID, parents: parents).first
                    .flatMap { catalog.pokemon(id: $0) }
            }
        }
        return result
    }

    /// For an entry: the games whose Pokédex has `pokemon`, and (`withPlaces`) where it is met
    /// in the latest game that has it anywhere (`game` nil and no areas when none does).
    /// `game` (a version group): where it is met there rather than in its latest game.
    package func summary(
        of pokemon: PokemonSummary, withPlaces: Bool = true, game: String? = nil
    ) async throws(PokedexError) -> WhereResult {
        let games = try await wrap { () async throws(RepositoryError) in try await moves.games() }
        guard withPlaces else {
            return WhereResult(
                pokemon: pokemon, areas: [], places: [], terms: [],
                versions: EncounterVersions(terms: [], games: games),
                game: nil, method: nil, gamesInDex: try await gamesInDex(of: pokemon, games: games))
        }
        let areas = try await wrap { () async throws(RepositoryError) in try await encounters.areas(of: pokemon.id) }
        let terms = try await self.terms(for: areas.map(\.groups), all: false)
        let versions = EncounterVersions(terms: terms, games: games)
        let latest = areas.flatMap(\.groups).map(\.versionID).max { versions.sortKey($0) < versions.sortKey($1) }
        let chosen = game.flatMap { name in games.all.first { $0.name == name } }
        return try await result(
            for: pokemon, areas: areas, games: games, terms: terms, versions: versions,
            game: chosen ?? latest.flatMap(versions.group(of:)), method: nil)
    }

    /// Every version, and the methods and conditions `groups` (each area's) name (or all of them).
    private func terms(for groups: [[EncounterGroup]], all: Bool) async throws(PokedexError) -> [EncounterTerm] {
        guard !all else {
            return try await wrap { () async throws(RepositoryError) in try await encounters.encounterTerms() }
        }
        // Thousands of slots name a few ids: each id is hashed once, not once a slot.
        var methods = DistinctIDs()
        var conditions = DistinctIDs()
        // Read area by area: flattened into one list, the groups were copied (340 for Pikachu).
        for area in groups {
            for group in area {
                for detail in group.details {
                    methods.insert(detail.methodID)
                    for condition in detail.conditionIDs { conditions.insert(condition) }
                }
            }
        }
        return try await wrap { [methods = methods.set, conditions = conditions.set] () async throws(RepositoryError) in
            try await encounters.encounterTerms(methods: methods, conditions: conditions)
        }
    }

    private func result(
        for pokemon: PokemonSummary, areas: [AreaEncounters], games: GameCatalog, terms: [EncounterTerm],
        versions: EncounterVersions, game: VersionGroup?, method: EncounterTerm?, scope: Set<String>? = nil,
        placeNames: Bool = true, rowsAlone: Bool = false
    ) async throws(PokedexError) -> WhereResult {
        var found: [WhereResult.Area] = []
        for area in areas {
            // Every group kept (no game, method or version asked, and all its own): the area's
            // list itself, not a copy of it.
            if game == nil, method == nil, scope == nil, area.groups.allSatisfy({ $0.pokemonID == pokemon.id }) {
                if !area.groups.isEmpty { found.append(WhereResult.Area(areaID: area.areaID, groups: area.groups)) }
                continue
            }
            let groups = area.groups.compactMap { group -> EncounterGroup? in
                guard group.pokemonID == pokemon.id, versions.belongs(group.versionID, to: game) else { return nil }
                if let scope, !scope.contains(versions.term(group.versionID)?.name ?? "") { return nil }
                guard let method else { return group }
                let details = group.details.filter { $0.methodID == method.id }
                return details.isEmpty
                    ? nil
                    : EncounterGroup(
                        pokemonID: group.pokemonID, versionID: group.versionID, maxChance: group.maxChance,
                        details: details)
            }
            if !groups.isEmpty { found.append(WhereResult.Area(areaID: area.areaID, groups: groups)) }
        }
        let places = try await self.places(of: found.map(\.areaID), named: placeNames)
        return WhereResult(
            pokemon: pokemon, areas: found, places: places, terms: terms, versions: versions, game: game,
            method: method,
            gamesInDex: rowsAlone && !found.isEmpty ? [] : try await gamesInDex(of: pokemon, games: games))
    }

    /// The games whose regional Pokédex has it, in release order (the National Dex is no game's).
    private func gamesInDex(of pokemon: PokemonSummary, games: GameCatalog) async throws(PokedexError) -> [VersionGroup]
    {
        let groups = Set(
            try await wrap { () async throws(RepositoryError) in
                try await encounters.dexVersionGroups(ofSpecies: pokemon.speciesID)
            })
        return games.all.filter { groups.contains($0.name) && GameCatalog.baseGames[$0.name] == nil }
    }

    /// Who lives at `query` (a location or one of its areas, by any name in any language), by
    /// game; in `gameQuery` only when given.
    package func location(_ query: String, game gameQuery: String?) async throws(PokedexError) -> LocationResult {
        await encounters.readAheadForPlaces()
        let games = try await wrap { () async throws(RepositoryError) in try await moves.games() }
        let game = try gameQuery.map { query throws(PokedexError) in try MovesInteractor.game(query, in: games) }
        let keys = try await wrap { () async throws(RepositoryError) in try await encounters.placeKeys() }
        let ids = try await wrap { () async throws(RepositoryError) in try await encounters.locationIDs() }
        guard keys.count == ids.count else {
            throw .repository(.malformed(resource: "pokedex-place-keys.tsv", reason: "not one line per location"))
        }
        // Every place of that name (Route 1 in Kanto, and in Alola…), its own name's first.
        let matches = keys.positions(of: query)
        guard let first = matches.first else {
            let suggestions = keys.suggestions(for: query)
            let named = try await wrap { () async throws(RepositoryError) in
                try await encounters.places(locations: Set(suggestions.map { ids[$0] }), areas: [], areasOf: [])
            }
            throw .notFound(
                kind: "location", query: query,
                suggestions: suggestions.compactMap { position in named.first { $0.id == ids[position] }?.name })
        }
        let wanted = matches.map { ids[$0] }
        let all = try await wrap { () async throws(RepositoryError) in
            try await encounters.places(locations: Set(wanted), areas: [], areasOf: Set(wanted))
        }
        // The versions first (every one is read with any methods), to pick the game's areas by;
        // then the methods and conditions of those areas alone, as `where` reads them.
        let versions = EncounterVersions(
            terms: try await wrap { () async throws(RepositoryError) in
                try await encounters.encounterTerms(methods: [], conditions: [])
            }, games: games)
        let namesakes = wanted.compactMap { id in all.first { $0.kind == .location && $0.id == id } }
        guard let named = namesakes.first, ids[first] == named.id else {
            throw .repository(.malformed(resource: "pokedex-places.tsv", reason: "no location \(ids[first])"))
        }
        // The one with encounters (in the game asked about), else the first: a location of the
        // name with none gives way to the location of an area of that name.
        var chosen = named
        var areas = try await encounters(at: named, among: all, versions: versions, game: game)
        if namesakes.count > 1, !areas.contains(where: { !$0.groups.isEmpty }) {
            for candidate in namesakes.dropFirst() {
                let found = try await encounters(at: candidate, among: all, versions: versions, game: game)
                if found.contains(where: { !$0.groups.isEmpty }) {
                    (chosen, areas) = (candidate, found)
                    break
                }
            }
        }
        // An area's own name finds its location, that area first.
        let key = NameKey.make(query)
        if !Self.isNamed(chosen, key), let own = areas.firstIndex(where: { Self.isNamed($0.place, key) }) {
            areas.insert(areas.remove(at: own), at: 0)
        }
        let terms = try await self.terms(for: areas.map(\.groups), all: false)
        // The Pokémon met here, read in one pass.
        let pokemon = try await wrap { () async throws(RepositoryError) in
            try await pokedex.summaries(ids: Set(areas.flatMap { $0.groups.map(\.pokemonID) }))
        }
        // Other places of this very name: not those an area's name (or a typo in one) led to.
        var result = LocationResult(
            location: chosen, areas: areas, terms: terms, versions: versions, game: game, pokemon: pokemon,
            namesakes: namesakes.filter { $0 != chosen && Self.isNamed($0, key) })
        // None here in the game asked about: the games there are some in.
        if game != nil, areas.isEmpty {
            let met = try await encounters(at: chosen, among: all, versions: versions, game: nil)
            let names = Set(met.flatMap { $0.groups.compactMap { versions.group(of: $0.versionID)?.name } })
            result.gamesMet = games.all.filter { names.contains($0.name) }
        }
        return result
    }

    /// Locations by their PokeAPI names (`mount-lanakila`, as evolutions name them), each in
    /// `language` (Japanese in kana where there is none in kanji); a name with none is left out.
    package func placeNames(_ names: [String], in language: Language) async -> [String: String] {
        guard !names.isEmpty, let keys = await bestEffort({ try await encounters.placeKeys() }),
            let ids = await bestEffort({ try await encounters.locationIDs() }), keys.count == ids.count
        else { return [:] }
        let positions = keys.positions(ofEach: names)
        var wanted: [String: Int] = [:]
        for (name, found) in zip(names, positions) {
            if let first = found.first { wanted[name] = ids[first] }
        }
        guard
            let places = await bestEffort({
                try await encounters.places(locations: Set(wanted.values), areas: [], areasOf: [])
            })
        else { return [:] }
        var shown: [String: String] = [:]
        for (name, id) in wanted {
            guard let place = places.first(where: { $0.id == id && $0.kind == .location }) else { continue }
            shown[name] = place.names[language] ?? (language == .ja ? place.names[.jaHrkt] : nil)
        }
        return shown
    }

    /// Whether a place's PokeAPI name or any of its names is `key`.
    static func isNamed(_ place: Place, _ key: String) -> Bool {
        NameKey.make(place.name) == key || place.names.values.contains { NameKey.make($0) == key }
    }

    /// Every area of `location` with its encounters (in `game` only), areas without any too.
    private func encounters(
        at location: Place, among all: [Place], versions: EncounterVersions, game: VersionGroup?
    ) async throws(PokedexError) -> [LocationResult.Area] {
        let areas = all.filter { $0.kind == .area && $0.locationID == location.id }
        let found = try await wrap { () async throws(RepositoryError) in try await encounters.areas(areas.map(\.id)) }
        return areas.map { area in
            let groups = found.first { $0.areaID == area.id }?.groups.filter {
                versions.belongs($0.versionID, to: game)
            }
            return LocationResult.Area(place: area, groups: groups ?? [])
        }.filter { !$0.groups.isEmpty || game == nil }
    }

    /// The areas with these ids and their locations.
    private func places(of areaIDs: [Int], named: Bool) async throws(PokedexError) -> [Place] {
        let areas = try await wrap { () async throws(RepositoryError) in
            try await encounters.places(locations: [], areas: Set(areaIDs), areasOf: [], named: named)
        }
        let locations = try await wrap { () async throws(RepositoryError) in
            try await encounters.places(
                locations: Set(areas.compactMap(\.locationID)), areas: [], areasOf: [], named: named)
        }
        return areas + locations
    }

    /// What it evolves from, and how: the way to get a Pokémon met nowhere.
    private func evolution(
        of pokemon: PokemonSummary, in catalog: PokemonCatalog
    ) async throws(PokedexError) -> WhereResult.Evolution? {
        let parent = try await wrap { () async throws(RepositoryError) in
            try await pokedex.evolutionParent(of: pokemon.speciesID)
        }
        guard let parent, var from = catalog.pokemon(id: parent) else { return nil }
        let detail = await bestEffort { try await pokedex.detail(of: pokemon, entryText: false) }
        let tree = detail?.evolution
        // The form's own line: Clodsire evolves from Paldean Wooper; Bloodmoon Ursaluna from nothing.
        let node = tree?.allSpecies.first { $0.speciesID == pokemon.speciesID }
        if let tree, node?.conditions.isEmpty ?? true, tree.speciesID == pokemon.speciesID { return nil }
        if let form = tree?.allSpecies.first(where: { $0.evolvesTo.contains { $0.speciesID == pokemon.speciesID } })?
            .form, let shown = await pokedex.summary(directly: form)
        {
            from = shown
        }
        return WhereResult.Evolution(from: from, conditions: node?.conditions ?? [])
    }

    /// The encounter method `query` names (`walk`, `old rod`, `Surfing`).
    static func method(_ query: String, in terms: [EncounterTerm]) throws(PokedexError) -> EncounterTerm {
        let methods = terms.filter { $0.kind == .method }
        let keys = NameKeys(methods.map { [$0.name, $0.displayName] })
        guard let position = keys.position(of: query) else {
            // `rod` means the rods: the methods that hold what was typed come first.
            let key = NameKey.make(query)
            let holding = key.isEmpty ? [] : methods.filter { $0.name.contains(key) }.prefix(3).map(\.name)
            throw .unknownFilter(
                filter: "method", kind: "encounter method", query: query,
                suggestions: holding.isEmpty ? keys.suggestions(for: query).map { methods[$0].name } : Array(holding))
        }
        return methods[position]
    }

    private func wrap<T>(_ body: () async throws(RepositoryError) -> T) async throws(PokedexError) -> T {
        try await PokedexError.wrap(body)
    }
}

/// Ids, each once: those below 1024 (every encounter term's) told apart by a table, not hashed.
struct DistinctIDs {
    private var seen = [Bool](repeating: false, count: 1024)
    private(set) var set: Set<Int> = []

    mutating func insert(_ id: Int) {
        if seen.indices.contains(id) {
            guard !seen[id] else { return }
            seen[id] = true
        }
        set.insert(id)
    }
}

package struct WhereResult: Sendable {
    package struct Area: Sendable, Equatable {
        package let areaID: Int
        /// Only this Pokémon's groups.
        package let groups: [EncounterGroup]
    }

    package struct Evolution: Sendable {
        package let from: PokemonSummary
        package let conditions: [EvolutionCondition]
    }

    package let pokemon: PokemonSummary
    package let areas: [Area]
    /// The areas and their locations.
    package let places: [Place]
    package let terms: [EncounterTerm]
    package let versions: EncounterVersions
    package let game: VersionGroup?
    package let method: EncounterTerm?
    /// The games whose regional Pokédex has it, in release order.
    package let gamesInDex: [VersionGroup]
    /// What it evolves from, when it is met nowhere.
    package var evolvesFrom: Evolution?
    /// One of its line whose eggs hatch as it, when it is met nowhere and evolves from nothing.
    package var breedFrom: PokemonSummary?
    /// When it is not met in the game asked about: the games it is met in, in release order.
    package var gamesMet: [VersionGroup] = []
    /// The versions asked about, when less than the game: one version and its side of each
    /// part (`violet`, `the-teal-mask-violet`…), or one part's; nil for the whole game.
    package var scope: [String]?
    /// Their name: `Violet`, `The Teal Mask`.
    package var scopeName: String?
    /// The part asked about: `the-teal-mask`.
    package var scopePart: String?
    /// Of the game asked about, when it has it in some of its versions only: those (`scarlet`),
    /// and the others (`violet`), where it is had by trade (or a Union Circle) alone.
    package var onlyIn: [String] = []
    package var notIn: [String] = []
    /// The species it evolves from (its default form), when it evolves from one.
    package var parent: PokemonSummary?
}

package struct LocationResult: Sendable {
    package struct Area: Sendable {
        package let place: Place
        package let groups: [EncounterGroup]
    }

    package let location: Place
    package let areas: [Area]
    package let terms: [EncounterTerm]
    package let versions: EncounterVersions
    package let game: VersionGroup?
    /// The Pokémon met there, by id.
    package let pokemon: [Int: PokemonSummary]
    /// Other places of the same name (Route 1 in Alola, for Kanto's).
    package let namesakes: [Place]
    /// The games Pokémon are met here in, in release order, when the game asked about has none here.
    package var gamesMet: [VersionGroup] = []
}

extension WhereInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(pokedex: sources.pokedex, moves: sources.moves, encounters: sources.encounters)
    }
}
