/// One Pokémon in a damage calculation: its species' facts and the set it runs. Defaults are
/// Showdown's: level 100, IVs 31, EVs 0, a neutral nature, no item, the first ability.
package struct Combatant: Sendable, Hashable {
    /// As the description writes it: `Garchomp`, `Kangaskhan-Mega`.
    package var name: String
    /// PokeAPI's name: `kangaskhan-mega`.
    package var pokemonName: String
    /// PokeAPI's type names, lowercase.
    package var types: [String]
    var base: BaseStats
    var weightHectograms: Int
    /// Its species evolves further (Eviolite works).
    package var canEvolve = false
    package var level = 100
    package var raisedStat: BattleStat?
    package var loweredStat: BattleStat?
    package var evs = StatSpread()
    package var ivs = StatSpread()
    package var boosts = StatSpread()
    package var ability: BattleTerm?
    package var item: BattleTerm?
    /// The item is a Mega Stone (Knock Off cannot take it).
    package var itemIsMegaStone = false
    package var status: BattleStatus?
    /// A type name, or `stellar`.
    package var teraType: String?
    /// Supreme Overlord's count (0–5 counts).
    package var alliesFainted = 0
    /// Toxic's turn counter (1 on the first turn).
    var toxicCounter = 1
    /// Rivalry against the same gender (`buffed`) or the other (`nerfed`); nil: genders unknown.
    package var rivalry: Rivalry?
    /// The ability was named by a calculator's line, which names an ability only where it
    /// changed the numbers: what it waits on (a status, the sand, moving last, a terrain) was
    /// there, though the line does not write it.
    package var abilityWasActive = false

    package init(name: String, pokemonName: String, types: [String], base: BaseStats, weightHectograms: Int) {
        self.name = name
        self.pokemonName = pokemonName
        self.types = types
        self.base = base
        self.weightHectograms = weightHectograms
    }

    /// The stat before boosts.
    func raw(_ stat: BattleStat) -> Int {
        StatFormula.stat(
            stat, base: stat.base(in: base), level: level, iv: ivs[stat, default: 31], ev: evs[stat, default: 0],
            raised: raisedStat == stat && loweredStat != stat, lowered: loweredStat == stat && raisedStat != stat)
    }

    package var maxHP: Int { raw(.hp) }

    package func boost(_ stat: BattleStat) -> Int { max(-6, min(6, boosts[stat, default: 0])) }

    /// The stat with its boosts.
    package func boosted(_ stat: BattleStat) -> Int { StatFormula.boosted(raw(stat), stage: boost(stat)) }

    func has(ability names: String...) -> Bool { ability.map { names.contains($0.name) } ?? false }
    func has(item names: String...) -> Bool { item.map { names.contains($0.name) } ?? false }
    /// Of this type, as it is now: its Tera type alone once terastallized (not Stellar).
    func has(type: String) -> Bool { defendingTypes.contains(type) }
    /// Of this type by species, whatever its Tera type.
    func hasOriginal(type: String) -> Bool { types.contains(type) }
    func isNamed(_ names: String...) -> Bool { names.contains(pokemonName) }

    /// Its types as they defend: the Tera type alone once it has terastallized (not Stellar).
    var defendingTypes: [String] {
        if let teraType, teraType != "stellar" { return [teraType] }
        return types
    }

    /// On the ground: not Flying, levitating or on a balloon, unless Gravity or an Iron Ball.
    func isGrounded(in field: BattleField) -> Bool {
        field.gravity || has(item: "iron-ball")
            || (!has(type: "flying") && !has(ability: "levitate") && !has(item: "air-balloon"))
    }

    /// `252+ Atk`, `0 HP 0 IVs`: how the description writes a stat's points.
    func statText(_ stat: BattleStat, standingFor shown: BattleStat? = nil) -> String {
        var mark = ""
        if stat != .hp, raisedStat != loweredStat {
            mark = raisedStat == stat ? "+" : loweredStat == stat ? "-" : ""
        }
        // `4 Def (SpD)`: Sp. Def's EVs standing for Defense, in Wonder Room.
        let name = shown.map { $0 == stat ? stat.short : "\($0.short) (\(stat.short))" } ?? stat.short
        var text = "\(evs[stat, default: 0])\(mark) \(name)"
        let iv = ivs[stat, default: 31]
        if iv != 31 { text += " \(iv) IVs" }
        return text
    }

    /// Booster Energy, or the weather or terrain, wakes Protosynthesis and Quark Drive.
    func paradoxBoostActive(in field: BattleField) -> Bool {
        (has(ability: "protosynthesis") && (field.weather?.isSunny == true || has(item: "booster-energy")))
            || (has(ability: "quark-drive") && (field.terrain == .electric || has(item: "booster-energy")))
    }

    /// The stat Protosynthesis and Quark Drive raise: the highest after boosts, Attack first on ties.
    var paradoxStat: BattleStat {
        var best = BattleStat.attack
        for stat in [BattleStat.defense, .specialAttack, .specialDefense, .speed] where boosted(stat) > boosted(best) {
            best = stat
        }
        return best
    }
}

/// What Rivalry does, in the calculator's words: the same gender ×1.25, the other ×0.75.
package enum Rivalry: String, Sendable, Hashable {
    case buffed, nerfed
}
