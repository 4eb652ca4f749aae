import FoundationEssentials
import PokedexDomain
import Synchronization

/// The repository over PokeAPI's JSON. Bodies come through a `ResourceStore` (cache, bundled
/// fixtures, PokeAPI, in that order), are decoded into DTOs and mapped to entities. The
/// catalog is the bundled index, joined with PokeAPI's list index once that has been fetched.
package struct PokeAPIRepository: PokedexRepository {
    let store: ResourceStore
    let bundled: BundledData?
    private let diagnostics: Diagnostics
    private let memo = Memo()

    package init(store: ResourceStore, bundled: BundledData?, diagnostics: Diagnostics) {
        self.store = store
        self.bundled = bundled
        self.diagnostics = diagnostics
    }

    /// The catalog, loaded once per repository.
    package func catalog() async throws(RepositoryError) -> PokemonCatalog {
        if let catalog = memo.catalog { return catalog }
        let catalog = try await loadCatalog(refresh: store.policy.refresh)
        memo.catalog = catalog
        return catalog
    }

    /// From the bundled index's one row, unless the catalog is loaded already. A newer list
    /// from PokeAPI only adds Pokémon the bundled index lacks, so a row found there is the
    /// catalog's; with `--refresh` the catalog comes first.
    package func summary(directly query: String) async -> PokemonSummary? {
        let trimmed = query.trimmingWhitespace()
        // A name longer than any names nothing (and its words' prefixes would grow with its square).
        guard trimmed.unicodeScalars.count <= Limits.nameLength else { return nil }
        if let catalog = memo.catalog ?? memo.known { return NameIndex.quickResolve(trimmed, in: catalog) }
        guard !store.policy.refresh, let data = bundledIndexBytes() else { return nil }
        if let id = NameIndex.parseID(trimmed) { return try? CatalogIndex.row(data, id: id) }
        let key = NameKey.make(trimmed)
        guard !key.isEmpty else { return nil }
        // A PokeAPI name of one word, the usual case, found where its line lies (one scan costs
        // less than opening the names in byte order).
        let words = key.split(separator: "-").map(String.init)
        guard words.count >= 2 else { return CatalogIndex.row(data, named: key) }
        // A name of several words: the rows of each species its words may begin, found where
        // the names in byte order say (`NameOffsetsIndex`), else in one scan (they all start
        // with its first word). Its own row among them when it is PokeAPI's (`rotom-wash`),
        // else the form a Showdown name (`Meowstic-F`) means among them: the scan decoded
        // every row of the species, and the halving reads only those.
        let names = try? bundled?.data(NameOffsetsIndex.fileName, mapped: true)
        let lines = names.flatMap { NameOffsetsIndex.lines(of: .pokemon, in: $0) }
        let prefixes = (1..<words.count).map { words[..<$0].joined(separator: "-") + "-" }
        guard
            let rows = names.flatMap({ names in
                lines.flatMap { CatalogIndex.rows(data, name: key, namePrefixes: prefixes, names: names, lines: $0) }
            }) ?? (try? CatalogIndex.rows(data, name: key, namePrefixes: prefixes))
        else { return nil }
        if let row = rows.first(where: { $0.name == key }) { return row }
        return NameIndex.form(key) { species in rows.filter { $0.name.hasPrefix(species + "-") } }
    }

    /// From the bundled index (a few rows found where they stand, more in one pass), unless a
    /// catalog is loaded already or may hold more. An index that cannot be read leaves it to
    /// the catalog, which says why or does without.
    package func summaries(ids: Set<Int>) async throws(RepositoryError) -> [Int: PokemonSummary] {
        guard !ids.isEmpty else { return [:] }
        var rows = await catalogRows(ids: ids) ?? []
        var found = [Int: PokemonSummary](minimumCapacity: ids.count)
        // Moved from the list into the table, not copied and then released with the list
        // (664 rows were 150 000 instructions of it).
        while let row = rows.popLast() { found[row.id] = row }
        if found.count == ids.count { return found }
        let catalog = try await knownCatalog()
        for id in ids where found[id] == nil { found[id] = catalog.pokemon(id: id) }
        return found
    }

    /// From the bundled index, unless a catalog is loaded already or may hold more (`--refresh`).
    package func catalogRows(ids: Set<Int>) async -> [PokemonSummary]? {
        guard memo.catalog == nil, memo.known == nil, !store.policy.refresh, let data = bundledIndexBytes(),
            // None from an index whose ids do not rise: the catalog is read instead.
            let rows = try? CatalogIndex.rows(data, ids: ids)
        else { return nil }
        return rows
    }

    /// From the bundled index, row by row, when it is the whole catalog: not with `--refresh`,
    /// nor when a list fetched from PokeAPI may add to it.
    package func defaultPokemon(pick: (_ count: Int) -> Int) async -> PokemonSummary? {
        if let catalog = memo.catalog {
            let defaults = catalog.all.filter(\.isDefault)
            guard !defaults.isEmpty else { return nil }
            let position = pick(defaults.count)
            return defaults.indices.contains(position) ? defaults[position] : nil
        }
        guard let data = await bundledIndexAsCatalog() else { return nil }
        return try? CatalogIndex.defaultRow(data, pick: pick)
    }

    /// From the bundled index, when it is the whole catalog (as `defaultPokemon`): its rows
    /// counted, and only the page's parsed.
    package func catalogPage(offset: Int, limit: Int) async -> (rows: [PokemonSummary], total: Int)? {
        guard memo.catalog == nil, let data = await bundledIndexAsCatalog() else { return nil }
        return try? CatalogIndex.page(data, offset: offset, limit: limit)
    }

    /// From the bundled index's types, when it is the whole catalog: no row is made.
    package func count(withTypes types: [String]) async -> Int? {
        guard memo.catalog == nil, let data = await bundledIndexAsCatalog() else { return nil }
        return CatalogIndex.count(data, withTypes: types)
    }

    /// From the bundled search keys when the bundled index is the whole catalog: only the rows
    /// that match are read.
    package func namedPokemon(_ scope: NameScope) async throws(RepositoryError) -> NamedList<PokemonSummary> {
        if memo.catalog == nil, let data = await bundledIndexAsCatalog(),
            let keys = bestEffortNow({ try bundled?.searchKeys(.pokemon, scope) }) ?? nil
        {
            return NamedList(keys: keys) { positions throws(RepositoryError) in
                try CatalogIndex.rows(data, at: positions)
            }
        }
        return try await namedPokemonOfTheCatalog(inEveryLanguage: scope != .english)
    }

    /// The bundled index when it is the whole catalog: not with `--refresh`, nor when a list
    /// fetched from PokeAPI may add to it.
    private func bundledIndexAsCatalog() async -> Data? {
        guard !store.policy.refresh,
            (try? await store.load(.list(.pokemon), as: ResourceListDTO.self, from: .cacheOnly)) == nil
        else { return nil }
        return bundledIndexBytes()
    }

    /// The bundled index file, mapped once for the rows read one at a time.
    private func bundledIndexBytes() -> Data? {
        try? bundled?.data(CatalogIndex.fileName, mapped: true)
    }

    package func knownCatalog() async throws(RepositoryError) -> PokemonCatalog {
        guard store.policy.refresh else { return try await catalog() }
        if let catalog = memo.known { return catalog }
        let catalog = try await loadCatalog(refresh: false)
        memo.known = catalog
        return catalog
    }

    package func type(named name: String) async throws(RepositoryError) -> TypeRelations {
        guard let path = APIPath.item(.type, name: name) else { throw .notFound(resource: "type/\(name)") }
        return PokemonMapper.relations(try await store.load(path, as: TypeDTO.self))
    }

    /// From the bundled chart; without it (or with --refresh), each type from PokeAPI.
    package func typeChart() async throws(RepositoryError) -> [String: TypeRelations] {
        if let chart = try bundledTypeChart() { return chart }
        var chart: [String: TypeRelations] = [:]
        for type in TypeChart.attackingTypes { chart[type] = try await self.type(named: type) }
        return chart
    }

    /// From the bundled chart's bytes, unless the chart is read already; else as the chart.
    package func typeMatrix() async throws(RepositoryError) -> TypeMatrix {
        if !store.policy.refresh, let bundled,
            bundled.peek(TypeChartIndex.fileName, as: [String: TypeRelations].self) == nil,
            let data = try? bundled.data(TypeChartIndex.fileName)
        {
            return try TypeChartIndex.matrix(data)
        }
        return TypeMatrix(try await typeChart())
    }

    /// The bundled type chart, unless refreshing (then each type comes from PokeAPI) or the
    /// bundle has none.
    private func bundledTypeChart() throws(RepositoryError) -> [String: TypeRelations]? {
        guard !store.policy.refresh else { return nil }
        return try bundled?.decodedIfPresent(TypeChartIndex.fileName, TypeChartIndex.decode)
    }

    /// The same for `types` alone: only their rows read, unless the whole chart is already.
    private func bundledTypeChart(of types: Set<String>) throws(RepositoryError) -> [String: TypeRelations]? {
        guard !store.policy.refresh, let bundled else { return nil }
        if let chart = bundled.peek(TypeChartIndex.fileName, as: [String: TypeRelations].self) { return chart }
        guard let data = try? bundled.data(TypeChartIndex.fileName) else { return nil }
        return try TypeChartIndex.decode(data, types: types)
    }

    package func listFacts() async throws(RepositoryError) -> ListFactsTable {
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to filter by stats") }
        return try bundled.decoded(StatsIndex.fileName) { data throws(RepositoryError) in try StatsIndex.decode(data) }
    }

    /// Only these rows are read, unless the whole index is read already.
    package func listFacts(of ids: Set<Int>) async throws(RepositoryError) -> ListFactsTable {
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read stats from") }
        if let all = bundled.peek(StatsIndex.fileName, as: ListFactsTable.self) {
            return all.keeping(ids)
        }
        return try StatsIndex.decode(try bundled.data(StatsIndex.fileName, mapped: false), ids: ids)
    }

    package func tiers() async throws(RepositoryError) -> [Int: SmogonTiers] {
        guard let tiers = try bundled?.decodedIfPresent(TiersIndex.fileName, TiersIndex.decode) else {
            throw .unavailable(reason: "no Smogon tiers in the bundled data")
        }
        return tiers
    }

    package func tiers(of id: Int) async -> SmogonTiers? {
        if let all = bundled?.peek(TiersIndex.fileName, as: [Int: SmogonTiers].self) { return all[id] }
        guard let data = try? bundled?.data(TiersIndex.fileName) else { return nil }
        return bestEffortNow { try TiersIndex.row(data, id: id) } ?? nil
    }

    package func evolutionParents() async throws(RepositoryError) -> [Int: Int] {
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read families from") }
        return try bundled.decoded(FamilyIndex.fileName, FamilyIndex.decode)
    }

    package func evolutionParent(of speciesID: Int) async throws(RepositoryError) -> Int? {
        guard let bundled else { throw .unavailable(reason: "no bundled Pokédex data to read families from") }
        if let all = bundled.peek(FamilyIndex.fileName, as: [Int: Int].self) { return all[speciesID] }
        return try FamilyIndex.parent(of: speciesID, in: bundled.data(FamilyIndex.fileName))
    }

    package func namedForm(_ key: String) async -> NamedForm? {
        guard let forms = namedFormsIndex(), let form = forms.first(where: { $0.name == key })
        else { return nil }
        return NamedForm(pokemonID: form.pokemonID, item: form.item)
    }

    package func namedForms() async -> Set<String> {
        Set((namedFormsIndex() ?? []).map(\.name))
    }

    /// The forms by the names players give them, when the bundle has them; a damaged file is
    /// noted (`bestEffort`), and none are known.
    private func namedFormsIndex() -> [FormsIndex.Form]? {
        bestEffortNow { try bundled?.decodedIfPresent(FormsIndex.fileName, FormsIndex.decode) } ?? nil
    }

    package func localizedNames() async throws(RepositoryError) -> LocalizedNames {
        try bundled?.decodedIfPresent(NamesIndex.fileName, NamesIndex.decode) ?? .empty
    }

    /// One language's names, each looked up in the file as it is asked for, unless every
    /// language is read already.
    package func localizedNames(in language: Language) async throws(RepositoryError) -> LocalizedNames {
        if let all = bundled?.peek(NamesIndex.fileName, as: LocalizedNames.self) { return all.only(language) }
        guard let bundled, let data = try? bundled.data(NamesIndex.fileName, mapped: true) else { return .empty }
        return LocalizedNames { species, asked in
            asked == language ? NamesIndex.name(ofSpecies: species, in: language, data: data) : nil
        }
    }

    private func loadCatalog(refresh: Bool) async throws(RepositoryError) -> PokemonCatalog {
        let bundled: [PokemonSummary]?
        var bundledFailure: RepositoryError?
        do {
            bundled = try self.bundled?.summaries()
        } catch {
            bundled = nil
            bundledFailure = error
        }
        if let bundled, !refresh {
            // A list index fetched earlier (by --refresh or sync) may know newer Pokémon.
            guard let list = try? await store.load(.list(.pokemon), as: ResourceListDTO.self, from: .cacheOnly) else {
                return PokemonCatalog(bundled)
            }
            return PokemonCatalog(Self.merge(bundled, with: list))
        }
        do {
            let list = try await store.load(.list(.pokemon), as: ResourceListDTO.self)
            return PokemonCatalog(Self.merge(bundled ?? [], with: list))
        } catch {
            if let bundled {
                diagnostics.note("Using the bundled Pokédex index: \(ResourceStore.describe(error))")
                return PokemonCatalog(bundled)
            }
            throw bundledFailure.map {
                .unavailable(reason: "\(Self.reason($0)), and PokeAPI: \(ResourceStore.describe(error))")
            } ?? error
        }
    }

    package func complete(_ rows: [PokemonSummary]) async throws(RepositoryError) -> [PokemonSummary] {
        let refresh = store.policy.refresh
        guard refresh || PokemonSummary.anyNeedsDetails(rows) else { return rows }
        let results = await withTaskGroup(of: (Int, Result<PokemonSummary, RepositoryError>).self) { group in
            for (position, row) in rows.enumerated() where refresh || row.needsDetails {
                group.addTask {
                    let result = await Result.of { () async throws(RepositoryError) in
                        Self.summary(
                            from: try await store.load(.item(.pokemon, id: row.id), as: PokemonDTO.self), keeping: row)
                    }
                    return (position, result)
                }
            }
            var collected: [(Int, Result<PokemonSummary, RepositoryError>)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        // One Pokémon whose page cannot be had does not take the page with it: the others are
        // shown, and the missing one is named. Only when none could be fetched, for a reason
        // other than a missing page (the network, an interrupt), is that the answer.
        var completed = rows
        var missing: [(row: PokemonSummary, error: RepositoryError)] = []
        for (position, result) in results {
            switch result {
            case .success(let row): completed[position] = row
            case .failure(let error): missing.append((rows[position], error))
            }
        }
        if missing.count == results.count, let failure = missing.first(where: { !$0.error.isNotFound }) {
            throw failure.error
        }
        if let first = missing.first {
            let names = missing.sorted { $0.row.id < $1.row.id }.map { "#\($0.row.id) \($0.row.displayName)" }
            let shown =
                names.count > 3
                ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
                : names.joined(separator: ", ")
            diagnostics.note(
                "\(shown) shown without \(missing.count == 1 ? "its" : "their") PokeAPI page: "
                    + ResourceStore.describe(first.error))
        }
        return completed
    }

    package func abilitySlots(of pokemon: PokemonSummary) async throws(RepositoryError) -> [AbilitySlot] {
        PokemonMapper.abilities(of: try await store.load(.item(.pokemon, id: pokemon.id), as: PokemonDTO.self))
    }

    package func detail(of summary: PokemonSummary, entryText: Bool) async throws(RepositoryError) -> PokemonDetail {
        // The Pokémon and its species are fetched at once when the species is known.
        async let pokemonResult = result { () async throws(RepositoryError) in
            try await store.load(.item(.pokemon, id: summary.id), as: PokemonDTO.self)
        }
        let speciesID = summary.speciesID
        async let speciesResult = result { () async throws(RepositoryError) in
            speciesID > 0 ? try await self.species(speciesID, entryText: entryText) : nil
        }
        let pokemon = try await pokemonResult.get()
        let species: SpeciesDTO
        if let known = try await speciesResult.get() {
            species = known
        } else {
            guard let id = pokemon.species.id else {
                throw .malformed(resource: "pokemon/\(pokemon.id)", reason: "species link has no id")
            }
            species = try await self.species(id, entryText: entryText)
        }
        var detail = try PokemonMapper.detail(
            summary: PokemonMapper.summary(pokemon: pokemon, species: species), pokemon: pokemon, species: species)
        PokemonMapper.enrich(&detail, species: species)

        // The second round trip: the evolution chain, and the types' resources only with
        // --refresh or a type the bundled chart lacks.
        let chainPath = species.evolutionChain?.id.map { APIPath.item(.evolutionChain, id: $0) }
        async let chain = result { () async throws(RepositoryError) -> EvolutionChainDTO? in
            guard let chainPath else { return nil }
            return try await store.load(chainPath, as: EvolutionChainDTO.self)
        }
        let relations = await typeRelations(of: pokemon)
        switch await chain {
        case .success(let dto):
            if let tree = dto.map(PokemonMapper.evolution) { detail.evolution = await line(tree, of: summary) }
        case .failure(let error):
            if case .cancelled = error { throw error }
            diagnostics.note("The evolution chain is unavailable: \(ResourceStore.describe(error)).")
        }
        do throws(RepositoryError) {
            var loaded: [TypeRelations] = []
            for relation in relations { loaded.append(try relation.get()) }
            detail.typeDefenses = TypeChart.defenses(of: loaded)
        } catch {
            diagnostics.note("Type defences are unavailable: \(ResourceStore.describe(error)).")
        }
        return detail
    }

    /// The relations of the Pokémon's types, in slot order: from the bundled chart (one small
    /// table), as `typeChart()` gives them; else (refreshing, no bundled chart, one that does
    /// not read, or a type not in it) each type's resource, all at once. A chart that does not
    /// read costs the requests, not the answer: `show` still has its defences.
    private func typeRelations(of pokemon: PokemonDTO) async -> [Result<TypeRelations, RepositoryError>] {
        let slots = PokemonMapper.typeSlots(pokemon)
        if let chart = try? bundledTypeChart(of: Set(slots.map({ $0.type.name }))) {
            let known = slots.compactMap { chart[$0.type.name] }
            if known.count == slots.count { return known.map { .success($0) } }
        }
        // The Pokémon's own type links carry their ids: no list index to read for a name.
        let typePaths = slots.map { slot in
            slot.type.id.map { APIPath.item(.type, id: $0) } ?? APIPath.item(.type, name: slot.type.name)
        }
        return await withTaskGroup(of: (Int, Result<TypeRelations, RepositoryError>).self) { group in
            for (index, path) in typePaths.enumerated() {
                group.addTask {
                    let result = await Result.of { () async throws(RepositoryError) in
                        guard let path else { throw .notFound(resource: "type") }
                        return PokemonMapper.relations(try await store.load(path, as: TypeDTO.self))
                    }
                    return (index, result)
                }
            }
            var collected: [(Int, Result<TypeRelations, RepositoryError>)] = []
            for await item in group { collected.append(item) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The species' tree as this Pokémon (a form, or the default) has it: the ways PokeAPI
    /// records for its form (`EvolutionNode.line`). The forms the ways name are looked up only
    /// where they name any; a form that evolves from nothing and into nothing though its species
    /// does (`FormsIndex`) stands alone.
    private func line(_ tree: EvolutionNode, of summary: PokemonSummary) async -> EvolutionNode {
        let named = Set(tree.allConditions.flatMap { [$0.baseForm, $0.evolvedForm].compactMap { $0 } })
        guard !named.isEmpty || !summary.isDefault else { return tree }
        var defaults: Set<String> = []
        for name in named.sorted() {
            if let found = await self.summary(directly: name), found.isDefault { defaults.insert(name) }
        }
        var alone = false
        if !summary.isDefault, let forms = namedFormsIndex() {
            alone = forms.contains { $0.pokemonID == summary.id && $0.isAlone }
        }
        return tree.line(
            of: summary.name, speciesID: summary.speciesID, isDefault: summary.isDefault, defaults: defaults,
            alone: alone)
    }

    /// The species' body; the evolution chain it names, which the entry reads next, is asked of
    /// the disk at once (a cold `show` waited for it after working through both bodies).
    private func species(_ id: Int, entryText: Bool) async throws(RepositoryError) -> SpeciesDTO {
        let species = try await speciesBody(id, entryText: entryText)
        if let chain = species.evolutionChain?.id { store.readAhead([.item(.evolutionChain, id: chain)]) }
        return species
    }

    /// A species; with `entryText`, as PokeAPI serves it, Pokédex entries included (the bundled
    /// copy holds facts only), else from wherever it is at hand.
    private func speciesBody(_ id: Int, entryText: Bool) async throws(RepositoryError) -> SpeciesDTO {
        let path = APIPath.item(.pokemonSpecies, id: id)
        guard entryText else { return try await store.load(path, as: SpeciesDTO.self) }
        do {
            return try await store.load(path, as: SpeciesDTO.self, from: .skippingFixtures)
        } catch {
            if case .cancelled = error { throw error }
            let species = try await store.load(path, as: SpeciesDTO.self)
            // A run asked to be offline knows what it leaves out; the JSON's null says it too.
            if !store.policy.offline {
                diagnostics.note("The Pokédex entry needs a connection to PokeAPI: \(ResourceStore.describe(error)).")
            }
            return species
        }
    }

    private func result<T>(
        _ body: () async throws(RepositoryError) -> T
    ) async -> Result<T, RepositoryError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    private static func reason(_ error: RepositoryError) -> String {
        if case .unavailable(let reason) = error { return reason }
        return ResourceStore.describe(error)
    }
}

/// What a repository loads once and keeps for the rest of the command.
private final class Memo: Sendable {
    private let storedCatalog = Mutex<PokemonCatalog?>(nil)
    private let storedKnown = Mutex<PokemonCatalog?>(nil)

    var catalog: PokemonCatalog? {
        get { storedCatalog.withLock { $0 } }
        set { storedCatalog.withLock { $0 = newValue } }
    }

    var known: PokemonCatalog? {
        get { storedKnown.withLock { $0 } }
        set { storedKnown.withLock { $0 = newValue } }
    }
}
