/// The words the games put before or after a species' name for its regional forms and Mega
/// Evolutions, in the languages that write them so (`アローラロコン`, `알로라 식스테일`, `阿罗拉六尾`,
/// `Goupix d’Alola`, `Alola-Vulpix`, `メガリザードンX`): how a name typed in another language
/// finds the form. The species' own name is the bundle's; these are the form's words.
package enum FormWords {
    /// A region's or Mega Evolution's words, by the word of PokeAPI's form names it means.
    static let words: [(form: String, spellings: [String])] = [
        ("alola", ["アローラ", "알로라", "阿罗拉", "阿羅拉", "alola"]),
        ("galar", ["ガラル", "가라르", "伽勒尔", "伽勒爾", "galar"]),
        ("hisui", ["ヒスイ", "히스이", "洗翠", "hisui"]),
        ("paldea", ["パルデア", "팔데아", "帕底亚", "帕底亞", "paldea"]),
        ("mega", ["メガ", "메가", "超级", "超級", "méga", "mega"]),
    ]

    /// The links Romance languages put between a species and its region: `d’Alola`, `de Galar`.
    static let links: Set<String> = ["d", "de", "di", "du", "von"]

    /// `query` as a species' name and the form words around it (`アローラロコン` → `ロコン`,
    /// `alola`; `goupix-d-alola` → `goupix`, `alola`; `メガリザードンx` → `リザードン`, `mega-x`);
    /// nil when it holds none.
    package static func split(_ key: String) -> (species: String, form: String)? {
        for (form, spellings) in words {
            for spelling in spellings {
                let word = NameKey.make(spelling)
                guard !word.isEmpty else { continue }
                if key.hasPrefix(word), key.count > word.count {
                    var rest = String(key.dropFirst(word.count))
                    if rest.hasPrefix("-") { rest.removeFirst() }
                    // `メガリザードンX`: the letter of a Mega Evolution with two.
                    if form == "mega", let last = rest.last, ["x", "y"].contains(last), rest.count > 1 {
                        var species = String(rest.dropLast())
                        if species.hasSuffix("-") { species.removeLast() }
                        return (species, "mega-" + String(last))
                    }
                    return (rest, form)
                }
                // `Goupix d’Alola`: the elided link is one word with the region's (`dalola`).
                for suffix in ["-" + word, "-d" + word] where key.hasSuffix(suffix) {
                    var parts = key.dropLast(suffix.count).split(separator: "-").map(String.init)
                    if let last = parts.last, links.contains(last) { parts.removeLast() }
                    guard !parts.isEmpty else { continue }
                    return (parts.joined(separator: "-"), form)
                }
            }
        }
        return nil
    }
}
