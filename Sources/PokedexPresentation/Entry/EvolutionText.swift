import PokedexDomain
import PokedexWords

/// The things an evolution's conditions name — items, moves, species — by their names in the
/// reader's language, PokeAPI name → name. One missing is shown in English (marked, in text).
package struct ConditionNames: Sendable, Equatable {
    package var items: [String: String]
    package var moves: [String: String]
    package var species: [String: String]
    /// Places by their PokeAPI location names (`mount-lanakila`).
    var places: [String: String]

    package init(
        items: [String: String] = [:], moves: [String: String] = [:], species: [String: String] = [:],
        places: [String: String] = [:]
    ) {
        self.items = items
        self.moves = moves
        self.species = species
        self.places = places
    }

    package static let english = ConditionNames()

    /// The items, moves and species `conditions` name, by their PokeAPI names: what to look up.
    package static func wanted(by conditions: [EvolutionCondition]) -> (
        items: [String], moves: [String], species: [String], places: [String]
    ) {
        var items: [String] = []
        var moves: [String] = []
        var species: [String] = []
        var places: [String] = []
        for c in conditions {
            items += [c.item, c.heldItem].compactMap { $0 }
            moves += [c.knownMove, c.usedMove].compactMap { $0 }
            species += [c.partySpecies, c.tradeSpecies].compactMap { $0 }
            places += [c.location].compactMap { $0 }
            if c.trigger == "three-defeated-bisharp" {
                species += ["bisharp", "pawniard"]
                items.append("leaders-crest")
            }
        }
        return (items, moves, species, places)
    }
}

