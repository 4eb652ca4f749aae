/// The name keys of a list of things (Pokémon, moves, items…), each with the distinct keys it
/// answers to, own name first: the matching behind resolving, ranked search and suggestions.
/// Positions in the answers are positions in the list the keys were made for.
///
/// The keys are UTF-8 text, a line per thing with its keys separated by tabs (a key never holds
/// either), compared as bytes: a search looks at some 10 000 keys on every run, and scanning
/// them allocates only for the few whose edit distance is worth working out. A generated file
/// of keys is this text as is.
package struct NameKeys: Sendable {
    /// One line per thing, each ending in a newline: its keys, own first, separated by tabs.
    package var lines: [UInt8] { parts.flatMap { $0.withLines(Array.init) } }
    /// How many things (lines).
    package let count: Int
    /// The lines in the buffers they were made in: keys concatenated keep their lists' own,
    /// as a search of every language's names would otherwise copy half a megabyte first.
    let parts: [Part]
    /// Key → position, made on the first lookup: a search, which looks nothing up, never pays for it.
    private let lookup = MadeOnce<LookupTable>()

    /// `spellings`: per thing, its own name first, then every other spelling; each is folded
    /// by `NameKey` and repeats are dropped.
    package init(_ spellings: [[String]]) {
        var builder = Builder(reservingThings: spellings.count)
        for names in spellings {
            for name in names { builder.add(name) }
            builder.endThing()
        }
        self.init(builder)
    }

    package init(_ builder: Builder) {
        parts = [Part(.owned(builder.lines), count: builder.count, first: 0)]
        count = builder.count
    }

    /// Keys made before, one line per thing as `lines` holds them; a last line may lack its
    /// newline.
    package init(lines: some Collection<UInt8>) {
        self.init(copying: Array(lines))
    }

    /// The same from raw bytes (a section of a file), copied at once.
    package init(lines bytes: UnsafeRawBufferPointer) {
        self.init(copying: [UInt8](bytes))
    }

    private init(copying bytes: [UInt8]) {
        var lines = bytes
        if let last = lines.last, last != Self.newline { lines.append(Self.newline) }
        let count = lines.withUnsafeBufferPointer(Self.newlines)
        parts = [Part(.owned(lines), count: count, first: 0)]
        self.count = count
    }

    /// Keys read where they lie, rather than copied: a search in every language reads 450 KB
    /// of them, a place's name 260 KB. `bytes` must be memory that `owner` keeps as it is for
    /// as long as it lives (a mapped file's section, the mapping). Lines that do not end in a
    /// newline are copied instead.
    package init(unsafeBorrowing bytes: UnsafeRawBufferPointer, owner: some AnyObject & Sendable) {
        guard bytes.last == Self.newline else {
            self.init(copying: [UInt8](bytes))
            return
        }
        let lines = bytes.bindMemory(to: UInt8.self)
        let count = Self.newlines(in: lines)
        self.init(
            parts: [Part(.borrowed(BorrowedLines(lines: lines, owner: owner)), count: count, first: 0)], count: count)
    }

    private init(parts: [Part], count: Int) {
        self.parts = parts
        self.count = count
    }

    /// The keys of `parts`, one list after another: positions in the second start after the
    /// last of the first.
    package init(concatenating lists: [NameKeys]) {
        var parts: [Part] = []
        var count = 0
        for part in lists.flatMap(\.parts) {
            parts.append(Part(part.storage, count: part.count, first: count))
            count += part.count
        }
        self.parts = parts
        self.count = count
    }

    /// One buffer of lines, and the position of its first thing.
    struct Part {
        let storage: Storage
        let count: Int
        let first: Int

        init(_ storage: Storage, count: Int, first: Int) {
            self.storage = storage
            self.count = count
            self.first = first
        }

        enum Storage {
            case owned([UInt8])
            case borrowed(BorrowedLines)
        }

        func withLines<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            switch storage {
            case .owned(let lines): lines.withUnsafeBufferPointer(body)
            case .borrowed(let borrowed): withExtendedLifetime(borrowed.owner) { body(borrowed.lines) }
            }
        }
    }

    /// Lines in memory that `owner` keeps and no one writes to.
    struct BorrowedLines: @unchecked Sendable {
        let lines: UnsafeBufferPointer<UInt8>
        let owner: any AnyObject & Sendable
    }

    static let newline = UInt8(ascii: "\n")
    static let tab = UInt8(ascii: "\t")

    /// The position of what `query` names: own names first, then other spellings, so an alias
    /// never hides another thing's own name.
    package func position(of query: String) -> Int? {
        let key = NameKey.make(query.trimmingWhitespace())
        guard !key.isEmpty else { return nil }
        let table = lookup.value { LookupTable(self) }
        return table.owners[key] ?? table.aliases[key] ?? compactPosition(of: key, ownOnly: true)
            ?? compactPosition(of: key, ownOnly: false)
    }

    /// The first thing with a key that, its dashes dropped, is `key` with its dashes dropped:
    /// the ids Pokémon Showdown writes (`uturn`, `choicescarf`, `mrmime`, `asoneglastrier`).
    /// Only asked when nothing is named exactly, so it scans the lines rather than keep a
    /// table every lookup would pay for.
    private func compactPosition(of key: String, ownOnly: Bool) -> Int? {
        let dash = UInt8(ascii: "-")
        let wanted = Array(key.utf8.lazy.filter { $0 != dash })
        guard !wanted.isEmpty else { return nil }
        for part in parts {
            if let position = Self.compactPosition(of: wanted, in: part, ownOnly: ownOnly) { return position }
        }
        return nil
    }

    private static func compactPosition(of wanted: [UInt8], in part: Part, ownOnly: Bool) -> Int? {
        let dash = UInt8(ascii: "-")
        var position = part.first
        var matched = 0
        var matching = true
        var isOwn = true
        return part.withLines { lines in
            for byte in lines {
                switch byte {
                case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                    if matching, matched == wanted.count, isOwn || !ownOnly { return position }
                    matched = 0
                    matching = true
                    if byte == UInt8(ascii: "\n") {
                        position += 1
                        isOwn = true
                    } else {
                        isOwn = false
                    }
                case dash:
                    continue
                default:
                    if matching, matched < wanted.count, wanted[matched] == byte {
                        matched += 1
                    } else {
                        matching = false
                    }
                }
            }
            return nil
        }
    }

    /// Every position matching `query`, best first: exact, then prefix, then substring (each
    /// in list order), then close misspellings (nearest first).
    package func search(_ query: String, limit: Int) -> [(position: Int, match: SearchHit.Match)] {
        let query = Array(NameKey.make(query.trimmingWhitespace()).utf8)
        guard !query.isEmpty, limit > 0 else { return [] }
        var direct: [(position: Int, match: SearchHit.Match)] = []
        var fuzzy: [(distance: Int, position: Int)] = []
        query.withUnsafeBufferPointer { queryBytes in
            let key = Key(queryBytes)
            // With no typo allowed, only the direct matches count.
            let tolerance = Self.typoTolerance(forLength: key.length)
            let queryScalars = tolerance > 0 ? QueryScalars(key) : nil
            let ranks = parts.map { part in
                part.withLines { all in
                    let ranks = Self.directRanks(of: queryBytes, in: all, things: part.count)
                    for (line, rank) in ranks.enumerated() where rank < Self.directMatches.count {
                        direct.append((part.first + line, Self.directMatches[Int(rank)]))
                    }
                    return ranks
                }
            }
            // Misspellings come after every direct match: with `limit` of those, none would
            // be shown, and none is looked for (the edit distances were two fifths of a
            // search in every language).
            guard let queryScalars, direct.count < limit else { return }
            for (part, ranks) in zip(parts, ranks) {
                part.withLines { all in
                    fuzzy += Self.nearest(
                        to: key, queryScalars, within: tolerance, in: all, first: part.first, skipping: ranks)
                }
            }
        }
        let nearest = fuzzy.sorted { ($0.distance, $0.position) < ($1.distance, $1.position) }
            .map { (position: $0.position, match: SearchHit.Match.fuzzy) }
        return Array(
            (direct.sorted { ($0.match.rank, $0.position) < ($1.match.rank, $1.position) } + nearest).prefix(limit))
    }

    /// The things of `all` (the first at position `first`) with a key within `tolerance` typos
    /// of `key`, each with its nearest distance; those `ranks` matched directly are skipped.
    /// Most keys are ruled out by their length in scalars and their first byte alone, which
    /// `forEachKeyCounted` works out eight bytes at a time.
    private static func nearest(
        to key: Key, _ queryScalars: QueryScalars, within tolerance: Int, in all: UnsafeBufferPointer<UInt8>,
        first: Int, skipping ranks: [UInt8]
    ) -> [(distance: Int, position: Int)] {
        var found: [(distance: Int, position: Int)] = []
        guard let queryFirst = key.bytes.first else { return found }
        let lengths = (key.length - tolerance)...(key.length + tolerance)
        // Each edit adds or takes away at most one scalar outside ASCII.
        var queryWide = 0
        for byte in key.bytes where byte >= 0xC0 { queryWide += 1 }
        let wides = (queryWide - tolerance)...(queryWide + tolerance)
        var nearest: Int?
        forEachKeyCounted(in: all) { line, start, end, scalars, wide in
            // A whole key as long as the query give or take the typos, or a longer one that
            // begins like it.
            guard
                (lengths.contains(scalars) && wides.contains(wide))
                    || (all[start] == queryFirst && scalars > key.length),
                line < ranks.count, ranks[line] == noMatch
            else { return }
            let candidate = Key(UnsafeBufferPointer(rebasing: all[start..<end]), length: scalars)
            if let distance = candidate.distance(to: key, query: queryScalars, limit: tolerance)
                ?? candidate.prefixDistance(to: key, query: queryScalars, limit: tolerance)
            {
                nearest = min(nearest ?? distance, distance)
            }
        } endOfLine: { line in
            if let distance = nearest { found.append((distance, first + line)) }
            nearest = nil
        }
        return found
    }

    /// The matches `directRanks` ranks, by rank.
    private static let directMatches: [SearchHit.Match] = [.exact, .prefix, .substring]
    private static let noMatch = UInt8.max

    /// Per thing, the best rank of its keys that hold `query` (0 one is it, 1 one begins with
    /// it, 2 one holds it), `noMatch` when none does: one pass over all the keys for the query
    /// (`ByteSearch`: its first and last bytes at their distance, eight bytes at a time, the
    /// rest compared only there). Sought by its first byte alone, `char`'s `c` stopped 8 880
    /// times in every language's keys, a sixth of a French search.
    private static func directRanks(
        of query: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>, things: Int
    ) -> [UInt8] {
        var ranks = [UInt8](repeating: noMatch, count: things)
        // A key holds neither separator, so a query holding one is no key's part.
        guard !query.isEmpty, !query.contains(tab), !query.contains(newline) else { return ranks }
        let pattern = Array(query)
        var position = 0
        var counted = 0
        var start = 0
        while true {
            let found = ByteSearch.firstIndex(of: pattern, in: all, from: start)
            guard found + query.count <= all.count else { break }
            start = found + 1
            position += newlines(in: UnsafeBufferPointer(rebasing: all[counted..<found]))
            counted = found
            let end = found + query.count
            let begins = found == 0 || all[found - 1] == tab || all[found - 1] == newline
            let ends = end == all.count || all[end] == tab || all[end] == newline
            let rank: UInt8 = begins ? (ends ? 0 : 1) : 2
            if position < things { ranks[position] = min(ranks[position], rank) }
        }
        return ranks
    }

    /// Up to `limit` positions close to an unknown `query`, nearest first, for "Did you mean".
    package func suggestions(for query: String, limit: Int = 3) -> [Int] {
        let query = Array(NameKey.make(query.trimmingWhitespace()).utf8)
        guard !query.isEmpty else { return [] }
        var scored: [(distance: Int, position: Int)] = []
        query.withUnsafeBufferPointer { queryBytes in
            let key = Key(queryBytes)
            let tolerance = max(2, Self.typoTolerance(forLength: key.length))
            let queryScalars = QueryScalars(key)
            let scalars = queryScalars.values
            forEachThing { position, own in
                let direct = key.length >= 3 && own.contains { $0.hasPrefix(key) || key.hasPrefix($0) } ? 1 : nil
                // Two edits in a word of four letters or fewer change half of it: such a word
                // suggests only a key whose first two letters are its own (`eevy`, Eevee; `nope`
                // is neither `lgpe` nor Mopex).
                let typo = own.lazy.compactMap { own -> Int? in
                    guard let distance = own.distance(to: key, query: queryScalars, limit: tolerance) else {
                        return nil
                    }
                    return distance < 2 || key.length > 4 || own.scalars.prefix(2).elementsEqual(scalars.prefix(2))
                        ? distance : nil
                }.min()
                if let distance = [direct, typo].compactMap({ $0 }).min() {
                    scored.append((distance, position))
                }
            }
        }
        return scored.sorted { ($0.distance, $0.position) < ($1.distance, $1.position) }.prefix(limit).map(\.position)
    }

    /// How many typos a query of this many Unicode scalars may hold and still count as a
    /// fuzzy match.
    static func typoTolerance(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...6: 1
        default: 2
        }
    }

    /// Calls `body` with each thing's position and its keys, own first.
    private func forEachThing(_ body: (_ position: Int, _ keys: [Key]) -> Void) {
        var own: [Key] = []
        for part in parts {
            part.withLines { all in
                Self.forEachKeyCounted(in: all) { _, start, end, scalars, _ in
                    own.append(Key(UnsafeBufferPointer(rebasing: all[start..<end]), length: scalars))
                } endOfLine: { line in
                    body(part.first + line, own)
                    own.removeAll(keepingCapacity: true)
                }
            }
        }
    }

    /// Keys made one thing at a time, straight into their lines.
    package struct Builder {
        fileprivate private(set) var lines: [UInt8] = []
        fileprivate private(set) var count = 0
        /// Where the line being made starts.
        private var lineStart = 0

        package init(reservingThings things: Int = 0) {
            lines.reserveCapacity(things * 24)
        }

        /// Adds the key of `spelling` to the thing being made, unless it is empty or the
        /// thing has it already.
        package mutating func add(_ spelling: String) {
            var spelling = spelling
            let start = beginKey()
            if !spelling.withUTF8({ NameKey.appendASCIIKey($0, to: &lines) }) {
                lines += NameKey.make(spelling).utf8
            }
            keep(from: start)
        }

        /// Ends the thing being made; the next key added starts the next thing.
        package mutating func endThing() {
            lines.append(NameKeys.newline)
            lineStart = lines.count
            count += 1
        }

        /// Puts the tab before a key that is not the line's first; answers where the key starts.
        private mutating func beginKey() -> Int {
            if lines.count > lineStart { lines.append(NameKeys.tab) }
            return lines.count
        }

        /// Keeps the key just made from `start`, unless it is empty or a repeat; then it goes,
        /// with the tab before it.
        private mutating func keep(from start: Int) {
            let key = lines[start...]
            var repeated = key.isEmpty
            var earlierStart = lineStart
            while !repeated, earlierStart < start {
                let earlierEnd = lines[earlierStart..<start].firstIndex(of: NameKeys.tab) ?? start
                repeated = lines[earlierStart..<earlierEnd].elementsEqual(key)
                earlierStart = earlierEnd + 1
            }
            if repeated { lines.removeSubrange((start > lineStart ? start - 1 : start)...) }
        }
    }

    /// What `NameKeys(spellings).position(of: query)` answers when `query`'s key is the key of
    /// one of the spellings (own names first, then other spellings), found without making the
    /// keys' lines and table: `--game sv` looks at forty games' names, where making their keys
    /// cost half a million instructions. Nil when no spelling's key is the query's. Keys are
    /// compared as bytes, where the table compares them as strings: the two differ only for a
    /// key not in canonical composition (Hangul jamo left apart by a dropped `.`), which no
    /// game's name makes.
    package static func exactPosition(of query: String, in spellings: [[String]]) -> Int? {
        let key = Array(NameKey.make(query.trimmingWhitespace()).utf8)
        guard !key.isEmpty else { return nil }
        var alias: Int?
        // Each name's key made in one buffer, as the keys' lines make it, and compared as bytes.
        var nameKey: [UInt8] = []
        nameKey.reserveCapacity(64)
        for (position, names) in spellings.enumerated() {
            var own = true
            for var name in names {
                nameKey.removeAll(keepingCapacity: true)
                if !name.withUTF8({ NameKey.appendASCIIKey($0, to: &nameKey) }) {
                    nameKey.append(contentsOf: NameKey.make(name).utf8)
                }
                guard !nameKey.isEmpty else { continue }
                if nameKey == key {
                    if own { return position }
                    if alias == nil { alias = position }
                }
                own = false
            }
        }
        return alias
    }

    /// The first thing whose own name is a key, and the first that has it as another spelling.
    private struct LookupTable: Sendable {
        var owners: [String: Int] = [:]
        var aliases: [String: Int] = [:]

        init(_ keys: NameKeys) {
            owners.reserveCapacity(keys.count)
            keys.forEachThing { position, own in
                for (index, key) in own.enumerated() {
                    let text = String(decoding: key.bytes, as: UTF8.self)
                    if index == 0 {
                        if owners[text] == nil { owners[text] = position }
                    } else if aliases[text] == nil {
                        aliases[text] = position
                    }
                }
            }
        }
    }
}

extension SearchHit.Match {
    /// Exact before prefix before substring before fuzzy.
    package var rank: Int {
        switch self {
        case .exact: 0
        case .prefix: 1
        case .substring: 2
        case .fuzzy: 3
        }
    }
}
