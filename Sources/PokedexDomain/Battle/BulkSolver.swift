/// The fewest HP and defending EVs with which a Pokémon takes an attack and lives: what
/// `damage --survive` answers.
package enum BulkSolver {
    /// A spread that lives, with the most the attack can take of its HP.
    package struct Spread: Sendable, Equatable {
        package let hpEVs: Int
        package let statEVs: Int
        package let maxDamage: Int
        package let hp: Int

        package init(hpEVs: Int, statEVs: Int, maxDamage: Int, hp: Int) {
            self.hpEVs = hpEVs
            self.statEVs = statEVs
            self.maxDamage = maxDamage
            self.hp = hp
        }
    }

    /// The spread of fewest EVs in all (HP and the stat hit, by fours, each 0–252, together at
    /// most `budget`) with which the highest roll of `outcome` stays below the HP; of equal
    /// totals, the one that leaves the most HP. Nil when none does.
    package static func fewest(
        budget: Int, _ outcome: (_ hpEVs: Int, _ statEVs: Int) -> (maxDamage: Int, hp: Int)
    ) -> Spread? {
        let most = min(budget, 504)
        for total in stride(from: 0, through: most, by: 4) {
            var best: Spread?
            for hpEVs in stride(from: max(0, total - 252), through: min(252, total), by: 4) {
                let statEVs = total - hpEVs
                let (damage, hp) = outcome(hpEVs, statEVs)
                guard damage < hp else { continue }
                if let found = best, hp - damage <= found.hp - found.maxDamage { continue }
                best = Spread(hpEVs: hpEVs, statEVs: statEVs, maxDamage: damage, hp: hp)
            }
            if let best { return best }
        }
        return nil
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
