import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `location`: who lives in a place, by area and game.
extension Presenter {
    package static func present(
        _ result: LocationResult, language: Language = .en, pokemonNames: LocalizedNames = .empty,
        shape: EncounterShape = .both
    ) -> ViewState {
        let names = EncounterNames(terms: result.terms, language: language)
        let rows = { (id: Int) in result.pokemon[id].map { row($0, names: pokemonNames, language: language) } }
        var english: Set<String> = []
        var model =
            LocationViewModel(
                id: result.location.id, name: result.location.name,
                displayName: names.name(of: result.location), region: result.location.region,
                areas: result.areas.map { area in
                    let (shown, inEnglish) = names.place(area.place, in: result.location)
                    if inEnglish { english.insert(shown) }
                    return LocationViewModel.Area(
                        id: area.place.id, name: area.place.name, displayName: shown,
                        sections: !shape.lines
                            ? []
                            : sections(
                                area.groups.map {
                                    EncounterEntry(
                                        areaID: area.place.id, area: area.place.name, place: shown,
                                        pokemon: rows($0.pokemonID), group: $0)
                                },
                                versions: result.versions, names: names),
                        records: shape.records ? pokemonRecords(area.groups, rows: rows, names: names) : [])
                },
                game: result.game?.name, gameDisplayName: result.game?.displayName,
                namesakes: result.namesakes.map(\.name))
        // A place in English has its areas in English too.
        if names.place(result.location, in: nil).english {
            english.formUnion([model.displayName] + model.areas.map(\.displayName))
        }
        model.englishPlaces = english
        model.gamesMet = result.gamesMet.map(\.name)
        model.gamesMetDisplayNames = result.gamesMet.map(\.displayName)
        return .content(model)
    }
}

extension Presenter {
    /// `location`: who lives in a place, in one game or all.
    func location(_ name: String, game: String?) async throws(PokedexError) -> ViewState {
        // Piped rows give PokeAPI's names alone (and nothing when there are none): names in the
        // reader's language are read only for a person's screen.
        let rows = encounters == .rows
        let state = Self.present(
            try await WhereInteractor(sources).location(name, game: game), language: language,
            pokemonNames: rows ? .empty : await pokemonNames, shape: encounters)
        guard language != .en, !rows, var model = state.model(LocationViewModel.self) else { return state }
        model.conditionTerms = await conditionTerms(model.areas.flatMap(\.sections).map(\.namedInConditions))
        return .content(model)
    }
}
