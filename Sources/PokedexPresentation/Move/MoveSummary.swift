import PokedexDomain
import PokedexWords

/// What a move does, in pokedex's own words, composed from the facts alone: its class and
/// power, hits, targets, the ailment and its chance, stat changes, drain and recoil, healing,
/// critical hits, flinching, turns and priority. "Special, 90 power. 10% chance to paralyze the
/// target." Works with no connection; PokeAPI's prose, when cached, is shown under it.
package enum MoveSummary {
    package static func sentence(_ move: Move, _ facts: MoveEffect?) -> String {
        var parts: [String] = []
        let damaging = move.damageClass != "status"
        let target = Party(move.target)
        if damaging {
            let kind = DisplayName.titleCase(move.damageClass)
            if facts?.category == "ohko" {
                parts.append("\(kind).")
            } else if let power = move.shownPower {
                parts.append("\(kind), \(power) power.")
            } else {
                parts.append("\(kind), power varies.")
            }
        }
        if let hits = facts?.hits, hits.upperBound > 1 {
            parts.append("Hits \(span(hits)) times.")
        }
        if damaging, let reach = target.reach { parts.append(reach) }
        if let facts {
            parts += effects(facts, damaging: damaging, target: target)
        }
        if move.priority > 0 {
            parts.append("Usually goes first (priority +\(move.priority)).")
        } else if move.priority < 0 {
            parts.append("Usually goes last (priority −\(-move.priority)).")
        }
        if parts.isEmpty { parts.append("Status move.") }
        return parts.joined(separator: " ")
    }

    /// The summary in the reader's language: the English sentence in English, else the class,
    /// the power and the reach, then `brief`'s facts: `物理 · 威力 100 · 自分以外の全員に当たる`.
    package static func localized(_ model: MoveViewModel, labels: ScreenLabels) -> String {
        guard labels.language != .en else { return model.summary }
        var parts: [String] = []
        let damaging = model.damageClass != "status"
        if damaging {
            parts.append(labels.damageClass(model.damageClass))
            if model.facts?.category != "ohko" {
                parts.append(model.power.map { labels.say(.flingPower, String($0)) } ?? labels.say(.powerVaries))
            }
            switch model.target {
            case "all-opponents": parts.append(labels.say(.hitsAllOpponents))
            case "all-other-pokemon": parts.append(labels.say(.hitsAllOthers))
            case "random-opponent": parts.append(labels.say(.hitsRandomOpponent))
            default: break
            }
        }
        let facts = brief(
            damageClass: model.damageClass, priority: model.priority, target: model.target, facts: model.facts,
            labels: labels)
        if !facts.isEmpty { parts.append(facts) }
        if parts.isEmpty { parts.append(labels.say(.statusMove)) }
        return parts.joined(separator: " · ")
    }

    /// The same facts in short, in the reader's language, for the languages other than
    /// English: `まひ 10% · こうげき +2 (自分) · 優先度 +1`. The class, power and target are on
    /// the screen's other lines, so only what the move does besides is here.
    package static func brief(
        damageClass: String, priority: Int, target: String, facts: MoveEffect?, labels: ScreenLabels
    ) -> String {
        var parts: [String] = []
        func percent(_ chance: Int) -> String { chance > 0 && chance < 100 ? " " + labels.percent(chance) : "" }
        if let facts {
            let damaging = damageClass != "status"
            let party = Party(target)
            if facts.category == "ohko" { parts.append(labels.say(.oneHitKO)) }
            if let hits = facts.hits, hits.upperBound > 1 { parts.append(labels.say(.hitsTimes, span(hits))) }
            var turnsSaid = false
            if let ailment = facts.ailment, let phrase = Word(rawValue: ailment) {
                var part = labels.say(phrase) + percent(facts.ailmentChance)
                if let turns = facts.turns, timedAilments.contains(ailment) {
                    part += labels.parenthesized(labels.say(.forTurns, span(turns)))
                    turnsSaid = true
                }
                parts.append(part)
            }
            if !facts.statChanges.isEmpty {
                let users = facts.category == "damage-raise" || (!damaging && party.isUser)
                let whose = labels.parenthesized(labels.say(users ? .ofTheUser : .ofTheTarget))
                parts.append(
                    facts.statChanges.map { change in
                        labels.stat(change.stat, english: statName(change.stat)) + " "
                            + (change.change > 0 ? "+" : "−") + String(abs(change.change))
                    }.joined(separator: labels.separator) + whose + percent(facts.statChance))
            }
            if facts.drain > 0 { parts.append(labels.say(.drains, String(facts.drain))) }
            if facts.drain < 0 { parts.append(labels.say(.recoil, String(-facts.drain))) }
            if facts.healing > 0 { parts.append(labels.say(.heals, String(facts.healing))) }
            if facts.healing < 0 { parts.append(labels.say(.losesHP, String(-facts.healing))) }
            switch facts.critRate {
            case 0: break
            case 1: parts.append(labels.say(.highCrit))
            case 2...5: parts.append(labels.say(.veryHighCrit))
            default: parts.append(labels.say(.alwaysCrit))
            }
            if facts.flinchChance > 0 { parts.append(labels.say(.flinch) + percent(facts.flinchChance)) }
            if !turnsSaid, let turns = facts.turns, facts.ailment == nil {
                parts.append(labels.say(.forTurns, span(turns)))
            }
            switch facts.category {
            case "force-switch": parts.append(labels.say(.forcesSwitch))
            case "field-effect", "whole-field-effect": parts.append(labels.say(.affectsField))
            default: break
            }
        }
        if priority != 0 {
            parts.append(labels.say(.priority) + " " + (priority > 0 ? "+" : "−") + String(abs(priority)))
        }
        return parts.joined(separator: " · ")
    }

    private static func effects(_ facts: MoveEffect, damaging: Bool, target: Party) -> [String] {
        var parts: [String] = []
        if facts.category == "ohko" { parts.append("Knocks out the target in one hit.") }
        var turnsSaid = false
        if let ailment = facts.ailment, let phrase = ailmentPhrase(ailment, target: target.object) {
            var clause = phrase
            if let turns = facts.turns, timedAilments.contains(ailment) {
                clause.rest += " for \(span(turns)) turns"
                turnsSaid = true
            }
            // A status move's ailment (chance 0) always follows; so does a 100% one.
            let chance = facts.ailmentChance
            parts.append(
                chance == 0 || chance == 100
                    ? "\(clause.verb.capitalizedFirst) \(clause.rest)."
                    : "\(chance)% chance to \(clause.base) \(clause.rest).")
        }
        parts += statSentences(facts, damaging: damaging, target: target)
        if facts.drain > 0 {
            parts.append("Restores the user’s HP by \(share(facts.drain)) the damage dealt.")
        } else if facts.drain < 0 {
            parts.append("The user takes \(share(-facts.drain)) the damage dealt as recoil.")
        }
        if facts.healing > 0 {
            parts.append("Heals \(target.isUser ? "the user" : target.object) by \(share(facts.healing)) its max HP.")
        } else if facts.healing < 0 {
            parts.append("The user loses \(share(-facts.healing)) its max HP.")
        }
        switch facts.critRate {
        case 0: break
        case 1: parts.append("High critical-hit ratio.")
        case 2...5: parts.append("Very high critical-hit ratio.")
        default: parts.append("Always lands a critical hit.")
        }
        if facts.flinchChance >= 100 {
            parts.append("Makes the target flinch.")
        } else if facts.flinchChance > 0 {
            parts.append("\(facts.flinchChance)% chance to make the target flinch.")
        }
        if !turnsSaid, let turns = facts.turns, facts.ailment == nil {
            parts.append(
                turns.lowerBound == turns.upperBound && turns.lowerBound == 1
                    ? "Lasts 1 turn." : "Lasts \(span(turns)) turns.")
        }
        switch facts.category {
        case "force-switch": parts.append("Forces the target to switch out.")
        case "field-effect", "whole-field-effect":
            parts.append(target.field.map { "Affects \($0)." } ?? "Affects the whole field.")
        default: break
        }
        return parts
    }

    /// "Raises the user’s Attack by 2 stages." — changes of the same size in one sentence.
    private static func statSentences(_ facts: MoveEffect, damaging: Bool, target: Party) -> [String] {
        guard !facts.statChanges.isEmpty else { return [] }
        // A damaging move changes the user's stats (`damage-raise`: Close Combat, Draco Meteor
        // too) or its target's (`damage-lower`); a status move, those of whom it targets.
        let whose = facts.category == "damage-raise" || (!damaging && target.isUser) ? "the user’s" : target.possessive
        var sizes: [Int] = []
        for change in facts.statChanges where !sizes.contains(change.change) { sizes.append(change.change) }
        let chance = facts.statChance
        return sizes.map { size in
            let stats = facts.statChanges.filter { $0.change == size }.map { statName($0.stat) }
            let stages = abs(size) == 1 ? "1 stage" : "\(abs(size)) stages"
            let verb = size > 0 ? "raise" : "lower"
            let rest = "\(whose) \(list(stats)) by \(stages)"
            return chance == 0 || chance == 100
                ? "\(verb.capitalizedFirst)s \(rest)." : "\(chance)% chance to \(verb) \(rest)."
        }
    }

    /// The ailments whose length the facts give as the games have it today (PokeAPI's turns
    /// for sleep and confusion are older games', and Toxic's 15 are no length at all).
    private static let timedAilments: Set<String> = ["trap", "disable", "heal-block", "embargo", "silence", "torment"]

    /// An ailment as a verb for `target`: base form ("paralyze"), third person ("Paralyzes"),
    /// and the rest of the clause ("the target").
    private static func ailmentPhrase(_ ailment: String, target: String) -> (base: String, verb: String, rest: String)?
    {
        func simple(_ base: String, _ verb: String) -> (String, String, String) { (base, verb, target) }
        switch ailment {
        case "paralysis": return simple("paralyze", "paralyzes")
        case "burn": return simple("burn", "burns")
        case "freeze": return simple("freeze", "freezes")
        case "poison": return simple("poison", "poisons")
        case "confusion": return simple("confuse", "confuses")
        case "trap": return simple("trap", "traps")
        case "torment": return simple("torment", "torments")
        case "disable": return ("disable the last move of", "disables the last move of", target)
        case "sleep": return ("put", "puts", "\(target) to sleep")
        case "infatuation": return ("make", "makes", "\(target) fall in love")
        case "yawn": return ("make", "makes", "\(target) drowsy, to fall asleep next turn")
        case "leech-seed": return ("seed", "seeds", "\(target), draining its HP every turn")
        case "nightmare": return ("give", "gives", "\(target) nightmares, hurting it while it sleeps")
        case "perish-song": return ("make", "makes", "every Pokémon that hears it faint in 3 turns")
        case "ingrain": return ("root", "roots", "the user, restoring its HP every turn")
        case "heal-block": return ("stop", "stops", "\(target) from healing")
        case "embargo": return ("stop", "stops", "\(target) from using items")
        case "silence": return ("stop", "stops", "\(target) from using sound moves")
        case "tar-shot": return ("make", "makes", "\(target) weaker to Fire")
        case "no-type-immunity": return ("remove", "removes", "the type immunities of \(target)")
        default: return nil
        }
    }

    /// 50 → "half", 25 → "a quarter of", 30 → "30% of".
    private static func share(_ percent: Int) -> String {
        switch percent {
        case 100: return "all"
        case 75: return "three quarters of"
        case 50: return "half"
        case 33: return "a third of"
        case 25: return "a quarter of"
        default: return "\(percent)% of"
        }
    }

    private static func span(_ range: ClosedRange<Int>) -> String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
    }

    private static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    static func statName(_ stat: String) -> String {
        switch stat {
        case "hp": return "HP"
        case "special-attack": return "Special Attack"
        case "special-defense": return "Special Defense"
        default: return DisplayName.titleCase(stat)
        }
    }

    /// Whom a move's target means, in words.
    private struct Party {
        let object: String
        let possessive: String
        let isUser: Bool
        /// How far a damaging move reaches, when it is more than its one target.
        let reach: String?
        /// The side of the field a field move changes.
        let field: String?

        init(_ target: String) {
            var reach: String?
            var field: String?
            switch target {
            case "user-and-allies":
                (object, possessive, isUser) = ("the user and its allies", "the user’s and its allies’", true)
            case "user", "users-field":
                (object, possessive, isUser) = ("the user", "the user’s", true)
                if target == "users-field" { field = "the user’s side of the field" }
            case "all-opponents":
                (object, possessive, isUser) = ("all opponents", "all opponents’", false)
                reach = "Hits all opponents."
            case "all-other-pokemon":
                (object, possessive, isUser) = ("all other Pokémon", "all other Pokémon’s", false)
                reach = "Hits all other Pokémon."
            case "random-opponent":
                (object, possessive, isUser) = ("a random opponent", "a random opponent’s", false)
                reach = "Hits a random opponent."
            case "all-pokemon", "entire-field":
                (object, possessive, isUser) = ("every Pokémon", "every Pokémon’s", false)
                field = "the whole field"
            case "opponents-field":
                (object, possessive, isUser) = ("the opponents", "the opponents’", false)
                field = "the opposing side of the field"
            case "ally", "all-allies":
                (object, possessive, isUser) = ("an ally", "an ally’s", false)
            default:
                (object, possessive, isUser) = ("the target", "the target’s", false)
            }
            self.reach = reach
            self.field = field
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
