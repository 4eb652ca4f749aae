/// What a side of the field adds to a hit, beyond the two Pokémon: Charge, an ally's Battery,
/// Power Spot, Steely Spirit and Flower Gift. The calculator's words for each are in
/// `DamageNotes`; Power Trick's and Wonder Room's trades of stats are `BattleStat.source`.
extension DamageCalculation {
    /// Charge doubles an Electric move's power (after the abilities of the same kind).
    mutating func chargeModifier(_ mods: inout [Int]) {
        guard field.attackerSide.charge, move.type == "electric" else { return }
        mods.append(8192)
        notes.charge = true
    }

    /// An ally's Battery (special moves) and Power Spot (every move), each ×1.3.
    mutating func allyPowerModifiers(_ mods: inout [Int]) {
        if field.attackerSide.battery, move.category == .special {
            mods.append(5325)
            notes.battery = true
        }
        if field.attackerSide.powerSpot {
            mods.append(5325)
            notes.powerSpot = true
        }
    }

    /// An ally's Flower Gift in the sun (physical moves, unless the attacker has it itself)
    /// and Steely Spirit (Steel moves), each ×1.5 to the attacking stat.
    mutating func allyAttackModifiers(_ mods: inout [Int]) {
        if field.attackerSide.flowerGift, field.weather?.isSunny == true, move.category == .physical,
            !attacker.has(ability: "flower-gift")
        {
            mods.append(6144)
            notes.weather = field.weather
            notes.attackerFlowerGift = true
        }
        if field.attackerSide.steelySpirit, move.type == "steel" {
            mods.append(6144)
            notes.steelySpirit = true
        }
    }

    /// An ally's Flower Gift in the sun: ×1.5 to Sp. Def. Nil when it does not apply.
    mutating func allyFlowerGiftDefense(physical: Bool) -> Int? {
        guard field.defenderSide.flowerGift, field.weather?.isSunny == true, !physical else { return nil }
        notes.weather = field.weather
        notes.defenderFlowerGift = true
        return 6144
    }
}
