/// What a move does, as PokeAPI records it in facts rather than prose: its `meta` (ailment,
/// drain, healing, critical-hit rate, flinch, stat changes, hits, turns, category), its
/// `stat_changes` and its `past_values`. Bundled for every move, so that pokedex can say what a
/// move does with no connection.
package struct MoveEffect: Sendable, Equatable {
    package struct StatChange: Sendable, Equatable {
        /// `attack`, `special-defense`, `accuracy`, `evasion`…
        package let stat: String
        /// Stages, −6 to +6.
        package let change: Int

        package init(stat: String, change: Int) {
            self.stat = stat
            self.change = change
        }
    }

    /// What the move was before a game changed it: PokeAPI's `past_values`, whose version group
    /// is the first game with today's values. Nil fields did not change.
    package struct PastValues: Sendable, Equatable {
        /// The game that changed them: `x-y`.
        package let changedIn: String
        package let power: Int?
        package let accuracy: Int?
        package let pp: Int?
        package let type: String?
        package let effectChance: Int?

        package init(changedIn: String, power: Int?, accuracy: Int?, pp: Int?, type: String?, effectChance: Int?) {
            self.changedIn = changedIn
            self.power = power
            self.accuracy = accuracy
            self.pp = pp
            self.type = type
            self.effectChance = effectChance
        }
    }

    package let moveID: Int
    /// PokeAPI's move category: `damage`, `damage-ailment`, `net-good-stats`, `heal`, `ohko`,
    /// `field-effect`, `force-switch`, `unique`…; nil when PokeAPI has no facts for the move.
    package let category: String?
    /// `paralysis`, `burn`, `trap`, `confusion`…; nil for none.
    package let ailment: String?
    /// Percent; 0 when the ailment always follows (a status move's).
    package let ailmentChance: Int
    /// Percent of the damage dealt: positive heals the user, negative is recoil.
    package let drain: Int
    /// Percent of the max HP: positive heals, negative costs.
    package let healing: Int
    /// Stages above the normal critical-hit rate; 6 is always.
    package let critRate: Int
    package let flinchChance: Int
    /// Percent; 0 when the stat changes always happen.
    package let statChance: Int
    package let statChanges: [StatChange]
    package let hits: ClosedRange<Int>?
    package let turns: ClosedRange<Int>?
    package let pastValues: [PastValues]

    package init(
        moveID: Int, category: String?, ailment: String? = nil, ailmentChance: Int = 0, drain: Int = 0,
        healing: Int = 0, critRate: Int = 0, flinchChance: Int = 0, statChance: Int = 0,
        statChanges: [StatChange] = [], hits: ClosedRange<Int>? = nil, turns: ClosedRange<Int>? = nil,
        pastValues: [PastValues] = []
    ) {
        self.moveID = moveID
        self.category = category
        self.ailment = ailment
        self.ailmentChance = ailmentChance
        self.drain = drain
        self.healing = healing
        self.critRate = critRate
        self.flinchChance = flinchChance
        self.statChance = statChance
        self.statChanges = statChanges
        self.hits = hits
        self.turns = turns
        self.pastValues = pastValues
    }
}
