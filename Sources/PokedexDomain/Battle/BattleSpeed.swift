/// Speed as the games compare it to order a turn: the stat, its stage, then the item, then
/// paralysis; and the fewest Speed EVs that beat a given Speed.
package enum BattleSpeed {
    /// Items that halve their holder's Speed.
    static let halving: Set<String> = [
        "iron-ball", "macho-brace", "power-anklet", "power-band", "power-belt", "power-bracer", "power-lens",
        "power-weight",
    ]

    /// `combatant`'s Speed in battle: Choice Scarf ×1.5, an Iron Ball or a Power item ×½,
    /// paralysis ×½ (each rounded down, in that order). Abilities, weather and Tailwind are not counted.
    package static func of(_ combatant: Combatant) -> Int {
        var speed = combatant.boosted(.speed)
        if combatant.has(item: "choice-scarf") { speed = speed * 3 / 2 }
        if let item = combatant.item?.name, halving.contains(item) { speed /= 2 }
        if combatant.status == .paralyzed { speed /= 2 }
        return speed
    }

    /// The fewest Speed EVs (0 to 252 and at most `most`, by fours: the stat counts a point per
    /// four) for which `speed` beats `target` outright; nil when none does.
    package static func fewestEVs(toBeat target: Int, most: Int = 252, _ speed: (_ evs: Int) -> Int) -> Int? {
        guard most >= 0 else { return nil }
        return stride(from: 0, through: min(252, most), by: 4).first { speed($0) > target }
    }
}

/// What `stats --outspeed` answers: the set to beat, its Speed, and the fewest Speed EVs with
/// which the Pokémon asked about is faster, with a neutral nature and with one that raises
/// Speed (nil: no spread is).
package struct OutspeedAnswer: Sendable, Equatable {
    /// The set as written, and the Pokémon it names.
    package let set: String
    package let pokemon: PokemonSummary
    package let speed: Int
    package let neutralEVs: Int?
    package let raisedEVs: Int?
    /// The Pokémon's Speed with those EVs (and its boosts), for the answer to show.
    package let neutralSpeed: Int?
    package let raisedSpeed: Int?

    package init(
        set: String, pokemon: PokemonSummary, speed: Int, neutralEVs: Int?, raisedEVs: Int?, neutralSpeed: Int?,
        raisedSpeed: Int?
    ) {
        self.set = set
        self.pokemon = pokemon
        self.speed = speed
        self.neutralEVs = neutralEVs
        self.raisedEVs = raisedEVs
        self.neutralSpeed = neutralSpeed
        self.raisedSpeed = raisedSpeed
    }
}
