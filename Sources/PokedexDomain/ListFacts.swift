/// What `list --where`, `--sort` and the status flags need of one Pokémon beyond its row.
/// Held small (see `BaseStats`): the whole dex's facts are one table.
package struct ListFacts: Sendable, Hashable {
    package let stats: BaseStats
    private let height32: Int32
    private let weight32: Int32
    package var heightDecimetres: Int { Int(height32) }
    package var weightHectograms: Int { Int(weight32) }
    package let isLegendary: Bool
    package let isMythical: Bool
    package let isBaby: Bool
    /// Its species evolves no further (and so counts when it does not evolve at all).
    package let isFullyEvolved: Bool

    package init(
        stats: BaseStats, heightDecimetres: Int, weightHectograms: Int, isLegendary: Bool, isMythical: Bool,
        isBaby: Bool, isFullyEvolved: Bool
    ) {
        self.stats = stats
        height32 = Int32(clamping: heightDecimetres)
        weight32 = Int32(clamping: weightHectograms)
        self.isLegendary = isLegendary
        self.isMythical = isMythical
        self.isBaby = isBaby
        self.isFullyEvolved = isFullyEvolved
    }
}

/// A number a list can be filtered and sorted by.
package enum ListField: String, Sendable, Hashable, CaseIterable {
    case hp, attack, defense
    case specialAttack = "special-attack"
    case specialDefense = "special-defense"
    case speed, total, height, weight, generation

    /// The short spellings players use, besides each field's own name.
    static let aliases: [String: ListField] = [
        "atk": .attack, "def": .defense, "spa": .specialAttack, "spatk": .specialAttack, "sp-atk": .specialAttack,
        "spd": .specialDefense, "spdef": .specialDefense, "sp-def": .specialDefense, "spe": .speed,
        "bst": .total, "stat-total": .total, "gen": .generation, "ht": .height, "wt": .weight,
    ]

    /// `speed`, `spe`, `Sp. Atk`, `BST` → the field; nil for anything else.
    package init?(spelled text: String) {
        let key = NameKey.make(text)
        guard let field = ListField(rawValue: key) ?? Self.aliases[key] else { return nil }
        self = field
    }

    /// Height and weight are written in metres and kilograms, to one decimal.
    package var isTenths: Bool { self == .height || self == .weight }

    /// The field's value for one Pokémon, in tenths for height and weight.
    package func value(of pokemon: PokemonSummary, _ facts: ListFacts) -> Int {
        value(of: facts) ?? pokemon.generation
    }

    /// Whether a Pokémon's row holds the field (its generation), not its facts.
    var isOnRow: Bool { self == .generation }

    /// The field's value among a Pokémon's facts; nil for one its row holds (its generation).
    package func value(of facts: ListFacts) -> Int? {
        switch self {
        case .hp: facts.stats.hp
        case .attack: facts.stats.attack
        case .defense: facts.stats.defense
        case .specialAttack: facts.stats.specialAttack
        case .specialDefense: facts.stats.specialDefense
        case .speed: facts.stats.speed
        case .total: facts.stats.total
        case .height: facts.heightDecimetres
        case .weight: facts.weightHectograms
        case .generation: nil
        }
    }
}

