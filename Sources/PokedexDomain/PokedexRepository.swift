/// Where Pokémon come from. Interactors see only this protocol; the data layer implements it.
package protocol PokedexRepository: Sendable {
    /// Every Pokémon known, in National Dex order (ids ascending); with `--refresh`, after
    /// asking PokeAPI for its list.
    func catalog() async throws(RepositoryError) -> PokemonCatalog
    /// The Pokémon known without asking PokeAPI for its list (the bundled index and a list
    /// fetched before): enough to resolve a name to show.
    func knownCatalog() async throws(RepositoryError) -> PokemonCatalog
    /// The rows with what they lack filled in (types, species), fetched where needed; the
    /// same rows, in the same order, when nothing is missing.
    func complete(_ pokemon: [PokemonSummary]) async throws(RepositoryError) -> [PokemonSummary]
    /// The full entry of one Pokémon of the catalog; with `entryText`, its Pokédex entry too
    /// (PokeAPI's prose, fetched and cached: a note says so when it cannot be had).
    func detail(of pokemon: PokemonSummary, entryText: Bool) async throws(RepositoryError) -> PokemonDetail
    /// A type's damage relations, by PokeAPI name (`fire`).
    func type(named name: String) async throws(RepositoryError) -> TypeRelations
    /// Every type's damage relations, by name.
    func typeChart() async throws(RepositoryError) -> [String: TypeRelations]
    /// The same as a matrix of what each type does to each, read where the source can
    /// without the relations' lists of names.
    func typeMatrix() async throws(RepositoryError) -> TypeMatrix
    /// Species names in every supported language.
    func localizedNames() async throws(RepositoryError) -> LocalizedNames
    /// The same in one language: what a screen in it shows, read alone where the source can.
    func localizedNames(in language: Language) async throws(RepositoryError) -> LocalizedNames
    /// Base stats, size and species status of every Pokémon known, by id: what `list --where`
    /// and `--sort` read.
    func listFacts() async throws(RepositoryError) -> ListFactsTable
    /// The same, for these Pokémon only (no other key): what a page of a list shows.
    func listFacts(of ids: Set<Int>) async throws(RepositoryError) -> ListFactsTable
    /// The Pokémon an id (`25`, `#25`) or a PokeAPI name (`Pikachu`) names, found without
    /// loading the whole catalog where the source can; nil when it cannot, or does not know
    /// it that way (then resolve against the catalog). Never a different answer than the
    /// catalog's.
    func summary(directly query: String) async -> PokemonSummary?
    /// The Pokémon with these ids, by id, read in one pass where the source can.
    func summaries(ids: Set<Int>) async throws(RepositoryError) -> [Int: PokemonSummary]
    /// One of the catalog's default forms (species), in National Dex order: `pick` is told how
    /// many there are and answers which; found without the whole catalog where the source
    /// can, nil where it cannot (then pick from the catalog).
    func defaultPokemon(pick: (_ count: Int) -> Int) async -> PokemonSummary?
    /// The catalog's rows `offset..<offset + limit` (fewer at its end) and how many it has,
    /// read without loading the whole catalog where the source can (a plain `list` shows 20 of
    /// 1 351); nil where it cannot (then page the catalog). The catalog's rows, but that a
    /// source damaged past the page is not noticed, as the whole catalog would notice it.
    func catalogPage(offset: Int, limit: Int) async -> (rows: [PokemonSummary], total: Int)?
    /// The catalog's rows of these ids (those it has), one an id, in id order, read without
    /// loading the whole catalog where the source can (a regional list reads its few hundred
    /// species of 1 351); nil where it cannot, or where the catalog may hold other rows (with
    /// `--refresh` it is fetched anew): then read the catalog.
    func catalogRows(ids: Set<Int>) async -> [PokemonSummary]?
    /// How many Pokémon of the catalog have every one of `types`, counted without loading the
    /// whole catalog where the source can; nil where it cannot (then count the catalog's).
    func count(withTypes types: [String]) async -> Int?
    /// The catalog to search by its names in `scope` (in every language as `NameIndex` with
    /// every language's names has them), in its order, read only where it matches where the
    /// source can.
    func namedPokemon(_ scope: NameScope) async throws(RepositoryError) -> NamedList<PokemonSummary>
    /// A Pokémon's abilities in slot order, read alone where the source can.
    func abilitySlots(of pokemon: PokemonSummary) async throws(RepositoryError) -> [AbilitySlot]
    /// Species id → the species it evolves from (Garchomp → Gabite → Gible), for every species
    /// that evolves from one.
    func evolutionParents() async throws(RepositoryError) -> [Int: Int]
    /// The species `speciesID` evolves from (Gabite for Garchomp), read alone where the source
    /// can; nil when it evolves from none.
    func evolutionParent(of speciesID: Int) async throws(RepositoryError) -> Int?
    /// The Pokémon Showdown's name of a form means (`genesect-burn`: Genesect holding Burn
    /// Drive), where PokeAPI names it otherwise or not at all; nil for any other name.
    func namedForm(_ key: String) async -> NamedForm?
    /// Every name `namedForm` knows.
    func namedForms() async -> Set<String>
    /// Smogon's tiers of every Pokémon that has one, by id: what `list --tier` reads.
    func tiers() async throws(RepositoryError) -> [Int: SmogonTiers]
    /// One Pokémon's tiers (`show`); nil when it has none or none are known.
    func tiers(of id: Int) async -> SmogonTiers?
    /// Asks for what `pokemon`'s entry in `language` reads (its resources, the type chart, its
    /// tiers, the games and their dexes; in another language, the names) all at once, before
    /// it is read, where the source gains by it: a disk answers several requests together in
    /// about the time of one. Nothing is read or decoded here.
    func readAhead(entryOf pokemon: PokemonSummary, in language: Language) async
    /// The same for what `namedPokemon(scope)` reads, and what showing the Pokémon found in
    /// `language` reads (`localizedNames(in:)`).
    func readAhead(namesIn scope: NameScope, shownIn language: Language) async
}

