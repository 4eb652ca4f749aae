import PokedexDomain
import Synchronization

/// Ranked search over every Pokémon name, and the names of moves, abilities and items, in
/// every supported language.
package struct SearchInteractor: Sendable {
    private let repository: any PokedexRepository
    private let moves: (any MovesRepository)?
    /// What a query's filters (`type:dragon spe>=100`) are answered by.
    private let list: ListInteractor?
    /// The names in every language to search and the reader's to show, found once for this
    /// interactor: by the kinds searched and the language.
    private let indexes = IndexCache()

    private final class IndexCache: Sendable {
        let made = Mutex<[Key: Indexes]>([:])

        struct Key: Hashable {
            let kinds: Set<TermKind>
            let language: Language
            let scope: NameScope
        }
    }

    private struct Indexes: Sendable {
        let pokemon: NamedList<PokemonSummary>
        let terms: NamedList<Term>
        /// The reader's language's names, to show the matches by.
        let names: LocalizedNames
        let termNames: LocalizedTermNames
    }

    package init(repository: any PokedexRepository, moves: (any MovesRepository)? = nil, list: ListInteractor? = nil) {
        self.repository = repository
        self.moves = moves
        self.list = list
    }

    /// The kinds searched when none are asked for.
    static let defaultKinds: Set<TermKind> = [.pokemon, .move, .ability, .item]

    /// Names in other languages are searched when the query is not plain ASCII, when the
    /// reader's `language` is not English, or when English finds nothing.
    /// At an equal match a Pokémon ranks first, then a move, an ability, an item.
    package func search(
        _ query: String, limit: Int, language: Language = .en, kinds: Set<TermKind> = []
    ) async throws(PokedexError) -> SearchResult {
        guard limit > 0 else { throw .invalidArgument("limit must be at least 1") }
        guard !NameKey.make(query).isEmpty else {
            throw .invalidArgument("the search query has no letters or digits")
        }
        if let list {
            let parsed: FilterQuery?
            do throws(FilterQuery.ParseError) {
                parsed = try FilterQuery.parse(query)
            } catch {
                throw .invalidArgument(error.message + Nearest.suggestion(error.suggestions))
            }
            if let parsed {
                guard kinds.isEmpty || kinds.contains(.pokemon) else {
                    throw .invalidArgument("a query with filters finds Pokémon; --kind asks for none")
                }
                return try await filtered(parsed, list: list, limit: limit, language: language)
            }
        }
        let kinds = kinds.isEmpty ? Self.defaultKinds : kinds
        let termKinds = [TermKind.move, .ability, .item].filter(kinds.contains)
        if language == .en, query.allSatisfy(\.isASCII) {
            await readAhead(kinds: kinds, termKinds: termKinds, scope: .english, language: .en)
            // English names alone: searched on the indexes' keys, only the matches read.
            let result = try await PokedexError.wrap { () async throws(RepositoryError) in
                let pokemon = kinds.contains(.pokemon) ? try await repository.namedPokemon() : .empty
                var terms: [NamedList<Term>] = []
                if let moves {
                    for kind in termKinds { terms.append(try await moves.namedTerms(kind)) }
                }
                return Self.rank(
                    try pokemon.search(query, limit: limit).map { SearchHit(pokemon: $0.element, match: $0.match) },
                    try NamedList(concatenating: terms).search(query, limit: limit).map { ($0.element, $0.match) },
                    limit: limit, names: .empty)
            }
            if !result.matches.isEmpty { return result }
        }
        let scope = NameScope.everyLanguage(for: query)
        await readAhead(kinds: kinds, termKinds: termKinds, scope: scope, language: language)
        let indexes = try await self.indexes(kinds: kinds, termKinds: termKinds, language: language, scope: scope)
        var result = try await PokedexError.wrap { () async throws(RepositoryError) in
            Self.rank(
                try indexes.pokemon.search(query, limit: limit).map { SearchHit(pokemon: $0.element, match: $0.match) },
                try indexes.terms.search(query, limit: limit).map { ($0.element, $0.match) }, limit: limit,
                names: indexes.names)
        }
        result.termNames = indexes.termNames
        result.termNames.askAhead(
            result.matches.compactMap { match in
                if case .term(let term, _) = match { (term.kind, term.id) } else { nil }
            })
        return result
    }

    /// Asks the sources for the names a search in `scope` reads, and those it shows the matches
    /// by in `language`, all at once.
    private func readAhead(kinds: Set<TermKind>, termKinds: [TermKind], scope: NameScope, language: Language) async {
        if kinds.contains(.pokemon) { await repository.readAhead(namesIn: scope, shownIn: language) }
        await moves?.readAhead(namesOf: termKinds, in: scope, shownIn: language)
    }

    /// A query with filters: the Pokémon they keep, in `list`'s order; with words besides, those
    /// of them whose name the words match, best first.
    private func filtered(
        _ query: FilterQuery, list: ListInteractor, limit: Int, language: Language
    ) async throws(PokedexError) -> SearchResult {
        let kept: [PokemonSummary]
        do throws(PokedexError) {
            kept = try await list.matching(query.filter)
        } catch .unknownFilter(let filter, let kind, let typed, let suggestions) {
            // Said as the query wrote it: `ability:levitat`, not `--ability`.
            let key = filter == "egg-group" ? "egg" : filter == "pokedex" ? "dex" : filter
            throw .invalidArgument(
                "'\(key):\(Echo.cut(typed))': no \(kind) is called \(Echo.cut(typed))" + Nearest.suggestion(suggestions)
            )
        }
        let names =
            language == .en
            ? LocalizedNames.empty
            : try await PokedexError.wrap { () async throws(RepositoryError) in
                try await repository.localizedNames(in: language)
            }
        guard !query.words.isEmpty else {
            return SearchResult(
                matches: kept.prefix(limit).map { .pokemon(SearchHit(pokemon: $0, match: .exact)) }, names: names)
        }
        // The names are searched in every language the session has: English words first.
        let words = query.words.joined(separator: " ")
        let index =
            language == .en && words.allSatisfy(\.isASCII)
            ? NameIndex(PokemonCatalog(kept))
            : NameIndex(
                PokemonCatalog(kept),
                names: try await PokedexError.wrap { () async throws(RepositoryError) in
                    try await repository.localizedNames()
                })
        return SearchResult(matches: index.search(words, limit: limit).map(SearchMatch.pokemon), names: names)
    }

    /// The names of `kinds` in every language (in `scope`) to search, and the reader's
    /// `language`'s to show the matches by, found the first time they are asked for: the
    /// bundled keys where there are, only the matches read.
    private func indexes(
        kinds: Set<TermKind>, termKinds: [TermKind], language: Language, scope: NameScope
    ) async throws(PokedexError) -> Indexes {
        let key = IndexCache.Key(kinds: kinds, language: language, scope: scope)
        if let made = indexes.made.withLock({ $0[key] }) { return made }
        let made = try await PokedexError.wrap { () async throws(RepositoryError) in
            let pokemon = kinds.contains(.pokemon) ? try await repository.namedPokemon(scope) : .empty
            var terms: [NamedList<Term>] = []
            if let moves {
                for kind in termKinds { terms.append(try await moves.namedTerms(kind, scope)) }
            }
            let english = language == .en
            return Indexes(
                pokemon: pokemon, terms: NamedList(concatenating: terms),
                names: english ? .empty : try await repository.localizedNames(in: language),
                termNames: english || terms.isEmpty
                    ? .empty : (await bestEffort { try await moves?.termNames(in: language) ?? .empty } ?? .empty))
        }
        indexes.made.withLock { $0[key] = made }
        return made
    }

    /// Pokémon and terms in one ranking: by how they matched, then by kind, then each in its
    /// own order (dex order, or nearest first for misspellings).
    static func rank(
        _ pokemon: [SearchHit], _ terms: [(term: Term, match: SearchHit.Match)], limit: Int, names: LocalizedNames
    ) -> SearchResult {
        let all =
            pokemon.enumerated().map { (rank: $0.element.match.rank, kind: TermKind.pokemon, position: $0.offset) }
            + terms.enumerated().map { (rank: $0.element.match.rank, kind: $0.element.term.kind, position: $0.offset) }
        let ordered = all.sorted { ($0.rank, $0.kind, $0.position) < ($1.rank, $1.kind, $1.position) }
        let matches = ordered.prefix(limit).map { entry -> SearchMatch in
            entry.kind == .pokemon
                ? .pokemon(pokemon[entry.position])
                : .term(terms[entry.position].term, terms[entry.position].match)
        }
        return SearchResult(matches: Array(matches), names: names)
    }
}

/// One result of a search.
package enum SearchMatch: Sendable {
    case pokemon(SearchHit)
    case term(Term, SearchHit.Match)
}

package struct SearchResult: Sendable {
    package let matches: [SearchMatch]
    /// Names in other languages, when they were loaded.
    package let names: LocalizedNames
    /// Names of moves, abilities and items in other languages, when they were loaded.
    package var termNames = LocalizedTermNames.empty

    /// The Pokémon among the matches.
    package var hits: [SearchHit] {
        matches.compactMap { if case .pokemon(let hit) = $0 { hit } else { nil } }
    }
}

extension SearchInteractor {
    /// Over the sources it reads.
    package init(_ sources: Repositories) {
        self.init(repository: sources.pokedex, moves: sources.moves, list: ListInteractor(sources))
    }
}
