/// A set of ids asked about, held as bits: whether a line's id is one of them is a shift and a
/// mask, where a `Set<Int>` hashes it. The scans of the indexes ask once a line, or once a
/// number of a line (an ability's holders: some 2 600 numbers a read).
struct IDBits: ExpressibleByArrayLiteral {
    /// Ids from 0 below this are bits; any other (none the bundled files hold) is in `others`.
    static let bitLimit = 1 << 16

    private var words: [UInt64] = []
    private var others: Set<Int> = []

    init(_ ids: some Sequence<Int>) {
        for id in ids { insert(id) }
    }

    init(arrayLiteral ids: Int...) {
        self.init(ids)
    }

    private mutating func insert(_ id: Int) {
        guard id >= 0, id < Self.bitLimit else {
            others.insert(id)
            return
        }
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
        words[word] |= 1 << UInt64(id & 63)
    }

    func contains(_ id: Int) -> Bool {
        let word = id >> 6
        if id >= 0, word < words.count { return words[word] & (1 << UInt64(id & 63)) != 0 }
        return !others.isEmpty && others.contains(id)
    }
}
