/// Each Pokémon's `ListFacts` by its id: what `list --where`, `--sort` and a list's stats read,
/// for the whole dex or a few.
///
/// The ids in order beside their facts, found where they most often are: the ids run from the
/// first without a gap through the National Dex (1 to 1025), so an id's facts are at the id
/// less the first; forms' ids (10001 on) are found by halving. A dictionary hashed every id
/// each time it was kept and each time it was looked up: a filtered, sorted list of the whole
/// dex took 8% more instructions, the whole dex as JSON 2% more.
package struct ListFactsTable: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// Ascending, each once.
    package private(set) var ids: [Int] = []
    /// `ids`' facts, in the same order.
    private var facts: [ListFacts] = []

    package init() {}

    /// Room for `capacity` facts, added in id order by `insert` at no more than an append each.
    package init(minimumCapacity capacity: Int) {
        // None asked for, none made: an empty table (every list's, until it shows stats) is
        // two empty arrays, not two allocations and their metadata.
        guard capacity > 0 else { return }
        ids.reserveCapacity(capacity)
        facts.reserveCapacity(capacity)
    }

    package init(_ facts: [Int: ListFacts]) {
        self.init(minimumCapacity: facts.count)
        for (id, fact) in facts.sorted(by: { $0.key < $1.key }) { insert(fact, for: id) }
    }

    package init(dictionaryLiteral elements: (Int, ListFacts)...) {
        self.init(minimumCapacity: elements.count)
        for (id, fact) in elements { insert(fact, for: id) }
    }

    package var count: Int { ids.count }

    /// `id`'s facts, or nil when it has none here.
    package subscript(id: Int) -> ListFacts? {
        position(of: id).map { facts[$0] }
    }

    /// Keeps `fact` as `id`'s unless it has facts already (the first kept stays, as a file's
    /// first row of an id does). An id after every other is appended.
    package mutating func insert(_ fact: ListFacts, for id: Int) {
        if let last = ids.last, id <= last {
            let at = insertionPoint(of: id)
            guard at == ids.count || ids[at] != id else { return }
            ids.insert(id, at: at)
            facts.insert(fact, at: at)
        } else {
            ids.append(id)
            facts.append(fact)
        }
    }

    /// The ids whose facts `match`, in order.
    package func ids(where match: (ListFacts) -> Bool) -> [Int] {
        ids.indices.compactMap { match(facts[$0]) ? ids[$0] : nil }
    }

    /// Only the facts of `wanted`.
    package func keeping(_ wanted: Set<Int>) -> ListFactsTable {
        var kept = ListFactsTable(minimumCapacity: min(wanted.count, count))
        for id in wanted.sorted() {
            if let fact = self[id] { kept.insert(fact, for: id) }
        }
        return kept
    }

    private func position(of id: Int) -> Int? {
        guard let first = ids.first else { return nil }
        // Where an id is when every id before it is there too.
        let guess = id &- first
        if guess >= 0, guess < ids.count, ids[guess] == id { return guess }
        let at = insertionPoint(of: id)
        return at < ids.count && ids[at] == id ? at : nil
    }

    /// The first position whose id is not below `id`.
    private func insertionPoint(of id: Int) -> Int {
        var (low, high) = (0, ids.count)
        while low < high {
            let middle = low + (high - low) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
