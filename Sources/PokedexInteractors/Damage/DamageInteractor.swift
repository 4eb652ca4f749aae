import PokedexDomain

/// What `pokedex damage` asks: a calculator line, or two sets and a move, and the field.
package struct DamageRequest: Sendable, Hashable {
    /// Smogon's description: `252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran`.
    package var description: String?
    /// Showdown export blocks (`Garchomp @ Choice Band` …), when no description is given.
    package var attacker: String?
    package var defender: String?
    package var move: String?
    package var weather: BattleWeather?
    package var terrain: BattleTerrain?
    package var critical = false
    package var doubles = false
    package var reflect = false
    package var lightScreen = false
    package var auroraVeil = false
    package var helpingHand = false
    package var hits: Int?
    /// `--level`: the level of each side the line gives none (the calculator writes a level
    /// only where the two differ, so a level-50 battle's line has none).
    package var level: Int?
    /// `--tera`: which of the export sets terastallize into their Tera Type. None unless asked,
    /// as the calculator imports a set (its Tera Type noted, not used).
    package var tera: TeraSides = .none
    /// `--survive`: also the fewest EVs with which the defender lives through the attack.
    package var survive = false

    package init() {}
}

/// The sides of a calculation from export sets that terastallize.
package enum TeraSides: String, Sendable, Hashable, CaseIterable {
    case none, attacker, defender, both

    func includes(_ role: String) -> Bool {
        self == .both || rawValue == role
    }
}

