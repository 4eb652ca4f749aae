/// The integer arithmetic of the games' damage formula, in 4096ths, as Smogon's calculator
/// does it (generations V–IX).
enum DamageMath {
    /// Rounds half down: 2.5 → 2, 2.51 → 3.
    static func pokeRound(_ value: Double) -> Int {
        let floor = value.rounded(.down)
        return value - floor > 0.5 ? Int(floor) + 1 : Int(floor)
    }

    /// Modifiers (in 4096ths) chained into one, rounded at each step and kept within bounds.
    static func chain(_ mods: [Int], lower: Int, upper: Int) -> Int {
        var chained = 4096
        for mod in mods where mod != 4096 {
            chained = (chained * mod + 2048) >> 12
        }
        return max(lower, min(upper, chained))
    }

    /// A value after a chain of modifiers: at least 1, 16-bit.
    static func modified(_ value: Int, by mods: [Int], lower: Int, upper: Int) -> Int {
        overflow16(max(1, pokeRound(Double(value) * Double(chain(mods, lower: lower, upper: upper)) / 4096)))
    }

    /// A value times one modifier, rounded half down.
    static func apply(_ value: Int, _ mod: Int) -> Int {
        pokeRound(Double(overflow32(value * mod)) / 4096)
    }

    static func overflow16(_ value: Int) -> Int { value % 65536 }
    static func overflow32(_ value: Int) -> Int { value % 4_294_967_296 }

    /// ⌊⌊⌊2L/5+2⌋ × power × attack / defense⌋ / 50⌋ + 2.
    static func baseDamage(level: Int, power: Int, attack: Int, defense: Int) -> Int {
        let scaled = overflow32(overflow32((2 * level / 5 + 2) * power) * attack) / max(1, defense)
        return overflow32(scaled / 50 + 2)
    }

    /// One of the sixteen rolls (`roll` 0–15: 85%–100%), then STAB, effectiveness, burn and the
    /// final modifier.
    static func finalDamage(
        _ base: Int, roll: Int, effectiveness: Double, burned: Bool, stab: Int, finalMod: Int
    ) -> Int {
        var damage = Double(overflow32(base * (85 + roll)) / 100)
        if stab != 4096 { damage = Double(overflow32(Int(damage) * stab)) / 4096 }
        var amount = Int((Double(pokeRound(damage)) * effectiveness).rounded(.down))
        if burned { amount /= 2 }
        return overflow16(pokeRound(max(1, Double(overflow32(amount * finalMod)) / 4096)))
    }
}
