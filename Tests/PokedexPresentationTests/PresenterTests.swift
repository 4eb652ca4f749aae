import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTestSupport
import PokedexWords
import Testing

/// Entries with Bulbasaur's numbers, gen IV and 100 kg, to check the presenter's wording.
func stubRepository(_ pokemon: [PokemonSummary], failure: RepositoryError? = nil) -> InMemoryRepository {
    InMemoryRepository(pokemon: pokemon, failure: failure) { summary in
        PokemonDetail(
            summary: summary, genus: "Seed Pokémon", generation: 4, heightDecimetres: 7, weightHectograms: 1000,
            abilities: [AbilitySlot(name: "solar-power", isHidden: true)],
            stats: BaseStats(hp: 45, attack: 49, defense: 49, specialAttack: 65, specialDefense: 65, speed: 45))
    }
}

private let bulbasaur = PokemonSummary(
    id: 1, name: "bulbasaur", speciesID: 1, speciesName: "bulbasaur", displayName: "Bulbasaur",
    types: ["grass", "poison"], isDefault: true)
private let ivysaur = PokemonSummary(
    id: 2, name: "ivysaur", speciesID: 2, speciesName: "ivysaur", displayName: "Ivysaur",
    types: ["grass", "poison"], isDefault: true)

func presenter(_ repository: InMemoryRepository) -> Presenter {
    Presenter(
        Repositories(
            pokedex: repository, moves: InMemoryMovesRepository.empty, sprites: NoPictures(),
            encounters: InMemoryEncountersRepository()))
}

@Suite struct PresenterTests {
    let repository = stubRepository([bulbasaur, ivysaur])

    @Test func listContentHasRowsAndAFooterWithTheNextPage() async {
        let state = await presenter(repository).viewState(for: .list(offset: 0, limit: 1))
        guard let model = state.model(ListViewModel.self) else {
            Issue.record("expected a list, got \(state)")
            return
        }
        #expect(
            model.rows == [PokemonRow(id: 1, name: "bulbasaur", displayName: "Bulbasaur", types: ["grass", "poison"])])
        #expect(model.nextOffset == 1)
        #expect(model.limit == 1 && model.count == 2 && model.filter.isEmpty)
    }

    @Test func listPastTheEndIsEmpty() async {
        let state = await presenter(repository).viewState(for: .list(offset: 9, limit: 5))
        guard case .empty(.pageOutOfRange(let model)) = state else {
            Issue.record("got \(state)")
            return
        }
        #expect(model.count == 2)
        #expect(EmptyViewModel.pageOutOfRange(model).message == "Offset 9 is past the end: there are 2 Pokémon.")
    }

    @Test func detailContentFormatsUnitsAndStats() async {
        let state = await presenter(repository).viewState(for: .show(name: "Bulbasaur"))
        guard let model = state.model(DetailViewModel.self) else {
            Issue.record("expected detail, got \(state)")
            return
        }
        #expect(model.heightText == "0.7 m")
        #expect(model.weightText == "100.0 kg")
        #expect(model.weightKilograms == 100)
        #expect(ScreenLabels.english.generation(model.generation) == "Generation IV")
        #expect(model.abilities == [.init(name: "solar-power", displayName: "Solar Power", isHidden: true)])
        #expect(model.stats.map(\.key) == ["hp", "attack", "defense", "special_attack", "special_defense", "speed"])
        #expect(model.statTotal == 318)
    }

    @Test func unknownNameIsAnErrorWithSuggestions() async {
        let state = await presenter(repository).viewState(for: .show(name: "bulbasuar"))
        #expect(
            state == .error(.init(kind: .notFound, message: "No Pokémon named 'bulbasuar'. Did you mean: bulbasaur?")))
    }

    @Test func searchWithoutMatchesIsEmpty() async {
        let state = await presenter(repository).viewState(for: .search(query: "zzzzzz", limit: 5))
        #expect(state == .empty(.noMatches(query: "zzzzzz")))
    }

    @Test func searchContentCarriesTheMatchKind() async {
        let state = await presenter(repository).viewState(for: .search(query: "saur", limit: 5))
        guard let model = state.model(SearchViewModel.self) else {
            Issue.record("expected search, got \(state)")
            return
        }
        #expect(model.hits.map(\.match) == ["substring", "substring"])
    }

    @Test func missingDataIsADataError() async {
        let broken = stubRepository([], failure: .unavailable(reason: "no fixtures at /nowhere"))
        let state = await presenter(broken).viewState(for: .list(offset: 0, limit: 5))
        #expect(state == .error(.init(kind: .data, message: "Pokédex data unavailable: no fixtures at /nowhere.")))
    }

    @Test(arguments: [(1, "I"), (4, "IV"), (9, "IX"), (14, "XIV")])
    func generationsAreRomanNumerals(number: Int, numeral: String) {
        #expect(RomanNumeral.make(number) == numeral)
    }
}

@Suite struct EmptyListTests {
    @Test func aFilterThatMatchesNothingSaysSoAndWhatWasAsked() throws {
        var filter = ListFilter()
        filter.conditions = [try ListCondition.parse("hp>255")]
        let page = PokemonPage(items: [], offset: 0, limit: 20, total: 0, filter: filter, names: .empty)
        guard case .empty(let empty) = Presenter.present(page) else {
            Issue.record("not an empty answer")
            return
        }
        #expect(empty.message == "No Pokémon match --where 'hp>255'.")
    }
}

@Suite struct PictureHostErrorTests {
    @Test func aPictureThatCannotBeFetchedIsNotWordedAsPokeAPI() {
        let picture = Presenter.present(
            .pictureHost(.network(resource: "https://sprites.test/pokemon/25.png", reason: "timed out after 1 s")))
        #expect(
            picture
                == .error(
                    .init(
                        kind: .network,
                        message: "Could not fetch the picture https://sprites.test/pokemon/25.png: "
                            + "timed out after 1 s.")))
        let body = Presenter.present(
            .repository(.network(resource: "https://pokeapi.co/api/v2/pokemon/25/", reason: "HTTP 500")))
        #expect(
            body
                == .error(
                    .init(
                        kind: .network,
                        message: "Could not reach PokeAPI for https://pokeapi.co/api/v2/pokemon/25/: HTTP 500.")))
    }
}
