/// A list of things to search by name before any of them is read: each one's name keys, in
/// list order, and a way to read the few that match. The bundled indexes make their keys from
/// the raw bytes of their lines, so that a search reads no row it does not show.
package struct NamedList<Element: Sendable>: Sendable {
    package let keys: NameKeys
    private let read: @Sendable (_ positions: [Int]) throws(RepositoryError) -> [Element]
    /// What texts name exactly, found without the keys where the list can (a bundled index of
    /// its names in byte order, and where their rows are): each text's thing, nil where none
    /// is named; the whole answer nil when it cannot say, and the keys are read.
    private let exact: (@Sendable (_ texts: [String]) -> [Element?]?)?

    /// Things already read; `spellings` gives each one's names, its own first.
    package init(_ elements: [Element], spellings: (Element) -> [String]) {
        keys = NameKeys(elements.map(spellings))
        read = { positions in positions.map { elements[$0] } }
        exact = nil
    }

    /// `read` answers the things at the positions it is given, in that order; `exact`, where
    /// given, what texts name exactly (`named(_:dashless:)`), or nil to have the keys read.
    package init(
        keys: NameKeys, read: @escaping @Sendable (_ positions: [Int]) throws(RepositoryError) -> [Element],
        exact: (@Sendable (_ texts: [String]) -> [Element?]?)? = nil
    ) {
        self.keys = keys
        self.read = read
        self.exact = exact
    }

    /// The lists one after another, as one.
    ///
    /// Loops over indexes only: the sequence algorithms (`reduce`, `zip`, `compactMap`) over
    /// lists of a generic element ran unspecialized, and the runtime built their types from
    /// their names, looking through every protocol conformance of the binary (3% of a search).
    package init(concatenating lists: [NamedList<Element>]) {
        var keys: [NameKeys] = []
        var starts = [0]
        for index in lists.indices {
            keys.append(lists[index].keys)
            starts.append(starts[index] + lists[index].keys.count)
        }
        self.keys = NameKeys(concatenating: keys)
        exact = nil
        read = { [starts] positions throws(RepositoryError) in
            var found = [Element?](repeating: nil, count: positions.count)
            for index in lists.indices {
                // This list's positions, and where each goes in the answer.
                var own: [Int] = []
                var places: [Int] = []
                for place in positions.indices where (starts[index]..<starts[index + 1]).contains(positions[place]) {
                    own.append(positions[place] - starts[index])
                    places.append(place)
                }
                guard !own.isEmpty else { continue }
                let read = try lists[index].read(own)
                for offset in read.indices where offset < places.count { found[places[offset]] = read[offset] }
            }
            var elements: [Element] = []
            elements.reserveCapacity(positions.count)
            for place in found.indices { if let element = found[place] { elements.append(element) } }
            return elements
        }
    }

    /// The things at these positions, in that order.
    package func elements(at positions: [Int]) throws(RepositoryError) -> [Element] {
        try read(positions)
    }

    /// The thing `text` names exactly, searched for in the keys (no table built: a caller
    /// may ask of many texts that name nothing); with `dashless`, also as Showdown's
    /// dashless id (`choicescarf`). Never by id: numbers here are stats and levels.
    package func named(_ text: String, dashless: Bool = false) -> Element? {
        named([text], dashless: dashless)[0]
    }

    /// `named(_:dashless:)` of each text, each searched for and all read together.
    package func named(_ texts: [String], dashless: Bool = false) -> [Element?] {
        let named = texts.map { $0.contains(where: \.isLetter) }
        if let exact, var found = exact(texts), found.count == texts.count {
            for index in texts.indices {
                guard named[index] else {
                    found[index] = nil
                    continue
                }
                // Not named whole (or not by names older than the keys): the keys are read, and
                // as Showdown's dashless id too.
                if found[index] == nil,
                    let position = keys.positions(of: texts[index]).first
                        ?? (dashless ? keys.position(of: texts[index]) : nil)
                {
                    found[index] = try? read([position]).first
                }
            }
            return found
        }
        let found = keys.positions(ofEach: texts)
        let positions = texts.indices.map { index -> Int? in
            guard named[index] else { return nil }
            return found[index].first ?? (dashless ? keys.position(of: texts[index]) : nil)
        }
        let wanted = positions.compactMap { $0 }
        guard !wanted.isEmpty, let elements = try? read(wanted), elements.count == wanted.count else {
            return texts.map { _ in nil }
        }
        var next = elements.makeIterator()
        return positions.map { $0 == nil ? nil : next.next() }
    }

    package static var empty: NamedList<Element> { NamedList([]) { _ in [] } }

    /// The same list, each thing read as something else.
    package func map<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> NamedList<T> {
        var exactly: (@Sendable ([String]) -> [T?]?)?
        if let exact = self.exact {
            exactly = { texts in
                guard let found = exact(texts) else { return nil }
                return found.map { element in element.map(transform) }
            }
        }
        return NamedList<T>(
            keys: keys, read: { [read] positions throws(RepositoryError) in try read(positions).map(transform) },
            exact: exactly)
    }

    /// Ranked matches for `query`, as `NameKeys.search` ranks them, each read.
    package func search(_ query: String, limit: Int) throws(RepositoryError) -> [(
        element: Element, match: SearchHit.Match
    )] {
        let hits = keys.search(query, limit: limit)
        let elements = try read(hits.map { $0.position })
        guard elements.count == hits.count else {
            throw .malformed(resource: "search", reason: "\(hits.count - elements.count) matches could not be read")
        }
        // Paired by index: `zip(…).map` over a generic element makes the runtime build the
        // zip's iterator type from its name, which looks through every protocol conformance
        // of the binary (5–6% of a search, paired).
        var matches: [(element: Element, match: SearchHit.Match)] = []
        matches.reserveCapacity(hits.count)
        for index in elements.indices { matches.append((element: elements[index], match: hits[index].match)) }
        return matches
    }
}

extension NamedList where Element == PokemonSummary {
    /// The catalog, each Pokémon by its English names.
    package init(_ catalog: PokemonCatalog) {
        self.init(catalog.all, spellings: NameIndex.spellings)
    }
}

extension NamedList where Element == Term {
    /// Terms, each by its English names.
    package init(_ terms: [Term]) {
        self.init(terms, spellings: TermIndex.spellings)
    }
}
