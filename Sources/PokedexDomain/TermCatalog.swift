/// The kinds of things a name may stand for.
package enum TermKind: String, Sendable, CaseIterable, Comparable {
    case pokemon, move, ability, item, nature

    /// A Pokémon ranks first at an equal match, then moves, abilities, items, natures.
    package static func < (lhs: TermKind, rhs: TermKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A move, ability, item or nature as far as names go.
package struct Term: Sendable, Equatable {
    package let kind: TermKind
    package let id: Int
    package let name: String
    package let displayName: String
    /// A move's type; empty for the rest.
    package let types: [String]

    package init(kind: TermKind, id: Int, name: String, displayName: String, types: [String] = []) {
        self.kind = kind
        self.id = id
        self.name = name
        self.displayName = displayName
        self.types = types
    }
}

extension Term {
    package init(kind: TermKind, _ move: Move) {
        self.init(kind: kind, id: move.id, name: move.name, displayName: move.displayName, types: [move.type])
    }
    package init(kind: TermKind, _ ability: Ability) {
        self.init(kind: kind, id: ability.id, name: ability.name, displayName: ability.displayName)
    }
    package init(kind: TermKind, _ item: Item) {
        self.init(kind: kind, id: item.id, name: item.name, displayName: item.displayName)
    }
    package init(kind: TermKind, _ nature: Nature) {
        self.init(kind: kind, id: nature.id, name: nature.name, displayName: nature.displayName)
    }
}

/// Names of moves, abilities, items and natures in other languages: kind → id → language → name.
package struct LocalizedTermNames: Sendable {
    /// The names read whole; empty where they are looked up one at a time.
    package let names: [TermKind: [Int: [Language: String]]]
    /// Finds one name where none were read whole.
    private let lookup: (@Sendable (_ kind: TermKind, _ id: Int, _ language: Language) -> String?)?
    /// Asks the source at once for names about to be looked up (`askAhead(_:)`).
    private let ask: (@Sendable (_ terms: [(kind: TermKind, id: Int)]) -> Void)?

    package init(_ names: [TermKind: [Int: [Language: String]]]) {
        self.names = names
        lookup = nil
        ask = nil
    }

    /// Names found one at a time as they are asked for (a screen names a few of thousands);
    /// `askAhead`, where given, asks the source for several at once.
    package init(
        lookup: @escaping @Sendable (_ kind: TermKind, _ id: Int, _ language: Language) -> String?,
        askAhead: (@Sendable (_ terms: [(kind: TermKind, id: Int)]) -> Void)? = nil
    ) {
        names = [:]
        self.lookup = lookup
        ask = askAhead
    }

    /// Says that the names of `terms` are about to be looked up: a source that reads each from
    /// the disk as it is asked for asks for them all at once (a cold French `search` waited
    /// on the disk for each of its matches' names in turn).
    package func askAhead(_ terms: [(kind: TermKind, id: Int)]) {
        if !terms.isEmpty { ask?(terms) }
    }

    package static let empty = LocalizedTermNames([:])

    package func name(of kind: TermKind, id: Int, in language: Language) -> String? {
        if let lookup { return lookup(kind, id, language) }
        return names[kind]?[id]?[language]
    }

    /// The names in `language` alone.
    package func only(_ language: Language) -> LocalizedTermNames {
        if let lookup {
            return LocalizedTermNames(lookup: { $2 == language ? lookup($0, $1, $2) : nil }, askAhead: ask)
        }
        return LocalizedTermNames(
            names.mapValues { byID in byID.compactMapValues { $0[language].map { [language: $0] } } })
    }
}

/// Every name of one kind of thing: resolving what a person typed (`U-turn`, `u turn`,
/// `will o wisp`, `kings rock`, an id, a name in any of ten languages), ranked search, and
/// suggestions for names that match nothing.
package struct TermIndex: Sendable {
    let terms: [Term]
    private let keys: NameKeys

    package init(_ terms: [Term], names: LocalizedTermNames = .empty) {
        self.terms = terms
        keys = NameKeys(terms.map { Self.spellings(of: $0, names: names) })
    }

    /// The English names a term answers to, its own first.
    static func spellings(of term: Term) -> [String] {
        [term.name, term.displayName]
    }

    /// A term's English names, then its names in `names`' languages (read whole: a lookup's
    /// dictionary is empty).
    package static func spellings(of term: Term, names: LocalizedTermNames) -> [String] {
        let localized = names.names[term.kind]?[term.id] ?? [:]
        return spellings(of: term) + Language.allCases.compactMap { localized[$0] }
    }

    /// The thing `query` names: an id (`85`, `#85`) or any spelling of its name.
    package func resolve(_ query: String) -> Term? {
        if let id = NameIndex.parseID(query.trimmingWhitespace()) { return terms.first { $0.id == id } }
        return (keys.position(of: query) ?? ShowdownForms.canonical(query).flatMap { keys.position(of: $0) })
            .map { terms[$0] }
    }

    /// Ranked matches for `query`.
    package func search(_ query: String, limit: Int) -> [(term: Term, match: SearchHit.Match)] {
        keys.search(query, limit: limit).map { (terms[$0.position], $0.match) }
    }

    /// PokeAPI names close to an unknown `query`.
    package func suggestions(for query: String) -> [String] {
        keys.suggestions(for: query).map { terms[$0].name }
    }
}
