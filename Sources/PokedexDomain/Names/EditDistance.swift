/// Optimal-string-alignment distance over Unicode scalars: insertions, deletions,
/// substitutions and swaps of two neighbours each cost one. `pikachuu` → `pikachu` is 1,
/// `bulbsaur` → `bulbasaur` is 1, `chramander` → `charmander` is 1.
package enum EditDistance {
    /// The distance between `a` and `b`, or nil once it is known to exceed `limit`.
    package static func between(_ a: String, _ b: String, limit: Int = .max) -> Int? {
        between(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), limit: limit)
    }

    package static func between(_ s: [UInt32], _ t: [UInt32], limit: Int = .max) -> Int? {
        if abs(s.count - t.count) > limit { return nil }
        if s.isEmpty { return t.count <= limit ? t.count : nil }
        if t.isEmpty { return s.count <= limit ? s.count : nil }
        var before = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    best = min(best, before[j - 2] + 1)
                }
                current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        let distance = previous[t.count]
        return distance <= limit ? distance : nil
    }
}