/// A form by Showdown's name: the Pokémon it is, and the item it holds to be it.
package struct NamedForm: Sendable, Equatable {
    package let pokemonID: Int
    /// By PokeAPI name: `burn-drive`.
    package let item: String?

    package init(pokemonID: Int, item: String?) {
        self.pokemonID = pokemonID
        self.item = item
    }
}

extension PokedexRepository {
    package func typeMatrix() async throws(RepositoryError) -> TypeMatrix {
        TypeMatrix(try await typeChart())
    }

    /// From every species' parent, where the source reads no one row alone.
    package func evolutionParent(of speciesID: Int) async throws(RepositoryError) -> Int? {
        try await evolutionParents()[speciesID]
    }

    /// The parents `EggInheritance.lineage` follows up from each of `species` (and theirs),
    /// each read alone: a team's six lines are a dozen rows, not the whole file.
    package func evolutionParents(along species: [Int]) async throws(RepositoryError) -> [Int: Int] {
        var parents: [Int: Int] = [:]
        for first in species {
            var current = first
            for _ in 0..<EggInheritance.maxStages {
                guard parents[current] == nil, let parent = try await evolutionParent(of: current) else { break }
                parents[current] = parent
                current = parent
            }
        }
        return parents
    }

    /// Every language's names, kept to one.
    package func localizedNames(in language: Language) async throws(RepositoryError) -> LocalizedNames {
        try await localizedNames().only(language)
    }

    /// The full entry, Pokédex entry text included.
    package func detail(of pokemon: PokemonSummary) async throws(RepositoryError) -> PokemonDetail {
        try await detail(of: pokemon, entryText: true)
    }

    package func readAhead(entryOf pokemon: PokemonSummary, in language: Language) async {}
    package func readAhead(namesIn scope: NameScope, shownIn language: Language) async {}

    package func summary(directly query: String) async -> PokemonSummary? { nil }
    package func catalogPage(offset: Int, limit: Int) async -> (rows: [PokemonSummary], total: Int)? { nil }
    package func catalogRows(ids: Set<Int>) async -> [PokemonSummary]? { nil }
    package func count(withTypes types: [String]) async -> Int? { nil }
    package func summaries(ids: Set<Int>) async throws(RepositoryError) -> [Int: PokemonSummary] {
        let catalog = try await knownCatalog()
        var found: [Int: PokemonSummary] = [:]
        for id in ids { found[id] = catalog.pokemon(id: id) }
        return found
    }
    package func evolutionParents() async throws(RepositoryError) -> [Int: Int] { [:] }
    package func namedForm(_ key: String) async -> NamedForm? { nil }
    package func namedForms() async -> Set<String> { [] }
    package func tiers() async throws(RepositoryError) -> [Int: SmogonTiers] {
        throw .unavailable(reason: "no Smogon tiers here")
    }
    package func tiers(of id: Int) async -> SmogonTiers? { try? await tiers()[id] }
    package func abilitySlots(of pokemon: PokemonSummary) async throws(RepositoryError) -> [AbilitySlot] {
        try await detail(of: pokemon, entryText: false).abilities
    }
    package func listFacts(of ids: Set<Int>) async throws(RepositoryError) -> ListFactsTable {
        try await listFacts().keeping(ids)
    }
    package func defaultPokemon(pick: (_ count: Int) -> Int) async -> PokemonSummary? { nil }
    package func namedPokemon(_ scope: NameScope) async throws(RepositoryError) -> NamedList<PokemonSummary> {
        try await namedPokemonOfTheCatalog(inEveryLanguage: scope != .english)
    }

    /// By English name.
    package func namedPokemon() async throws(RepositoryError) -> NamedList<PokemonSummary> {
        try await namedPokemon(.english)
    }

    /// `namedPokemon` from the catalog: every row read, and every name folded.
    package func namedPokemonOfTheCatalog(
        inEveryLanguage: Bool
    ) async throws(RepositoryError) -> NamedList<PokemonSummary> {
        let catalog = try await catalog()
        guard inEveryLanguage else { return NamedList(catalog) }
        let names = try await localizedNames()
        return NamedList(catalog.all) { NameIndex.spellings(of: $0, names: names) }
    }
}

/// What can go wrong below the interactors.
package enum RepositoryError: Error, Sendable, Equatable {
    /// The source has no such resource (a 404, a missing fixture file).
    case notFound(resource: String)
    /// The source is missing or unreadable: no fixtures folder, an I/O error.
    case unavailable(reason: String)
    /// The source answered with something that is not the expected PokeAPI shape.
    case malformed(resource: String, reason: String)
    /// PokeAPI could not be reached or kept failing, and nothing else held the resource.
    case network(resource: String, reason: String)
    /// Nothing can reach PokeAPI in this run whatever is asked (an HTTP helper of another
    /// version): the command ends, rather than quietly falling back to older data.
    case misconfigured(reason: String)
    /// The command was interrupted.
    case cancelled

    /// Whether the source said it has no such resource.
    package var isNotFound: Bool {
        if case .notFound = self { return true }
        return false
    }
}
