/// The kinds of things a name may stand for.
public enum TermKind: String, Sendable, CaseIterable, Comparable {
    case pokemon, move, ability, item, nature

    /// A Pokémon ranks first at an equal match, then moves, abilities, items, natures.
    public static func < (lhs: TermKind, rhs: TermKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A move, ability, item or nature as far as names go.
public struct Term: Sendable, Equatable {
    public let kind: TermKind
    public let id: Int
    public let name: String
    public let displayName: String
    /// A move's type; empty for the rest.
    public let types: [String]

    public init(kind: TermKind, id: Int, name: String, displayName: String, types: [String] = []) {
        self.kind = kind
        self.id = id
        self.name = name
        self.displayName = displayName
        self.types = types
    }
}

extension Term {
    public init(kind: TermKind, _ move: Move) {
        self.init(kind: kind, id: move.id, name: move.name, displayName: move.displayName, types: [move.type])
    }
    public init(kind: TermKind, _ ability: Ability) {
        self.init(kind: kind, id: ability.id, name: ability.name, displayName: ability.displayName)
    }
    public init(kind: TermKind, _ item: Item) {
        self.init(kind: kind, id: item.id, name: item.name, displayName: item.displayName)
    }
    public init(kind: TermKind, _ nature: Nature) {
        self.init(kind: kind, id: nature.id, name: nature.name, displayName: nature.displayName)
    }
}

/// Names of moves, abilities, items and natures in other languages: kind → id → language → name.
public struct LocalizedTermNames: Sendable {
    public let names: [TermKind: [Int: [Language: String]]]

    public init(_ names: [TermKind: [Int: [Language: String]]]) {
        self.names = names
    }

    public static let empty = LocalizedTermNames([:])

    public func name(of kind: TermKind, id: Int, in language: Language) -> String? {
        names[kind]?[id]?[language]
    }
}

/// Every name of one kind of thing: resolving what a person typed (`U-turn`, `u turn`,
/// `will o wisp`, `kings rock`, an id, a name in any of ten languages), ranked search, and
/// suggestions for names that match nothing.
public struct TermIndex: Sendable {
    public let terms: [Term]
    private let keys: NameKeys

    public init(_ terms: [Term], names: LocalizedTermNames = .empty) {
        self.terms = terms
        keys = NameKeys(
            terms.map { term in
                let localized = names.names[term.kind]?[term.id] ?? [:]
                return Self.spellings(of: term) + Language.allCases.compactMap { localized[$0] }
            })
    }

    /// The English names a term answers to, its own first.
    public static func spellings(of term: Term) -> [String] {
        [term.name, term.displayName]
    }

    /// The thing `query` names: an id (`85`, `#85`) or any spelling of its name.
    public func resolve(_ query: String) -> Term? {
        if let id = NameIndex.parseID(query.trimmingWhitespace()) { return terms.first { $0.id == id } }
        return keys.position(of: query).map { terms[$0] }
    }

    /// Ranked matches for `query`.
    public func search(_ query: String, limit: Int) -> [(term: Term, match: SearchHit.Match)] {
        keys.search(query, limit: limit).map { (terms[$0.position], $0.match) }
    }

    /// PokeAPI names close to an unknown `query`.
    public func suggestions(for query: String) -> [String] {
        keys.suggestions(for: query).map { terms[$0].name }
    }
}
