import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Asks the interactors for what a route needs and turns the answer into a view state.
/// It prints nothing; the view does.
package struct Presenter: Sendable {
    private let list: ListInteractor
    let detail: DetailInteractor
    private let search: SearchInteractor
    private let type: TypeInteractor
    let moves: MovesInteractor?
    let compareInteractor: CompareInteractor?
    private let team: TeamInteractor?
    private let pictures: SpriteInteractor?
    private let places: WhereInteractor?
    private let stats: StatsInteractor?
    private let damage: DamageInteractor?
    /// Whether an entry comes with its picture (a terminal wide enough that draws them).
    let entryPictures: Bool
    /// Whether an entry says where it is met (for a person at a terminal).
    let entryPlaces: Bool
    /// The language of names and genera.
    let language: Language

    package init(
        list: ListInteractor, detail: DetailInteractor, search: SearchInteractor, type: TypeInteractor,
        moves: MovesInteractor? = nil, compare: CompareInteractor? = nil, team: TeamInteractor? = nil,
        pictures: SpriteInteractor? = nil, places: WhereInteractor? = nil, stats: StatsInteractor? = nil,
        damage: DamageInteractor? = nil,
        entryPictures: Bool = false, entryPlaces: Bool = false, language: Language = .en
    ) {
        self.places = places
        self.stats = stats
        self.damage = damage
        self.entryPlaces = entryPlaces
        self.pictures = pictures
        self.entryPictures = entryPictures
        self.compareInteractor = compare
        self.team = team
        self.list = list
        self.detail = detail
        self.search = search
        self.type = type
        self.moves = moves
        self.language = language
    }

    package func viewState(for route: Route) async -> ViewState {
        do throws(PokedexError) {
            switch route {
            case .list(let offset, let limit, let filter):
                return Self.present(
                    try await list.page(offset: offset, limit: limit, filter: filter, language: language),
                    language: language)
            case .show(let query, let shiny, let game):
                let result = try await detail.detail(
                    for: query, picture: entryPictures ? SpriteVariant(shiny: shiny) : nil, language: language)
                var state = Self.present(result, language: language)
                if language != .en, case .detail(var model) = state, let moves {
                    let names = await moves.abilityNames(model.abilities.map(\.name), in: language)
                    Self.localizeAbilities(&model, names: names)
                    model.conditionNames = await conditionNames(result.detail.evolution?.allConditions ?? [])
                    state = .detail(model)
                }
                // Which games it is in, and where in the latest: from the bundled encounters.
                guard case .detail(var model) = state, let places,
                    let found = try? await places.summary(
                        of: result.detail.summary, withPlaces: entryPlaces, game: game)
                else { return state }
                Self.addWhere(found, to: &model, language: language)
                return .detail(model)
            case .sprite(let names, let variant):
                return try await pictures(of: names, variant: variant)
            case .random(let request):
                return try await random(request)
            case .search(let query, let limit, let kinds):
                let result = try await search.search(query, limit: limit, language: language, kinds: kinds)
                return Self.present(
                    query: query, matches: result.matches, names: result.names, termNames: result.termNames,
                    language: language)
            case .type(let name):
                return Self.present(try await type.type(name))
            case .moves(let pokemon, let game, let method):
                let result = try await movesInteractor().learnset(of: pokemon, game: game, method: method)
                return Self.present(
                    result, language: language, names: try await movesInteractor().termNames(for: language),
                    pokemonNames: await list.localizedNames(in: language))
            case .move(let name, let game):
                let result = try await movesInteractor().move(name, game: game)
                return Self.present(
                    result, language: language, names: try await movesInteractor().termNames(for: language),
                    pokemonNames: await list.localizedNames(in: language))
            case .ability(let name):
                let result = try await movesInteractor().ability(name)
                return Self.present(
                    result, language: language, names: try await movesInteractor().termNames(for: language),
                    pokemonNames: await list.localizedNames(in: language))
            case .nature(let name):
                let natures = try await movesInteractor().natures(name)
                return Self.present(
                    natures: natures, single: name != nil && natures.count == 1, language: language,
                    names: try await movesInteractor().termNames(for: language))
            case .item(let name):
                let result = try await movesInteractor().item(name)
                return Self.present(
                    result, language: language, names: try await movesInteractor().termNames(for: language))
            case .where(let pokemon, let game, let method):
                let result = try await whereInteractor().find(pokemon, game: game, method: method)
                var state = Self.present(
                    result, language: language, pokemonNames: await list.localizedNames(in: language))
                if case .where(var model) = state, language != .en {
                    model.conditionNames = await conditionNames(model.evolutionConditions)
                    model.tradedSpecies = await list.speciesNames(
                        model.sections.flatMap(\.speciesAskedInTrades), in: language)
                    state = .where(model)
                }
                return state
            case .location(let name, let game):
                var state = Self.present(
                    try await whereInteractor().location(name, game: game), language: language,
                    pokemonNames: await list.localizedNames(in: language))
                if case .location(var model) = state, language != .en {
                    model.tradedSpecies = await list.speciesNames(
                        model.areas.flatMap(\.sections).flatMap(\.speciesAskedInTrades), in: language)
                    state = .location(model)
                }
                return state
            case .stats(let request):
                guard let stats else { throw .repository(.unavailable(reason: "no move data in this Pokédex")) }
                let result = try await stats.stats(request)
                guard language != .en else { return Self.present(result) }
                return Self.present(
                    result, language: language, names: await moves?.termNames(for: language) ?? .empty,
                    pokemonNames: await list.localizedNames(in: language))
            case .damage(let request, let rolls):
                guard let damage else { throw .repository(.unavailable(reason: "no move data in this Pokédex")) }
                return Self.present(try await damage.damage(request), rolls: rolls)
            case .team(let request):
                guard let team else { throw .repository(.unavailable(reason: "no move data in this Pokédex")) }
                let report = try await team.team(request)
                guard language != .en else { return Self.present(report) }
                return Self.present(
                    report, language: language, names: await moves?.termNames(for: language) ?? .empty,
                    pokemonNames: await list.localizedNames(in: language))
            case .compare(let names):
                return try await compare(names)
            }
        } catch {
            return Self.present(error)
        }
    }

    /// The items, moves and species `conditions` name, in the reader's language.
    func conditionNames(_ conditions: [EvolutionCondition]) async -> ConditionNames {
        guard language != .en, !conditions.isEmpty else { return .english }
        let wanted = ConditionNames.wanted(by: conditions)
        return ConditionNames(
            items: await moves?.names(of: .item, wanted.items, in: language) ?? [:],
            moves: await moves?.names(of: .move, wanted.moves, in: language) ?? [:],
            species: await list.speciesNames(wanted.species, in: language))
    }

    func picturesInteractor() throws(PokedexError) -> SpriteInteractor {
        guard let pictures else { throw .repository(.unavailable(reason: "no pictures in this Pokédex")) }
        return pictures
    }

    private func whereInteractor() throws(PokedexError) -> WhereInteractor {
        guard let places else { throw .repository(.unavailable(reason: "no encounter data in this Pokédex")) }
        return places
    }

    private func movesInteractor() throws(PokedexError) -> MovesInteractor {
        guard let moves else { throw .repository(.unavailable(reason: "no move data in this Pokédex")) }
        return moves
    }

    // MARK: - Helpers

    /// A person's text as echoed in a message: long text is cut.
    static func quoted(_ text: String) -> String {
        Echo.cut(text)
    }

    static func row(_ summary: PokemonSummary, names: LocalizedNames = .empty, language: Language = .en) -> PokemonRow {
        PokemonRow(
            id: summary.id, name: summary.name,
            displayName: DisplayName.localized(summary, names: names, language: language), types: summary.types)
    }

    /// 69 → `6.9`, 1000 → `100.0`: tenths written exactly, with no floating-point noise.
    static func tenths(_ value: Int) -> String {
        "\(value / 10).\(value % 10)"
    }
}
