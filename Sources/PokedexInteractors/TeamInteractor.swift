import PokedexDomain

/// A team, from names or a Pokémon Showdown export: its members resolved, checked against a
/// game's rules, and how it takes and deals damage.
package struct TeamInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let repository: any MovesRepository

    package init(pokedex: any PokedexRepository, repository: any MovesRepository) {
        self.pokedex = pokedex
        self.repository = repository
    }

    /// `export` when given, else one member per name.
    package func team(names: [String], export: String?) async throws(PokedexError) -> TeamReport {
        try await team(TeamRequest(names: names, export: export))
    }

    package func team(_ request: TeamRequest) async throws(PokedexError) -> TeamReport {
        let specs: [TeamMemberSpec]
        if let export = request.export {
            do throws(ShowdownExport.ParseError) {
                specs = try ShowdownExport.parse(export)
            } catch {
                throw .invalidArgument("team: \(error.message)")
            }
        } else {
            guard (1...ShowdownExport.most).contains(request.names.count) else {
                throw .invalidArgument("a team has one to six members, not \(request.names.count)")
            }
            specs = request.names.map(TeamMemberSpec.init(species:))
        }
        let names = try await Names(repository: repository, needs: specs)
        var warnings: [String] = []
        var members: [TeamMember] = []
        var labels: [String] = []
        for spec in specs {
            let (pokemon, types) = try await resolve(spec.species)
            let label = spec.nickname.map { "\(Echo.cut($0)) (\(pokemon.displayName))" } ?? pokemon.displayName
            func term(_ text: String?, _ kind: TermKind, _ field: String, line: Int? = nil) -> Term? {
                guard let text else { return nil }
                if let found = names.term(text, kind) { return found }
                let at = (line ?? spec.lines[field]).map { ", line \($0)" } ?? ""
                warnings.append("\(label)\(at): no \(kind.rawValue) named '\(Echo.cut(text))'")
                return nil
            }
            let ability = term(spec.ability, .ability, "ability")
            let item = term(spec.item, .item, "header")
            let nature = term(spec.nature, .nature, "nature")
            let moveIDs = spec.moves.enumerated().compactMap { index, name in
                term(name, .move, "", line: index < spec.moveLines.count ? spec.moveLines[index] : nil)?.id
            }
            let read = try await wrap { () async throws(RepositoryError) in
                try await repository.moves(ids: Set(moveIDs))
            }
            // In the holder's hands: Judgment by its plate, Ivy Cudgel by its mask, Tera Blast by its Tera type…
            let tera = spec.teraType.map(NameKey.make).flatMap { TypeChart.knownTypes.contains($0) ? $0 : nil }
            let known = moveIDs.compactMap { id in read.first { $0.id == id } }.map { move in
                HeldMoveType.type(of: move.name, holder: pokemon.name, types: types, item: item?.name, teraType: tera)
                    .map { move.retyped($0) } ?? move
            }
            members.append(
                TeamMember(
                    spec: spec, pokemon: pokemon, types: types, ability: ability, item: item, nature: nature,
                    moves: known))
            labels.append(label)
        }
        let facts = try await wrap { () async throws(RepositoryError) in
            try await pokedex.listFacts(of: Set(members.map(\.pokemon.id)))
        }
        for index in members.indices {
            guard let base = facts[members[index].pokemon.id]?.stats else { continue }
            let nature = members[index].nature.flatMap { names.nature($0.name) }
            members[index].stats = Self.stats(of: members[index].spec, base: base, nature: nature)
        }
        var checked: TeamReport.Legality?
        if request.export != nil, let found = try await legality(members, labels: labels, game: request.game) {
            warnings += found.problems
            checked = TeamReport.Legality(game: found.game, problems: found.problems.count)
        }
        var report = TeamAnalysis.report(members, chart: try await chart(), warnings: warnings)
        report.legality = checked
        report.opponents = try await opponents(request.versus, level: Self.usualLevel(of: specs))
        return report
    }

    /// Showdown's stats: the export's level, nature, EVs and IVs, within the games' limits.
    static func stats(of spec: TeamMemberSpec, base: BaseStats, nature: Nature?) -> [BattleStat: Int] {
        var stats: [BattleStat: Int] = [:]
        for stat in BattleStat.allCases {
            stats[stat] = StatFormula.stat(
                stat, base: stat.base(in: base), level: max(1, min(100, spec.level ?? 100)),
                iv: max(0, min(31, spec.ivs[stat, default: 31])), ev: max(0, min(252, spec.evs[stat, default: 0])),
                raised: nature?.increasedStat == stat.rawValue, lowered: nature?.decreasedStat == stat.rawValue)
        }
        return stats
    }

    /// The level most members have (100 when none says): the level to race others at.
    static func usualLevel(of specs: [TeamMemberSpec]) -> Int {
        let levels = specs.map { max(1, min(100, $0.level ?? 100)) }
        let counts = Dictionary(levels.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 100
    }

    /// Each rule a member breaks in `game`, or in the latest game every member is in.
    private func legality(_ members: [TeamMember], labels: [String], game query: String?) async throws(PokedexError)
        -> (game: String, problems: [String])?
    {
        let games = try await wrap { () async throws(RepositoryError) in try await repository.games() }
        let learnsets = try await withLearnsets(members)
        let game: VersionGroup?
        if let query {
            game = try MovesInteractor.game(query, in: games)
        } else {
            // The latest of the games most members are in (a form may lack a later game's learnset).
            var counts: [String: Int] = [:]
            for sets in learnsets { for group in Set(sets.own.map(\.versionGroup)) { counts[group, default: 0] += 1 } }
            let most = counts.values.max() ?? 0
            game = games.latest(of: counts.filter { $0.value == most }.keys)
        }
        guard let game else { return nil }
        let abilities = try await wrap { () async throws(RepositoryError) in try await repository.abilities() }
        var holders: [Int: Set<String>] = [:]
        for ability in abilities {
            for holder in ability.holders { holders[holder.pokemonID, default: []].insert(ability.name) }
        }
        var warnings: [String] = []
        for (index, member) in members.enumerated() {
            var facts = LegalityFacts(game: game.displayName, abilities: holders[member.pokemon.id])
            facts.teraIsType = member.spec.teraType.map { TypeChart.knownTypes.contains(NameKey.make($0)) } ?? true
            let sets = learnsets[index]
            if sets.own.contains(where: { $0.versionGroup == game.name }) {
                let all = (sets.own + sets.ancestors).filter { $0.versionGroup == game.name }
                facts.learnable = Set(all.flatMap { $0.moves.map(\.moveID) })
            }
            warnings += TeamLegality.problems(of: member, label: labels[index], facts: facts)
        }
        return (game.displayName, warnings)
    }

    /// Each member's learnsets, and those of the species it evolves from.
    private func withLearnsets(_ members: [TeamMember]) async throws(PokedexError) -> [(
        own: [Learnset], ancestors: [Learnset]
    )] {
        let parents = try await wrap { () async throws(RepositoryError) in try await pokedex.evolutionParents() }
        var result: [(own: [Learnset], ancestors: [Learnset])] = []
        for member in members {
            let own = try await wrap { () async throws(RepositoryError) in
                try await repository.learnsets(of: member.pokemon.id)
            }
            var ancestors: [Learnset] = []
            for species in EggInheritance.lineage(of: member.pokemon.speciesID, parents: parents) {
                ancestors += try await wrap { () async throws(RepositoryError) in
                    try await repository.learnsets(of: species)
                }
            }
            result.append((own, ancestors))
        }
        return result
    }

    /// Pokémon to race, at the team's level with 252 Speed EVs and 31 IVs: with a nature that
    /// raises Speed, and without.
    private func opponents(_ names: [String], level: Int) async throws(PokedexError) -> [TeamReport.Opponent] {
        guard !names.isEmpty else { return [] }
        var found: [PokemonSummary] = []
        for name in names { found.append(try await resolve(name).0) }
        let facts = try await wrap { () async throws(RepositoryError) in
            try await pokedex.listFacts(of: Set(found.map(\.id)))
        }
        return found.compactMap { pokemon in
            guard let base = facts[pokemon.id]?.stats.speed else { return nil }
            func speed(raised: Bool) -> Int {
                StatFormula.stat(.speed, base: base, level: level, iv: 31, ev: 252, raised: raised)
            }
            return TeamReport.Opponent(pokemon: pokemon, fastest: speed(raised: true), neutral: speed(raised: false))
        }
    }

    /// The member a species names, as every command resolves it; Arceus and Silvally by their
    /// type (`Arceus-Fire`) are themselves, of that type.
    private func resolve(_ species: String) async throws(PokedexError) -> (PokemonSummary, [String]) {
        if let (name, type) = TypedForm.parse(species), let base = await pokedex.summary(directly: name) {
            return (base, [type])
        }
        let pokemon = try await PokemonResolver(repository: pokedex).summary(species)
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

/// The names an export uses, looked up in the bundled keys: one pass per name, each kind read
/// only when the team names one.
private struct Names {
    let lists: [TermKind: NamedList<Term>]
    let natures: [Nature]

    init(repository: any MovesRepository, needs specs: [TeamMemberSpec]) async throws(PokedexError) {
        var lists: [TermKind: NamedList<Term>] = [:]
        let needs: [(TermKind, Bool)] = [
            (.move, specs.contains { !$0.moves.isEmpty }), (.ability, specs.contains { $0.ability != nil }),
            (.item, specs.contains { $0.item != nil }),
        ]
        for (kind, needed) in needs where needed {
            lists[kind] = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.namedTerms(kind)
            }
        }
        self.lists = lists
        natures =
            specs.contains { $0.nature != nil }
            ? try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.natures() } : []
    }

    /// What `text` names: exactly, or as Showdown's dashless id (`choicescarf`).
    func term(_ text: String, _ kind: TermKind) -> Term? {
        if kind == .nature {
            return natures.first {
                NameKey.make($0.name) == NameKey.make(text) || NameKey.make($0.displayName) == NameKey.make(text)
            }
            .map { Term(kind: .nature, id: $0.id, name: $0.name, displayName: $0.displayName) }
        }
        return lists[kind]?.named(text, dashless: true)
    }

    func nature(_ name: String) -> Nature? { natures.first { $0.name == name } }
}