/// The condition of an evolution step in words, in the reader's language: `level 16`, `use
/// Fire Stone`, `trade holding Metal Coat`, `high friendship, daytime`, `level up near a Moss
/// Rock`, `knows a Fairy-type move with affection`; `レベル16`, `ほのおのいしを使う`.
package enum EvolutionText {
    /// All the usual ways into `species`, joined with "or"; then, in brackets, the ways other
    /// games have that read differently: `use Leaf Stone (other games: level up near a Moss
    /// Rock)`.
    package static func describe(
        _ conditions: [EvolutionCondition], into species: String, labels: ScreenLabels = .english,
        names: ConditionNames = .english
    ) -> String? {
        let words = Words(labels: labels, names: names)
        func phrases(_ conditions: [EvolutionCondition], besides known: [String] = []) -> [String] {
            var phrases: [String] = []
            for condition in conditions {
                let phrase = words.describe(condition, into: species)
                if !phrases.contains(phrase), !known.contains(phrase) { phrases.append(phrase) }
            }
            // A way that is another with more to it (`use Thunder Stone, in Alola` beside `use
            // Thunder Stone`) says nothing the other does not.
            return phrases.filter { phrase in
                !phrases.contains { other in other != phrase && phrase.hasPrefix(other + labels.clauseSeparator) }
            }
        }
        let or = " " + labels.say(.or) + " "
        let usual = phrases(conditions.filter(\.isUsual))
        let other = phrases(conditions.filter { !$0.isUsual }, besides: usual)
        guard !usual.isEmpty else { return other.isEmpty ? nil : other.joined(separator: or) }
        return usual.joined(separator: or)
            + (other.isEmpty ? "" : labels.parenthesized(labels.say(.evolveOtherGames, other.joined(separator: or))))
    }

    package static func describe(
        _ c: EvolutionCondition, into species: String, labels: ScreenLabels = .english,
        names: ConditionNames = .english
    ) -> String {
        Words(labels: labels, names: names).describe(c, into: species)
    }

    /// The words of one language, and the names in it.
    private struct Words {
        let labels: ScreenLabels
        let names: ConditionNames

        func say(_ phrase: Phrase, _ values: String...) -> String {
            labels.say(phrase, filling: values)
        }

        func item(_ name: String) -> String { names.items[name] ?? labels.english(DisplayName.titleCase(name)) }
        func move(_ name: String) -> String { names.moves[name] ?? labels.english(DisplayName.titleCase(name)) }
        func species(_ name: String) -> String {
            names.species[name] ?? labels.english(DisplayName.titleCase(name))
        }

        func describe(_ c: EvolutionCondition, into species: String) -> String {
            var parts: [String] = []
            switch c.trigger {
            case "level-up":
                if let level = c.minLevel {
                    parts.append(say(.evolveLevel, String(level)))
                } else if let known = c.knownMove {
                    // Farigiraf, Hydrapple: the level-up is the way, knowing the move its condition.
                    parts.append(say(.evolveLevelUpKnowing, move(known)))
                } else if c.nearSpecialRock || c.location != nil {
                    parts.append(say(.evolveLevelUpPlace, place(c, species: species)))
                } else if requirements(c).isEmpty {
                    parts.append(say(.evolveLevelUp))
                }
            case "use-item":
                let used = c.item.map(item) ?? say(.evolveAnItem)
                // German's `mit Donnerstein` would inflect an item of two words (`mit Saurem
                // Apfel`): those are `verwenden: Saurer Apfel`.
                let phrase: Phrase = labels.language == .de && used.contains(" ") ? .evolveUseNamed : .evolveUse
                parts.append(say(phrase, used))
            case "trade":
                if let held = c.heldItem {
                    parts.append(say(.evolveTradeHolding, item(held)))
                } else if let other = c.tradeSpecies {
                    parts.append(say(.evolveTradeFor, self.species(other)))
                } else {
                    parts.append(say(.evolveTrade))
                }
            case "shed": parts.append(say(.evolveShed))
            case "spin": parts.append(say(.evolveSpin))
            case "tower-of-darkness": parts.append(say(.evolveTowerOfDarkness))
            case "tower-of-waters": parts.append(say(.evolveTowerOfWaters))
            case "three-critical-hits": parts.append(say(.evolveCriticalHits))
            case "take-damage": parts.append(say(.evolveStoneBridge, String(c.minDamageTaken ?? 49)))
            case "agile-style-move", "strong-style-move":
                parts.append(
                    say(
                        c.trigger == "agile-style-move" ? .evolveAgileStyle : .evolveStrongStyle,
                        c.usedMove.map(move) ?? say(.evolveAMove), String(c.minMoveCount ?? 20)))
            case "recoil-damage": parts.append(say(.evolveRecoil, String(c.minDamageTaken ?? 294)))
            case "use-move":
                parts.append(
                    say(.evolveUseMove, c.usedMove.map(move) ?? say(.evolveAMove), String(c.minMoveCount ?? 20)))
            case "three-defeated-bisharp":
                // The Bisharp that lead Pawniard hold Leader's Crest (PokeAPI's condition leaves it out).
                parts.append(
                    say(
                        .evolveDefeatLeaders, self.species("bisharp"), self.species("pawniard"),
                        item("leaders-crest")))
            case "gimmighoul-coins": parts.append(say(.evolveCoins))
            default: parts.append(say(.evolveSpecial))
            }
            // Holding an item when levelling up is part of the requirement list.
            if c.trigger != "trade", let held = c.heldItem { parts.append(say(.evolveHolding, item(held))) }
            parts += requirements(c)
            if c.trigger != "level-up" || c.minLevel != nil, c.nearSpecialRock || c.location != nil {
                parts.append(place(c, species: species))
            }
            // In English, "with affection" reads as part of the phrase before it.
            let affection = labels.language == .en ? say(.evolveAffection) : nil
            var text = ""
            for part in parts where !part.isEmpty {
                if !text.isEmpty { text += part == affection ? " " : labels.clauseSeparator }
                text += part
            }
            return text
        }

        /// Everything but the trigger, the level, the held item and the place.
        private func requirements(_ c: EvolutionCondition) -> [String] {
            var parts: [String] = []
            if let known = c.knownMove, c.trigger != "level-up" || c.minLevel != nil {
                parts.append(say(.evolveKnows, move(known)))
            }
            if let type = c.knownMoveType { parts.append(say(.evolveKnowsType, labels.type(type))) }
            if c.minHappiness != nil { parts.append(say(.evolveFriendship)) }
            if c.minAffection != nil { parts.append(say(.evolveAffection)) }
            if c.minBeauty != nil { parts.append(say(.evolveBeauty)) }
            switch c.timeOfDay {
            case "day": parts.append(say(.evolveDay))
            case "night": parts.append(say(.evolveNight))
            case "dusk": parts.append(say(.evolveDusk))
            case "full-moon": parts.append(say(.evolveFullMoon))
            default: break
            }
            switch c.gender {
            case 1: parts.append(say(.evolveFemale))
            case 2: parts.append(say(.evolveMale))
            default: break
            }
            if let party = c.partySpecies { parts.append(say(.evolvePartySpecies, species(party))) }
            if let type = c.partyType { parts.append(say(.evolvePartyType, labels.type(type))) }
            switch c.relativePhysicalStats {
            case 1: parts.append(say(.evolveAttackHigher))
            case 0: parts.append(say(.evolveAttackEqual))
            case -1: parts.append(say(.evolveAttackLower))
            default: break
            }
            if c.needsOverworldRain { parts.append(say(.evolveRain)) }
            if c.turnUpsideDown { parts.append(say(.evolveUpsideDown)) }
            if let steps = c.minSteps { parts.append(say(.evolveSteps, String(steps))) }
            if c.trigger == "level-up", let used = c.usedMove { parts.append(say(.evolveAfterUsing, move(used))) }
            if c.needsMultiplayer { parts.append(say(.evolveUnionCircle)) }
            if let region = c.region { parts.append(say(.evolveRegion, labels.word(.region, region))) }
            return parts
        }

        /// The species that evolve at a special place, whichever game's place PokeAPI names.
        private static let specialPlaces: Set<String> = ["leafeon", "glaceon", "magnezone", "probopass", "vikavolt"]

        private func place(_ c: EvolutionCondition, species: String) -> String {
            if c.nearSpecialRock || (c.location != nil && Self.specialPlaces.contains(species)) {
                switch species {
                case "leafeon": return say(.evolveMossRock)
                case "glaceon": return say(.evolveIceRock)
                case "magnezone", "probopass", "vikavolt": return say(.evolveMagneticField)
                default: return say(.evolveSpecialRock)
                }
            }
            return c.location.map { say(.evolveAt, names.places[$0] ?? labels.english(DisplayName.titleCase($0))) }
                ?? ""
        }
    }
}
