/// PKHeX's tables written out as text (`static/<game>.tsv`, `learnsets/za.tsv`): tab-separated,
/// a header line naming the columns. A row that does not read stops `make fixtures` with its
/// file and line.

/// A row that does not read: `static/sv.tsv:12: level "x" is not a number`.
package struct RowError: Error, Sendable, Equatable, CustomStringConvertible {
    let file: String
    /// From 1, the header included.
    package let line: Int
    let reason: String

    init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    package var description: String { "\(file):\(line): \(reason)" }
}

/// A table's rows as fields by column name, each checked to have as many as the header.
struct TabTable: Sendable {
    package struct Row: Sendable {
        let file: String
        package let line: Int
        let fields: [String: String]

        /// A column's text; an error when the column is not in the header.
        package func text(_ column: String) throws(RowError) -> String {
            guard let value = fields[column] else { throw error("no column \(column)") }
            return value
        }

        /// A column's whole number, at least 0 and at most `maximum`.
        func number(_ column: String, maximum: Int = 65_535) throws(RowError) -> Int {
            let value = try text(column)
            guard let number = Int(value), number >= 0, number <= maximum else {
                throw error("\(column) \"\(value.prefix(20))\" is not a number from 0 to \(maximum)")
            }
            return number
        }

        /// A column's whole number, or nil when it is empty.
        func optionalNumber(_ column: String, maximum: Int = 65_535) throws(RowError) -> Int? {
            try text(column).isEmpty ? nil : try number(column, maximum: maximum)
        }

        func error(_ reason: String) -> RowError { RowError(file: file, line: line, reason: reason) }
    }

    let rows: [Row]

    /// `text`'s rows; `columns` must all be in its header.
    init(_ text: String, file: String, columns: [String]) throws(RowError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        else { throw RowError(file: file, line: 1, reason: "no header line") }
        for column in columns where !header.contains(column) {
            throw RowError(file: file, line: 1, reason: "the header has no column \(column)")
        }
        var rows: [Row] = []
        for (index, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == header.count else {
                throw RowError(
                    file: file, line: index + 1, reason: "\(fields.count) fields where the header has \(header.count)")
            }
            rows.append(
                Row(
                    file: file, line: index + 1,
                    fields: Dictionary(zip(header, fields).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })))
        }
        self.rows = rows
    }
}

