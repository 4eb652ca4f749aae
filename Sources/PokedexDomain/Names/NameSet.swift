/// A set of names found by their bytes: `ByteHash` over each name's UTF-8, in a table of its own
/// at least twice as large as what it holds, a name's neighbours probed in turn.
///
/// What a list asks of the player's marks once a row (`Holdings`). `Set<String>` hashes with a
/// seeded SipHash, some 400 instructions a name: the whole dex as JSON asked it 1 351 times and
/// put 600 names in. Names are PokeAPI's, a dozen bytes, and no one chooses them to collide.
/// Found by their bytes, compared as strings: one text in two spellings of other bytes (`é` as
/// one scalar or as `e` and an accent) may be held as two names; PokeAPI's names are ASCII.
package struct NameSet: Sendable {
    /// A power of two of slots, or none while empty.
    private var slots: [String?] = []
    package private(set) var count = 0

    package init() {}

    package init(minimumCapacity: Int) {
        if minimumCapacity > 0 { slots = Array(repeating: nil, count: Self.tableSize(for: minimumCapacity)) }
    }

    package func contains(_ name: String) -> Bool {
        guard !slots.isEmpty else { return false }
        var slot = Self.hash(name) & (slots.count &- 1)
        while let held = slots[slot] {
            if held == name { return true }
            slot = (slot &+ 1) & (slots.count &- 1)
        }
        return false
    }

    package mutating func insert(_ name: String) {
        if slots.isEmpty || (count &+ 1) &* 2 > slots.count { grow() }
        var slot = Self.hash(name) & (slots.count &- 1)
        while let held = slots[slot] {
            if held == name { return }
            slot = (slot &+ 1) & (slots.count &- 1)
        }
        slots[slot] = name
        count &+= 1
    }

    /// The table twice the size, every name put in again.
    private mutating func grow() {
        let held = slots
        slots = Array(repeating: nil, count: Self.tableSize(for: max(count &+ 1, 4)))
        count = 0
        for case let name? in held { insert(name) }
    }

    /// The smallest power of two at least twice `count`.
    private static func tableSize(for count: Int) -> Int {
        var size = 8
        while size < count * 2 { size *= 2 }
        return size
    }

    /// The name's UTF-8 hashed as one buffer (`utf8` handed out a byte at a time: 280
    /// instructions a name).
    private static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { Int(truncatingIfNeeded: ByteHash.of($0)) }
    }
}

extension NameSet: Equatable {
    /// The same names, however the tables came to hold them.
    package static func == (one: NameSet, other: NameSet) -> Bool {
        one.count == other.count && one.slots.allSatisfy { $0.map(other.contains) ?? true }
    }
}
