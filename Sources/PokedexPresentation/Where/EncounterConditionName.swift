/// A condition PokeAPI names by a pattern, a number or a name in it (`coins-620`,
/// `trade-abra`, `johto-safari-blocks-forest-min-10`): read so a screen can say it in any
/// language with the number or the name in place. Conditions named otherwise are words of
/// their own (`LabelFallbacks`).
package enum EncounterConditionName: Equatable, Sendable {
    case coins(Int)
    /// The species asked for (PokeAPI names; `togepi-or-togetic` asks for either).
    case trade([String])
    case starter(String)
    /// A game in the second slot (`ruby`).
    case secondSlot(String)
    case item(String)
    case greatMarshDaily(Int)
    case alolanDiglettFound(Int)
    case safariBlocks(kind: SafariBlock, points: Int)
    /// Minutes of each hour: `00`, `19`.
    case minutes(String, String)
    /// Times of day: `04:00`, `19:59`.
    case time(String, String)

    /// The Johto Safari Zone's kinds of blocks.
    package enum SafariBlock: String, Sendable {
        case plains, forest, peak, water
    }

    /// `name` read, `english` (PokeAPI's text) for what the name leaves out; nil for a
    /// condition named otherwise.
    package init?(_ name: String, english: String) {
        func number(after prefix: String) -> Int? {
            name.hasPrefix(prefix) ? Int(name.dropFirst(prefix.count)) : nil
        }
        if let coins = number(after: "coins-") {
            self = .coins(coins)
        } else if let species = Self.species(in: name) {
            self =
                name.hasPrefix("starter-") ? .starter(species) : .trade(species.split(separator: "/").map(String.init))
        } else if name.hasPrefix("slot2-"), name != "slot2-none" {
            self = .secondSlot(String(name.dropFirst(6)))
        } else if name.hasPrefix("item-"), name != "item-none" {
            self = .item(String(name.dropFirst(5)))
        } else if name.hasPrefix("great-marsh-daily-slot-"), name.hasSuffix("-of-32"),
            let chance = Int(name.dropFirst(23).dropLast(6))
        {
            self = .greatMarshDaily(chance)
        } else if let found = number(after: "alolan-diglett-found-") {
            self = .alolanDiglettFound(found)
        } else if name.hasPrefix("johto-safari-blocks-") {
            let parts = name.dropFirst(20).split(separator: "-")
            guard parts.count == 3, parts[1] == "min", let kind = SafariBlock(rawValue: String(parts[0])),
                let points = Int(parts[2])
            else { return nil }
            self = .safariBlocks(kind: kind, points: points)
        } else if name.hasPrefix("time-minute-") {
            let parts = name.dropFirst(12).split(separator: "-")
            guard parts.count == 3, parts[1] == "to", parts[0].allSatisfy(\.isNumber), parts[2].allSatisfy(\.isNumber)
            else { return nil }
            self = .minutes(String(parts[0]), String(parts[2]))
        } else if name.hasPrefix("time-") {
            // PokeAPI's text, not its name, has the hours right (`time-21-00-to-03-59` is
            // "between 22:00 and 03:59", after `time-20-00-to-21-59`).
            let times = english.split(separator: " ").filter {
                $0.count == 5 && $0.dropFirst(2).first == ":" && $0.filter(\.isNumber).count == 4
            }
            guard times.count == 2 else { return nil }
            self = .time(String(times[0]), String(times[1]))
        } else {
            return nil
        }
    }

    /// The species a trade or starter condition names, `/` between two (`togepi/togetic`);
    /// nil for any other condition.
    package static func species(in condition: String) -> String? {
        for prefix in ["trade-", "starter-"] where condition.hasPrefix(prefix) && condition.count > prefix.count {
            let named = condition.dropFirst(prefix.count)
            return named.split(separator: "-or-").joined(separator: "/")
        }
        return nil
    }
}
