/// The abilities that change what a type does to the Pokémon holding them, and how: the one
/// rule table `show` and `team` both apply (Smogon's damage calculator and the games agree on
/// these; a held item or the field is not counted).
package enum AbilityDefense {
    /// Abilities that make a type do nothing.
    package static let immunities: [String: Set<String>] = [
        "levitate": ["ground"], "earth-eater": ["ground"],
        "flash-fire": ["fire"], "well-baked-body": ["fire"],
        "water-absorb": ["water"], "storm-drain": ["water"], "dry-skin": ["water"],
        "volt-absorb": ["electric"], "lightning-rod": ["electric"], "motor-drive": ["electric"],
        "sap-sipper": ["grass"],
    ]

    /// Abilities that scale what a type does.
    static let factors: [String: [String: Double]] = [
        "thick-fat": ["fire": 0.5, "ice": 0.5], "heatproof": ["fire": 0.5], "water-bubble": ["fire": 0.5],
        "purifying-salt": ["ghost": 0.5], "dry-skin": ["fire": 1.25], "fluffy": ["fire": 2],
    ]

    /// Abilities that soften super-effective hits to three quarters.
    static let softeners: Set<String> = ["filter", "solid-rock", "prism-armor"]

    /// Whether `ability` changes what any type does.
    package static func changesDefense(_ ability: String) -> Bool {
        immunities[ability] != nil || factors[ability] != nil || softeners.contains(ability)
            || ability == "wonder-guard" || ability == "tera-shell"
    }

    /// What `attacking` does, `base` before the ability, with `ability` counted. Tera Shell
    /// is counted as at full HP, where it acts.
    static func multiplier(_ base: Double, attacking: String, ability: String) -> Double {
        if ability == "wonder-guard" { return base > 1 ? base : 0 }
        if ability == "tera-shell" { return base > 0 ? min(base, 0.5) : 0 }
        if let immune = immunities[ability], immune.contains(attacking) { return 0 }
        if softeners.contains(ability), base > 1 { return base * 0.75 }
        return base * (factors[ability]?[attacking] ?? 1)
    }

    /// What every type does with `ability`, from the plain chart (`plain` lists the types that
    /// do not do ×1); the types whose multiplier the ability changes. Empty when it changes none.
    package static func changes(by ability: String, to plain: [TypeMultiplier]) -> [TypeMultiplier] {
        guard changesDefense(ability) else { return [] }
        return TypeChart.attackingTypes.compactMap { attacking in
            let base = plain.first { $0.type == attacking }?.multiplier ?? 1
            let with = multiplier(base, attacking: attacking, ability: ability)
            return with == base ? nil : TypeMultiplier(type: attacking, multiplier: with)
        }
    }
}
