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

    package init() {}
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

    package func damage(_ request: DamageRequest) async throws(PokedexError) -> DamageReport {
        let catalog = try await wrap { () async throws(RepositoryError) in try await pokedex.knownCatalog() }
        let moves = try await wrap { () async throws(RepositoryError) in try await repository.moves() }
        let abilities = try await wrap { () async throws(RepositoryError) in try await repository.abilities() }
        let items = try await wrap { () async throws(RepositoryError) in try await repository.items() }
        let vocabulary = Vocabulary(catalog: catalog, moves: moves, abilities: abilities, items: items)
        var query: DamageQuery
        if let description = request.description {
            do throws(DamageDescriptionParser.ParseError) {
                query = try DamageDescriptionParser(vocabulary: vocabulary.parserVocabulary).parse(description)
            } catch {
                throw .invalidArgument(error.message + Nearest.suggestion(error.suggestions))
            }
        } else {
            query = try await exportQuery(request, vocabulary: vocabulary)
        }
        apply(request, to: &query)
        guard let moveTerm = query.move, let move = moves.first(where: { $0.name == moveTerm.name }) else {
            throw .invalidArgument("name a move")
        }
        guard move.power != nil || DamageCalculator.variablePower.contains(move.name) || move.damageClass == "status"
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
        battleMove.hasSecondaryEffect = move.effectChance != nil
        battleMove.isCritical = query.critical
        battleMove.stellarFirstUse = query.stellarFirstUse
        let natures = try await naturesIfNamed(query)
        var attacker = try await combatant(
            query.attacker, catalog: catalog, abilities: abilities, items: items, natures: natures)
        var defender = try await combatant(
            query.defender, catalog: catalog, abilities: abilities, items: items, natures: natures)
        // `+1 Garchomp` with no stat written: the stat the move uses.
        let attacking: BattleStat =
            move.name == "body-press" ? .defense : battleMove.category == .special ? .specialAttack : .attack
        let defending: BattleStat =
            battleMove.category == .physical || ["psyshock", "psystrike", "secret-sword"].contains(move.name)
            ? .defense : .specialDefense
        if let stage = query.attacker.unplacedBoost { attacker.boosts.values[attacking] = stage }
        if let stage = query.defender.unplacedBoost { defender.boosts.values[defending] = stage }
        let chart = try await wrap { () async throws(RepositoryError) in try await pokedex.typeChart() }
        let result = DamageCalculator(chart: chart).calculate(
            attacker: attacker, defender: defender, move: battleMove, field: query.field)
        return DamageReport(result)
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
    }

    /// `--attacker`, `--defender` and `--move`: each side a Showdown export block.
    private func exportQuery(_ request: DamageRequest, vocabulary: Vocabulary) async throws(PokedexError) -> DamageQuery
    {
        guard let attackerText = request.attacker, let defenderText = request.defender else {
            throw .invalidArgument(
                "give a calculator line, or --attacker, --defender and --move")
        }
        var query = DamageQuery()
        query.attacker = try side(attackerText, role: "attacker", vocabulary: vocabulary)
        query.defender = try side(defenderText, role: "defender", vocabulary: vocabulary)
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

    private func side(_ text: String, role: String, vocabulary: Vocabulary) throws(PokedexError) -> DamageSideSpec {
        let members: [TeamMemberSpec]
        do throws(ShowdownExport.ParseError) {
            members = try ShowdownExport.parse(text)
        } catch {
            throw .invalidArgument("\(role): \(error.message)")
        }
        guard members.count == 1, let member = members.first else {
            throw .invalidArgument("the \(role) is one set, not \(members.count)")
        }
        var spec = DamageSideSpec()
        spec.pokemon = member.species
        spec.level = member.level
        spec.evs = member.evs
        spec.ivs = member.ivs
        spec.nature = member.nature
        if let tera = member.teraType { spec.teraType = NameKey.make(tera) }
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
        _ spec: DamageSideSpec, catalog: PokemonCatalog, abilities: [Ability], items: [Item], natures: [Nature]
    ) async throws(PokedexError) -> Combatant {
        let typed = TypedForm.parse(spec.pokemon)
        let pokemon: PokemonSummary
        if let typed, let base = NameIndex.quickResolve(typed.base, in: catalog) {
            pokemon = base
        } else {
            pokemon = try await PokemonResolver(repository: pokedex).resolve(spec.pokemon).0
        }
        let facts = try await wrap { () async throws(RepositoryError) in try await pokedex.listFacts(of: [pokemon.id]) }
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
        if let item = spec.item {
            combatant.itemIsMegaStone = items.first { $0.name == item.name }?.category == "mega-stones"
        }
        combatant.status = spec.status
        combatant.teraType = spec.teraType
        combatant.alliesFainted = spec.alliesFainted
        if let ability = spec.ability {
            combatant.ability = ability
        } else {
            // Showdown's default: the first of the species' abilities.
            let detail = try await wrap { () async throws(RepositoryError) in
                try await pokedex.detail(of: pokemon, entryText: false)
            }
            if let first = detail.abilities.first(where: { !$0.isHidden }) ?? detail.abilities.first,
                let found = abilities.first(where: { $0.name == first.name })
            {
                combatant.ability = BattleTerm(name: found.name, displayName: found.displayName)
            }
        }
        return combatant
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

/// The names a calculation may use, each kind folded once for exact lookups.
struct Vocabulary {
    let catalog: PokemonCatalog
    let moves: TermIndex
    let abilities: TermIndex
    let items: TermIndex

    init(catalog: PokemonCatalog, moves: [Move], abilities: [Ability], items: [Item]) {
        self.catalog = catalog
        self.moves = TermIndex(moves.map { Term(kind: .move, $0) })
        self.abilities = TermIndex(abilities.map { Term(kind: .ability, $0) })
        self.items = TermIndex(items.map { Term(kind: .item, $0) })
    }

    private func find(_ text: String, in index: TermIndex) -> BattleTerm? {
        // Numbers are stats and levels here, never ids.
        guard text.contains(where: \.isLetter) else { return nil }
        return index.resolve(text).map { BattleTerm(name: $0.name, displayName: $0.displayName) }
    }

    func move(_ text: String) -> BattleTerm? { find(text, in: moves) }
    func ability(_ text: String) -> BattleTerm? { find(text, in: abilities) }
    func item(_ text: String) -> BattleTerm? { find(text, in: items) }

    func isPokemon(_ text: String) -> Bool {
        guard text.contains(where: \.isLetter) else { return false }
        if let typed = TypedForm.parse(text) { return NameIndex.quickResolve(typed.base, in: catalog) != nil }
        let key = NameKey.make(text)
        // Showdown writes a form as one hyphenated word (`Necrozma-Dusk-Mane`).
        let form = !text.contains(where: \.isWhitespace) && NameIndex.form(key, in: catalog) != nil
        return NameIndex.quickResolve(text, in: catalog) != nil || form
            || catalog.all.contains { $0.isDefault && $0.speciesName == key }
    }

    func suggestions(_ kind: TermKind, _ text: String) -> [String] {
        switch kind {
        case .move: moves.suggestions(for: text)
        case .ability: abilities.suggestions(for: text)
        case .item: items.suggestions(for: text)
        case .pokemon, .nature: NameIndex(catalog).suggestions(for: text).map(\.name)
        }
    }

    var parserVocabulary: DamageVocabulary {
        DamageVocabulary(
            pokemon: isPokemon, move: move, ability: ability, item: item, suggestions: suggestions)
    }
}