/// One `--where` comparison: `speed>=100`, `total<=300`, `weight>200` (kilograms).
package struct ListCondition: Sendable, Hashable, CustomStringConvertible {
    package enum Comparison: String, Sendable, Hashable, CaseIterable {
        case lessOrEqual = "<="
        case greaterOrEqual = ">="
        case notEqual = "!="
        case equal = "="
        case less = "<"
        case greater = ">"

        func holds(_ lhs: Int, _ rhs: Int) -> Bool {
            switch self {
            case .lessOrEqual: lhs <= rhs
            case .greaterOrEqual: lhs >= rhs
            case .notEqual: lhs != rhs
            case .equal: lhs == rhs
            case .less: lhs < rhs
            case .greater: lhs > rhs
            }
        }
    }

    let field: ListField
    let comparison: Comparison
    /// In tenths for height and weight.
    package let value: Int

    package init(field: ListField, comparison: Comparison, value: Int) {
        self.field = field
        self.comparison = comparison
        self.value = value
    }

    func holds(for pokemon: PokemonSummary, _ facts: ListFacts) -> Bool {
        comparison.holds(field.value(of: pokemon, facts), value)
    }

    /// Whether the Pokémon's row holds its field (its generation), not its facts.
    var isOnRow: Bool { field.isOnRow }

    /// Whether the facts alone hold it; nil for a comparison of what the row holds.
    func holds(for facts: ListFacts) -> Bool? {
        field.value(of: facts).map { comparison.holds($0, value) }
    }

    /// As written back on a command line: `speed>=100`, `weight>200.5`.
    package var description: String {
        let number =
            field.isTenths ? (value % 10 == 0 ? String(value / 10) : "\(value / 10).\(value % 10)") : String(value)
        return field.rawValue + comparison.rawValue + number
    }

    /// Why an expression cannot be read, pointing at the part that is wrong.
    package struct ParseError: Error, Sendable, Equatable {
        package let message: String
    }

    /// `speed>=100`, `Sp. Atk > 120`, `bst<=300`, `weight>200.5`, `gen=4`. White space
    /// around the parts is allowed; `==` means `=`.
    package static func parse(_ expression: String) throws(ParseError) -> ListCondition {
        let text = expression.trimmingWhitespace()
        guard let start = text.firstIndex(where: { "<>=!".contains($0) }) else {
            throw ParseError(message: "'\(text)' has no comparison: write it like speed>=100")
        }
        let name = String(text[..<start]).trimmingWhitespace()
        guard !name.isEmpty else { throw ParseError(message: "'\(text)' names no field before '\(text[start...])'") }
        guard let field = ListField(spelled: name) else {
            let known = ListField.allCases.map(\.rawValue).joined(separator: ", ")
            throw ParseError(message: "unknown field '\(name)' in '\(text)' (fields: \(known))")
        }
        var rest = text[start...]
        var comparison: Comparison?
        for candidate in Comparison.allCases where rest.hasPrefix(candidate.rawValue) {
            comparison = candidate
            rest = rest.dropFirst(candidate.rawValue.count)
            break
        }
        if comparison == .equal, rest.hasPrefix("=") { rest = rest.dropFirst() }
        guard let comparison else { throw ParseError(message: "'\(text[start...])' is not a comparison in '\(text)'") }
        let number = String(rest).trimmingWhitespace()
        if let stray = number.first, "<>=!".contains(stray) {
            throw ParseError(message: "a number must follow '\(comparison.rawValue)' in '\(text)', not '\(number)'")
        }
        guard let value = Self.number(number, tenths: field.isTenths) else {
            let unit = field.isTenths ? " (in \(field == .height ? "metres" : "kilograms"))" : ""
            throw ParseError(message: "'\(number)' is not a number\(unit) in '\(text)'")
        }
        // As `--generation` takes it: `gen=99` names no generation (`gen>9` is a bound, and
        // may hold for none; `gen!=10` holds for all).
        let generations = ListFilter.generations
        if field == .generation, comparison == .equal, !generations.contains(value) {
            throw ParseError(
                message:
                    "a generation is \(generations.lowerBound) to \(generations.upperBound), not \(value), in '\(text)'"
            )
        }
        return ListCondition(field: field, comparison: comparison, value: value)
    }

    /// A whole number, or for tenths one with at most one decimal; nil otherwise.
    private static func number(_ text: String, tenths: Bool) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ part in part.allSatisfy { $0.isASCII && $0.isNumber } }),
            let whole = Int(parts[0]), parts[0].count <= 6
        else { return nil }
        if parts.count == 1 { return tenths ? whole * 10 : whole }
        guard tenths, parts[1].count == 1, let decimal = Int(parts[1]) else { return nil }
        return whole * 10 + decimal
    }
}

/// How a list is ordered: by a field or by id or name, ties by id.
package enum ListSort: Sendable, Hashable {
    case id
    case name
    case field(ListField)

    /// `speed`, `spe`, `id`, `name`; nil for anything else.
    package init?(spelled text: String) {
        switch NameKey.make(text) {
        case "id", "number", "dex": self = .id
        case "name": self = .name
        default:
            guard let field = ListField(spelled: text) else { return nil }
            self = .field(field)
        }
    }

    package var name: String {
        switch self {
        case .id: "id"
        case .name: "name"
        case .field(let field): field.rawValue
        }
    }
}
