/// Optimal-string-alignment distance over Unicode scalars: insertions, deletions,
/// substitutions and swaps of two neighbours each cost one. `pikachuu` → `pikachu` is 1,
/// `bulbsaur` → `bulbasaur` is 1, `chramander` → `charmander` is 1.
package enum EditDistance {
    /// The distance between `a` and `b`, or nil once it is known to exceed `limit`.
    package static func between(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        between(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), limit: limit)
    }

    static func between(_ s: [UInt32], _ t: [UInt32], limit: Int = .max) -> Int? {
        if abs(s.count - t.count) > limit { return nil }
        if s.isEmpty { return t.count <= limit ? t.count : nil }
        if t.isEmpty { return s.count <= limit ? s.count : nil }
        // The three rows the recurrence reads (the one before last, the last, this one) in one
        // buffer on the stack: a search measures thousands of names against the query, and
        // three arrays for each were most of its allocations.
        let width = t.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int? in
            var (before, previous, current) = (0, width, 2 * width)
            for j in 0..<width {
                rows[before + j] = 0
                rows[previous + j] = j
                rows[current + j] = 0
            }
            for i in 1...s.count {
                rows[current] = i
                var rowMinimum = i
                for j in 1...t.count {
                    let cost = s[i - 1] == t[j - 1] ? 0 : 1
                    var best = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                        best = min(best, rows[before + j - 2] + 1)
                    }
                    rows[current + j] = best
                    rowMinimum = min(rowMinimum, best)
                }
                if rowMinimum > limit { return nil }
                (before, previous, current) = (previous, current, before)
            }
            let distance = rows[previous + t.count]
            return distance <= limit ? distance : nil
        }
    }
}
