import PokedexDomain
import PokedexInteractors

/// `search`: hits of every kind, ranked.
extension Presenter {
    package static func present(
        query: String, hits: [SearchHit], names: LocalizedNames = .empty, language: Language = .en
    ) -> ViewState {
        present(query: query, matches: hits.map(SearchMatch.pokemon), names: names, language: language)
    }

    package static func present(
        query: String, matches: [SearchMatch], names: LocalizedNames = .empty,
        termNames: LocalizedTermNames = .empty, language: Language = .en
    ) -> ViewState {
        guard !matches.isEmpty else { return .empty(.noMatches(query: query)) }
        return .content(
            SearchViewModel(
                query: query,
                hits: matches.map { match in
                    switch match {
                    case .pokemon(let hit):
                        .init(row: row(hit.pokemon, names: names, language: language), match: hit.match.rawValue)
                    case .term(let term, let how):
                        .init(
                            row: PokemonRow(
                                id: term.id, name: term.name,
                                displayName: termNames.name(of: term.kind, id: term.id, in: language)
                                    ?? term.displayName,
                                types: term.types),
                            match: how.rawValue, kind: term.kind)
                    }
                }
            ))
    }
}

extension Presenter {
    /// `search`: what a query matches, best first.
    func search(_ query: String, limit: Int, kinds: Set<TermKind>) async throws(PokedexError) -> ViewState {
        let result = try await SearchInteractor(sources).search(query, limit: limit, language: language, kinds: kinds)
        return Self.present(
            query: query, matches: result.matches, names: result.names, termNames: result.termNames,
            language: language)
    }
}
