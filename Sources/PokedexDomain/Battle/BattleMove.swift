/// Whether a move hits Defense, Special Defense or nothing.
package enum MoveCategory: String, Sendable, Hashable {
    case physical, special, status
}

/// A move as it is used in one calculation: its facts, and how it is used (hits, a critical hit).
package struct BattleMove: Sendable, Hashable {
    package var term: BattleTerm
    /// PokeAPI's type name, lowercase.
    package var type: String
    package var category: MoveCategory
    var power: Int
    var priority: Int
    /// PokeAPI's target: `all-opponents` and `all-other-pokemon` are spread moves.
    var target: String
    /// How many times it hits this use: Showdown's 3 for a move of 2–5 hits unless told.
    package var hits = 1
    /// Percent of the damage: positive drains, negative is recoil.
    package var drain = 0
    /// It has a chance of an effect besides damage (what Sheer Force removes).
    package var hasSecondaryEffect = false
    package var isCritical = false
    /// A Stellar Tera user's first use of a move of this type (×1.2, or ×2 with STAB; power to 60).
    package var stellarFirstUse = false
    /// Read from a calculator's line, which writes the boosts a move hit with (Meteor Beam's
    /// and Electro Shot's rise in them) and nothing that only let a move work (Poltergeist's
    /// target's item, the terrain Steel Roller needs).
    package var fromCalculatorLine = false
    /// The damage the calculator printed at the end of the line, when it did: the line is then
    /// its own, with no boost left to rise, and `0-0` is how it says the move failed
    /// (Poltergeist's target had no item, Steel Roller no terrain).
    package var printedDamage: ClosedRange<Int>?
    /// The power a calculator's line writes (`Knock Off (97.5 BP)`), used as it is.
    package var writtenPower: Double?

    package init(term: BattleTerm, type: String, category: MoveCategory, power: Int, priority: Int, target: String) {
        self.term = term
        self.type = type
        self.category = category
        self.power = power
        self.priority = priority
        self.target = target
    }

    package var name: String { term.name }
    func isNamed(_ names: String...) -> Bool { names.contains(term.name) }

    /// Whether what only lets the move work, left unsaid, was not there: not on a calculator's
    /// line, which never writes it, unless the line printed 0-0.
    var unsaidMeansAbsent: Bool { !fromCalculatorLine || printedDamage == 0...0 }

    /// It hits both foes (or everyone) at once, for ×0.75 in doubles.
    var isSpread: Bool { target == "all-opponents" || target == "all-other-pokemon" }

    /// The hits a move of `range` makes unless told: the most when it always hits that often,
    /// 3 for 2–5 (Showdown's default), 10 for Population Bomb.
    package static func usualHits(_ range: ClosedRange<Int>?) -> Int {
        guard let range else { return 1 }
        if range.lowerBound == range.upperBound { return range.lowerBound }
        if range == 2...5 { return 3 }
        return range.upperBound
    }
}
