/// A type's damage relations, as PokeAPI gives them (type names).
public struct TypeRelations: Sendable, Hashable {
    public let name: String
    public let doubleDamageFrom: [String]
    public let halfDamageFrom: [String]
    public let noDamageFrom: [String]
    public let doubleDamageTo: [String]
    public let halfDamageTo: [String]
    public let noDamageTo: [String]

    public init(
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
public struct TypeMultiplier: Sendable, Hashable {
    public let type: String
    public let multiplier: Double

    public init(type: String, multiplier: Double) {
        self.type = type
        self.multiplier = multiplier
    }
}

public enum TypeChart {
    /// The eighteen attacking types, in the games' order.
    public static let attackingTypes = [
        "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground",
        "flying", "psychic", "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy",
    ]

    /// Every type a person can name: the eighteen, and Stellar.
    public static let knownTypes = attackingTypes + ["stellar"]

    /// A Pokémon's defences: each attacking type's multiplier against all its types at once,
    /// only those that differ from ×1, in the games' order of types.
    public static func defenses(of types: [TypeRelations]) -> [TypeMultiplier] {
        attackingTypes.compactMap { attacker in
            let multiplier = types.reduce(1.0) { product, defender in
                if defender.noDamageFrom.contains(attacker) { return 0 }
                if defender.doubleDamageFrom.contains(attacker) { return product * 2 }
                if defender.halfDamageFrom.contains(attacker) { return product * 0.5 }
                return product
            }
            return multiplier == 1 ? nil : TypeMultiplier(type: attacker, multiplier: multiplier)
        }
    }
}
