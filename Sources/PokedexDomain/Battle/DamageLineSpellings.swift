/// The ways players type a calculator line, brought to the calculator's own spelling before
/// the line is read: `VS`, `versus` and `vs` for `vs.`; `252 HP/4 Def`; `+2` after the EVs;
/// `tera fire` and `Tera-Fire`; `in harsh sunlight`; `behind Reflect`; `on a crit` and `(crit)`.
enum DamageLineSpellings {
    static func standardized(_ line: String) -> String {
        // `/` stands apart, so that `252 HP/4 Def` reads as `252 HP / 4 Def`.
        let words = line.split(byText: "/").joined(separator: " / ").split(whereSeparator: \.isWhitespace).map(
            String.init)
        var out: [String] = []
        var index = 0
        func next(_ offset: Int) -> String? {
            index + offset < words.count ? words[index + offset].lowercased() : nil
        }
        while index < words.count {
            let word = words[index]
            let lower = word.lowercased()
            switch lower {
            case "vs", "vs.", "versus", "v.", "v":
                out.append("vs.")
            case "(crit)", "(critical)", "(critical", "crit", "crit.":
                if lower == "(critical", next(1) == "hit)" { index += 1 }
                if out.suffix(2).map({ $0.lowercased() }) == ["on", "a"] { out.removeLast(2) }
                out += ["on", "a", "critical", "hit"]
            case "through", "behind", "with":
                if next(1) == "reflect" {
                    out += ["through", "Reflect"]
                    index += 1
                } else if next(1) == "light", next(2) == "screen" {
                    out += ["through", "Light", "Screen"]
                    index += 2
                } else {
                    out.append(word)
                }
            case "tera":
                out.append("Tera")
            default:
                if lower.hasPrefix("tera-"), lower.count > 5 {
                    // `Tera-Fire`.
                    out += ["Tera", String(word.dropFirst(5))]
                } else if lower == "harsh", next(1) == "sunlight" {
                    out.append("Sun")
                    index += 1
                } else if ["sunlight", "sunshine"].contains(lower), out.last?.lowercased() == "in" {
                    out.append("Sun")
                } else if lower == "heavy", next(1) == "rain" {
                    out += ["Heavy", "Rain"]
                    index += 1
                } else if lower == "critical", next(1)?.hasPrefix("hit") == true,
                    out.last?.lowercased() != "a"
                {
                    // `… critical hit` without `on a`.
                    out += ["on", "a", "critical", "hit"]
                    index += 1
                } else if ["critical", "hit"].contains(lower),
                    out.suffix(2).map({ $0.lowercased() }) == ["on", "a"]
                        || out.suffix(3).map({ $0.lowercased() }) == ["on", "a", "critical"]
                {
                    out.append(lower)
                } else {
                    out.append(word)
                }
            }
            index += 1
        }
        return movingLateTera(movingLateBoosts(withZeroEVs(out))).joined(separator: " ")
    }

    static let stats: Set = ["hp", "atk", "def", "spa", "spd", "spe"]
    /// What may follow `Tera` as a type (not `Tera Blast`, a move).
    static let teraTypes: Set = [
        "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground", "flying", "psychic",
        "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy", "stellar",
    ]

    /// `+2 Atk Garchomp`: a boost with its stat named and no EVs is `+2 0 Atk`, the EVs
    /// Showdown's default.
    private static func withZeroEVs(_ words: [String]) -> [String] {
        var out: [String] = []
        for (index, word) in words.enumerated() {
            out.append(word)
            if let first = word.first, first == "+" || first == "-", word.count >= 2, Int(word) != nil,
                index + 1 < words.count, stats.contains(words[index + 1].lowercased()), words[index + 1] != "HP"
            {
                out.append("0")
            }
        }
        return out
    }

    /// `Chi-Yu Tera Fire Overheat`: Tera written after the name stands before it, where the
    /// calculator writes it (after the boost, the EVs and the item's and ability's place are
    /// read from the words before it).
    private static func movingLateTera(_ words: [String]) -> [String] {
        var words = words
        var sideStart = 0
        var index = 0
        while index < words.count {
            if words[index] == "vs." { sideStart = index + 1 }
            if words[index] == "Tera", index + 1 < words.count, index > sideStart,
                teraTypes.contains(words[index + 1].lowercased()),
                let before = words[index - 1].first, before.isLetter, !stats.contains(words[index - 1].lowercased()),
                words[index - 1] != "IVs",
                // The attacker's Tera stands between its name and its move: a move follows.
                sideStart > 0 || (index + 2 < words.count && words[index + 2] != "vs.")
            {
                // The name begins after what is numbers and stats: boosts, EVs, IVs, a level.
                var nameStart = sideStart
                while nameStart < index,
                    words[nameStart].first.map({ $0.isNumber || $0 == "+" || $0 == "-" || $0 == "/" }) == true
                        || stats.contains(words[nameStart].lowercased()) || ["IVs", "Lvl"].contains(words[nameStart])
                {
                    nameStart += 1
                }
                let pair = [words[index], words[index + 1]]
                words.removeSubrange(index...(index + 1))
                words.insert(contentsOf: pair, at: nameStart)
                index += 2
                continue
            }
            index += 1
        }
        return words
    }

    /// `252+ Atk +2 Garchomp`: a boost written after the EVs stands before them, as the
    /// calculator writes it (`+2 252+ Atk Garchomp`).
    private static func movingLateBoosts(_ words: [String]) -> [String] {
        var words = words
        var index = 1
        var sideStart = 0
        while index < words.count {
            if words[index] == "vs." { sideStart = index + 1 }
            let word = words[index]
            if let first = word.first, first == "+" || first == "-", word.count >= 2, Int(word) != nil,
                stats.contains(words[index - 1].lowercased()), sideStart < index
            {
                words.remove(at: index)
                words.insert(word, at: sideStart)
            }
            index += 1
        }
        return words
    }
}
