import PokedexDomain

/// Finds the Pokémon a person means, by any name (in any supported language) or id.
struct PokemonResolver: Sendable {
    private let repository: any PokedexRepository

    init(repository: any PokedexRepository) {
        self.repository = repository
    }

    /// The Pokémon and the catalog it was found in. Resolves against what is known; only a
    /// name nobody knows asks PokeAPI for its list.
    func resolve(_ query: String) async throws(PokedexError) -> (PokemonSummary, PokemonCatalog) {
        let catalog = try await PokedexError.wrap { () async throws(RepositoryError) in
            try await repository.knownCatalog()
        }
        do {
            return (try await resolve(query, in: catalog), catalog)
        } catch {
            let full = try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.catalog()
            }
            guard full.count != catalog.count else { throw error }
            return (try await resolve(query, in: full), full)
        }
    }

    /// The Pokémon alone: a number or a PokeAPI name is found without the catalog where the
    /// repository can; anything else resolves as `resolve` does.
    func summary(_ query: String) async throws(PokedexError) -> PokemonSummary {
        if let direct = await repository.summary(directly: query) { return direct }
        return try await resolve(query).0
    }

    /// Most people type a number or a PokeAPI name: only other spellings need the index, and
    /// only names in other languages need those names loaded.
    private func resolve(_ query: String, in catalog: PokemonCatalog) async throws(PokedexError) -> PokemonSummary {
        // No Pokémon's name is this long: not looked for, word by word, at all.
        guard query.unicodeScalars.count <= Limits.nameLength else {
            throw .pokemonNotFound(query: query, suggestions: [])
        }
        if let quick = NameIndex.quickResolve(query, in: catalog) { return quick }
        // Showdown's form names (`Meowstic-F`) need no index: the species' forms are enough.
        let key = NameKey.make(query)
        if let form = NameIndex.form(key, in: catalog) { return form }
        // Showdown's names for the forms PokeAPI names otherwise or not at all (`Genesect-Burn`).
        if let named = await repository.namedForm(key), let found = catalog.pokemon(id: named.pokemonID) {
            return found
        }
        if let found = NameIndex(catalog).resolve(query) { return found }
        let names = await bestEffort { try await repository.localizedNames() } ?? .empty
        let index = NameIndex(catalog, names: names)
        if let found = index.resolve(query) { return found }
        // A form as another language writes it: `アローラロコン`, `Goupix d’Alola`, `メガリザードンX`.
        if let (species, form) = FormWords.split(key), let base = index.resolve(species),
            let found = catalog.all.first(where: { $0.name == base.speciesName + "-" + form })
        {
            return found
        }
        // `Arceus-Fire` is Arceus (the entry shows it as Fire).
        if let (base, _) = TypedForm.parse(query), let found = NameIndex.quickResolve(base, in: catalog) {
            return found
        }
        throw .pokemonNotFound(query: query, suggestions: index.suggestions(for: query).map(\.name))
    }
}
