import PokedexDomain
import PokedexTerminalUI

/// Values of options and environment variables that are more than a number: durations and
/// URLs. `source` names the flag or variable in the message.
enum OptionValues {
    /// Choices as help and errors write them, from the same list completion offers:
    /// `auto, always or never`.
    static func either(_ choices: [String]) -> String {
        guard let last = choices.last, choices.count > 1 else { return choices.first ?? "" }
        return Array(choices[..<(choices.count - 1)]).joined(separator: ", ") + " or " + last
    }

    /// The ways of learning a move that `--method` takes, as typed.
    static let learnMethods = LearnMethod.common.map(\.name)

    /// `90`, `90s`, `15m`, `12h`, `7d` → seconds.
    static func duration(_ text: String, source: String) throws(UsageError) -> Double {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        var digits = Substring(text)
        var unit = 1.0
        if let last = text.last, let factor = units[last] {
            digits = text.dropLast()
            unit = factor
        }
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Double(digits)
        else {
            throw .invalid(source, takes: "a duration such as 90s, 15m, 12h or 7d", not: text)
        }
        return value * unit
    }

    /// Seconds, more than 0 and at most an hour: `10`, `2.5`.
    static func seconds(_ text: String, source: String) throws(UsageError) -> Double {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text), value > 0,
            value <= 3600
        else {
            throw .invalid(source, takes: "seconds, more than 0 and at most 3600", not: text)
        }
        return value
    }

    /// An `http://` or `https://` URL with a host, without a trailing slash.
    static func apiURL(_ text: String, source: String) throws(UsageError) -> String {
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        // An address by the one rule (WebAddress), and a path with no query, fragment or space.
        let valid =
            WebAddress(trimmed) != nil
            && !trimmed.contains(where: {
                $0.isWhitespace || $0 == "?" || $0 == "#" || $0.asciiValue.map { $0 < 0x20 } ?? false
            })
        guard valid else {
            throw .invalid(source, takes: "an http:// or https:// URL", not: text)
        }
        return trimmed
    }

    /// `ja`, `JA`, `ja_Hrkt`, `zh-hans`… → a supported language.
    static func language(_ text: String, source: String) throws(UsageError) -> Language {
        let code = text.lowercased().map { $0 == "_" ? "-" : $0 }
        guard let language = Language(rawValue: String(code)) else {
            let codes = Language.allCases.map(\.rawValue)
            throw .invalid(source, takes: "one of " + codes.joined(separator: ", "), not: text, choices: codes)
        }
        return language
    }

    /// A whole number in `range`: `20`.
    static func wholeNumber(_ text: String, source: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let what =
            range.upperBound == Int.max
            ? "a whole number, \(range.lowerBound) or more"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text), range.contains(number) else {
            throw .invalid(source, takes: what, not: text)
        }
        return number
    }

    /// A generation for `--generation`: `1`, `i`, `generation-i` or a region.
    static func generation(_ text: String, source: String) throws(UsageError) -> Int {
        guard let generation = ListFilter.parseGeneration(text) else {
            throw .invalid(
                source, takes: "1 to 9, i to ix, generation-i or a region such as kanto", not: text,
                choices: ListFilter.regions)
        }
        return generation
    }

    /// A type name for `--type`: one of the eighteen, any case.
    static func typeName(_ text: String, source: String) throws(UsageError) -> String {
        let key = NameKey.make(text)
        guard TypeChart.knownTypes.contains(key) else {
            throw .invalid(source, takes: "a type such as fire or water", not: text, choices: TypeChart.knownTypes)
        }
        return key
    }

    /// A name to look up later (a move, an ability, a game): anything with a letter or digit.
    static func name(_ text: String, source: String) throws(UsageError) -> String {
        guard !NameKey.make(text).isEmpty else {
            throw UsageError(message: "\(source) needs a name, not '\(TerminalSafe.text(text, limit: 60))'")
        }
        return text
    }

    /// `level-up` (or `level`, `levelup`), `machine` (`tm`), `egg`, `tutor`.
    /// The encounter methods players ask for most, for completion.
    static let encounterMethods = [
        "walk", "surf", "old-rod", "good-rod", "super-rod", "gift", "headbutt", "rock-smash", "npc-trade",
    ]

    /// EVs: 0–252 each, 510 in all.
    static func evs(_ text: String, source: String) throws(UsageError) -> StatSpread {
        let spread = try spread(text, source: source, range: 0...252)
        let total = spread.values.values.reduce(0, +)
        guard total <= 510 else {
            throw UsageError(message: "\(source): the EVs add up to \(total), more than 510")
        }
        return spread
    }

    /// The natures, for completion.
    static let natures = [
        "hardy", "lonely", "brave", "adamant", "naughty", "bold", "docile", "relaxed", "impish", "lax", "timid",
        "hasty", "serious", "jolly", "naive", "modest", "mild", "quiet", "bashful", "rash", "calm", "gentle", "sassy",
        "careful", "quirky",
    ]

    /// `252 Atk / 4 SpD / 252 Spe` or `atk=252,spe=252`, each value in `range`.
    static func spread(_ text: String, source: String, range: ClosedRange<Int>) throws(UsageError) -> StatSpread {
        do {
            return try StatSpread.parse(text, range: range)
        } catch {
            throw UsageError(message: "\(source): \(error.message)")
        }
    }

    static func learnMethod(_ text: String, source: String) throws(UsageError) -> LearnMethod {
        switch NameKey.make(text) {
        case "level-up", "levelup", "level", "lvl": return .levelUp
        case "machine", "machines", "tm", "tms", "tr", "hm": return .machine
        case "egg", "eggs", "egg-moves": return .egg
        case "tutor", "tutors", "move-tutor": return .tutor
        default:
            throw .invalid(
                source, takes: either(learnMethods), not: text, choices: learnMethods)
        }
    }

    static let searchKinds: [TermKind] = [.pokemon, .move, .ability, .item]

    /// `move`, or several separated by commas: `move,ability`.
    static func kinds(_ text: String, source: String) throws(UsageError) -> Set<TermKind> {
        var kinds: Set<TermKind> = []
        for part in text.split(separator: ",") {
            let key = NameKey.make(String(part))
            let singular = key.hasSuffix("s") && key != "pokemons" ? String(key.dropLast()) : key
            guard let kind = searchKinds.first(where: { $0.rawValue == key || $0.rawValue == singular }) else {
                throw .invalid(
                    source, takes: "pokemon, move, ability or item", not: String(part),
                    choices: searchKinds.map(\.rawValue))
            }
            kinds.insert(kind)
        }
        guard !kinds.isEmpty else {
            throw UsageError(message: "\(source) needs a kind: pokemon, move, ability or item")
        }
        return kinds
    }
}
