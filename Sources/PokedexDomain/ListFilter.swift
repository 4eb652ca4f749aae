/// Which Pokémon a list shows: all of them, or those of every given type and/or of one
/// generation (the species it introduced, default forms only), with an ability, that learn a
/// move (in one game, when `game` is given), or of an egg group (default forms only). The
/// ability, move, game and egg group are as the person typed them; the list resolves them.
package struct ListFilter: Sendable, Hashable {
    package var types: [String] = []
    package var generation: Int?
    package var ability: String?
    /// `--move`, repeated: every one must be learnt (in `game`, when given).
    package var moves: [String] = []
    /// The first move asked for; setting it sets the one move.
    package var move: String? {
        get { moves.first }
        set { moves = newValue.map { [$0] } ?? [] }
    }
    /// `--not-type`: none of these types.
    package var notTypes: [String] = []
    /// `--not-ability`, repeatable: Pokémon that can have none of them.
    package var notAbilities: [String] = []
    /// `--resists`, `--weak`, `--immune`: attacking types each must take ×½ or less, ×2 or
    /// more, or ×0 (by an ability it can have too, for `--immune`).
    package var resists: [String] = []
    package var weakTo: [String] = []
    package var immuneTo: [String] = []
    package var game: String?
    package var eggGroup: String?
    /// `--pokedex`: a regional Pokédex, as typed.
    package var pokedex: String?
    /// `--where`: every one must hold.
    package var conditions: [ListCondition] = []
    package var legendary = false
    package var mythical = false
    /// `--not-legendary`, `--not-mythical`.
    package var notLegendary = false
    package var notMythical = false
    /// `--tier`, repeatable: in any of these Smogon tiers.
    package var tiers: [SmogonTier] = []
    package var baby = false
    package var fullyEvolved = false
    /// `--caught`, `--missing`: what the player has marked, in `markGame` (every game when nil),
    /// shiny marks only with `shiny`.
    package var caught: CaughtFilter?
    package var markGame: String?
    package var shiny = false
    /// `--sort` (nil: by id) and `--desc`.
    package var sort: ListSort?
    package var descending = false

    package init(
        types: [String] = [], generation: Int? = nil, ability: String? = nil, move: String? = nil,
        game: String? = nil, eggGroup: String? = nil
    ) {
        self.types = types
        self.generation = generation
        self.ability = ability
        self.moves = move.map { [$0] } ?? []
        self.game = game
        self.eggGroup = eggGroup
    }

    package var isEmpty: Bool {
        types.isEmpty && generation == nil && !needsMoveData && !needsFacts && !needsDex && caught == nil
            && notTypes.isEmpty && !needsTypeChart && tiers.isEmpty
    }

    /// Whether the filter asks how types hit the Pokémon.
    package var needsTypeChart: Bool { !resists.isEmpty || !weakTo.isEmpty || !immuneTo.isEmpty }

    /// Whether `pokemon`, of these types' relations, takes what `--resists`, `--weak` and
    /// `--immune` ask; `abilities`, those it can have (an ability's immunity counts for `--immune`).
    package func matchesDefenses(
        _ pokemon: PokemonSummary, chart: [String: TypeRelations], abilities: [String]
    ) -> Bool {
        let relations = pokemon.types.compactMap { chart[$0] }
        guard relations.count == pokemon.types.count else { return false }
        func multiplier(_ attacker: String) -> Double { TypeChart.multiplier(of: attacker, against: relations) }
        return resists.allSatisfy { multiplier($0) <= 0.5 } && weakTo.allSatisfy { multiplier($0) >= 2 }
            && immuneTo.allSatisfy { type in
                multiplier(type) == 0 || abilities.contains { AbilityDefense.immunity(of: $0) == type }
            }
    }

    /// Whether the list is of a regional Pokédex: one named, or a game's (`--game` without `--move`).
    package var needsDex: Bool { pokedex != nil || (game != nil && move == nil) }

    /// Whether the filter or the order needs stats, sizes or species status to be read.
    package var needsFacts: Bool {
        isConstrainedByFacts || sort != nil || descending
    }

    /// Whether a Pokémon's facts can keep it out of the list (a condition or a status flag).
    package var isConstrainedByFacts: Bool {
        !conditions.isEmpty || legendary || mythical || notLegendary || notMythical || baby || fullyEvolved
    }

    /// The fields the list is sorted and filtered by, the sort's first: the columns a list
    /// shows beside its rows, so that what it is ordered by can be read.
    package var shownFields: [ListField] {
        var fields: [ListField] = []
        if case .field(let field) = sort { fields.append(field) }
        for condition in conditions where !fields.contains(condition.field) { fields.append(condition.field) }
        return fields
    }

    /// Whether one Pokémon passes the `--where` conditions and the status flags.
    package func matches(_ pokemon: PokemonSummary, _ facts: ListFacts) -> Bool {
        // The facts' own conditions are `matchesFacts`'; those on the row (its generation) here.
        matchesFacts(facts) && conditions.allSatisfy { !$0.isOnRow || $0.holds(for: pokemon, facts) }
    }

    /// Whether a Pokémon's facts alone let it through: the status flags, and the `--where`
    /// conditions on its facts (not those on its generation, which its row holds). A list
    /// reads the rows of only those Pokémon that pass.
    package func matchesFacts(_ facts: ListFacts) -> Bool {
        if legendary, !facts.isLegendary { return false }
        if mythical, !facts.isMythical { return false }
        if notLegendary, facts.isLegendary { return false }
        if notMythical, facts.isMythical { return false }
        if baby, !facts.isBaby { return false }
        if fullyEvolved, !facts.isFullyEvolved { return false }
        return conditions.allSatisfy { $0.holds(for: facts) ?? true }
    }

    /// `rows` in the order asked for: by the sort field (descending with `descending`), ties
    /// and everything else by id.
    package func ordered(_ rows: [PokemonSummary], facts: ListFactsTable) -> [PokemonSummary] {
        switch sort ?? .id {
        case .id:
            return rows.sorted { descending ? $0.id > $1.id : $0.id < $1.id }
        case .name:
            return rows.sorted { lhs, rhs in
                if lhs.name != rhs.name { return descending ? lhs.name > rhs.name : lhs.name < rhs.name }
                return lhs.id < rhs.id
            }
        case .field(let field):
            // Each row's value looked up once, not at every comparison: the whole dex is sorted.
            // What has no facts goes last, whichever the direction; ties by id.
            let keyed = rows.map { row in (row: row, value: facts[row.id].map { field.value(of: row, $0) }) }
            return keyed.sorted { lhs, rhs in
                switch (lhs.value, rhs.value) {
                case (let a?, let b?) where a != b: return descending ? a > b : a < b
                case (.some, nil): return true
                case (nil, .some): return false
                default: return lhs.row.id < rhs.row.id
                }
            }.map(\.row)
        }
    }

    /// Whether the filter needs abilities, learnsets or egg groups to be read.
    package var needsMoveData: Bool { ability != nil || !moves.isEmpty || eggGroup != nil || !notAbilities.isEmpty }

    /// The options that make this filter, as a command line gives them: for the next page.
    package var arguments: [String] {
        var arguments: [String] = []
        for type in types { arguments += ["--type", type] }
        if let generation { arguments += ["--generation", String(generation)] }
        if let ability { arguments += ["--ability", ability] }
        for ability in notAbilities { arguments += ["--not-ability", ability] }
        for move in moves { arguments += ["--move", move] }
        for type in notTypes { arguments += ["--not-type", type] }
        for type in resists { arguments += ["--resists", type] }
        for type in weakTo { arguments += ["--weak", type] }
        for type in immuneTo { arguments += ["--immune", type] }
        if let game { arguments += ["--game", game] }
        if let eggGroup { arguments += ["--egg-group", eggGroup] }
        if let pokedex { arguments += ["--pokedex", pokedex] }
        for condition in conditions { arguments += ["--where", condition.description] }
        if legendary { arguments.append("--legendary") }
        if mythical { arguments.append("--mythical") }
        if notLegendary { arguments.append("--not-legendary") }
        if notMythical { arguments.append("--not-mythical") }
        for tier in tiers { arguments += ["--tier", tier.description] }
        if baby { arguments.append("--baby") }
        if fullyEvolved { arguments.append("--fully-evolved") }
        if let caught { arguments.append("--" + caught.rawValue) }
        if shiny { arguments.append("--shiny") }
        if let markGame, markGame != game { arguments += ["--game", markGame] }
        if let sort { arguments += ["--sort", sort.name] }
        if descending { arguments.append("--desc") }
        return arguments
    }

    /// PokeAPI's egg groups.
    package static let eggGroups = [
        "monster", "water1", "bug", "flying", "ground", "fairy", "plant", "humanshape", "water3", "mineral",
        "indeterminate", "water2", "ditto", "dragon", "no-eggs",
    ]

    /// What players call the egg groups PokeAPI names otherwise.
    package static let eggGroupAliases: [String: String] = [
        "field": "ground", "grass": "plant", "human-like": "humanshape", "humanlike": "humanshape",
        "amorphous": "indeterminate", "undiscovered": "no-eggs", "water-1": "water1", "water-2": "water2",
        "water-3": "water3", "bug": "bug",
    ]

    /// Whether `matches(_:)` can turn a row away (a generation or types asked for).
    package var narrowsRows: Bool { generation != nil || !types.isEmpty || !notTypes.isEmpty }

    package func matches(_ pokemon: PokemonSummary) -> Bool {
        if let generation, !(pokemon.isDefault && pokemon.generation == generation) { return false }
        return types.allSatisfy(pokemon.types.contains) && !notTypes.contains(where: pokemon.types.contains)
    }

    /// The main region of each generation, in order: `kanto` is generation 1.
    package static let regions = ["kanto", "johto", "hoenn", "sinnoh", "unova", "kalos", "alola", "galar", "paldea"]

    /// The generations there are: one a region.
    package static var generations: ClosedRange<Int> { 1...regions.count }

    /// The regional Pokédexes, by PokeAPI name (`--pokedex`'s completions).
    package static let pokedexes = [
        "kanto", "original-johto", "hoenn", "original-sinnoh", "extended-sinnoh", "updated-johto", "original-unova",
        "updated-unova", "kalos-central", "kalos-coastal", "kalos-mountain", "updated-hoenn", "original-alola",
        "updated-alola", "galar", "isle-of-armor", "crown-tundra", "hisui", "paldea", "kitakami", "blueberry",
        "lumiose-city",
    ]

    /// `1`, `i`, `I`, `generation-i`, `gen1`, `kanto` → 1; nil for anything else.
    package static func parseGeneration(_ text: String) -> Int? {
        // `-1` is no generation: a name key would read it as `1`.
        guard text.trimmingWhitespace().first.map({ $0 != "-" && $0 != "+" }) ?? false else { return nil }
        let key = NameKey.make(text)
        let numerals = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
        if let index = regions.firstIndex(of: key) { return index + 1 }
        var rest = Substring(key)
        for prefix in ["generation-", "generation", "gen-", "gen"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        if let number = Int(rest), generations.contains(number) { return number }
        if let index = numerals.firstIndex(of: String(rest)) { return index + 1 }
        return nil
    }
}
