import PokedexDomain
import PokedexInteractors

/// `compare`: each Pokémon's entry, side by side, in the order given.
extension Presenter {
    func compare(_ names: [String]) async throws(PokedexError) -> ViewState {
        var models = try await CompareInteractor(sources).compare(names, language: language).map {
            Self.entry($0, language: language)
        }
        if language != .en {
            let names = await MovesInteractor(sources).abilityNames(
                models.flatMap { $0.abilities.map(\.name) }, in: language)
            for index in models.indices { Self.localizeAbilities(&models[index], names: names) }
        }
        return .content(CompareViewModel(models))
    }
}
