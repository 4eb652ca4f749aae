/// The words a typo was probably meant to be: `shwo` → `show`, `--limt` → `--limit`.
package enum Nearest {
    /// Up to `most` of `words` within a few edits of `typed` (more for longer words), nearest
    /// first; a word `typed` is a prefix of counts too.
    package static func words(to typed: String, among words: [String], most: Int = 3) -> [String] {
        let typed = typed.lowercased()
        guard !typed.isEmpty else { return [] }
        let limit = max(1, min(3, typed.count / 3))
        let scored = words.compactMap { word -> (Int, String)? in
            let folded = word.lowercased()
            if folded.hasPrefix(typed) { return (0, word) }
            return EditDistance.between(typed, folded, limit: limit).map { ($0, word) }
        }
        return scored.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(most).map(\.1)
    }

    /// ` (did you mean 'show'?)`, or ` (did you mean 'a' or 'b'?)`; nothing for no words. The
    /// one wording of a suggestion after a value that names nothing.
    package static func suggestion(_ words: [String]) -> String {
        guard !words.isEmpty else { return "" }
        return " (did you mean " + words.map { "'\($0)'" }.joined(separator: " or ") + "?)"
    }
}
