import PokedexDomain
import PokedexInteractors
import PokedexWords

/// Asks the use cases for what a route needs and turns the answer into a view state; each
/// screen's part is in its folder (`Where/WherePresenter.swift`…) and builds the use cases it
/// uses over the sources it is given. It prints nothing; the view does.
package struct Presenter: Sendable {
    /// What the use cases read, as the DependencyContainer chose it.
    package let sources: Repositories
    /// Whether an entry comes with its picture (a terminal wide enough that draws them).
    let entryPictures: Bool
    /// Whether an entry says where it is met (for a person at a terminal).
    let entryPlaces: Bool
    /// The language of names and genera.
    let language: Language
    /// What `where` and `location` work out: lines for text, PokeAPI's records for JSON.
    let encounters: EncounterShape
    /// Whether a list's rows carry their base stats: JSON prints them; text shows only those of
    /// a column a sort or condition asks for, which are read whatever this says.
    let listStats: Bool
    /// Whether the output is rows for tools (text piped), which print less than a screen.
    let rowsForTools: Bool
    /// Given what a use case answered once its screen is made of it: the process that exits
    /// after printing keeps it rather than take it apart (`where`'s hundreds of encounters,
    /// the whole dex's rows: a fifteenth of their commands), as it keeps the screen; tests,
    /// running many commands, let it go.
    let keep: @Sendable (any Sendable) -> Void

    /// What a view prints of encounters.
    package enum EncounterShape: Sendable, Equatable {
        /// Lines for people (text and the full screen), the games' own tables folded.
        case lines
        /// Lines for tools (text piped): a row per line and version, nothing folded.
        case rows
        /// PokeAPI's records (JSON).
        case records
        case both

        var lines: Bool { self != .records }
        var records: Bool { self == .records || self == .both }
        /// Whether the games' own tables fold into one line per Pokémon and place.
        var folds: Bool { self == .lines || self == .both }
        /// Whether places are named for people (rows give PokeAPI's names only).
        var namesPlaces: Bool { self != .rows }
    }

    package init(
        _ sources: Repositories, entryPictures: Bool = false, entryPlaces: Bool = false,
        language: Language = .en, encounters: EncounterShape = .both, listStats: Bool = true,
        rowsForTools: Bool = false, keep: @escaping @Sendable (any Sendable) -> Void = { _ in }
    ) {
        self.sources = sources
        self.keep = keep
        self.entryPictures = entryPictures
        self.entryPlaces = entryPlaces
        self.language = language
        self.encounters = encounters
        self.listStats = listStats
        self.rowsForTools = rowsForTools
    }

    /// The screen `route` asks for, or why it cannot be had.
    package func viewState(for route: Route) async -> ViewState {
        do throws(PokedexError) {
            return try await route.present(with: self)
        } catch {
            return Self.present(error, language: language)
        }
    }

    /// The items, moves and species `conditions` name, in the reader's language.
    func conditionNames(_ conditions: [EvolutionCondition]) async -> ConditionNames {
        guard language != .en, !conditions.isEmpty else { return .english }
        let wanted = ConditionNames.wanted(by: conditions)
        return ConditionNames(
            items: await MovesInteractor(sources).names(of: .item, wanted.items, in: language),
            moves: await MovesInteractor(sources).names(of: .move, wanted.moves, in: language),
            species: await ListInteractor(sources).speciesNames(wanted.species, in: language),
            places: await WhereInteractor(sources).placeNames(wanted.places, in: language))
    }

    /// The Pokémon and items encounter conditions name, in the reader's language; a form asked
    /// for in a trade (`corsola-galar`) as entries name it: `サニーゴ (ガラル)`.
    func conditionTerms(_ named: [(species: [String], items: [String])]) async -> ConditionNames {
        let species = Set(named.flatMap(\.species))
        let items = Set(named.flatMap(\.items))
        guard language != .en, !species.isEmpty || !items.isEmpty else { return .english }
        // Each by its name in the language, a form with its words as entries show them.
        let localized = await pokemonNames
        let rows = await ListInteractor(sources).pokemon(named: species.sorted())
        return ConditionNames(
            items: items.isEmpty ? [:] : await MovesInteractor(sources).names(of: .item, items.sorted(), in: language),
            species: rows.compactMapValues { row in
                localized.name(ofSpecies: row.speciesID, in: language) == nil
                    ? nil : DisplayName.localized(row, names: localized, language: language)
            })
    }

    /// Every species' name in the reader's language (none for English).
    var pokemonNames: LocalizedNames {
        get async { await ListInteractor(sources).localizedNames(in: language) }
    }

    /// The names of moves, abilities, items and natures in the reader's language.
    func termNames() async -> LocalizedTermNames {
        await MovesInteractor(sources).termNames(for: language)
    }

    // MARK: - Helpers

    /// A person's text as echoed in a message: long text is cut.
    static func quoted(_ text: String) -> String {
        Echo.cut(text)
    }

    static func row(_ summary: PokemonSummary, names: LocalizedNames = .empty, language: Language = .en) -> PokemonRow {
        row(at: 0, of: [summary], names: names, language: language)
    }

    /// `row` of each of a page's summaries.
    static func rows(_ items: [PokemonSummary], names: LocalizedNames, language: Language) -> [PokemonRow] {
        var rows: [PokemonRow] = []
        rows.reserveCapacity(items.count)
        for index in items.indices { rows.append(row(at: index, of: items, names: names, language: language)) }
        return rows
    }

    /// The row of `items[index]`, its fields read where they lie, and in English the summary's
    /// own name: a summary handed to a call in another module is copied first (its four
    /// references retained and released), and a language compared through `Equatable` is a
    /// call too, 1 351 of each for the whole dex.
    @inline(__always)
    private static func row(
        at index: Int, of items: [PokemonSummary], names: LocalizedNames, language: Language
    ) -> PokemonRow {
        let english = if case .en = language { true } else { false }
        return PokemonRow(
            id: items[index].id, name: items[index].name,
            displayName: english
                ? items[index].displayName : DisplayName.localized(items[index], names: names, language: language),
            types: items[index].types)
    }

    /// 69 → `6.9`, 1000 → `100.0`: tenths written exactly, with no floating-point noise.
    static func tenths(_ value: Int) -> String {
        "\(value / 10).\(value % 10)"
    }
}
