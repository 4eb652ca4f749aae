/// Things found by their keys whole, one query at a time or many in one pass.
extension NameKeys {
    /// Every thing with a key that is `query`'s, in list order, those whose own name it is
    /// first: found where the key's bytes stand in the lines, without the table a series of
    /// lookups builds.
    package func positions(of query: String) -> [Int] {
        let key = Array(NameKey.make(query.trimmingWhitespace()).utf8)
        // A key never holds a tab or a newline (`NameKey` makes either a dash), so a match
        // never spans two keys.
        guard !key.isEmpty else { return [] }
        var own: [Int] = []
        var other: [Int] = []
        for part in parts {
            part.withLines { bytes in
                // The places the key's bytes stand (`ByteSearch`, eight bytes at a time), each
                // kept if a whole key: a separator or the start on its left, one on its right.
                var line = part.first
                var counted = 0
                var from = 0
                while true {
                    let start = ByteSearch.firstIndex(of: key, in: bytes, from: from)
                    let end = start + key.count
                    guard end < bytes.count else { return }
                    from = start + 1
                    let before = start == 0 ? Self.newline : bytes[start - 1]
                    guard before == Self.tab || before == Self.newline,
                        bytes[end] == Self.tab || bytes[end] == Self.newline
                    else { continue }
                    line += Self.newlines(in: UnsafeBufferPointer(rebasing: bytes[counted..<start]))
                    counted = start
                    // A thing counts once, by its first matching key.
                    guard own.last != line, other.last != line else { continue }
                    if before == Self.newline { own.append(line) } else { other.append(line) }
                    from = end
                }
            }
        }
        return own + other
    }

    /// `positions(of:)` of each query; four or more found in one pass over the keys: a team's
    /// two dozen moves sought one by one read the moves' keys two dozen times (a tenth of
    /// `team`). Each key's length and first byte say whether any query may be it; only those
    /// are compared. A pass stops at every key, where a query alone is sought eight bytes at a
    /// time: for three or fewer (`damage`'s words), each alone.
    package func positions(ofEach queries: [String]) -> [[Int]] {
        guard queries.count >= 4 else { return queries.map(positions(of:)) }
        let keys = queries.map { Array(NameKey.make($0.trimmingWhitespace()).utf8) }
        // The queries of each length (up to 63 bytes) and first byte, as bits; a longer query
        // is sought alone.
        var signatures = [UInt64](repeating: 0, count: 256)
        for key in keys where !key.isEmpty && key.count < 64 { signatures[Int(key[0])] |= 1 << UInt64(key.count) }
        var own = [[Int]](repeating: [], count: keys.count)
        var other = own
        for part in parts {
            part.withLines { bytes in
                var line = part.first
                var start = 0
                var first = true
                while start < bytes.count {
                    let end = ByteSearch.firstIndex(of: Self.tab, or: Self.newline, in: bytes, from: start)
                    let length = end - start
                    if length > 0, length < 64, signatures[Int(bytes[start])] & (1 << UInt64(length)) != 0 {
                        let found = UnsafeBufferPointer(rebasing: bytes[start..<end])
                        // A thing counts once for a query, by its first key that is it.
                        for (index, key) in keys.enumerated()
                        where key.count == length && own[index].last != line && other[index].last != line
                            && key.elementsEqual(found)
                        {
                            if first { own[index].append(line) } else { other[index].append(line) }
                        }
                    }
                    guard end < bytes.count else { break }
                    first = bytes[end] == Self.newline
                    if first { line += 1 }
                    start = end + 1
                }
            }
        }
        return keys.indices.map { index in
            keys[index].count < 64 ? own[index] + other[index] : positions(of: queries[index])
        }
    }
}
