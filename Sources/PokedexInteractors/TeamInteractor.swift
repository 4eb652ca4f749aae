import PokedexDomain

/// A team, from names or a Pokémon Showdown export: its members resolved, and how it takes
/// and deals damage.
package struct TeamInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let repository: any MovesRepository

    package init(pokedex: any PokedexRepository, repository: any MovesRepository) {
        self.pokedex = pokedex
        self.repository = repository
    }

    /// `export` when given, else one member per name.
    package func team(names: [String], export: String?) async throws(PokedexError) -> TeamReport {
        let specs: [TeamMemberSpec]
        if let export {
            do throws(ShowdownExport.ParseError) {
                specs = try ShowdownExport.parse(export)
            } catch {
                throw .invalidArgument("team: \(error.message)")
            }
        } else {
            guard (1...ShowdownExport.most).contains(names.count) else {
                throw .invalidArgument("a team has one to six members, not \(names.count)")
            }
            specs = names.map(TeamMemberSpec.init(species:))
        }
        // Each kind is read only when the team names one.
        let allMoves =
            specs.contains { !$0.moves.isEmpty }
            ? try await wrap { () async throws(RepositoryError) in try await repository.moves() } : []
        let abilities =
            specs.contains { $0.ability != nil }
            ? try await wrap { () async throws(RepositoryError) in try await repository.abilities() } : []
        let items =
            specs.contains { $0.item != nil }
            ? try await wrap { () async throws(RepositoryError) in try await repository.items() } : []
        let natures =
            specs.contains { $0.nature != nil }
            ? try await wrap { () async throws(RepositoryError) in try await repository.natures() } : []
        // Showdown writes English: each kind's names are folded once, and only if a name is
        // not already a PokeAPI name.
        let lookups: [TermKind: TermLookup] = [
            .move: TermLookup(allMoves.map { Term(kind: .move, $0) }),
            .ability: TermLookup(abilities.map { Term(kind: .ability, $0) }),
            .item: TermLookup(items.map { Term(kind: .item, $0) }),
            .nature: TermLookup(natures.map { Term(kind: .nature, $0) }),
        ]
        let catalog = try await wrap { () async throws(RepositoryError) in try await pokedex.knownCatalog() }
        var warnings: [String] = []
        var members: [TeamMember] = []
        for spec in specs {
            let (pokemon, types) = try await resolve(spec.species, in: catalog)
            let label = spec.nickname.map { "\(Echo.cut($0)) (\(pokemon.displayName))" } ?? pokemon.displayName
            func term(_ text: String?, _ kind: TermKind) -> Term? {
                guard let text else { return nil }
                if let found = lookups[kind]?.resolve(text) { return found }
                warnings.append("\(label): no \(kind.rawValue) named '\(Echo.cut(text))'")
                return nil
            }
            let ability = term(spec.ability, .ability)
            let item = term(spec.item, .item)
            let nature = term(spec.nature, .nature)
            let known = spec.moves.compactMap { name in
                term(name, .move).flatMap { found in allMoves.first { $0.id == found.id } }
            }
            members.append(
                TeamMember(
                    spec: spec, pokemon: pokemon, types: types, ability: ability, item: item, nature: nature,
                    moves: known))
        }
        // Each member's stats, as Showdown computes them from the export.
        let facts = try await wrap { () async throws(RepositoryError) in
            try await pokedex.listFacts(of: Set(members.map(\.pokemon.id)))
        }
        for index in members.indices {
            guard let base = facts[members[index].pokemon.id]?.stats else { continue }
            let spec = members[index].spec
            let nature = members[index].nature.flatMap { found in natures.first { $0.id == found.id } }
            for stat in BattleStat.allCases {
                members[index].stats[stat] = StatFormula.stat(
                    stat, base: stat.base(in: base), level: spec.level ?? 100, iv: spec.ivs[stat, default: 31],
                    ev: spec.evs[stat, default: 0], raised: nature?.increasedStat == stat.rawValue,
                    lowered: nature?.decreasedStat == stat.rawValue)
            }
        }
        return TeamAnalysis.report(members, chart: try await chart(), warnings: warnings)
    }

    /// The member a species names, as every command resolves it; Arceus and Silvally by their
    /// type (`Arceus-Fire`) are themselves, of that type.
    private func resolve(_ species: String, in catalog: PokemonCatalog) async throws(PokedexError) -> (
        PokemonSummary, [String]
    ) {
        if let (name, type) = TypedForm.parse(species), let base = NameIndex.quickResolve(name, in: catalog) {
            return (base, [type])
        }
        let (pokemon, _) = try await PokemonResolver(repository: pokedex).resolve(species)
        return (pokemon, pokemon.types)
    }

    /// Every attacking type's relations.
    private func chart() async throws(PokedexError) -> [String: TypeRelations] {
        try await wrap { () async throws(RepositoryError) in try await pokedex.typeChart() }
    }

    private func wrap<T>(_ body: () async throws(RepositoryError) -> T) async throws(PokedexError) -> T {
        try await PokedexError.wrap(body)
    }
}