/// One of PKHeX's one-of-a-kind encounters (`static/<game>.tsv`): a starter, gift, egg,
/// fossil, legendary, titan or scripted meeting, or an in-game trade.
package struct StaticEncounter: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// Handed over (PKHeX fixes its ball).
        case gift
        /// Received as an egg.
        case egg
        /// An in-game trade.
        case trade
        /// Met once, in the overworld or in a scripted battle.
        case `static`
    }

    enum Shiny: String, Sendable, CaseIterable {
        /// The game's usual odds.
        case usual = ""
        case never, always
        /// PKHeX's "random": the usual odds too.
        case random
    }

    package let kind: Kind
    /// PokeAPI's version names.
    let versions: [String]
    package let species: Int
    package let form: Int
    let level: Int
    let levelMax: Int
    /// The met location's number in the game's lists (30000 and up: the link and event names);
    /// nil where there is none (trades; eggs, met where they hatch).
    let location: Int?
    /// Where an egg comes from: a number in the lists (60005 = `_60000` line 5, a person).
    let eggLocation: Int?
    let shiny: Shiny
    let isAlpha: Bool
    /// PKHeX's heading: `Starters`, `Fossils`, `Sudachi 1`. Its own words: read for what a row
    /// is, never shown.
    let section: String
    /// Where it was read: `static/sv.tsv:12`.
    let source: String

    init(
        kind: Kind, versions: [String], species: Int, form: Int, level: Int, levelMax: Int? = nil,
        location: Int?, eggLocation: Int? = nil, shiny: Shiny = .usual, isAlpha: Bool = false, section: String = "",
        source: String = ""
    ) {
        self.kind = kind
        self.versions = versions
        self.species = species
        self.form = form
        self.level = level
        self.levelMax = levelMax ?? level
        self.location = location
        self.eggLocation = eggLocation
        self.shiny = shiny
        self.isAlpha = isAlpha
        self.section = section
        self.source = source
    }

    static let columns = [
        "kind", "versions", "species", "form", "level", "level_max", "location", "egg_location", "shiny", "alpha",
        "section",
    ]

    /// Every row of a `static/<game>.tsv`; `versions` are the names a row may give.
    package static func read(_ text: String, file: String, versions known: Set<String>) throws(RowError)
        -> [StaticEncounter]
    {
        var encounters: [StaticEncounter] = []
        for row in try TabTable(text, file: file, columns: columns).rows {
            let kindText = try row.text("kind")
            guard let kind = Kind(rawValue: kindText) else {
                throw row.error("kind \"\(kindText.prefix(20))\" is none of gift, egg, trade, static")
            }
            let versions = try row.text("versions").split(separator: ",").map(String.init)
            guard !versions.isEmpty else { throw row.error("no versions") }
            for version in versions where !known.contains(version) {
                throw row.error("version \"\(version.prefix(30))\" is not one of the game's")
            }
            let shinyText = try row.text("shiny")
            guard let shiny = Shiny(rawValue: shinyText) else {
                throw row.error("shiny \"\(shinyText.prefix(20))\" is none of never, always, random or empty")
            }
            let level = try row.number("level", maximum: 100)
            let levelMax = try row.optionalNumber("level_max", maximum: 100) ?? level
            guard level >= 1, levelMax >= level else { throw row.error("levels \(level)–\(levelMax) are no range") }
            let alpha = try row.text("alpha")
            guard alpha.isEmpty || alpha == "1" || alpha == "0" else { throw row.error("alpha \"\(alpha)\" is not 1") }
            let encounter = StaticEncounter(
                kind: kind, versions: versions, species: try row.number("species", maximum: 1025),
                form: try row.number("form", maximum: 63), level: level, levelMax: levelMax,
                location: try place(row, "location"), eggLocation: try place(row, "egg_location"), shiny: shiny,
                isAlpha: alpha == "1", section: try row.text("section"), source: "\(file):\(row.line)")
            guard encounter.species > 0 else { throw row.error("species 0 is no Pokémon") }
            switch kind {
            case .gift, .static:
                guard encounter.location != nil else { throw row.error("a \(kind.rawValue) with no location") }
            case .egg:
                guard encounter.location != nil || encounter.eggLocation != nil else {
                    throw row.error("an egg with neither a location nor an egg location")
                }
            case .trade: break
            }
            encounters.append(encounter)
        }
        return encounters
    }

    /// A location column: a number, or nil for none (empty, 0, or a name such as PKHeX's
    /// `Default8bNone`).
    private static func place(_ row: TabTable.Row, _ column: String) throws(RowError) -> Int? {
        let text = try row.text(column)
        if text.isEmpty || text.first?.isLetter == true { return nil }
        let number = try row.number(column, maximum: 69_999)
        return number == 0 ? nil : number
    }
}

/// One row of Legends: Z-A's learnsets (`learnsets/za.tsv`): a move a form learns by level,
/// the level it can be used as its Plus version from, or by TM.
package struct LumioseLearnsetRow: Sendable, Equatable {
    enum Method: String, Sendable, CaseIterable {
        case levelUp = "level-up"
        case plus
        case machine
    }

    package let species: Int
    package let form: Int
    let method: Method
    /// PokeAPI's move id.
    let move: Int
    /// The level (0: on evolving) for level-up and plus; nil for a machine.
    let level: Int?

    /// Every row of `learnsets/za.tsv`; `moves` are the move ids there are.
    package static func read(_ text: String, file: String, moves: Set<Int>) throws(RowError) -> [LumioseLearnsetRow] {
        try TabTable(text, file: file, columns: ["species", "form", "method", "move", "level"]).rows.map {
            (row) throws(RowError) -> LumioseLearnsetRow in
            let methodText = try row.text("method")
            guard let method = Method(rawValue: methodText) else {
                throw row.error("method \"\(methodText.prefix(20))\" is none of level-up, plus, machine")
            }
            let move = try row.number("move")
            guard moves.contains(move) else { throw row.error("move \(move) is no move PokeAPI has") }
            let level = try row.optionalNumber("level", maximum: 100)
            switch method {
            case .levelUp, .plus:
                guard level != nil else { throw row.error("a \(method.rawValue) move with no level") }
            case .machine:
                guard level == nil else { throw row.error("a machine move with a level") }
            }
            let species = try row.number("species", maximum: 1025)
            guard species > 0 else { throw row.error("species 0 is no Pokémon") }
            return LumioseLearnsetRow(
                species: species, form: try row.number("form", maximum: 63), method: method, move: move, level: level)
        }
    }
}
