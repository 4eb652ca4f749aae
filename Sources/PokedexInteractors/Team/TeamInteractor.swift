import PokedexDomain

/// A team, from names or a Pokémon Showdown export: its members resolved, checked against a
/// game's rules, and how it takes and deals damage.
package struct TeamInteractor: Sendable {
    let pokedex: any PokedexRepository
    let repository: any MovesRepository

    package init(pokedex: any PokedexRepository, repository: any MovesRepository) {
        self.pokedex = pokedex
        self.repository = repository
    }

    /// `export` when given, else one member per name.
    package func team(names: [String], export: String?) async throws(PokedexError) -> TeamReport {
        try await team(TeamRequest(names: names, export: export))
    }

    package func team(_ request: TeamRequest) async throws(PokedexError) -> TeamReport {
        var specs: [TeamMemberSpec]
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
        await repository.readAhead(team: request.export != nil)
        // VGC plays every member at level 50 at most (Showdown's `Adjust Level Down = 50`).
        if request.format == .vgc {
            for index in specs.indices { specs[index].level = min(specs[index].level ?? 100, 50) }
        }
        // Each member's Pokémon, found once.
        var resolved: [Result<(PokemonSummary, [String]), PokedexError>] = []
        for spec in specs {
            resolved.append(await .of { () async throws(PokedexError) in try await resolve(spec.species) })
        }
        // A member whose ability is not written has its species' only one (Rotom-Wash
        // levitates); with several, none is assumed.
        var onlyAbility: [String: String] = [:]
        for (spec, found) in zip(specs, resolved) where spec.ability == nil && onlyAbility[spec.species] == nil {
            guard case .success((let pokemon, _)) = found,
                let slots = await bestEffort({ try await pokedex.abilitySlots(of: pokemon) }),
                Set(slots.map(\.name)).count == 1,
                let only = slots.first?.name
            else { continue }
            onlyAbility[spec.species] = only
        }
        let names = try await Names(repository: repository, needs: specs, abilities: Array(onlyAbility.values))
        var warnings: [String] = []
        var members: [TeamMember] = []
        var labels: [String] = []
        // Each member's moves as the export names them, found: what the rules are checked against.
        var moveTerms: [[Term]] = []
        var firstMissing: PokedexError?
        for (spec, found) in zip(specs, resolved) {
            // A member that names no Pokémon is a warning; the rest of the team is analysed.
            let pokemon: PokemonSummary
            let types: [String]
            switch found {
            case .success(let pair): (pokemon, types) = pair
            case .failure(let error):
                guard case .pokemonNotFound(let query, let suggestions) = error else { throw error }
                let at = spec.lines["header"].map { "line \($0): " } ?? ""
                warnings.append(
                    "\(at)no Pokémon named '\(Echo.cut(query))'" + Nearest.suggestion(suggestions) + "; left out")
                firstMissing = firstMissing ?? error
                continue
            }
            let label = spec.nickname.map { "\(Echo.cut($0)) (\(pokemon.displayName))" } ?? pokemon.displayName
            func term(_ text: String?, _ kind: TermKind, _ field: String, line: Int? = nil) -> Term? {
                guard let text else { return nil }
                if let found = names.term(text, kind) { return found }
                let at = (line ?? spec.lines[field]).map { ", line \($0)" } ?? ""
                warnings.append("\(label)\(at): no \(kind.rawValue) named '\(Echo.cut(text))'")
                return nil
            }
            let ability =
                term(spec.ability, .ability, "ability")
                ?? onlyAbility[spec.species].flatMap { names.term($0, .ability) }
            let item = term(spec.item, .item, "header")
            let nature = term(spec.nature, .nature, "nature")
            moveTerms.append(
                spec.moves.enumerated().compactMap { index, name in
                    term(name, .move, "", line: index < spec.moveLines.count ? spec.moveLines[index] : nil)
                })
            members.append(
                TeamMember(spec: spec, pokemon: pokemon, types: types, ability: ability, item: item, nature: nature))
            labels.append(label)
        }
        if members.isEmpty, let firstMissing { throw firstMissing }
        // Every member's moves in one read (none for the defences alone); then each in its
        // holder's hands: Judgment by its plate, Ivy Cudgel by its mask, Tera Blast by its Tera type…
        let defencesOnly = request.defencesOnly && request.versus.isEmpty
        let read =
            defencesOnly
            ? []
            : try await wrap { () async throws(RepositoryError) in
                try await repository.moves(ids: Set(moveTerms.joined().map(\.id)))
            }
        let byID = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in members.indices {
            let member = members[index]
            let tera = member.spec.teraType.map(NameKey.make).flatMap { TypeChart.knownTypes.contains($0) ? $0 : nil }
            members[index].moves = moveTerms[index].compactMap { byID[$0.id] }.map { move in
                HeldMoveType.type(
                    of: move.name, holder: member.pokemon.name, types: member.types, item: member.item?.name,
                    teraType: tera
                ).map { move.retyped($0) } ?? move
            }
        }
        let facts =
            defencesOnly && request.format == nil
            ? [:]
            : try await wrap { () async throws(RepositoryError) in
                try await pokedex.listFacts(of: Set(members.map({ $0.pokemon.id })))
            }
        for index in members.indices {
            guard let base = facts[members[index].pokemon.id]?.stats else { continue }
            let nature = members[index].nature.flatMap { names.nature($0.name) }
            members[index].stats = Self.stats(of: members[index].spec, base: base, nature: nature)
        }
        var checked: TeamReport.Legality?
        if request.export != nil,
            let found = try await legality(members, moves: moveTerms, labels: labels, game: request.game)
        {
            warnings += found.problems
            checked = TeamReport.Legality(
                game: found.game.displayName, problems: found.problems.count, gameName: found.game.name)
        }
        var formatCheck: TeamReport.FormatCheck?
        if let format = request.format {
            let problems = try await formatProblems(members, labels: labels, facts: facts, format: format)
            warnings += problems
            formatCheck = TeamReport.FormatCheck(format: format, problems: problems)
        }
        let matrix = try await wrap { () async throws(RepositoryError) in try await pokedex.typeMatrix() }
        var report = TeamAnalysis.report(members, matrix: matrix, warnings: warnings)
        report.legality = checked
        report.format = formatCheck
        report.opponents = try await opponents(request.versus, level: Self.usualLevel(of: specs))
        if let export = request.export, !request.versus.isEmpty {
            report.matchups = try await matchups(
                export: export, members: members, threats: report.opponents.map(\.pokemon),
                level: Self.usualLevel(of: specs), game: checked?.gameName ?? "scarlet-violet")
        }
        return report
    }

    /// The rules of `format` the members break: their Smogon tiers, Mythical and Restricted
    /// Legendary ones, and the clauses.
    private func formatProblems(
        _ members: [TeamMember], labels: [String], facts: ListFactsTable, format: TeamFormat
    ) async throws(PokedexError) -> [String] {
        let tiers = try await wrap { () async throws(RepositoryError) in try await pokedex.tiers() }
        let checked = zip(members, labels).map { member, label in
            let tier = tiers[member.pokemon.id]
            return FormatMember(
                label: label, speciesID: member.pokemon.speciesID,
                species: member.pokemon.isDefault
                    ? member.pokemon.displayName : DisplayName.titleCase(member.pokemon.speciesName),
                tier: tier?.singles, item: member.spec.item, isMythical: facts[member.pokemon.id]?.isMythical ?? false,
                isRestricted: tier?.restricted ?? false)
        }
        return format.problems(of: checked)
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

    /// Each rule a member breaks in `game`, or in the latest game most members are in.
    private func legality(
        _ members: [TeamMember], moves: [[Term]], labels: [String], game query: String?
    ) async throws(PokedexError)
        -> (game: VersionGroup, problems: [String])?
    {
        let games = try await wrap { () async throws(RepositoryError) in try await repository.games() }
        let game: VersionGroup?
        if let query {
            game = try MovesInteractor.game(query, in: games)
        } else {
            // The latest of the games most members are in (a form may lack a later game's learnset).
            var counts: [String: Int] = [:]
            for member in members {
                let own = try await wrap { () async throws(RepositoryError) in
                    try await repository.learnsetGames(of: member.pokemon.id)
                }
                for group in Set(own) { counts[group, default: 0] += 1 }
            }
            let most = counts.values.max() ?? 0
            game = games.latest(of: Set(counts.filter { $0.value == most }.keys))
        }
        guard let game else { return nil }
        // Which of the abilities its Pokémon can have is each member's: first its own ability's
        // row, found by id; only for a member that row does not hold are the abilities it can
        // have looked for among every row's holders (a search of the file for each).
        let ids = Set(members.map({ $0.pokemon.id }))
        var holders: [Int: Set<String>] = [:]
        func hold(_ abilities: [Ability]) {
            for ability in abilities {
                for holder in ability.holders where ids.contains(holder.pokemonID) {
                    holders[holder.pokemonID, default: []].insert(ability.name)
                }
            }
        }
        hold(
            try await wrap { () async throws(RepositoryError) in
                try await repository.abilities(ids: Set(members.compactMap({ $0.ability?.id })))
            })
        let unheld = Set(
            members.compactMap { member in
                member.ability.flatMap {
                    holders[member.pokemon.id]?.contains($0.name) == true ? nil : member.pokemon.id
                }
            })
        if !unheld.isEmpty {
            hold(try await wrap { () async throws(RepositoryError) in try await repository.abilities(heldBy: unheld) })
        }
        let parents = try await wrap { () async throws(RepositoryError) in
            try await pokedex.evolutionParents(along: members.map({ $0.pokemon.speciesID }))
        }
        var warnings: [String] = []
        for (index, member) in members.enumerated() {
            var facts = LegalityFacts(game: game.displayName, abilities: holders[member.pokemon.id])
            facts.moves = moves[index]
            facts.teraIsType = member.spec.teraType.map { TypeChart.knownTypes.contains(NameKey.make($0)) } ?? true
            facts.learnable = try await learnable(by: member.pokemon, in: game.name, parents: parents)
            warnings += TeamLegality.problems(of: member, label: labels[index], facts: facts)
        }
        return (game, warnings)
    }

    /// The moves `pokemon` can know in `game`: its own by any method, and those of the species
    /// it evolves from (their egg moves among them); nil when it is not in the game.
    func learnable(by pokemon: PokemonSummary, in game: String, parents: [Int: Int]) async throws(PokedexError)
        -> Set<Int>?
    {
        func moves(of id: Int) async throws(PokedexError) -> [Learnset] {
            try await wrap { () async throws(RepositoryError) in try await repository.learnsets(of: id, in: game) }
        }
        let own = try await moves(of: pokemon.id)
        guard !own.isEmpty else { return nil }
        var learnsets = own
        for species in EggInheritance.lineage(of: pokemon.speciesID, parents: parents) {
            learnsets += try await moves(of: species)
        }
        return Set(learnsets.flatMap { $0.moves.map(\.moveID) })
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

    func wrap<T>(_ body: () async throws(RepositoryError) -> T) async throws(PokedexError) -> T {
        try await PokedexError.wrap(body)
    }
}

/// The names an export uses, looked up in the bundled keys: each kind read only when the team
/// names one, and all its names read together.
private struct Names {
    let found: [TermKind: [String: Term]]
    let natures: [Nature]
    /// The natures by the keys of their names (`natures` is in id order).
    private let natureByKey: [String: Nature]

    /// `abilities`: those the team does not write but its members have (their only one).
    init(
        repository: any MovesRepository, needs specs: [TeamMemberSpec], abilities: [String] = []
    ) async throws(PokedexError) {
        var found: [TermKind: [String: Term]] = [:]
        let needs: [(TermKind, [String])] = [
            (.move, specs.flatMap(\.moves)), (.ability, specs.compactMap(\.ability) + abilities),
            (.item, specs.compactMap(\.item)),
        ]
        for (kind, texts) in needs where !texts.isEmpty {
            let list = try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.namedTerms(kind)
            }
            let unique = Array(Set(texts))
            for (text, term) in zip(unique, list.named(unique, dashless: true)) {
                if let term { found[kind, default: [:]][text] = term }
            }
        }
        self.found = found
        natures =
            specs.contains { $0.nature != nil }
            ? try await PokedexError.wrap { () async throws(RepositoryError) in try await repository.natures() } : []
        // Each nature by the key of its name and of its English name, the first to have a key
        // keeping it.
        var byKey: [String: Nature] = [:]
        for nature in natures {
            for key in [NameKey.make(nature.name), NameKey.make(nature.displayName)] where byKey[key] == nil {
                byKey[key] = nature
            }
        }
        natureByKey = byKey
    }

    /// What `text` names: exactly, or as Showdown's dashless id (`choicescarf`).
    func term(_ text: String, _ kind: TermKind) -> Term? {
        if kind == .nature {
            return natureByKey[NameKey.make(text)].map {
                Term(kind: .nature, id: $0.id, name: $0.name, displayName: $0.displayName)
            }
        }
        return found[kind]?[text]
    }

    func nature(_ name: String) -> Nature? { natures.first { $0.name == name } }
}

extension TeamInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(pokedex: sources.pokedex, repository: sources.moves)
    }
}
