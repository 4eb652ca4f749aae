import PokedexData
import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTestSupport
import Testing

/// `where` and `location` work out only what the view prints: lines for text, PokeAPI's
/// records for JSON; each the same as when both are worked out.
@Suite struct EncounterShapeTests {
    private func presenter(
        _ shape: Presenter.EncounterShape, rowsForTools: Bool = false, language: Language = .en
    ) -> Presenter {
        let diagnostics = Diagnostics()
        let bundled = BundledData(root: fixtures)
        let store = ResourceStore(
            policy: SourcePolicy(offline: true), cache: nil, fixtures: FixtureTransport(root: fixtures),
            network: nil, diagnostics: diagnostics)
        return Presenter(
            Repositories(
                pokedex: PokeAPIRepository(store: store, bundled: bundled, diagnostics: diagnostics),
                moves: PokeAPIMovesRepository(bundled: bundled, store: store, diagnostics: diagnostics),
                sprites: NoPictures(), encounters: PokeAPIEncountersRepository(bundled: bundled, language: language)),
            language: language, encounters: shape, rowsForTools: rowsForTools)
    }

    /// Rows for tools print each one's row and base stats, and `compare` reads only those: the
    /// same as the whole entries' (no abilities read, which a screen shows); a type's form named
    /// by its type is worked out from the whole entry, as a screen has it.
    @Test(arguments: [
        ["garchomp", "salamence", "dragonite", "pikachu", "gengar", "snorlax"], ["25", "10100"],
        ["pikachu-alola", "Mr. Mime-Galarian", "ogerpon-wellspring", "meowstic-f"], ["arceus-fire", "garchomp"],
    ])
    func compareRowsAreTheEntriesOwn(names: [String]) async throws {
        let route = Route.compare(names: names)
        let whole = try #require(await presenter(.both).viewState(for: route).model(CompareViewModel.self))
        let rows = try #require(
            await presenter(.rows, rowsForTools: true).viewState(for: route).model(CompareViewModel.self))
        #expect(whole.entries.count == names.count && rows.entries.count == names.count)
        for (row, entry) in zip(rows.entries, whole.entries) {
            #expect(row.id == entry.id && row.name == entry.name && row.displayName == entry.displayName)
            #expect(row.types == entry.types && row.stats == entry.stats && row.statTotal == entry.statTotal)
            #expect(!entry.abilities.isEmpty)
            #expect(row.abilities.isEmpty == !names.contains("arceus-fire"), "\(row.name)")
        }
    }

    @Test(arguments: ["pikachu", "ralts", "tentacool"])
    func whereWorksOutWhatItsViewPrints(pokemon: String) async throws {
        let route = Route.where(pokemon: pokemon)
        let both = try #require(await presenter(.both).viewState(for: route).model(WhereViewModel.self))
        let lines = try #require(await presenter(.lines).viewState(for: route).model(WhereViewModel.self))
        let records = try #require(await presenter(.records).viewState(for: route).model(WhereViewModel.self))
        #expect(!both.sections.isEmpty && !both.records.isEmpty)
        #expect(lines.sections == both.sections && lines.records.isEmpty)
        #expect(records.records == both.records && records.sections.isEmpty)
    }

    @Test func locationWorksOutWhatItsViewPrints() async throws {
        let route = Route.location(name: "route 1")
        let both = try #require(await presenter(.both).viewState(for: route).model(LocationViewModel.self))
        let lines = try #require(await presenter(.lines).viewState(for: route).model(LocationViewModel.self))
        let records = try #require(await presenter(.records).viewState(for: route).model(LocationViewModel.self))
        #expect(!both.areas.isEmpty && both.areas.allSatisfy { !$0.sections.isEmpty && !$0.records.isEmpty })
        #expect(lines.areas.map(\.sections) == both.areas.map(\.sections))
        #expect(lines.areas.allSatisfy { $0.records.isEmpty })
        #expect(records.areas.map(\.records) == both.areas.map(\.records))
        #expect(records.areas.allSatisfy { $0.sections.isEmpty })
    }

    /// Piped rows give PokeAPI's names alone, in any language: the same rows as in English,
    /// with no names in the language read for them; where there is no row (the note a pipe is
    /// given says why), the Pokémon is named in the language, as on a screen.
    @Test func rowsInAnotherLanguageAreEnglishRowsAndANoteIsInTheLanguage() async throws {
        for pokemon in ["pikachu", "tentacool"] {
            let route = Route.where(pokemon: pokemon)
            let english = try #require(await presenter(.rows).viewState(for: route).model(WhereViewModel.self))
            let japanese = try #require(
                await presenter(.rows, language: .ja).viewState(for: route).model(WhereViewModel.self))
            #expect(
                !english.sections.isEmpty && japanese.sections.map(Self.printed) == english.sections.map(Self.printed))
            #expect(japanese.pokemon.displayName == english.pokemon.displayName)
        }
        let nowhere = Route.where(pokemon: "mewtwo", game: "scarlet-violet")
        let note = try #require(
            await presenter(.rows, language: .ja).viewState(for: nowhere).model(WhereViewModel.self))
        #expect(note.sections.isEmpty && note.pokemon.displayName == "ミュウツー")
        let location = Route.location(name: "route 1")
        let englishPlace = try #require(await presenter(.rows).viewState(for: location).model(LocationViewModel.self))
        let japanesePlace = try #require(
            await presenter(.rows, language: .ja).viewState(for: location).model(LocationViewModel.self))
        let printed = { (model: LocationViewModel) in model.areas.flatMap(\.sections).map(Self.printed) }
        #expect(!englishPlace.areas.isEmpty && printed(japanesePlace) == printed(englishPlace))
    }

    /// A Pokémon's places read for piped rows are the same places with no names: the same
    /// kinds, ids, PokeAPI names, locations and regions, in the same order.
    @Test func placesReadForRowsAreThePlacesUnnamed() async throws {
        let sources = presenter(.rows, language: .ja).sources
        for pokemon in ["pikachu", "tentacool", "kleavor"] {
            let named = try await WhereInteractor(sources).find(pokemon, game: nil, method: nil)
            let unnamed = try await WhereInteractor(sources).find(pokemon, game: nil, method: nil, placeNames: false)
            #expect(!named.places.isEmpty && named.places.contains { !$0.names.isEmpty })
            #expect(unnamed.places.allSatisfy { $0.names.isEmpty })
            let stripped = named.places.map {
                Place(kind: $0.kind, id: $0.id, name: $0.name, locationID: $0.locationID, region: $0.region, names: [:])
            }
            #expect(unnamed.places == stripped, "\(pokemon)")
            #expect(unnamed.areas == named.areas)
        }
    }

    /// Piped rows with a row to print look up neither the games whose Pokédex has it nor what
    /// it evolves from (only the note a pipe is given for no row says those): the same areas,
    /// places and terms as the whole answer. With no row, the note says all it says on a screen.
    @Test func rowsAloneLeaveOutOnlyWhatTheNoteSays() async throws {
        let sources = presenter(.rows).sources
        for pokemon in ["raichu", "pikachu", "tentacool"] {
            let whole = try await WhereInteractor(sources).find(pokemon, game: nil, method: nil, placeNames: false)
            let rows = try await WhereInteractor(sources).find(
                pokemon, game: nil, method: nil, placeNames: false, rowsAlone: true)
            #expect(!whole.areas.isEmpty && !whole.gamesInDex.isEmpty)
            #expect(rows.areas == whole.areas && rows.places == whole.places && rows.terms == whole.terms)
            #expect(rows.gamesInDex.isEmpty && rows.parent == nil)
            #expect((whole.parent != nil) == (pokemon != "tentacool"), "\(pokemon)")
        }
        let nowhere = Route.where(pokemon: "mewtwo", game: "scarlet-violet")
        let note = try #require(await presenter(.rows).viewState(for: nowhere).model(WhereViewModel.self))
        let screen = try #require(await presenter(.lines).viewState(for: nowhere).model(WhereViewModel.self))
        #expect(note.sections.isEmpty && !note.gamesMet.isEmpty)
        #expect(note.gamesInDex == screen.gamesInDex && note.gamesMet == screen.gamesMet)
        #expect(note.gamesWithoutLocations == screen.gamesWithoutLocations)
    }

    /// What a section's rows print: its versions, then each line's Pokémon, area, method,
    /// levels, chance and conditions, by PokeAPI's names.
    private static func printed(_ section: EncounterSection) -> [String] {
        section.versions
            + section.lines.map { line in
                [
                    String(line.pokemon?.id ?? 0), line.pokemon?.name ?? "", line.area, line.method,
                    String(line.minLevel), String(line.maxLevel), String(line.chance),
                ].joined(separator: " ") + " " + line.conditions.joined(separator: ",")
            }
    }
}
