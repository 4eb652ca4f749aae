/// What a calculation found worth saying: each part of the calculator's description that
/// applied (Smogon's `RawDesc`). Only what changed the damage is noted.
package struct DamageNotes: Sendable, Hashable {
    var attackBoost = 0
    var attackStat: String?
    var attackerItem: String?
    package var attackerAbility: String?
    var burned = false
    var alliesFainted = 0
    package var attackerTera: String?
    /// `(First Use)`: a Stellar Tera Blast's first use.
    package var stellarFirstUse = false
    var attackerName = ""
    var helpingHand = false
    /// The attacker's side's words between its name and the move, and the defender's after
    /// its name, in the calculator's order.
    var attackerFlowerGift = false
    var attackerPowerTrick = false
    var steelySpirit = false
    var battery = false
    var powerSpot = false
    var switching = false
    var charge = false
    var defenderFlowerGift = false
    var defenderPowerTrick = false
    var moveName = ""
    /// Shown as `(97.5 BP)`.
    package var movePower: Double?
    /// Shown as `(100 BP Fire)` or `(Fire)`.
    var moveType: String?
    var hits = 0
    var defenseBoost = 0
    var hpStat: String?
    var defenseStat: String?
    var defenderItem: String?
    package var defenderAbility: String?
    package var defenderTera: String?
    var protected = false
    var defenderName = ""
    var weather: BattleWeather?
    var terrain: BattleTerrain?
    var reflect = false
    var lightScreen = false
    var auroraVeil = false
    var friendGuard = false
    package var critical = false
    var wonderRoom = false
    var attackerLevel = 100
    var defenderLevel = 100

    init() {}

    /// `252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran in Sun`: the
    /// calculator's own order of words.
    package var text: String {
        var words: [String] = []
        let (attackerLevel, defenderLevel) = levels
        if attackBoost != 0 { words.append(attackBoost > 0 ? "+\(attackBoost)" : "\(attackBoost)") }
        words += [attackerLevel, attackStat, attackerItem, attackerAbility].compactMap { $0 }
        if burned { words.append("burned") }
        if alliesFainted > 0 {
            words.append("\(min(5, alliesFainted)) \(alliesFainted == 1 ? "ally" : "allies") fainted")
        }
        if let attackerTera { words.append("Tera \(Self.capitalized(attackerTera))") }
        if stellarFirstUse { words.append("(First Use)") }
        words.append(attackerName)
        if helpingHand { words.append("Helping Hand") }
        if attackerFlowerGift { words.append("with an ally's Flower Gift") }
        if attackerPowerTrick { words.append("with Power Trick") }
        if steelySpirit { words.append("with an ally's Steely Spirit") }
        if battery { words.append("Battery boosted") }
        if powerSpot { words.append("Power Spot boosted") }
        if switching { words.append("switching boosted") }
        if charge { words.append("Charge boosted") }
        words.append(moveName)
        switch (movePower, moveType) {
        case (let power?, let type?): words.append("(\(Self.number(power)) BP \(Self.capitalized(type)))")
        case (let power?, nil): words.append("(\(Self.number(power)) BP)")
        case (nil, let type?): words.append("(\(Self.capitalized(type)))")
        case (nil, nil): break
        }
        if hits > 1 { words.append("(\(hits) hits)") }
        words.append("vs.")
        if defenseBoost != 0 { words.append(defenseBoost > 0 ? "+\(defenseBoost)" : "\(defenseBoost)") }
        words += [defenderLevel, hpStat].compactMap { $0 }
        if let defenseStat { words += ["/", defenseStat] }
        words += [defenderItem, defenderAbility].compactMap { $0 }
        if protected { words.append("protected") }
        if let defenderTera { words.append("Tera \(Self.capitalized(defenderTera))") }
        words.append(defenderName)
        var text = words.joined(separator: " ")
        switch (weather, terrain) {
        case (let weather?, let terrain?): text += " in \(weather.rawValue) and \(terrain.rawValue) Terrain"
        case (let weather?, nil): text += " in \(weather.rawValue)"
        case (nil, let terrain?): text += " in \(terrain.rawValue) Terrain"
        case (nil, nil): break
        }
        if reflect {
            text += " through Reflect"
        } else if lightScreen {
            text += " through Light Screen"
        }
        if defenderFlowerGift { text += " with an ally's Flower Gift" }
        if defenderPowerTrick { text += " with Power Trick" }
        if friendGuard { text += " with an ally's Friend Guard" }
        if auroraVeil { text += " with an ally's Aurora Veil" }
        if critical { text += " on a critical hit" }
        if wonderRoom { text += " in Wonder Room" }
        return text
    }

    /// Levels are written only where they differ, or when both are an unusual one (not 100, 50, 5).
    private var levels: (String?, String?) {
        if attackerLevel != defenderLevel {
            return (
                attackerLevel == 100 ? nil : "Lvl \(attackerLevel)", defenderLevel == 100 ? nil : "Lvl \(defenderLevel)"
            )
        }
        let level = [100, 50, 5].contains(attackerLevel) ? nil : "Lvl \(attackerLevel)"
        return (level, level)
    }

    /// `fire` → `Fire`.
    static func capitalized(_ type: String) -> String { type.prefix(1).uppercased() + type.dropFirst() }

    /// `97.5`, `60`, `133.3251953125`: a number as the calculator (JavaScript) writes it.
    package static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
