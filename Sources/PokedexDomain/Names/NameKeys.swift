import Synchronization

/// The name keys of a list of things (Pokémon, moves, items…), each with the distinct keys it
/// answers to, own name first: the matching behind resolving, ranked search and suggestions.
/// Positions in the answers are positions in the list the keys were made for.
public struct NameKeys: Sendable {
    /// Per thing, its keys; the first is its own.
    private let keys: [[Key]]
    /// Key → position, made on the first lookup: a search, which looks nothing up, never pays for it.
    private let lookup = Lookup()

    /// `spellings`: per thing, its own name first, then every other spelling; each is folded
    /// by `NameKey` and repeats are dropped.
    public init(_ spellings: [[String]]) {
        keys = spellings.map { names in
            var own: [String] = []
            for name in names {
                let key = NameKey.make(name)
                if !key.isEmpty, !own.contains(key) { own.append(key) }
            }
            return own.map(Key.init)
        }
    }

    public var count: Int { keys.count }

    /// The position of what `query` names: own names first, then other spellings, so an alias
    /// never hides another thing's own name.
    public func position(of query: String) -> Int? {
        let key = NameKey.make(query.trimmingWhitespace())
        guard !key.isEmpty else { return nil }
        let table = lookup.table(for: keys)
        return table.owners[key] ?? table.aliases[key]
    }

    /// Every position matching `query`, best first: exact, then prefix, then substring (each
    /// in list order), then close misspellings (nearest first).
    public func search(_ query: String, limit: Int) -> [(position: Int, match: SearchHit.Match)] {
        let key = Key(NameKey.make(query.trimmingWhitespace()))
        guard !key.bytes.isEmpty, limit > 0 else { return [] }
        var direct: [(position: Int, match: SearchHit.Match)] = []
        var fuzzy: [(distance: Int, position: Int)] = []
        let tolerance = Self.typoTolerance(for: key.text)
        let scalars = key.scalars
        for (position, own) in keys.enumerated() {
            if let match = Self.directMatch(of: key, in: own) {
                direct.append((position, match))
            } else if let distance = own.lazy.compactMap({
                $0.distance(to: key, queryScalars: scalars, limit: tolerance)
                    ?? $0.prefixDistance(to: key, queryScalars: scalars, limit: tolerance)
            }).min() {
                fuzzy.append((distance, position))
            }
        }
        let ranked = direct.sorted { ($0.match.rank, $0.position) < ($1.match.rank, $1.position) }
        let nearest = fuzzy.sorted { ($0.distance, $0.position) < ($1.distance, $1.position) }
            .map { (position: $0.position, match: SearchHit.Match.fuzzy) }
        return Array((ranked + nearest).prefix(limit))
    }

    /// Up to `limit` positions close to an unknown `query`, nearest first, for "Did you mean".
    public func suggestions(for query: String, limit: Int = 3) -> [Int] {
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
        return scored.sorted { ($0.distance, $0.position) < ($1.distance, $1.position) }.prefix(limit).map(\.position)
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

    /// The first thing whose own name is a key, and the first that has it as another spelling.
    private final class Lookup: Sendable {
        struct Table: Sendable {
            var owners: [String: Int] = [:]
            var aliases: [String: Int] = [:]
        }

        private let table = Mutex<Table?>(nil)

        func table(for keys: [[Key]]) -> Table {
            table.withLock { stored in
                if let stored { return stored }
                var made = Table()
                made.owners.reserveCapacity(keys.count)
                for (position, own) in keys.enumerated() {
                    for (index, key) in own.enumerated() {
                        if index == 0 {
                            if made.owners[key.text] == nil { made.owners[key.text] = position }
                        } else if made.aliases[key.text] == nil {
                            made.aliases[key.text] = position
                        }
                    }
                }
                stored = made
                return made
            }
        }
    }

    /// A name key, compared as UTF-8 bytes: many times faster than comparing Strings, and
    /// the same answer on keys, which are already folded.
    private struct Key: Sendable {
        let text: String
        /// Unicode scalars in the key: how long it is for edit distances. Counted once, as
        /// every search compares it with every key's.
        let length: Int

        init(_ text: String) {
            self.text = text
            let utf8 = text.utf8
            length = utf8.allSatisfy { $0 < 0x80 } ? utf8.count : text.unicodeScalars.count
        }

        var bytes: String.UTF8View { text.utf8 }

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

        /// Edit distance from `query` to this key's start, for a misspelt beginning of a longer
        /// name (`thunder` for `thundurus`); only for keys that start with the query's letter.
        func prefixDistance(to query: Key, queryScalars: [UInt32], limit: Int) -> Int? {
            guard limit > 0, length > query.length, bytes.first == query.bytes.first else { return nil }
            return EditDistance.between(queryScalars, Array(scalars.prefix(queryScalars.count)), limit: limit)
        }
    }
}

extension SearchHit.Match {
    /// Exact before prefix before substring before fuzzy.
    public var rank: Int {
        switch self {
        case .exact: 0
        case .prefix: 1
        case .substring: 2
        case .fuzzy: 3
        }
    }
}
