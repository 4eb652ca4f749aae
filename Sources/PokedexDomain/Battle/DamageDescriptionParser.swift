/// Reads the line Smogon's damage calculator prints and players paste:
/// `+1 252+ Atk Choice Band Tera Ground Garchomp Earthquake (3 hits) vs. 252 HP / 4 Def Heatran
/// in Sun and Electric Terrain through Reflect on a critical hit`, with or without its result
/// (`: 100-118 (35.5 - 41.9%) -- …`).
package struct DamageDescriptionParser {
    package struct ParseError: Error, Sendable, Equatable {
        package let message: String
        package let suggestions: [String]

        init(_ message: String, suggestions: [String] = []) {
            self.message = message
            self.suggestions = suggestions
        }
    }

    let vocabulary: DamageVocabulary

    package init(vocabulary: DamageVocabulary) {
        self.vocabulary = vocabulary
    }

    static let example = "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran"

    package func parse(_ text: String) throws(ParseError) -> DamageQuery {
        let length = text.unicodeScalars.count
        guard length <= Limits.damageLineLength else {
            throw ParseError(
                "'\(Echo.cut(text))' is \(length) characters long; a damage line is at most \(Limits.damageLineLength)")
        }
        var line = text.trimmingWhitespace()
        // The result the calculator printed after the description is not an input, but it says
        // the line is the calculator's own (see `printedDamage`).
        var printed: ClosedRange<Int>?
        var result: Substring = ""
        if let colon = line.ranges(ofText: ": ").last ?? line.ranges(ofText: ":").last,
            line[colon.upperBound...].contains(where: \.isNumber) || line.hasSuffix(":")
        {
            printed = Self.printedDamage(line[colon.upperBound...])
            result = Substring(line[colon.upperBound...])
            line = String(line[..<colon.lowerBound])
        }
        var query = try read(line, asWritten: text)
        query.printedDamage = printed
        applyEndOfTurn(Self.endOfTurn(in: result), to: &query)
        return query
    }

    /// What the end of each turn adds, as the calculator's result names it after its chance to
    /// knock out (`-- guaranteed 3HKO after sandstorm damage and Leftovers recovery`, `31.3%
    /// chance to OHKO (62.5% chance to OHKO after sandstorm damage)`): the clauses, in order.
    static func endOfTurn(in result: Substring) -> [String] {
        guard let dashes = result.ranges(ofText: " -- ").first else { return [] }
        var clauses: [String] = []
        var rest = result[dashes.upperBound...]
        while let after = rest.ranges(ofText: " after ").first {
            let tail = rest[after.upperBound...]
            let end = tail.firstIndex(of: ")") ?? tail.endIndex
            for part in tail[..<end].split(byText: " and ").joined(separator: ", ").split(separator: ",") {
                clauses.append(String(part).trimmingWhitespace())
            }
            rest = tail[end...]
        }
        return clauses
    }

    /// The weather, terrain, defender's item and status behind the end-of-turn clauses of a
    /// result, where the description leaves them out (it writes them only when they change
    /// the damage): the chance to knock out is then worked out as the calculator's was.
    func applyEndOfTurn(_ clauses: [String], to query: inout DamageQuery) {
        for clause in clauses {
            switch clause {
            case "sandstorm damage": query.field.weather = query.field.weather ?? .sand
            case "hail damage": query.field.weather = query.field.weather ?? .hail
            case "Grassy Terrain recovery": query.field.terrain = query.field.terrain ?? .grassy
            case "Leftovers recovery", "Black Sludge recovery", "Black Sludge damage", "Sticky Barb damage":
                let item = clause.split(separator: " ").dropLast().joined(separator: " ")
                query.defender.item = query.defender.item ?? vocabulary.item(item)
            case "burn damage", "reduced burn damage": query.defender.status = query.defender.status ?? .burned
            case "poison damage": query.defender.status = query.defender.status ?? .poisoned
            case "toxic damage": query.defender.status = query.defender.status ?? .badlyPoisoned
            default: continue
            }
        }
    }

    /// One side of a line alone, as `stats --outspeed` takes a set: `+1 Choice Scarf 252+ Spe
    /// Dragapult`, `252 Spe Landorus-Therian`, `Lvl 50 252 Spe Garchomp`.
    package func set(_ text: String) throws(ParseError) -> DamageSideSpec {
        let length = text.unicodeScalars.count
        guard length <= Limits.damageLineLength else {
            throw ParseError(
                "'\(Echo.cut(text))' is \(length) characters long; a set is at most \(Limits.damageLineLength)")
        }
        var spec = try side(Self.statsFirst(Self.words(DamageLineSpellings.standardized(text))), role: "set")
        // `+1 Choice Scarf Dragapult`: a boost with no stat written is the Speed's here.
        if let stage = spec.unplacedBoost {
            spec.boosts.values[.speed] = stage
            spec.unplacedBoost = nil
        }
        return spec
    }

    /// A set's words with its points (`252+ Spe`, `/`) moved before the item and the name,
    /// where a line writes them, after the boost and level: players write `+1 Choice Scarf 252+
    /// Spe Dragapult` as often as the calculator's `+1 252+ Spe Choice Scarf Dragapult`.
    static func statsFirst(_ words: [String]) -> [String] {
        var head: [String] = []
        var rest = words[...]
        if let first = rest.first, first.hasPrefix("+") || first.hasPrefix("-"), Int(first) != nil {
            head.append(first)
            rest = rest.dropFirst()
        }
        if rest.first == "Lvl", rest.count > 1 {
            head += rest.prefix(2)
            rest = rest.dropFirst(2)
        }
        var points: [String] = []
        var others: [String] = []
        var index = rest.startIndex
        while index < rest.endIndex {
            let word = rest[index]
            let number = word.last == "+" || word.last == "-" ? String(word.dropLast()) : word
            if Int(number) != nil, index + 1 < rest.endIndex, BattleStat(spelled: rest[index + 1]) != nil {
                if !points.isEmpty { points.append("/") }
                points += [word, rest[index + 1]]
                index += 2
            } else if word == "/" {
                index += 1
            } else {
                others.append(word)
                index += 1
            }
        }
        return head + points + others
    }

    /// `100-118` at the start of the calculator's result, when it is there.
    static func printedDamage(_ result: Substring) -> ClosedRange<Int>? {
        guard let first = result.split(separator: " ").first else { return nil }
        let bounds = first.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else { return nil }
        return bounds[0]...bounds[1]
    }

    /// The description, its result taken off; `text` is the line as written, for messages.
    private func read(_ description: String, asWritten text: String) throws(ParseError) -> DamageQuery {
        let line = DamageLineSpellings.standardized(description)
        let halves = line.split(byText: " vs. ").map(String.init)
        guard halves.count == 2 else {
            let plain = line.split(byText: " vs ").map(String.init)
            guard plain.count == 2 else {
                throw ParseError(
                    "'\(Echo.cut(text))' has no ' vs. ' between attacker and defender: write it like \(Self.example)")
            }
            return try parse(attacker: plain[0], defender: plain[1])
        }
        return try parse(attacker: halves[0], defender: halves[1])
    }

    private func parse(attacker: String, defender: String) throws(ParseError) -> DamageQuery {
        var query = DamageQuery()
        var words = Self.words(attacker)
        // Trailing notes: `(3 hits)`, `(97.5 BP)`, `(100 BP Fire)`, `(Fire)` (the last three are results).
        while let last = words.last, last.hasSuffix(")"), let open = words.lastIndex(where: { $0.hasPrefix("(") }) {
            let note = words[open...].joined(separator: " ").dropFirst().dropLast()
            let parts = note.split(separator: " ")
            if parts.count == 2, parts[1] == "hits" || parts[1] == "hit", let hits = Int(parts[0]) {
                guard (1...10).contains(hits) else { throw ParseError("a move hits 1 to 10 times, not \(hits)") }
                query.hits = hits
            } else if parts.count >= 2, parts[1] == "BP", let power = Double(parts[0]), power > 0, power <= 1000 {
                query.writtenPower = power
            }
            words.removeSubrange(open...)
        }
        if !words.isEmpty, vocabulary.pokemon(words.joined(separator: " ")) {
            throw ParseError("the attacker uses no move: name it after the attacker, as in \(Self.example)")
        }
        let (moveWords, move) = try longestSuffix(of: words, what: "move", vocabulary.moves)
        query.move = move
        words.removeLast(moveWords)
        // Between the attacker and its move, in the calculator's order (read from the end).
        // (`switching boosted` is Pursuit's, against a target switching out.)
        // Each phrase with what it sets: a function, not a key path, which the runtime builds
        // from its pattern when evaluated (these eight cost `damage` 185 000 instructions).
        let attackerPhrases: [([String], (inout BattleField) -> Void)] = [
            (["Charge", "boosted"], { $0.attackerSide.charge = true }),
            (["switching", "boosted"], { $0.defenderSide.switchingOut = true }),
            (["Power", "Spot", "boosted"], { $0.attackerSide.powerSpot = true }),
            (["Battery", "boosted"], { $0.attackerSide.battery = true }),
            (["with", "an", "ally's", "Steely", "Spirit"], { $0.attackerSide.steelySpirit = true }),
            (["with", "Power", "Trick"], { $0.attackerSide.powerTrick = true }),
            (["with", "an", "ally's", "Flower", "Gift"], { $0.attackerSide.flowerGift = true }),
            (["Helping", "Hand"], { $0.attackerSide.helpingHand = true }),
        ]
        for (phrase, set) in attackerPhrases
        where words.count > phrase.count && Array(words.suffix(phrase.count)) == phrase {
            set(&query.field)
            words.removeLast(phrase.count)
        }
        if let first = words.firstIndex(of: "(First"), words.index(after: first) < words.endIndex,
            words[words.index(after: first)] == "Use)"
        {
            query.stellarFirstUse = true
            words.removeSubrange(first...(first + 1))
        }
        query.attacker = try side(words, role: "attacker")
        query.field = try field(defender, into: query.field, query: &query)
        // A stat in brackets is only the calculator's way of writing Wonder Room and Power Trick.
        for (spec, side) in [(query.attacker, query.field.attackerSide), (query.defender, query.field.defenderSide)] {
            for swap in spec.swappedStats
            where swap.shown.source(wonderRoom: query.field.wonderRoom, powerTrick: side.powerTrick) != swap.real {
                throw ParseError(
                    "'\(Echo.cut(swap.words))' writes a stat in another's place, which only Wonder Room (Def and SpD) "
                        + "or Power Trick (Atk and Def) in the same line does")
            }
        }
        return query
    }

    /// The defender's half: its side, then `in …`, `through …`, `with an ally's …`, `on a critical hit`.
    private func field(_ text: String, into field: BattleField, query: inout DamageQuery) throws(ParseError)
        -> BattleField
    {
        var field = field
        var rest = text.trimmingWhitespace()
        let clauses: [(String, (inout BattleField, inout DamageQuery) -> Void)] = [
            (" on a critical hit", { _, query in query.critical = true }),
            (" on a Critical Hit", { _, query in query.critical = true }),
            (" in Wonder Room", { field, _ in field.wonderRoom = true }),
            (" with Power Trick", { field, _ in field.defenderSide.powerTrick = true }),
            (" with an ally's Flower Gift", { field, _ in field.defenderSide.flowerGift = true }),
            (" with an ally's Aurora Veil", { field, _ in field.defenderSide.auroraVeil = true }),
            (" with an ally's Friend Guard", { field, _ in field.defenderSide.friendGuard = true }),
            (" through Reflect", { field, _ in field.defenderSide.reflect = true }),
            (" through Light Screen", { field, _ in field.defenderSide.lightScreen = true }),
        ]
        var matched = true
        while matched {
            matched = false
            for (suffix, apply) in clauses where rest.hasSuffix(suffix) {
                rest = String(rest.dropLast(suffix.count))
                apply(&field, &query)
                matched = true
            }
        }
        if let range = rest.ranges(ofText: " in ").last {
            let place = String(rest[range.upperBound...])
            var found = false
            for part in place.split(byText: " and ").filter({ !$0.isEmpty }).map(String.init) {
                if let weather = BattleWeather(spelled: part) {
                    field.weather = weather
                    found = true
                } else if let terrain = BattleTerrain(spelled: part) {
                    field.terrain = terrain
                    found = true
                } else if found {
                    throw ParseError(
                        "unknown weather or terrain '\(Echo.cut(part))' (weather: Sun, Rain, Sand, Snow, Hail; terrain: Electric, Grassy, Misty, Psychic Terrain)"
                    )
                }
            }
            if found { rest = String(rest[..<range.lowerBound]) }
        }
        var defenderWords = Self.words(rest)
        if let protected = defenderWords.firstIndex(of: "protected") {
            field.defenderSide.protected = true
            defenderWords.remove(at: protected)
        }
        query.defender = try side(defenderWords, role: "defender")
        return field
    }

    /// `+1 Lvl 50 252+ Atk 0 IVs Choice Band Huge Power burned Tera Fire Azumarill`.
    private func side(_ input: [String], role: String) throws(ParseError) -> DamageSideSpec {
        var spec = DamageSideSpec()
        var words = input
        guard !words.isEmpty else { throw ParseError("the \(role) names no Pokémon: write it like \(Self.example)") }
        let (speciesWords, _) = try longestSuffix(of: words, what: "Pokémon") { runs in
            zip(runs, vocabulary.pokemonAmong(runs)).map { run, isPokemon in isPokemon ? run : nil }
        }
        spec.pokemon = words.suffix(speciesWords).joined(separator: " ")
        words.removeLast(speciesWords)
        var index = 0
        // Boost and level.
        if index < words.count, let first = words[index].first, first == "+" || first == "-",
            let stage = Int(words[index])
        {
            guard (-6...6).contains(stage) else {
                throw ParseError("the \(role)'s boost '\(Echo.cut(words[index]))' is not from -6 to +6")
            }
            index += 1
            spec.unplacedBoost = stage
        }
        if index + 1 < words.count, words[index] == "Lvl" {
            guard let level = Int(words[index + 1]), (1...100).contains(level) else {
                throw ParseError("the \(role)'s level must be 1 to 100, not '\(Echo.cut(words[index + 1]))'")
            }
            spec.level = level
            index += 2
        }
        // Stats: `252+ Atk`, `252 HP / 4 Def`, `0 SpD (Def)`, `9 IVs`.
        var lastStat: BattleStat?
        var boostedStat: BattleStat?
        while index < words.count {
            let word = words[index]
            if word == "/" {
                index += 1
                continue
            }
            if let stat = lastStat, index + 1 < words.count, words[index + 1] == "IVs", let iv = Int(word) {
                guard (0...31).contains(iv) else {
                    throw ParseError("\(iv) IVs in the \(role)'s \(stat.short): IVs are 0 to 31")
                }
                spec.ivs.values[stat] = iv
                index += 2
                continue
            }
            var number = word
            var mark: Character?
            if let last = number.last, last == "+" || last == "-" {
                mark = last
                number.removeLast()
            }
            guard let ev = Int(number), index + 1 < words.count, var stat = BattleStat(spelled: words[index + 1]) else {
                break
            }
            // `4 Def (SpD)` in Wonder Room: the stat used is Def (a boost written is its), its
            // value Sp. Def's.
            boostedStat = stat
            if index + 2 < words.count, words[index + 2].hasPrefix("("), words[index + 2].hasSuffix(")"),
                let real = BattleStat(spelled: String(words[index + 2].dropFirst().dropLast()))
            {
                spec.swappedStats.append(
                    StatSwap(shown: stat, real: real, words: words[index + 1] + " " + words[index + 2]))
                stat = real
                index += 1
            }
            // `+99 Atk` is a boost out of range, not 99 EVs.
            guard number.first?.isNumber == true else {
                throw ParseError("the \(role)'s boost '\(Echo.cut(word))' is not from -6 to +6")
            }
            guard (0...252).contains(ev) else {
                throw ParseError("\(ev) EVs in the \(role)'s \(stat.short): EVs are 0 to 252")
            }
            guard spec.evs.values[stat] == nil else {
                throw ParseError("the \(role)'s \(stat.short) EVs are given twice")
            }
            spec.evs.values[stat] = ev
            if mark == "+" { spec.raisedStat = stat }
            if mark == "-" { spec.loweredStat = stat }
            lastStat = stat
            index += 2
        }
        // `+1 252 SpA`: the boost is the stat's; with no stat written, the move's decides.
        if let stage = spec.unplacedBoost, let stat = boostedStat, stat != .hp {
            spec.boosts.values[stat] = stage
            spec.unplacedBoost = nil
        }
        var rest = Array(words[index...])
        // Status, allies fainted, Tera, from anywhere before the name.
        try takeConditions(from: &rest, into: &spec, role: role)
        try takeItemAndAbility(rest, into: &spec, role: role)
        return spec
    }

    private func takeConditions(from words: inout [String], into spec: inout DamageSideSpec, role: String)
        throws(ParseError)
    {
        var kept: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if index + 1 < words.count, word.lowercased() == "badly", words[index + 1].lowercased() == "poisoned" {
                spec.status = .badlyPoisoned
                index += 2
            } else if ["burned", "poisoned", "paralyzed", "asleep", "frozen"].contains(word.lowercased()),
                let status = BattleStatus(spelled: word)
            {
                spec.status = status
                index += 1
            } else if index + 2 < words.count, let count = Int(word), ["ally", "allies"].contains(words[index + 1]),
                words[index + 2] == "fainted"
            {
                spec.alliesFainted = max(0, min(5, count))
                index += 3
            } else if word == "Tera", index + 1 < words.count {
                let type = NameKey.make(words[index + 1])
                guard TypeChart.knownTypes.contains(type) else {
                    throw ParseError(
                        "unknown Tera type '\(Echo.cut(words[index + 1]))' for the \(role)",
                        suggestions: Nearest.words(to: type, among: TypeChart.knownTypes))
                }
                spec.teraType = type
                index += 2
            } else if index > 0, words[index - 1].lowercased() == "rivalry",
                let rivalry = Rivalry(rawValue: word.lowercased())
            {
                spec.rivalry = rivalry
                index += 1
            } else if word == "(First", index + 1 < words.count, words[index + 1] == "Use)" {
                index += 2
            } else {
                kept.append(word)
                index += 1
            }
        }
        words = kept
    }

    /// What is left before the name is an item, then an ability, either or both.
    private func takeItemAndAbility(_ words: [String], into spec: inout DamageSideSpec, role: String) throws(ParseError)
    {
        guard !words.isEmpty else { return }
        // Every way of splitting the words, the items and the abilities each asked at once.
        let splits = Array(0...words.count)
        let itemTexts = splits.map { words[..<$0].joined(separator: " ") }
        let abilityTexts = splits.map { words[$0...].joined(separator: " ") }
        let items = vocabulary.items(itemTexts.filter { !$0.isEmpty })
        let abilities = vocabulary.abilities(abilityTexts.filter { !$0.isEmpty })
        for split in splits {
            let itemText = itemTexts[split]
            let abilityText = abilityTexts[split]
            // The lists leave out the empty texts: the first split has no item, the last no ability.
            let item = itemText.isEmpty ? nil : items[split - 1]
            let ability = abilityText.isEmpty ? nil : abilities[split]
            if (itemText.isEmpty || item != nil) && (abilityText.isEmpty || ability != nil) {
                spec.item = item
                spec.ability = ability
                return
            }
        }
        let text = words.joined(separator: " ")
        throw ParseError(
            "'\(Echo.cut(text))' before the \(role) is not an item, an ability or both",
            suggestions: vocabulary.suggestions(.item, text) + vocabulary.suggestions(.ability, text))
    }

    /// The longest run of words at the end that the vocabulary knows, up to five.
    private func longestSuffix<T>(of words: [String], what: String, _ findAll: ([String]) -> [T?]) throws(ParseError)
        -> (Int, T)
    {
        // The longest names are five words (Light That Burns the Sky), a Pokémon's three; no
        // name holds a number or a slash, which are the stats before it. Every run is asked
        // at once (the names found read together), the longest found wins.
        let most = what == "move" ? 5 : 3
        let counts = stride(from: min(most, words.count), through: 1, by: -1).filter { count in
            !words.suffix(count).contains(where: Self.isStatWord)
        }
        let found = findAll(counts.map { words.suffix($0).joined(separator: " ") })
        for (count, term) in zip(counts, found) {
            if let term { return (count, term) }
        }
        guard !words.isEmpty else { throw ParseError("no \(what) is named: write it like \(Self.example)") }
        // A move is the words after the attacker's name: quoted whole (`Tidal Wave`).
        if what == "move" {
            for end in stride(from: words.count - 1, through: 1, by: -1) {
                for count in 1...min(3, end) where vocabulary.pokemon(words[(end - count)..<end].joined(separator: " "))
                {
                    let tail = words[end...].joined(separator: " ")
                    throw ParseError(
                        "no move named '\(Echo.cut(tail))'", suggestions: vocabulary.suggestions(.move, tail))
                }
            }
        }
        // Name the words that were probably meant: the shortest ending with names near it.
        let kind: TermKind = what == "move" ? .move : .pokemon
        for count in 1...min(3, words.count) {
            let tail = words.suffix(count).joined(separator: " ")
            let suggestions = vocabulary.suggestions(kind, tail)
            if !suggestions.isEmpty {
                throw ParseError("no \(what) named '\(Echo.cut(tail))'", suggestions: suggestions)
            }
        }
        throw ParseError("no \(what) named '\(Echo.cut(words.suffix(2).joined(separator: " ")))'")
    }

    /// `252+`, `-1`, `/`: a word of the stats, never of a name.
    static func isStatWord(_ word: String) -> Bool {
        let digits = word.drop { $0 == "+" || $0 == "-" }.reversed().drop { $0 == "+" || $0 == "-" }
        return word == "/" || (!digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber))
    }

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
