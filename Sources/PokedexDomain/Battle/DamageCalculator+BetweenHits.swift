/// What changes between the hits of one multi-hit move, as the calculator has it (its
/// `checkMultihitBoost`): the defender's Stamina, Water Compaction and Weak Armor; a Kee Berry,
/// Maranga Berry or Luminous Moss; Seed Sower and Sand Spit changing the field.
extension DamageCalculation {
    mutating func betweenHits(defenderUsedItem: inout Bool) {
        let unaware = attacker.has(ability: "unaware")
        func raiseDefender(_ stat: BattleStat, by stages: Int) {
            defender.boosts.values[stat] = max(-6, min(6, defender.boost(stat) + stages))
        }
        // (The calculator checks its Kee and Maranga Berries on every hit, Luminous Moss once.)
        if (!defenderUsedItem && defender.has(item: "luminous-moss") && move.type == "water")
            || (defender.has(item: "maranga-berry") && move.category == .special)
            || (defender.has(item: "kee-berry") && move.category == .physical)
        {
            let simple = defender.has(ability: "simple") ? 2 : 1
            if unaware {
                notes.attackerAbility = attacker.ability?.displayName
            } else {
                let stat: BattleStat = defender.has(item: "kee-berry") ? .defense : .specialDefense
                if defender.has(ability: "contrary") {
                    notes.defenderAbility = defender.ability?.displayName
                    if defender.has(item: "white-herb"), !defenderUsedItem {
                        defenderUsedItem = true
                    } else {
                        raiseDefender(stat, by: -simple)
                    }
                } else {
                    raiseDefender(stat, by: simple)
                }
                if simple == 2 { notes.defenderAbility = defender.ability?.displayName }
                notes.defenderItem = defender.item?.displayName
                defenderUsedItem = true
            }
        }
        if defender.has(ability: "seed-sower") { field.terrain = .grassy }
        if defender.has(ability: "sand-spit") { field.weather = .sand }
        let water = move.type == "water"
        if defender.has(ability: "stamina") || (defender.has(ability: "water-compaction") && water)
            || defender.has(ability: "weak-armor")
        {
            if unaware {
                notes.attackerAbility = attacker.ability?.displayName
            } else if defender.has(ability: "weak-armor") {
                if defender.has(item: "white-herb"), !defenderUsedItem, defender.boost(.defense) == 0 {
                    notes.defenderItem = defender.item?.displayName
                    defenderUsedItem = true
                } else {
                    raiseDefender(.defense, by: -1)
                }
                notes.defenderAbility = defender.ability?.displayName
            } else {
                raiseDefender(.defense, by: defender.has(ability: "stamina") ? 1 : 2)
                notes.defenderAbility = defender.ability?.displayName
            }
        }
    }
}
