/// One side of a calculation as asked: the names as typed (checked against the vocabulary)
/// and the set's numbers.
package struct DamageSideSpec: Sendable, Hashable {
    package var pokemon = ""
    package var level: Int?
    package var evs = StatSpread()
    package var ivs = StatSpread()
    package var boosts = StatSpread()
    package var raisedStat: BattleStat?
    package var loweredStat: BattleStat?
    /// A nature by name, from an export (`Jolly`); the `+`/`−` marks set the stats instead.
    package var nature: String?
    package var item: BattleTerm?
    package var ability: BattleTerm?
    package var status: BattleStatus?
    package var teraType: String?
    package var alliesFainted = 0
    /// `Rivalry buffed` or `Rivalry nerfed`.
    package var rivalry: Rivalry?
    /// `+1` before a side with no stat written: the stat the move attacks with or hits.
    package var unplacedBoost: Int?
    /// `4 Def (SpD)`: a stat written with the one whose value stands in its place, to be
    /// explained by Wonder Room or Power Trick in the same line.
    var swappedStats: [StatSwap] = []

    package init() {}
}

/// `Def (SpD)` as a line writes it: the stat shown, the stat whose value it has, the words.
package struct StatSwap: Sendable, Hashable {
    let shown: BattleStat
    let real: BattleStat
    let words: String
}

extension BattleStat {
    /// The stat whose value stands in this one's place: Power Trick trades Attack and Defense,
    /// then Wonder Room Defense and Sp. Def (their boosts stay), as the calculator has it.
    func source(wonderRoom: Bool, powerTrick: Bool) -> BattleStat {
        var stat = self
        if wonderRoom { stat = stat == .defense ? .specialDefense : stat == .specialDefense ? .defense : stat }
        if powerTrick { stat = stat == .attack ? .defense : stat == .defense ? .attack : stat }
        return stat
    }
}

/// A calculation as asked: Smogon's description line, or sets and a move.
package struct DamageQuery: Sendable, Hashable {
    package var attacker = DamageSideSpec()
    package var defender = DamageSideSpec()
    package var move: BattleTerm?
    package var hits: Int?
    /// `(97.5 BP)` after the move: the power the calculator used.
    package var writtenPower: Double?
    package var critical = false
    /// `(First Use)`: the attacker's first Stellar-boosted use of the move's type.
    package var stellarFirstUse = false
    package var field = BattleField()
    /// The damage the line ends with (`: 100-118 (35.5 - 41.9%)`): a line the calculator
    /// printed, its boosts written as they were after any rise.
    package var printedDamage: ClosedRange<Int>?

    package init() {}
}

/// The names the parser may meet, checked as typed (no guessing): it asks whether words are a
/// Pokémon, a move, an ability or an item.
package struct DamageVocabulary {
    package var pokemon: (String) -> Bool
    var move: (String) -> BattleTerm?
    var ability: (String) -> BattleTerm?
    package var item: (String) -> BattleTerm?
    /// The nearest names of a kind to what was typed, for did-you-mean.
    var suggestions: (TermKind, String) -> [String]
    /// `pokemon` and `move` of several runs of words at once (the parser asks every run at the
    /// end of a side together), the names found read together where the vocabulary can.
    var pokemonAmong: ([String]) -> [Bool]
    package var moves: ([String]) -> [BattleTerm?]
    /// `item` and `ability` of several texts at once, the same way (the words before a name,
    /// split every way into an item and an ability).
    var items: ([String]) -> [BattleTerm?]
    var abilities: ([String]) -> [BattleTerm?]

    package init(
        pokemon: @escaping (String) -> Bool, move: @escaping (String) -> BattleTerm?,
        ability: @escaping (String) -> BattleTerm?, item: @escaping (String) -> BattleTerm?,
        suggestions: @escaping (TermKind, String) -> [String],
        pokemonAmong: (([String]) -> [Bool])? = nil, moves: (([String]) -> [BattleTerm?])? = nil,
        items: (([String]) -> [BattleTerm?])? = nil, abilities: (([String]) -> [BattleTerm?])? = nil
    ) {
        self.pokemon = pokemon
        self.move = move
        self.ability = ability
        self.item = item
        self.suggestions = suggestions
        self.pokemonAmong = pokemonAmong ?? { $0.map(pokemon) }
        self.moves = moves ?? { $0.map(move) }
        self.items = items ?? { $0.map(item) }
        self.abilities = abilities ?? { $0.map(ability) }
    }
}
