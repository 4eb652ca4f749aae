import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTestSupport
import Synchronization
import Testing

/// What a use case answered is handed on once its screen is made of it, for the process to
/// keep rather than take apart (`Presenter.keep`): `list`'s page and `where`'s encounters.
@Suite struct KeptAnswersTests {
    private final class Kept: Sendable {
        let values = Mutex<[any Sendable]>([])
    }

    private func presenter(keeping kept: Kept) -> Presenter {
        let bulbasaur = PokemonSummary(
            id: 1, name: "bulbasaur", speciesID: 1, speciesName: "bulbasaur", displayName: "Bulbasaur",
            types: ["grass", "poison"], isDefault: true)
        return Presenter(
            Repositories(
                pokedex: stubRepository([bulbasaur]), moves: InMemoryMovesRepository.empty, sprites: NoPictures(),
                encounters: InMemoryEncountersRepository()),
            keep: { made in kept.values.withLock { $0.append(made) } })
    }

    @Test func aListsPageIsHandedOnAfterItsScreenIsMade() async {
        let kept = Kept()
        let state = await presenter(keeping: kept).viewState(for: .list(offset: 0, limit: 1))
        #expect(state.model(ListViewModel.self)?.rows.map(\.name) == ["bulbasaur"])
        let pages = kept.values.withLock { $0.compactMap { $0 as? PokemonPage } }
        #expect(pages.map { $0.items.map(\.name) } == [["bulbasaur"]])
    }

    @Test func whereItsEncountersAreHandedOn() async {
        let kept = Kept()
        _ = await presenter(keeping: kept).viewState(for: .where(pokemon: "bulbasaur"))
        let results = kept.values.withLock { $0.compactMap { $0 as? WhereResult } }
        #expect(results.map(\.pokemon.name) == ["bulbasaur"])
    }
}
