/// A type's damage relations, as PokeAPI gives them (type names).
package struct TypeRelations: Sendable, Hashable {
    package let name: String
    package let doubleDamageFrom: [String]
    package let halfDamageFrom: [String]
    package let noDamageFrom: [String]
    package let doubleDamageTo: [String]
    package let halfDamageTo: [String]
    package let noDamageTo: [String]

    package init(
        name: String, doubleDamageFrom: [String], halfDamageFrom: [String], noDamageFrom: [String],
        doubleDamageTo: [String], halfDamageTo: [String], noDamageTo: [String]
    ) {
        self.name = name
        self.doubleDamageFrom = doubleDamageFrom
        self.halfDamageFrom = halfDamageFrom
        self.noDamageFrom = noDamageFrom
        self.doubleDamageTo = doubleDamageTo
        self.halfDamageTo = halfDamageTo
        self.noDamageTo = noDamageTo
    }
}

/// How much damage an attacking type does to a Pokémon: ×4, ×2, ×½, ×¼ or ×0.
package struct TypeMultiplier: Sendable, Hashable {
    package let type: String
    package let multiplier: Double

    /// ×4, ×2, ×1, ×½, ×¼, ×0; ×1.25 as it is.
    package static func text(_ multiplier: Double) -> String {
        switch multiplier {
        case 0: "×0"
        case 0.25: "×¼"
        case 0.5: "×½"
        default: "×" + (multiplier.wholeNumber.map(String.init) ?? String(multiplier))
        }
    }
}

package enum TypeChart {
    /// The eighteen attacking types, in the games' order.
    package static let attackingTypes = [
        "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground",
        "flying", "psychic", "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy",
    ]

    /// Every type a person can name: the eighteen, and Stellar.
    package static let knownTypes = attackingTypes + ["stellar"]

    /// A Pokémon's defences: each attacking type's multiplier against all its types at once,
    /// only those that differ from ×1, in the games' order of types.
    package static func defenses(of types: [TypeRelations]) -> [TypeMultiplier] {
        attackingTypes.compactMap { attacker in
            let multiplier = multiplier(of: attacker, against: types)
            return multiplier == 1 ? nil : TypeMultiplier(type: attacker, multiplier: multiplier)
        }
    }

    /// What `attacker` does to a Pokémon of all of `types` at once: ×4 to ×0.
    package static func multiplier(of attacker: String, against types: [TypeRelations]) -> Double {
        types.reduce(1.0) { product, defender in
            if defender.noDamageFrom.contains(attacker) { return 0 }
            if defender.doubleDamageFrom.contains(attacker) { return product * 2 }
            if defender.halfDamageFrom.contains(attacker) { return product * 0.5 }
            return product
        }
    }
}
