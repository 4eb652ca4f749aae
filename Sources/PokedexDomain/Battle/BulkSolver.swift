/// The fewest HP and defending EVs with which a Pokémon takes an attack and lives: what
/// `damage --survive` answers.
package enum BulkSolver {
    /// A spread that lives, with the most the attack can take of its HP.
    package struct Spread: Sendable, Equatable {
        package let hpEVs: Int
        package let statEVs: Int
        package let maxDamage: Int
        package let hp: Int
    }

    /// The spread of fewest EVs in all (HP and the stat hit, by fours, each 0–252, together at
    /// most `budget`) with which the highest roll of `outcome` stays below the HP; of equal
    /// totals, the one that leaves the most HP. Nil when none does.
    ///
    /// More EVs in the stat never let more damage through, so for each HP spread the fewest
    /// in the stat that live are found by halving: some 450 calculations, not 8 000.
    package static func fewest(
        budget: Int, _ outcome: (_ hpEVs: Int, _ statEVs: Int) -> (maxDamage: Int, hp: Int)
    ) -> Spread? {
        func spread(_ hpEVs: Int, _ statEVs: Int) -> Spread? {
            let (damage, hp) = outcome(hpEVs, statEVs)
            return damage < hp ? Spread(hpEVs: hpEVs, statEVs: statEVs, maxDamage: damage, hp: hp) : nil
        }
        var best: Spread?
        for hpEVs in stride(from: 0, through: min(252, budget), by: 4) {
            let most = min(252, budget - hpEVs) / 4
            // The fewest fours in the stat that live, if the most do.
            guard var found = spread(hpEVs, most * 4) else { continue }
            var (low, high) = (0, most)
            while low < high {
                let middle = (low + high) / 2
                if let lives = spread(hpEVs, middle * 4) {
                    found = lives
                    high = middle
                } else {
                    low = middle + 1
                }
            }
            if let known = best {
                let (total, knownTotal) = (found.hpEVs + found.statEVs, known.hpEVs + known.statEVs)
                guard
                    total < knownTotal
                        || (total == knownTotal && found.hp - found.maxDamage > known.hp - known.maxDamage)
                else { continue }
            }
            best = found
        }
        return best
    }
}

/// What `damage --survive` answers: the stat the move hits, and for a neutral nature and one
/// raising that stat the fewest EVs with which the defender always lives (nil: none does).
package struct SurviveAnswer: Sendable, Equatable {
    /// The calculation as written, the defender's HP and stat EVs as the line gave them.
    package let report: DamageReport
    package let stat: BattleStat
    package let neutral: BulkSolver.Spread?
    package let raised: BulkSolver.Spread?
    /// The natures the answer assumes (`hardy`, and `impish` or `careful`), by PokeAPI name.
    package let raisingNature: String

    package init(
        report: DamageReport, stat: BattleStat, neutral: BulkSolver.Spread?, raised: BulkSolver.Spread?,
        raisingNature: String
    ) {
        self.report = report
        self.stat = stat
        self.neutral = neutral
        self.raised = raised
        self.raisingNature = raisingNature
    }
}
