import PokedexDomain

/// A team, from names or a Pokémon Showdown export: its members resolved, and how it takes
/// and deals damage.
public struct TeamInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let repository: any MovesRepository

    public init(pokedex: any PokedexRepository, repository: any MovesRepository) {
        self.pokedex = pokedex
        self.repository = repository
    }

    /// `export` when given, else one member per name.
    public func team(names: [String], export: String?) async throws(PokedexError) -> TeamReport {
        let specs: [TeamMemberSpec]
        if let export {
            do throws(ShowdownExport.ParseError) {
                specs = try ShowdownExport.parse(export)
            } catch {
                throw .invalidArgument("team: \(error.message)")
            }
        } else {
            guard (1...ShowdownExport.most).contains(names.count) else {
                throw .invalidArgument("a team has one to \(ShowdownExport.most) members, not \(names.count)")
            }
            specs = names.map(TeamMemberSpec.init(species:))
        }
        let moves = MovesInteractor(pokedex: pokedex, repository: repository)
        let allMoves = try await wrap { () async throws(RepositoryError) in try await repository.moves() }
        let abilities = try await wrap { () async throws(RepositoryError) in try await repository.abilities() }
        let items = try await wrap { () async throws(RepositoryError) in try await repository.items() }
        let natures = try await wrap { () async throws(RepositoryError) in try await repository.natures() }
        var warnings: [String] = []
        var members: [TeamMember] = []
        for spec in specs {
            let (pokemon, types) = try await resolve(spec.species)
            let label = spec.nickname.map { "\($0) (\(pokemon.displayName))" } ?? pokemon.displayName
            func term(_ text: String?, _ kind: TermKind, among terms: [Term]) async -> Term? {
                guard let text else { return nil }
                do throws(PokedexError) {
                    return try await moves.resolve(text, kind: kind, among: terms)
                } catch {
                    warnings.append("\(label): no \(kind.rawValue) named '\(text)'")
                    return nil
                }
            }
            let ability = await term(spec.ability, .ability, among: abilities.map { Term(kind: .ability, $0) })
            let item = await term(spec.item, .item, among: items.map { Term(kind: .item, $0) })
            let nature = await term(spec.nature, .nature, among: natures.map { Term(kind: .nature, $0) })
            var known: [Move] = []
            for name in spec.moves {
                if let found = await term(name, .move, among: allMoves.map { Term(kind: .move, $0) }),
                    let move = allMoves.first(where: { $0.id == found.id })
                {
                    known.append(move)
                }
            }
            members.append(
                TeamMember(
                    spec: spec, pokemon: pokemon, types: types, ability: ability?.name, item: item?.name,
                    nature: nature?.name, moves: known))
        }
        return TeamAnalysis.report(members, chart: try await chart(), warnings: warnings)
    }

    /// The member a species names; Arceus and Silvally by their type (`Arceus-Fire`) are
    /// themselves, of that type.
    private func resolve(_ species: String) async throws(PokedexError) -> (PokemonSummary, [String]) {
        let resolver = PokemonResolver(repository: pokedex)
        do {
            let (pokemon, _) = try await resolver.resolve(species)
            return (pokemon, pokemon.types)
        } catch {
            let words = NameKey.make(species).split(separator: "-").map(String.init)
            if words.count == 2, ["arceus", "silvally"].contains(words[0]), TypeChart.attackingTypes.contains(words[1]),
                let (base, _) = try? await resolver.resolve(words[0])
            {
                return (base, [words[1]])
            }
            throw error
        }
    }

    /// Every attacking type's relations, loaded at once.
    private func chart() async throws(PokedexError) -> [String: TypeRelations] {
        let pokedex = self.pokedex
        let loaded = await withTaskGroup(of: Result<TypeRelations, RepositoryError>.self) { group in
            for type in TypeChart.attackingTypes {
                group.addTask {
                    do throws(RepositoryError) { return .success(try await pokedex.type(named: type)) } catch {
                        return .failure(error)
                    }
                }
            }
            var results: [Result<TypeRelations, RepositoryError>] = []
            for await result in group { results.append(result) }
            return results
        }
        var chart: [String: TypeRelations] = [:]
        for result in loaded {
            switch result {
            case .success(let relations): chart[relations.name] = relations
            case .failure(let error): throw .repository(error)
            }
        }
        return chart
    }

    private func wrap<T>(_ body: () async throws(RepositoryError) -> T) async throws(PokedexError) -> T {
        try await PokedexError.wrap(body)
    }
}
