/// The whole National Dex in memory, in dex order, with the lookups that list, show and search
/// need: by id, by any spelling of a name, and ranked search.
public struct PokemonCatalog: Sendable {
    public let all: [PokemonSummary]
    private let positionByID: [Int: Int]
    /// Name key → position in `all`. A Pokémon's own name wins over a display name or species
    /// name that happens to share its key.
    private let positionByKey: [String: Int]
    /// Per Pokémon, the distinct keys it answers to (own name first).
    private let keys: [[String]]

    public init(_ pokemon: [PokemonSummary]) {
        let sorted = pokemon.sorted { $0.id < $1.id }
        all = sorted
        var byID: [Int: Int] = [:]
        var byKey: [String: Int] = [:]
        var keys: [[String]] = []
        keys.reserveCapacity(sorted.count)
        for (position, summary) in sorted.enumerated() {
            byID[summary.id] = position
            var own = [NameKey.make(summary.name)]
            for alias in [summary.displayName, summary.isDefault ? summary.speciesName : ""] {
                let key = NameKey.make(alias)
                if !key.isEmpty, !own.contains(key) { own.append(key) }
            }
            keys.append(own)
        }
        // Own names first, then aliases, so an alias never hides another Pokémon's own name.
        for (position, own) in keys.enumerated() where byKey[own[0]] == nil {
            byKey[own[0]] = position
        }
        for (position, own) in keys.enumerated() {
            for key in own.dropFirst() where byKey[key] == nil { byKey[key] = position }
        }
        positionByID = byID
        positionByKey = byKey
        self.keys = keys
    }

    public var count: Int { all.count }

    public func pokemon(id: Int) -> PokemonSummary? {
        positionByID[id].map { all[$0] }
    }

    /// The Pokémon a person means by `query`: an id (`25`, `#25`, `025`) or any spelling of a
    /// Pokémon, display or species name.
    public func resolve(_ query: String) -> PokemonSummary? {
        let trimmed = query.trimmingWhitespace()
        if let id = Self.parseID(trimmed) { return pokemon(id: id) }
        let key = NameKey.make(trimmed)
        guard !key.isEmpty else { return nil }
        return positionByKey[key].map { all[$0] }
    }

    /// `25`, `#25` and `025` are ids; anything else is not.
    public static func parseID(_ text: String) -> Int? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(digits)
    }

    /// Every Pokémon matching `query`, best first: exact, then prefix, then substring (each in
    /// dex order), then close misspellings (nearest first).
    public func search(_ query: String, limit: Int) -> [SearchHit] {
        let key = NameKey.make(query.trimmingWhitespace())
        guard !key.isEmpty, limit > 0 else { return [] }
        var hits: [SearchHit] = []
        var fuzzy: [(distance: Int, hit: SearchHit)] = []
        let tolerance = Self.typoTolerance(for: key)
        for (position, own) in keys.enumerated() {
            if let kind = Self.directMatch(of: key, in: own) {
                hits.append(SearchHit(pokemon: all[position], match: kind))
            } else if let distance = own.lazy.compactMap({ EditDistance.between(key, $0, limit: tolerance) }).min() {
                fuzzy.append((distance, SearchHit(pokemon: all[position], match: .fuzzy)))
            }
        }
        // Stable sorts keep dex order inside each tier.
        let ranked = hits.enumerated().sorted {
            ($0.element.match.rank, $0.offset) < ($1.element.match.rank, $1.offset)
        }.map(\.element)
        let nearest = fuzzy.enumerated().sorted {
            ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset)
        }.map(\.element.hit)
        return Array((ranked + nearest).prefix(limit))
    }

    /// Up to `limit` names close to an unknown `query`, nearest first, for "Did you mean".
    public func suggestions(for query: String, limit: Int = 3) -> [PokemonSummary] {
        let key = NameKey.make(query.trimmingWhitespace())
        guard !key.isEmpty else { return [] }
        let tolerance = max(2, Self.typoTolerance(for: key))
        var scored: [(distance: Int, position: Int)] = []
        for (position, own) in keys.enumerated() {
            let direct = key.count >= 3 && own.contains { $0.hasPrefix(key) || key.hasPrefix($0) } ? 1 : nil
            let typo = own.lazy.compactMap { EditDistance.between(key, $0, limit: tolerance) }.min()
            if let distance = [direct, typo].compactMap({ $0 }).min() {
                scored.append((distance, position))
            }
        }
        return scored.sorted { ($0.distance, $0.position) < ($1.distance, $1.position) }
            .prefix(limit).map { all[$0.position] }
    }

    /// How many typos a query of this length may hold and still count as a fuzzy match.
    static func typoTolerance(for key: String) -> Int {
        switch key.unicodeScalars.count {
        case ..<4: 0
        case 4...6: 1
        default: 2
        }
    }

    private static func directMatch(of key: String, in own: [String]) -> SearchHit.Match? {
        var best: SearchHit.Match?
        for candidate in own {
            let match: SearchHit.Match?
            if candidate == key { match = .exact }
            else if candidate.hasPrefix(key) { match = .prefix }
            else if candidate.contains(key) { match = .substring }
            else { match = nil }
            if let match, match.rank < (best?.rank ?? .max) { best = match }
        }
        return best
    }
}

public struct SearchHit: Sendable, Hashable {
    public enum Match: String, Sendable, Hashable, CaseIterable {
        case exact, prefix, substring, fuzzy

        var rank: Int {
            switch self {
            case .exact: 0
            case .prefix: 1
            case .substring: 2
            case .fuzzy: 3
            }
        }
    }

    public let pokemon: PokemonSummary
    public let match: Match

    public init(pokemon: PokemonSummary, match: Match) {
        self.pokemon = pokemon
        self.match = match
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
