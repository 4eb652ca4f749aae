/// How many hits a move needs to knock the defender out, and how likely, with what the end of
/// each turn adds or takes (weather, Leftovers, poison, burn…): the calculator's last clause,
/// `guaranteed 2HKO after Leftovers recovery`.
package struct KOChance: Sendable, Hashable {
    /// 0–1; nil when it is only possible, with no chance worked out.
    package let chance: Double?
    package let hits: Int
    package let text: String

    /// Trapping moves hurt at the end of each turn.
    static let trapping: Set<String> = [
        "bind", "clamp", "fire-spin", "infestation", "magma-storm", "sand-tomb", "thunder-cage", "whirlpool", "wrap",
    ]

    static func of(_ result: DamageResult) -> KOChance? {
        guard result.move.category != .status, result.doesDamage else { return nil }
        let (damage, approximate) = distribution(result.hits)
        let defender = result.defender
        let maxHP = defender.maxHP
        if let first = damage.first, first >= maxHP { return KOChance(chance: 1, hits: 1, text: "guaranteed OHKO") }
        let (eot, texts) = endOfTurn(result)
        let toxic = defender.status == .badlyPoisoned && !defender.has(ability: "magic-guard", "poison-heal")
        let toxicCounter = toxic ? defender.toxicCounter : 0
        let qualifier = approximate ? "approx. " : ""
        let after = texts.isEmpty ? "" : " after " + serialized(texts)

        func round(_ chance: Double) -> String {
            let tenths = max(1, min(999, (chance * 1000).rounded(.toNearestOrAwayFromZero)))
            return DamageNotes.number(tenths / 10)
        }
        func verdict(_ without: Double?, _ with: Double?, _ hits: Int) -> KOChance {
            let ko = hits == 1 ? "OHKO" : "\(hits)HKO"
            guard let without, let with else {
                return KOChance(chance: nil, hits: hits, text: "\(qualifier)possible \(ko)")
            }
            if without + with == 0 { return KOChance(chance: 0, hits: hits, text: "\(qualifier)not a KO") }
            if without == 1 { return KOChance(chance: 1, hits: hits, text: "guaranteed \(ko)") }
            if without > 0 {
                if with == 1 {
                    return KOChance(
                        chance: with, hits: hits,
                        text: "\(qualifier)\(round(without))% chance to \(ko) (guaranteed \(ko)\(after))")
                }
                if with > without {
                    return KOChance(
                        chance: with, hits: hits,
                        text:
                            "\(qualifier)\(round(without))% chance to \(ko) (\(qualifier)\(round(with))% chance to \(ko)\(after))"
                    )
                }
                return KOChance(chance: with, hits: hits, text: "\(qualifier)\(round(without))% chance to \(ko)")
            }
            if with == 1 { return KOChance(chance: 1, hits: hits, text: "guaranteed \(ko)\(after)") }
            return KOChance(chance: with, hits: hits, text: "\(qualifier)\(round(with))% chance to \(ko)\(after)")
        }

        let once = chance(damage, hp: maxHP, eot: 0, hits: 1, maxHP: maxHP, toxicCounter: 0)
        let onceWithEnd = chance(damage, hp: maxHP, eot: eot, hits: 1, maxHP: maxHP, toxicCounter: toxicCounter)
        if once + onceWithEnd > 0 { return verdict(once, onceWithEnd, 1) }
        for hits in 2...4 {
            let chance = chance(damage, hp: maxHP, eot: eot, hits: hits, maxHP: maxHP, toxicCounter: toxicCounter)
            if chance > 0 { return verdict(0, chance, hits) }
        }
        for hits in 5...9 {
            if total(damage[0], eot: eot, hits: hits, toxicCounter: toxicCounter, maxHP: maxHP) >= maxHP {
                return verdict(0, 1, hits)
            }
            if total(damage[damage.count - 1], eot: eot, hits: hits, toxicCounter: toxicCounter, maxHP: maxHP) >= maxHP
            {
                return verdict(nil, nil, hits)
            }
        }
        return nil
    }

    /// Every total the hits can add to, in order; beyond three hits of sixteen rolls, a
    /// distribution of 256 kept to its shape (and marked approximate), as the calculator does.
    static func distribution(_ hits: [[Int]]) -> ([Int], Bool) {
        guard hits.count > 1 else { return (hits.first ?? [0], false) }
        if hits.allSatisfy({ $0.count == 1 }) { return ([hits.reduce(0) { $0 + $1[0] }], false) }
        let exact = hits[0].count == 16 && hits.count == 3 ? 3 : 2
        var combined = [0]
        var approximate = false
        for (index, rolls) in hits.enumerated() {
            combined = combined.flatMap { sum in rolls.map { sum + $0 } }.sorted()
            if index >= exact {
                let scale = rolls.count
                let length = combined.count / scale
                var reduced = [Int](repeating: 0, count: length)
                reduced[0] = combined[0]
                reduced[length - 1] = combined[combined.count - 1]
                if length > 2 {
                    for index in 1..<(length - 1) {
                        let position = (Double(index * scale) + Double(scale) / 2).rounded(.toNearestOrAwayFromZero)
                        reduced[index] = combined[min(combined.count - 1, Int(position))]
                    }
                }
                combined = reduced
                approximate = true
            }
        }
        return (combined, approximate)
    }

    /// The chance that `hits` hits, with the end of turn between them, take `hp`.
    static func chance(_ damage: [Int], hp: Int, eot: Int, hits: Int, maxHP: Int, toxicCounter: Int) -> Double {
        var eot = eot
        var toxicDamage = 0
        var counter = toxicCounter
        if counter > 0 {
            toxicDamage = counter * maxHP / 16
            counter += 1
        }
        let count = damage.count
        if hits == 1 {
            if eot - toxicDamage > 0 {
                eot = 0
                toxicDamage = 0
            }
            for index in 0..<count {
                if damage[count - 1] - eot + toxicDamage < hp { return 0 }
                if damage[index] - eot + toxicDamage >= hp { return Double(count - index) / Double(count) }
            }
        }
        guard hits > 1 else { return 0 }
        var sum = 0.0
        var last = 0.0
        for index in 0..<count {
            let value: Double
            if index == 0 || damage[index] != damage[index - 1] {
                value = chance(
                    damage, hp: hp - damage[index] + eot - toxicDamage, eot: eot, hits: hits - 1, maxHP: maxHP,
                    toxicCounter: counter)
            } else {
                value = last
            }
            if value == 1 {
                sum += Double(count - index)
                break
            }
            sum += value
            last = value
        }
        return sum / Double(count)
    }

    /// The damage `hits` turns add up to, each ending with `eot`, the last turn's healing left out.
    static func total(_ damage: Int, eot: Int, hits: Int, toxicCounter: Int, maxHP: Int) -> Int {
        var toxicDamage = 0
        var lastTurn = eot
        if toxicCounter > 0 {
            for turn in 0..<(hits - 1) { toxicDamage += (toxicCounter + turn) * maxHP / 16 }
            lastTurn -= (toxicCounter + hits - 1) * maxHP / 16
        }
        var total = damage * hits - eot * (hits - 1) + toxicDamage
        if lastTurn < 0 { total -= lastTurn }
        return total
    }

    /// What the end of each turn does to the defender's HP (positive heals), and its names.
    static func endOfTurn(_ result: DamageResult) -> (Int, [String]) {
        let defender = result.defender
        let field = result.field
        let maxHP = defender.maxHP
        var change = 0
        var texts: [String] = []
        let losesItem = result.move.isNamed("knock-off") && !defender.has(ability: "sticky-hold")
        let healBlocked =
            result.move.isNamed("psychic-noise")
            && !(result.attacker.has(ability: "sheer-force") || defender.has(item: "covert-cloak")
                || defender.has(ability: "shield-dust", "aroma-veil"))
        let guarded = defender.has(ability: "magic-guard")
        switch field.weather {
        case let weather? where weather.isSunny:
            if defender.has(ability: "dry-skin", "solar-power") {
                change -= maxHP / 8
                texts.append("\(defender.ability?.displayName ?? "") damage")
            }
        case let weather? where weather.isRainy:
            if !healBlocked, defender.has(ability: "dry-skin") {
                change += maxHP / 8
                texts.append("Dry Skin recovery")
            } else if !healBlocked, defender.has(ability: "rain-dish") {
                change += maxHP / 16
                texts.append("Rain Dish recovery")
            }
        case .sand?:
            if !defender.has(type: "rock"), !defender.has(type: "ground"), !defender.has(type: "steel"),
                !defender.has(ability: "magic-guard", "overcoat", "sand-force", "sand-rush", "sand-veil"),
                !defender.has(item: "safety-goggles")
            {
                change -= maxHP / 16
                texts.append("sandstorm damage")
            }
        case .hail?, .snow?:
            if defender.has(ability: "ice-body"), !healBlocked {
                change += maxHP / 16
                texts.append("Ice Body recovery")
            } else if field.weather == .hail, !defender.has(type: "ice"),
                !defender.has(ability: "magic-guard", "overcoat", "snow-cloak"), !defender.has(item: "safety-goggles")
            {
                change -= maxHP / 16
                texts.append("hail damage")
            }
        default: break
        }
        if defender.has(item: "leftovers"), !losesItem, !healBlocked {
            change += maxHP / 16
            texts.append("Leftovers recovery")
        } else if defender.has(item: "black-sludge"), !losesItem {
            if defender.has(type: "poison") {
                if !healBlocked {
                    change += maxHP / 16
                    texts.append("Black Sludge recovery")
                }
            } else if !defender.has(ability: "magic-guard", "klutz") {
                change -= maxHP / 8
                texts.append("Black Sludge damage")
            }
        } else if defender.has(item: "sticky-barb"), !losesItem, !defender.has(ability: "magic-guard", "klutz") {
            change -= maxHP / 8
            texts.append("Sticky Barb damage")
        }
        if field.terrain == .grassy, defender.isGrounded(in: field), !healBlocked {
            change += maxHP / 16
            texts.append("Grassy Terrain recovery")
        }
        switch defender.status {
        case .poisoned?, .badlyPoisoned?:
            if defender.has(ability: "poison-heal") {
                if !healBlocked {
                    change += maxHP / 8
                    texts.append("Poison Heal")
                }
            } else if !guarded {
                if defender.status == .poisoned { change -= maxHP / 8 }
                texts.append(defender.status == .poisoned ? "poison damage" : "toxic damage")
            }
        case .burned?:
            if defender.has(ability: "heatproof") {
                change -= maxHP / 32
                texts.append("reduced burn damage")
            } else if !guarded {
                change -= maxHP / 16
                texts.append("burn damage")
            }
        default: break
        }
        if !guarded, trapping.contains(result.move.name) {
            change -= maxHP / (result.attacker.has(item: "binding-band") ? 6 : 8)
            texts.append("trapping damage")
        }
        return (change, texts)
    }

    /// `a`, `a and b`, `a, b, and c`.
    static func serialized(_ texts: [String]) -> String {
        switch texts.count {
        case 0: ""
        case 1: texts[0]
        case 2: "\(texts[0]) and \(texts[1])"
        default: texts.dropLast().joined(separator: ", ") + ", and " + (texts.last ?? "")
        }
    }
}
