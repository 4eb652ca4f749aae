import PokedexDomain

/// The condition of an evolution step in words: `level 16`, `use Fire Stone`, `trade holding
/// Metal Coat`, `high friendship, daytime`, `level up near a Moss Rock`, `knows a Fairy-type
/// move with affection`.
package enum EvolutionText {
    /// All the usual ways into `species`, joined with "or"; then, in brackets, the ways other
    /// games have that read differently: `use Leaf Stone (other games: level up near a Moss
    /// Rock)`.
    package static func describe(_ conditions: [EvolutionCondition], into species: String) -> String? {
        func phrases(_ conditions: [EvolutionCondition], besides known: [String] = []) -> [String] {
            var phrases: [String] = []
            for condition in conditions {
                let phrase = describe(condition, into: species)
                if !phrases.contains(phrase), !known.contains(phrase) { phrases.append(phrase) }
            }
            return phrases
        }
        let usual = phrases(conditions.filter(\.isUsual))
        let other = phrases(conditions.filter { !$0.isUsual }, besides: usual)
        guard !usual.isEmpty else { return other.isEmpty ? nil : other.joined(separator: " or ") }
        return usual.joined(separator: " or ")
            + (other.isEmpty ? "" : " (other games: " + other.joined(separator: " or ") + ")")
    }

    package static func describe(_ c: EvolutionCondition, into species: String) -> String {
        var parts: [String] = []
        switch c.trigger {
        case "level-up":
            if let level = c.minLevel {
                parts.append("level \(level)")
            } else if c.nearSpecialRock || c.location != nil {
                parts.append("level up " + place(c, species: species))
            } else if requirements(c).isEmpty {
                parts.append("level up")
            }
        case "use-item":
            parts.append("use \(c.item.map(DisplayName.titleCase) ?? "an item")")
        case "trade":
            var trade = "trade"
            if let held = c.heldItem { trade += " holding \(DisplayName.titleCase(held))" }
            if let other = c.tradeSpecies { trade += " for \(DisplayName.titleCase(other))" }
            parts.append(trade)
        case "shed":
            parts.append("level 20 with an empty party slot and a spare Poké Ball")
        case "spin":
            parts.append("spin around holding a Sweet")
        case "tower-of-darkness":
            parts.append("train in the Tower of Darkness")
        case "tower-of-waters":
            parts.append("train in the Tower of Waters")
        case "three-critical-hits":
            parts.append("land three critical hits in one battle")
        case "take-damage":
            parts.append("take at least \(c.minDamageTaken ?? 49) damage, then pass under the stone bridge")
        case "agile-style-move", "strong-style-move":
            let style = c.trigger == "agile-style-move" ? "agile" : "strong"
            parts.append(
                "use \(c.usedMove.map(DisplayName.titleCase) ?? "a move") in the \(style) style \(c.minMoveCount ?? 20) times"
            )
        case "recoil-damage":
            parts.append("take \(c.minDamageTaken ?? 294) recoil damage without fainting")
        case "use-move":
            parts.append("use \(c.usedMove.map(DisplayName.titleCase) ?? "a move") \(c.minMoveCount ?? 20) times")
        case "three-defeated-bisharp":
            parts.append("defeat three Bisharp that lead Pawniard")
        case "gimmighoul-coins":
            parts.append("collect 999 Gimmighoul Coins")
        default:
            parts.append("a special condition")
        }
        // Holding an item when levelling up is part of the requirement list.
        if c.trigger != "trade", let held = c.heldItem { parts.append("holding \(DisplayName.titleCase(held))") }
        parts += requirements(c)
        if c.trigger != "level-up" || c.minLevel != nil, c.nearSpecialRock || c.location != nil {
            parts.append(place(c, species: species))
        }
        // "with affection" reads as part of the phrase before it.
        var text = ""
        for part in parts where !part.isEmpty {
            if !text.isEmpty { text += part == "with affection" ? " " : ", " }
            text += part
        }
        return text
    }

    /// Everything but the trigger, the level, the held item and the place.
    private static func requirements(_ c: EvolutionCondition) -> [String] {
        var parts: [String] = []
        if let move = c.knownMove { parts.append("knows \(DisplayName.titleCase(move))") }
        if let type = c.knownMoveType { parts.append("knows a \(DisplayName.titleCase(type))-type move") }
        if c.minHappiness != nil { parts.append("high friendship") }
        if c.minAffection != nil { parts.append("with affection") }
        if c.minBeauty != nil { parts.append("high beauty") }
        switch c.timeOfDay {
        case "day": parts.append("daytime")
        case "night": parts.append("at night")
        case "dusk": parts.append("at dusk")
        case "full-moon": parts.append("under a full moon")
        default: break
        }
        switch c.gender {
        case 1: parts.append("female")
        case 2: parts.append("male")
        default: break
        }
        if let species = c.partySpecies { parts.append("with \(DisplayName.titleCase(species)) in the party") }
        if let type = c.partyType { parts.append("with a \(DisplayName.titleCase(type))-type Pokémon in the party") }
        switch c.relativePhysicalStats {
        case 1: parts.append("Attack higher than Defense")
        case 0: parts.append("Attack equal to Defense")
        case -1: parts.append("Attack lower than Defense")
        default: break
        }
        if c.needsOverworldRain { parts.append("while it rains") }
        if c.turnUpsideDown { parts.append("with the console upside down") }
        if let steps = c.minSteps { parts.append("after \(steps) steps with it") }
        if c.trigger == "level-up", let move = c.usedMove { parts.append("after using \(DisplayName.titleCase(move))") }
        if c.needsMultiplayer { parts.append("in a Union Circle") }
        if let region = c.region { parts.append("in \(DisplayName.titleCase(region))") }
        return parts
    }

    /// The species that evolve at a special place, whichever game's place PokeAPI names.
    private static let specialPlaces: Set<String> = ["leafeon", "glaceon", "magnezone", "probopass", "vikavolt"]

    private static func place(_ c: EvolutionCondition, species: String) -> String {
        if c.nearSpecialRock || (c.location != nil && specialPlaces.contains(species)) {
            switch species {
            case "leafeon": return "near a Moss Rock"
            case "glaceon": return "near an Ice Rock"
            case "magnezone", "probopass", "vikavolt": return "in a magnetic field"
            default: return "near a special rock"
            }
        }
        return c.location.map { "at \(DisplayName.titleCase($0))" } ?? ""
    }
}
