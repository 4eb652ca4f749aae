/// What an ability or a held item does in battle, as the damage calculator and the team
/// screen model it: the facts `ability` and `item` say offline, in pokedex's own words. Each
/// is read from the table the engine itself uses, so that the summary and the numbers agree.
package enum BattleEffect: Sendable, Equatable {
    /// The stats ×3/2 (Choice Scarf: Speed).
    case raises([BattleStat])
    /// Locked into the first move chosen (the Choice items).
    case lockedIntoFirstMove
    /// Its holder cannot use status moves (Assault Vest).
    case noStatusMoves
    /// Only while its holder can still evolve (Eviolite).
    case whileItCanEvolve
    /// Moves of the type ×1.2.
    case typeMovesStronger(String)
    /// Judgment, Multi-Attack or Techno Blast takes the type.
    case signatureMoveType(move: String, type: String)
    /// Moves of the type do nothing to its holder.
    case immune(String)
    /// Damage of the type taken ×factor (Thick Fat ×½, Dry Skin ×1.25).
    case typeDamageTaken(String, factor: Double)
    /// Super-effective damage taken ×3/4.
    case superEffectiveSoftened
    /// Only super-effective moves hit (Wonder Guard).
    case onlySuperEffectiveHits
    /// At full HP, every hit not very effective (Tera Shell).
    case notVeryEffectiveAtFullHP
    /// Halves one super-effective hit of the type, once (Chilan: any Normal hit).
    case halvesOneHit(String, superEffectiveOnly: Bool)
}

package enum BattleEffects {
    /// What `ability` (a PokeAPI name) does to the damage a holder takes; empty when the engine
    /// models nothing of it.
    package static func ofAbility(_ ability: String) -> [BattleEffect] {
        var effects: [BattleEffect] = []
        if let type = AbilityDefense.immunity(of: ability) { effects.append(.immune(type)) }
        for (type, factor) in AbilityDefense.factors(of: ability) {
            effects.append(.typeDamageTaken(type, factor: factor))
        }
        if AbilityDefense.softens(ability) { effects.append(.superEffectiveSoftened) }
        if ability == "wonder-guard" { effects.append(.onlySuperEffectiveHits) }
        if ability == "tera-shell" { effects.append(.notVeryEffectiveAtFullHP) }
        return effects
    }

    /// What `item` (a PokeAPI name) does when held; empty when the engine models nothing of it.
    package static func ofItem(_ item: String) -> [BattleEffect] {
        var effects: [BattleEffect] = []
        if let boost = BattleItems.statBoosts[item] {
            effects.append(.raises(boost.stats))
            if boost.locksMove { effects.append(.lockedIntoFirstMove) }
            if item == "assault-vest" { effects.append(.noStatusMoves) }
            if item == "eviolite" { effects.append(.whileItCanEvolve) }
        }
        if let type = BattleItems.typeBoost[item] { effects.append(.typeMovesStronger(type)) }
        if let type = BattleItems.plates[item] { effects.append(.signatureMoveType(move: "judgment", type: type)) }
        if let type = BattleItems.memoryType(item) {
            effects.append(.signatureMoveType(move: "multi-attack", type: type))
        }
        if let type = BattleItems.drives[item] { effects.append(.signatureMoveType(move: "techno-blast", type: type)) }
        if let type = BattleItems.resistBerries[item] {
            effects.append(.halvesOneHit(type, superEffectiveOnly: item != "chilan-berry"))
        }
        return effects
    }
}
