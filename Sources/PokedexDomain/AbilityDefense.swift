/// The abilities that change what a type does to the Pokémon holding them, and how: the one
/// rule table `show` and `team` both apply (Smogon's damage calculator and the games agree on
/// these; a held item or the field is not counted).
///
/// Written as switches, not dictionaries: `show` asks about two or three abilities, and
/// building the tables to ask was some 60 000 instructions of a 2.8 million `show`.
package enum AbilityDefense {
    /// The type `ability` makes do nothing, if any.
    package static func immunity(of ability: String) -> String? {
        switch ability {
        case "levitate", "earth-eater": "ground"
        case "flash-fire", "well-baked-body": "fire"
        case "water-absorb", "storm-drain", "dry-skin": "water"
        case "volt-absorb", "lightning-rod", "motor-drive": "electric"
        case "sap-sipper": "grass"
        default: nil
        }
    }

    /// The types `ability` scales the damage of, and by what, in the types' order.
    static func factors(of ability: String) -> [(type: String, factor: Double)] {
        switch ability {
        case "thick-fat": [("fire", 0.5), ("ice", 0.5)]
        case "heatproof", "water-bubble": [("fire", 0.5)]
        case "purifying-salt": [("ghost", 0.5)]
        case "dry-skin": [("fire", 1.25)]
        case "fluffy": [("fire", 2)]
        default: []
        }
    }

    /// Whether `ability` softens super-effective hits to three quarters.
    static func softens(_ ability: String) -> Bool {
        switch ability {
        case "filter", "solid-rock", "prism-armor": true
        default: false
        }
    }

    /// Whether `ability` changes what any type does.
    package static func changesDefense(_ ability: String) -> Bool {
        immunity(of: ability) != nil || !factors(of: ability).isEmpty || softens(ability)
            || ability == "wonder-guard" || ability == "tera-shell"
    }

    /// What `attacking` does, `base` before the ability, with `ability` counted. Tera Shell
    /// is counted as at full HP, where it acts.
    static func multiplier(_ base: Double, attacking: String, ability: String) -> Double {
        if ability == "wonder-guard" { return base > 1 ? base : 0 }
        if ability == "tera-shell" { return base > 0 ? min(base, 0.5) : 0 }
        if immunity(of: ability) == attacking { return 0 }
        if softens(ability), base > 1 { return base * 0.75 }
        return base * (factors(of: ability).first { $0.type == attacking }?.factor ?? 1)
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
