/// The six stats of a Pokémon in battle, from its base stats, level, IVs, EVs and nature: the
/// formulas of generation III onward, as the games and Smogon's calculator compute them.
package enum BattleStat: String, Sendable, Hashable, CaseIterable {
    case hp, attack, defense
    case specialAttack = "special-attack"
    case specialDefense = "special-defense"
    case speed

    /// `HP`, `Atk`, `Def`, `SpA`, `SpD`, `Spe`: the export format's names.
    package var short: String {
        switch self {
        case .hp: "HP"
        case .attack: "Atk"
        case .defense: "Def"
        case .specialAttack: "SpA"
        case .specialDefense: "SpD"
        case .speed: "Spe"
        }
    }

    /// `special_attack`: the key every JSON view gives it.
    /// (Written out: `replacing` is slow enough to show in a list of the whole dex.)
    package var snakeName: String { snakeKey.description }

    /// `snakeName` as a literal, which a JSON writer copies as it is.
    package var snakeKey: StaticString {
        switch self {
        case .hp: "hp"
        case .attack: "attack"
        case .defense: "defense"
        case .specialAttack: "special_attack"
        case .specialDefense: "special_defense"
        case .speed: "speed"
        }
    }

    /// `hp`, `atk`, `def`, `spa`, `spd`, `spe`, `Sp. Atk`, `speed` → the stat; nil for others.
    package init?(spelled text: String) {
        switch ListField(spelled: text) {
        case .hp: self = .hp
        case .attack: self = .attack
        case .defense: self = .defense
        case .specialAttack: self = .specialAttack
        case .specialDefense: self = .specialDefense
        case .speed: self = .speed
        default: return nil
        }
    }

    package func base(in stats: BaseStats) -> Int {
        switch self {
        case .hp: stats.hp
        case .attack: stats.attack
        case .defense: stats.defense
        case .specialAttack: stats.specialAttack
        case .specialDefense: stats.specialDefense
        case .speed: stats.speed
        }
    }
}

package enum StatFormula {
    /// A stat at `level` (1–100) with `iv` (0–31) and `ev` (0–252) points; `nature` is +10%
    /// (`raised`), −10% (`lowered`) or neither. Shedinja's HP (base 1) is always 1.
    package static func stat(
        _ stat: BattleStat, base: Int, level: Int, iv: Int, ev: Int, raised: Bool = false, lowered: Bool = false
    ) -> Int {
        let core = (2 * base + iv + ev / 4) * level / 100
        if stat == .hp { return base == 1 ? 1 : core + level + 10 }
        let plain = core + 5
        if raised == lowered { return plain }
        return plain * (raised ? 110 : 90) / 100
    }

    /// The lowest and highest a stat can be at `level`: a hindering nature with 0 IVs and EVs,
    /// a beneficial one with 31 and 252 (HP has no nature).
    package static func range(_ stat: BattleStat, base: Int, level: Int) -> ClosedRange<Int> {
        let low = self.stat(stat, base: base, level: level, iv: 0, ev: 0, lowered: stat != .hp)
        let high = self.stat(stat, base: base, level: level, iv: 31, ev: 252, raised: stat != .hp)
        return low...max(low, high)
    }

    /// A stat at a stage of boosts (−6 to +6): ×(2+n)/2 up, ×2/(2−n) down, rounded down.
    package static func boosted(_ value: Int, stage: Int) -> Int {
        let stage = max(-6, min(6, stage))
        return stage >= 0 ? value * (2 + stage) / 2 : value * 2 / (2 - stage)
    }
}

/// Points per stat, as the export format writes them (`252 Atk / 4 SpD / 252 Spe`) or as
/// `atk=252,spe=252`; stats not named keep the default.
package struct StatSpread: Sendable, Hashable {
    package var values: [BattleStat: Int]

    package init(_ values: [BattleStat: Int] = [:]) {
        self.values = values
    }

    package subscript(_ stat: BattleStat, default value: Int) -> Int { values[stat] ?? value }

    package struct ParseError: Error, Sendable, Equatable {
        package let message: String
    }

    /// `range`: what each stat may hold (0–252 for EVs, 0–31 for IVs, −6–6 for boosts, signed);
    /// `games`: what a value beyond it is told, when the range is wider than the games' own
    /// (`IVs are 0 to 31`).
    package static func parse(
        _ text: String, range: ClosedRange<Int>, games: String? = nil
    ) throws(ParseError) -> StatSpread {
        var spread = StatSpread()
        let parts = text.split { $0 == "/" || $0 == "," }.map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !parts.isEmpty else {
            throw ParseError(message: "'\(text)' names no stat: write it like 252 Atk / 4 SpD")
        }
        for part in parts {
            let number: String
            let name: String
            if let equals = part.firstIndex(of: "=") {
                name = String(part[..<equals]).trimmingWhitespace()
                number = String(part[part.index(after: equals)...]).trimmingWhitespace()
            } else {
                let words = part.split(separator: " ", maxSplits: 1)
                guard words.count == 2 else {
                    throw ParseError(message: "'\(part)' is not a number and a stat, like 252 Atk")
                }
                number = String(words[0])
                name = String(words[1]).trimmingWhitespace()
            }
            guard let stat = BattleStat(spelled: name) else {
                throw ParseError(message: "unknown stat '\(name)' in '\(part)' (stats: HP, Atk, Def, SpA, SpD, Spe)")
            }
            guard let value = Int(number.hasPrefix("+") ? String(number.dropFirst()) : number) else {
                throw ParseError(message: "'\(number)' in '\(part)' is not a number")
            }
            guard range.contains(value) else {
                throw ParseError(
                    message: games.map { "\(value) in '\(part)' is beyond any game: \($0)" }
                        ?? "\(value) in '\(part)' is not from \(range.lowerBound) to \(range.upperBound)")
            }
            guard spread.values[stat] == nil else {
                throw ParseError(message: "\(stat.short) is given twice in '\(text)'")
            }
            spread.values[stat] = value
        }
        return spread
    }
}