/// A damage calculation from bundled facts: the names resolved, each side's set built, the
/// calculator run and its line written.
package struct DamageInteractor: Sendable {
    private let pokedex: any PokedexRepository
    private let repository: any MovesRepository

    package init(pokedex: any PokedexRepository, repository: any MovesRepository) {
        self.pokedex = pokedex
        self.repository = repository
    }

    /// The names a line may use. Looked up in the bundled keys; only the rows named are read.
    private func vocabulary() async throws(PokedexError) -> Vocabulary {
        Vocabulary(
            pokemon: try await wrap { () async throws(RepositoryError) in try await pokedex.namedPokemon() },
            moves: try await wrap { () async throws(RepositoryError) in try await repository.namedTerms(.move) },
            abilities: try await wrap { () async throws(RepositoryError) in try await repository.namedTerms(.ability) },
            items: try await wrap { () async throws(RepositoryError) in try await repository.namedTerms(.item) })
    }

    /// A set as one side of a line writes it (`+1 Choice Scarf 252+ Spe Dragapult`), at
    /// `level` unless it gives its own: the Pokémon it names and the set on it.
    func combatant(ofSet text: String, level: Int) async throws(PokedexError) -> (PokemonSummary, Combatant) {
        var vocabulary = try await vocabulary()
        var spec = try await parsed(with: &vocabulary) { parser throws(DamageDescriptionParser.ParseError) in
            try parser.set(text)
        }
        spec.level = spec.level ?? level
        let pokemon = try await pokemon(spec)
        let facts = try await wrap { () async throws(RepositoryError) in try await pokedex.listFacts(of: [pokemon.id]) }
        var query = DamageQuery()
        query.attacker = spec
        let natures = try await naturesIfNamed(query)
        let combatant = try await combatant(
            spec, pokemon: pokemon, facts: facts, vocabulary: vocabulary, natures: natures, firstAbility: false)
        return (pokemon, combatant)
    }

    /// What `read` makes of a line or a set. Forms as Showdown writes them (`Kangaskhan-Mega`)
    /// need the whole catalog: only text that names one, which the bundled keys alone cannot
    /// read, reads it, and is read again.
    private func parsed<T>(
        with vocabulary: inout Vocabulary,
        _ read: (DamageDescriptionParser) throws(DamageDescriptionParser.ParseError) -> T
    ) async throws(PokedexError) -> T {
        do throws(DamageDescriptionParser.ParseError) {
            return try read(DamageDescriptionParser(vocabulary: vocabulary.parserVocabulary))
        } catch {
            vocabulary.catalog = try await wrap { () async throws(RepositoryError) in try await pokedex.knownCatalog() }
            vocabulary.forms = await pokedex.namedForms()
            do throws(DamageDescriptionParser.ParseError) {
                return try read(DamageDescriptionParser(vocabulary: vocabulary.parserVocabulary))
            } catch {
                throw .invalidArgument(error.message + Nearest.suggestion(error.suggestions))
            }
        }
    }

    /// A calculation made ready: both sides' sets, the move, the field and the type chart, and
    /// the stat the move hits.
    private struct Prepared {
        var attacker: Combatant
        var defender: Combatant
        let move: BattleMove
        let field: BattleField
        let calculator: DamageCalculator
        let defending: BattleStat
        /// The defender's EVs as written.
        let defenderEVs: StatSpread

        func report() -> DamageReport {
            DamageReport(calculator.calculate(attacker: attacker, defender: defender, move: move, field: field))
        }
    }

    package func damage(_ request: DamageRequest) async throws(PokedexError) -> DamageReport {
        try await prepare(request).report()
    }

    /// `--survive`: the fewest HP and defending EVs (in the EVs the line leaves the defender),
    /// with a neutral nature and with one raising the stat hit, with which it always lives.
    package func survive(_ request: DamageRequest) async throws(PokedexError) -> SurviveAnswer {
        let prepared = try await prepare(request)
        let stat = prepared.defending
        let others = BattleStat.allCases.filter { $0 != .hp && $0 != stat }
            .reduce(0) { $0 + prepared.defenderEVs[$1, default: 0] }
        func solve(raised: Bool) -> BulkSolver.Spread? {
            var trial = prepared
            trial.defender.raisedStat = raised ? stat : nil
            trial.defender.loweredStat = raised ? .specialAttack : nil
            return BulkSolver.fewest(budget: 510 - others) { hpEVs, statEVs in
                trial.defender.evs.values[.hp] = hpEVs
                trial.defender.evs.values[stat] = statEVs
                let result = trial.calculator.calculate(
                    attacker: trial.attacker, defender: trial.defender, move: trial.move, field: trial.field)
                return (result.range.upperBound, result.defender.maxHP)
            }
        }
        return SurviveAnswer(
            report: prepared.report(), stat: stat, neutral: solve(raised: false), raised: solve(raised: true),
            raisingNature: stat == .defense ? "impish" : "careful")
    }

    private func prepare(_ request: DamageRequest) async throws(PokedexError) -> Prepared {
        await pokedex.readAhead(namesIn: .english, shownIn: .en)
        await repository.readAhead(namesOf: [.move, .ability, .item], in: .english, shownIn: .en)
        var vocabulary = try await vocabulary()
        var query: DamageQuery
        if let description = request.description {
            query = try await parsed(with: &vocabulary) { parser throws(DamageDescriptionParser.ParseError) in
                try parser.parse(description)
            }
        } else {
            query = try await exportQuery(request, vocabulary: vocabulary)
        }
        apply(request, to: &query)
        guard let moveTerm = query.move,
            let move = try await wrap({ () async throws(RepositoryError) in
                try await repository.moves(ids: [moveTerm.id])
            }).first
        else {
            throw .invalidArgument("name a move")
        }
        guard
            move.power != nil || DamageCalculator.variablePower.contains(move.name) || move.damageClass == "status"
                || DamageCalculator.returnsDamageTaken.contains(move.name)
                || DamageCalculator.halvesHP.contains(move.name)
        else {
            throw .invalidArgument(
                "\(move.displayName)'s power depends on what pokedex does not model, so it cannot be worked out"
            )
        }
        var battleMove = BattleMove(
            term: moveTerm, type: move.type, category: MoveCategory(rawValue: move.damageClass) ?? .status,
            power: move.power ?? 0, priority: move.priority, target: move.target)
        let effect = try await wrap { () async throws(RepositoryError) in try await repository.moveEffect(of: move.id) }
        battleMove.hits = query.hits ?? BattleMove.usualHits(effect?.hits)
        battleMove.drain = effect?.drain ?? 0
        battleMove.hasSecondaryEffect = MoveFlags.hasSecondaryEffect(move.name, effectChance: move.effectChance)
        battleMove.isCritical = query.critical
        battleMove.stellarFirstUse = query.stellarFirstUse
        let natures = try await naturesIfNamed(query)
        let attackerPokemon = try await pokemon(query.attacker)
        let defenderPokemon = try await pokemon(query.defender)
        let facts = try await wrap { () async throws(RepositoryError) in
            try await pokedex.listFacts(of: [attackerPokemon.id, defenderPokemon.id])
        }
        // A line names every ability that changed the numbers: one it does not name did nothing,
        // but for Castform's Forecast, which it never names (the type it gives shows instead).
        // An export without one has Showdown's default, the species' first.
        let firstAbility = request.description == nil
        var attacker = try await combatant(
            query.attacker, pokemon: attackerPokemon, facts: facts, vocabulary: vocabulary, natures: natures,
            firstAbility: firstAbility)
        var defender = try await combatant(
            query.defender, pokemon: defenderPokemon, facts: facts, vocabulary: vocabulary, natures: natures,
            firstAbility: firstAbility)
        if request.description != nil, move.name == "foul-play" {
            // The calculator writes Foul Play's attacking stat as the target's: its Attack's
            // EVs, nature and boost are the ones written before the attacker.
            Self.lendAttack(from: &attacker, to: &defender, spec: query.attacker)
        }
        if request.description != nil {
            // An ability the line names changed the numbers, its condition written or not (Guts,
            // Orichalcum Pulse). One it leaves out, which a Pokémon with only one possible ability
            // has all the same (Chi-Yu's Beads of Ruin), works only as its own condition says:
            // Koraidon's Orichalcum Pulse without Sun is no boost.
            attacker.abilityWasActive = query.attacker.ability != nil
            defender.abilityWasActive = query.defender.ability != nil
        }
        battleMove.fromCalculatorLine = request.description != nil
        battleMove.printedDamage = query.printedDamage
        battleMove.writtenPower = query.writtenPower
        // Knock Off cannot take a Mega Stone: the item's category says which it is.
        if move.name == "knock-off", let item = defender.item {
            let items = try await wrap { () async throws(RepositoryError) in try await repository.items() }
            defender.itemIsMegaStone = items.first { $0.name == item.name }?.category == "mega-stones"
        }
        // `+1 Garchomp` with no stat written: the stat the move uses.
        let attacking: BattleStat =
            move.name == "body-press" ? .defense : battleMove.category == .special ? .specialAttack : .attack
        let defending: BattleStat =
            battleMove.category == .physical || ["psyshock", "psystrike", "secret-sword"].contains(move.name)
            ? .defense : .specialDefense
        if let stage = query.attacker.unplacedBoost { attacker.boosts.values[attacking] = stage }
        if let stage = query.defender.unplacedBoost { defender.boosts.values[defending] = stage }
        let chart = try await wrap { () async throws(RepositoryError) in try await pokedex.typeChart() }
        return Prepared(
            attacker: attacker, defender: defender, move: battleMove, field: query.field,
            calculator: DamageCalculator(chart: chart), defending: defending, defenderEVs: defender.evs)
    }

    /// The field options add to what the line says.
    private func apply(_ request: DamageRequest, to query: inout DamageQuery) {
        if let weather = request.weather { query.field.weather = weather }
        if let terrain = request.terrain { query.field.terrain = terrain }
        if request.critical { query.critical = true }
        if request.doubles { query.field.doubles = true }
        if request.reflect { query.field.defenderSide.reflect = true }
        if request.lightScreen { query.field.defenderSide.lightScreen = true }
        if request.auroraVeil { query.field.defenderSide.auroraVeil = true }
        if request.helpingHand { query.field.attackerSide.helpingHand = true }
        if let hits = request.hits { query.hits = hits }
        if let level = request.level {
            if query.attacker.level == nil { query.attacker.level = level }
            if query.defender.level == nil { query.defender.level = level }
        }
    }

    /// Foul Play read from a line: what is written of the attacker's Attack is the target's.
    static func lendAttack(from attacker: inout Combatant, to defender: inout Combatant, spec: DamageSideSpec) {
        defender.evs.values[.attack] = attacker.evs.values[.attack]
        defender.ivs.values[.attack] = attacker.ivs.values[.attack]
        defender.boosts.values[.attack] = attacker.boosts.values[.attack]
        if spec.raisedStat == .attack {
            defender.raisedStat = .attack
        } else if spec.loweredStat == .attack {
            defender.loweredStat = .attack
        } else {
            if defender.raisedStat == .attack { defender.raisedStat = nil }
            if defender.loweredStat == .attack { defender.loweredStat = nil }
        }
    }

    /// `--attacker`, `--defender` and `--move`: each side a Showdown export block.
    private func exportQuery(_ request: DamageRequest, vocabulary: Vocabulary) async throws(PokedexError) -> DamageQuery
    {
        guard let attackerText = request.attacker, let defenderText = request.defender else {
            throw .invalidArgument(
                "give a calculator line, or --attacker, --defender and --move")
        }
        var query = DamageQuery()
        query.attacker = try side(attackerText, role: "attacker", vocabulary: vocabulary, tera: request.tera)
        query.defender = try side(defenderText, role: "defender", vocabulary: vocabulary, tera: request.tera)
        let moveText = request.move ?? ""
        guard !moveText.isEmpty else { throw .invalidArgument("--move names the move the attacker uses") }
        guard let move = vocabulary.move(moveText) else {
            throw .invalidArgument(
                "no move named '\(Echo.cut(moveText))'"
                    + Nearest.suggestion(vocabulary.suggestions(.move, moveText)))
        }
        query.move = move
        return query
    }

    private func side(
        _ text: String, role: String, vocabulary: Vocabulary, tera: TeraSides
    ) throws(PokedexError) -> DamageSideSpec {
        let members: [TeamMemberSpec]
        do throws(ShowdownExport.ParseError) {
            members = try ShowdownExport.parse(text)
        } catch {
            throw .invalidArgument("\(role): \(error.message)")
        }
        guard members.count == 1, let member = members.first else {
            throw .invalidArgument("the \(role) is one set, not \(members.count)")
        }
        // A calculation takes only numbers the games allow.
        if let level = member.level, !(1...100).contains(level) {
            throw .invalidArgument("the \(role)'s level must be 1 to 100, not \(level)")
        }
        for stat in BattleStat.allCases {
            if let ev = member.evs.values[stat], ev > 252 {
                throw .invalidArgument("\(ev) EVs in the \(role)'s \(stat.short): EVs are 0 to 252")
            }
            if let iv = member.ivs.values[stat], iv > 31 {
                throw .invalidArgument("\(iv) IVs in the \(role)'s \(stat.short): IVs are 0 to 31")
            }
        }
        var spec = DamageSideSpec()
        spec.pokemon = member.species
        spec.level = member.level
        spec.evs = member.evs
        spec.ivs = member.ivs
        spec.nature = member.nature
        if let type = member.teraType, tera.includes(role) { spec.teraType = NameKey.make(type) }
        func term(_ text: String?, _ kind: TermKind, _ find: (String) -> BattleTerm?) throws(PokedexError)
            -> BattleTerm?
        {
            guard let text else { return nil }
            guard let found = find(text) else {
                throw .invalidArgument(
                    "the \(role)'s \(kind.rawValue) '\(Echo.cut(text))' is not one"
                        + Nearest.suggestion(vocabulary.suggestions(kind, text)))
            }
            return found
        }
        spec.item = try term(member.item, .item, vocabulary.item)
        spec.ability = try term(member.ability, .ability, vocabulary.ability)
        return spec
    }

    private func naturesIfNamed(_ query: DamageQuery) async throws(PokedexError) -> [Nature] {
        guard query.attacker.nature != nil || query.defender.nature != nil else { return [] }
        return try await wrap { () async throws(RepositoryError) in try await repository.natures() }
    }

    /// A side's Pokémon with its facts, and the set on it.
    private func combatant(
        _ spec: DamageSideSpec, pokemon: PokemonSummary, facts: ListFactsTable, vocabulary: Vocabulary,
        natures: [Nature], firstAbility: Bool
    ) async throws(PokedexError) -> Combatant {
        let typed = TypedForm.parse(spec.pokemon)
        guard let fact = facts[pokemon.id] else {
            throw .repository(.unavailable(reason: "no base stats bundled for \(pokemon.name)"))
        }
        var combatant = Combatant(
            name: Self.writtenName(spec.pokemon, pokemon: pokemon), pokemonName: pokemon.name,
            types: typed.map { [$0.type] } ?? pokemon.types, base: fact.stats, weightHectograms: fact.weightHectograms)
        combatant.canEvolve = !fact.isFullyEvolved
        combatant.level = spec.level ?? 100
        combatant.evs = spec.evs
        combatant.ivs = spec.ivs
        combatant.boosts = spec.boosts
        combatant.raisedStat = spec.raisedStat
        combatant.loweredStat = spec.loweredStat
        if let name = spec.nature {
            guard let nature = natures.first(where: { NameKey.make($0.name) == NameKey.make(name) }) else {
                throw .invalidArgument(
                    "no nature named '\(Echo.cut(name))'"
                        + Nearest.suggestion(Nearest.words(to: NameKey.make(name), among: natures.map(\.name))))
            }
            combatant.raisedStat = nature.increasedStat.flatMap(BattleStat.init(rawValue:))
            combatant.loweredStat = nature.decreasedStat.flatMap(BattleStat.init(rawValue:))
        }
        combatant.item = spec.item
        combatant.status = spec.status
        combatant.teraType = spec.teraType
        combatant.alliesFainted = spec.alliesFainted
        combatant.rivalry = spec.rivalry
        if let ability = spec.ability {
            combatant.ability = ability
        } else {
            // Showdown's default: the first of the species' abilities.
            let slots = try await wrap { () async throws(RepositoryError) in try await pokedex.abilitySlots(of: pokemon)
            }
            // A line that leaves the ability out leaves it to the species when it has only one.
            if firstAbility || Set(slots.map(\.name)).count == 1,
                let first = slots.first(where: { !$0.isHidden }) ?? slots.first,
                let found = vocabulary.term(first.name, in: vocabulary.abilities)
            {
                combatant.ability = BattleTerm(name: found.name, displayName: found.displayName)
            }
        }
        return combatant
    }

    /// Names the calculator gives a form other than PokeAPI's default: its `Minior` is the
    /// Core (PokeAPI's default Minior is the Meteor Form).
    static let calculatorForms = ["minior": "minior-red"]

    /// The Pokémon a side names: `Arceus-Fire` is Arceus.
    private func pokemon(_ spec: DamageSideSpec) async throws(PokedexError) -> PokemonSummary {
        let key = NameKey.make(spec.pokemon)
        if let form = Self.calculatorForms.first(where: { NameKey.make($0.key) == key })?.value,
            let found = await pokedex.summary(directly: form)
        {
            return found
        }
        if let typed = TypedForm.parse(spec.pokemon), let base = await pokedex.summary(directly: typed.base) {
            return base
        }
        return try await PokemonResolver(repository: pokedex).summary(spec.pokemon)
    }

    /// `Garchomp` for `garchomp`; a form as typed, each part capitalized (`Kangaskhan-Mega`).
    static func writtenName(_ typed: String, pokemon: PokemonSummary) -> String {
        if NameKey.make(typed) == NameKey.make(pokemon.displayName) || NameKey.make(typed) == pokemon.name,
            pokemon.isDefault
        {
            return pokemon.displayName
        }
        return typed.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
    }

    private func wrap<T>(_ body: () async throws(RepositoryError) -> T) async throws(PokedexError) -> T {
        try await PokedexError.wrap(body)
    }
}

extension DamageInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(pokedex: sources.pokedex, repository: sources.moves)
    }
}
