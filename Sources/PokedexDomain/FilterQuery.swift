/// A search query with `list`'s filters written in it, as the full screen's search box and
/// `search` take it: `type:dragon -type:flying spe>=100 move:earthquake`, with any other words
/// a name to look for among what the filters keep (`type:fire char`).
///
/// | written | `list`'s option |
/// |---|---|
/// | `type:T`, `-type:T` | `--type`, `--not-type` |
/// | `ability:A`, `-ability:A` | `--ability`, `--not-ability` |
/// | `move:M` (`game:G` scopes it) | `--move`, `--game` |
/// | `resists:T`, `weak:T`, `immune:T` | `--resists`, `--weak`, `--immune` |
/// | `tier:OU` | `--tier` |
/// | `gen:4`, `egg:field`, `dex:paldea` | `--generation`, `--egg-group`, `--pokedex` |
/// | `is:legendary`, `-is:legendary`, `is:mythical`, `-is:mythical`, `is:baby`, `is:fully-evolved` | the status flags |
/// | `spe>=100`, `total<=300`, `weight>200` | `--stat` |
package struct FilterQuery: Sendable, Equatable {
    package var filter = ListFilter()
    /// The words that are no filter: a name to search among what the filters keep.
    package var words: [String] = []

    /// A message and the nearest names, as a damage line's.
    package typealias ParseError = DamageDescriptionParser.ParseError

    /// The keys a filter is written with, as a shell or a reader lists them.
    package static let keys = [
        "type", "ability", "move", "game", "resists", "weak", "immune", "tier", "gen", "egg", "dex", "is",
    ]

    /// The query's filters and words; nil when it holds no filter (a plain name search).
    package static func parse(_ text: String) throws(ParseError) -> FilterQuery? {
        var query = FilterQuery()
        var filtered = false
        for token in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            if try query.read(token) {
                filtered = true
            } else {
                query.words.append(token)
            }
        }
        return filtered ? query : nil
    }

    /// Reads `token` into the filter: false when it is no filter (a word of a name).
    private mutating func read(_ token: String) throws(ParseError) -> Bool {
        let negated = token.hasPrefix("-") && token.count > 1
        let body = negated ? String(token.dropFirst()) : token
        // Type: Null is a Pokémon, not a filter, written with its space or without.
        if String(token.lowercased().filter(\.isLetter)) == "typenull" { return false }
        if let colon = body.firstIndex(of: ":") {
            let key = body[..<colon].lowercased()
            let value = String(body[body.index(after: colon)...])
            // `type:` alone is no filter: a name's word (`Type: Null`).
            guard !value.isEmpty else { return false }
            guard Self.keys.contains(key) || key == "generation" || key == "egg-group" || key == "pokedex" else {
                guard !key.isEmpty, key.allSatisfy(\.isLetter) else { return false }
                throw ParseError(
                    "'\(Echo.cut(token))': no filter is called \(key)",
                    suggestions: Nearest.words(to: key, among: Self.keys))
            }
            try apply(key: key, value: value, negated: negated, token: token)
            return true
        }
        guard !negated, body.contains(where: { "<>=!".contains($0) }) else { return false }
        do throws(ListCondition.ParseError) {
            filter.conditions.append(try ListCondition.parse(body))
        } catch {
            throw ParseError(error.message)
        }
        return true
    }

    private mutating func apply(key: String, value: String, negated: Bool, token: String) throws(ParseError) {
        func type(_ types: [String]) throws(ParseError) -> String {
            let name = NameKey.make(value)
            guard types.contains(name) else {
                throw ParseError(
                    "'\(Echo.cut(token))': no type is called \(Echo.cut(value))",
                    suggestions: Nearest.words(to: name, among: types))
            }
            return name
        }
        func plain() throws(ParseError) {
            if negated { throw ParseError("'\(Echo.cut(token))': \(key) cannot be negated") }
        }
        switch key {
        case "type":
            let name = try type(TypeChart.knownTypes)
            if negated { filter.notTypes.append(name) } else { filter.types.append(name) }
        case "ability":
            if negated { filter.notAbilities.append(value) } else { filter.ability = value }
        case "move":
            try plain()
            filter.moves.append(value)
        case "game":
            try plain()
            filter.game = value
        case "resists":
            try plain()
            filter.resists.append(try type(TypeChart.attackingTypes))
        case "weak":
            try plain()
            filter.weakTo.append(try type(TypeChart.attackingTypes))
        case "immune":
            try plain()
            filter.immuneTo.append(try type(TypeChart.attackingTypes))
        case "tier":
            try plain()
            guard let tier = SmogonTier(parsing: value) else {
                throw ParseError(
                    "'\(Echo.cut(token))': no Smogon tier is called \(Echo.cut(value))",
                    suggestions: Nearest.words(to: value, among: SmogonTier.spellings))
            }
            filter.tiers.append(tier)
        case "gen", "generation":
            try plain()
            guard let generation = ListFilter.parseGeneration(value) else {
                throw ParseError("'\(Echo.cut(token))': a generation is 1 to 9, i to ix, or a region")
            }
            filter.generation = generation
        case "egg", "egg-group":
            try plain()
            filter.eggGroup = value
        case "dex", "pokedex":
            try plain()
            filter.pokedex = value
        default:
            try status(value, negated: negated, token: token)
        }
    }

    /// `is:legendary`, `-is:mythical`, `is:baby`, `is:fully-evolved`.
    private mutating func status(_ value: String, negated: Bool, token: String) throws(ParseError) {
        let statuses = ["legendary", "mythical", "baby", "fully-evolved"]
        switch (NameKey.make(value), negated) {
        case ("legendary", false): filter.legendary = true
        case ("legendary", true): filter.notLegendary = true
        case ("mythical", false): filter.mythical = true
        case ("mythical", true): filter.notMythical = true
        case ("baby", false): filter.baby = true
        case ("fully-evolved", false): filter.fullyEvolved = true
        case (let name, _) where statuses.contains(name):
            throw ParseError("'\(Echo.cut(token))': is:\(name) cannot be negated")
        default:
            throw ParseError(
                "'\(Echo.cut(token))': is: takes legendary, mythical, baby or fully-evolved",
                suggestions: Nearest.words(to: value, among: statuses))
        }
    }
}
