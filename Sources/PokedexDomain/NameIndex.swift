/// Every spelling of every name in a catalog: resolving what a person typed, ranked search,
/// and suggestions for names that match nothing.
public struct NameIndex: Sendable {
    public let catalog: PokemonCatalog
    /// Per Pokémon, the distinct keys it answers to (own name first).
    private let keys: [[Key]]

    /// A name key, compared as UTF-8 bytes: many times faster than comparing Strings, and
    /// the same answer on keys, which are already folded.
    private struct Key: Sendable {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        var bytes: String.UTF8View { text.utf8 }
        /// Unicode scalars in the key: how long it is for edit distances.
        var length: Int { text.unicodeScalars.count }

        var scalars: [UInt32] { text.unicodeScalars.map(\.value) }

        func equals(_ other: Key) -> Bool {
            bytes.elementsEqual(other.bytes)
        }

        func hasPrefix(_ other: Key) -> Bool {
            bytes.starts(with: other.bytes)
        }

        func contains(_ other: Key) -> Bool {
            let haystack = bytes
            let needle = other.bytes
            guard let first = needle.first else { return true }
            var from = haystack.startIndex
            while let start = haystack[from...].firstIndex(of: first) {
                if haystack[start...].starts(with: needle) { return true }
                from = haystack.index(after: start)
            }
            return false
        }

        /// Edit distance to `query`, computed only when the lengths allow `limit`.
        func distance(to query: Key, queryScalars: [UInt32], limit: Int) -> Int? {
            guard abs(length - query.length) <= limit else { return nil }
            return EditDistance.between(queryScalars, scalars, limit: limit)
        }
    }

    /// `names` adds every Pokémon's species name in other languages as further spellings.
    public init(_ catalog: PokemonCatalog, names: LocalizedNames = .empty) {
        self.catalog = catalog
        var keys: [[String]] = []
        keys.reserveCapacity(catalog.count)
        for summary in catalog.all {
            var own = [NameKey.make(summary.name)]
            var aliases = [summary.displayName, summary.isDefault ? summary.speciesName : ""]
            if summary.isDefault, let localized = names.bySpecies[summary.speciesID] {
                aliases += Language.allCases.compactMap { localized[$0] }
            }
            for alias in aliases {
                let key = NameKey.make(alias)
                if !key.isEmpty, !own.contains(key) { own.append(key) }
            }
            keys.append(own)
        }
        self.keys = keys.map { $0.map(Key.init) }
    }

    private var all: [PokemonSummary] { catalog.all }

    /// `resolve` without building an index, for the common case: an id, or a Pokémon's own
    /// PokeAPI name in any case (PokeAPI names are their own name keys). Nil means "ask a
    /// `NameIndex`", not "unknown".
    public static func quickResolve(_ query: String, in catalog: PokemonCatalog) -> PokemonSummary? {
        let trimmed = query.trimmingWhitespace()
        if let id = parseID(trimmed) { return catalog.pokemon(id: id) }
        let key = NameKey.make(trimmed)
        guard !key.isEmpty else { return nil }
        return catalog.all.first { $0.name == key }
    }

    /// The Pokémon a person means by `query`: an id (`25`, `#25`, `025`) or any spelling of a
    /// Pokémon, display or species name.
    public func resolve(_ query: String) -> PokemonSummary? {
        let trimmed = query.trimmingWhitespace()
        if let id = Self.parseID(trimmed) { return catalog.pokemon(id: id) }
        let key = Key(NameKey.make(trimmed))
        guard !key.bytes.isEmpty else { return nil }
        // Own names first, then aliases, so an alias never hides another Pokémon's own name.
        if let position = keys.firstIndex(where: { $0[0].equals(key) }) { return all[position] }
        return keys.firstIndex { $0.dropFirst().contains { $0.equals(key) } }.map { all[$0] }
    }

    /// `25`, `#25` and `025` are ids; anything else is not.
    public static func parseID(_ text: String) -> Int? {
        // Full-width digits (`＃２５`) are digits too.
        let text = text.utf8.allSatisfy { $0 < 0x80 } ? text : NameKey.normalized(text).trimmingWhitespace()
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(digits)
    }

    /// Every Pokémon matching `query`, best first: exact, then prefix, then substring (each in
    /// dex order), then close misspellings (nearest first).
    public func search(_ query: String, limit: Int) -> [SearchHit] {
        let key = Key(NameKey.make(query.trimmingWhitespace()))
        guard !key.bytes.isEmpty, limit > 0 else { return [] }
        var hits: [SearchHit] = []
        var fuzzy: [(distance: Int, hit: SearchHit)] = []
        let tolerance = Self.typoTolerance(for: key.text)
        let scalars = key.scalars
        for (position, own) in keys.enumerated() {
            if let kind = Self.directMatch(of: key, in: own) {
                hits.append(SearchHit(pokemon: all[position], match: kind))
            } else if let distance = own.lazy.compactMap({
                $0.distance(to: key, queryScalars: scalars, limit: tolerance)
            }).min() {
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
        let key = Key(NameKey.make(query.trimmingWhitespace()))
        guard !key.bytes.isEmpty else { return [] }
        let tolerance = max(2, Self.typoTolerance(for: key.text))
        let scalars = key.scalars
        var scored: [(distance: Int, position: Int)] = []
        for (position, own) in keys.enumerated() {
            let direct = key.length >= 3 && own.contains { $0.hasPrefix(key) || key.hasPrefix($0) } ? 1 : nil
            let typo = own.lazy.compactMap { $0.distance(to: key, queryScalars: scalars, limit: tolerance) }.min()
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

    private static func directMatch(of key: Key, in own: [Key]) -> SearchHit.Match? {
        var best: SearchHit.Match?
        for candidate in own {
            let match: SearchHit.Match?
            if candidate.equals(key) {
                match = .exact
            } else if candidate.hasPrefix(key) {
                match = .prefix
            } else if candidate.contains(key) {
                match = .substring
            } else {
                match = nil
            }
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
    /// The text without white space at either end.
    public func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
