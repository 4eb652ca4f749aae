/// Where the item of each id is in a list, found by the id itself rather than hashed: the data's
/// ids are small (53 versions, 2 535 places at most) and a command looks them up hundreds of
/// times (a hash of an id was a twentieth of `where`). An id outside `0..<65 536`, which the
/// bundle does not have, is hashed. The first position given for an id counts.
package struct PositionsByID: Sendable {
    private static let direct = 0..<(1 << 16)
    /// By id, the position, or -1 for none.
    private var table: [Int32] = []
    private var others: [Int: Int] = [:]

    package init() {}

    /// `position` for `id`, unless `id` has one already.
    package mutating func keep(_ position: Int, for id: Int) {
        guard self[id] == nil else { return }
        guard Self.direct.contains(id), (0...Int(Int32.max)).contains(position) else {
            others[id] = position
            return
        }
        if table.count <= id { table.append(contentsOf: repeatElement(-1, count: id + 1 - table.count)) }
        table[id] = Int32(position)
    }

    /// The position kept for `id`; nil for none.
    package subscript(id: Int) -> Int? {
        if table.indices.contains(id), table[id] >= 0 { return Int(table[id]) }
        return others.isEmpty ? nil : others[id]
    }
}
