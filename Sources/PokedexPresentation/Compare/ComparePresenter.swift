import PokedexDomain
import PokedexInteractors

/// `compare`: each Pokémon's entry, side by side, in the order given.
extension Presenter {
    func compare(_ names: [String]) async throws(PokedexError) -> ViewState {
        // Rows for tools print each one's row and base stats: only those are read (in English;
        // another language's names come with the whole entry).
        if rowsForTools, language == .en, let rows = try await CompareInteractor(sources).rows(names) {
            return .content(CompareViewModel(rows.map { Self.entry($0, language: language) }))
        }
        let results = try await CompareInteractor(sources).compare(names, language: language)
        var models = results.map { Self.entry($0, language: language) }
        if language != .en {
            let names = await MovesInteractor(sources).abilityNames(
                results.flatMap({ $0.detail.abilities }), in: language)
            for index in models.indices { Self.localizeAbilities(&models[index], names: names) }
        }
        return .content(CompareViewModel(models))
    }
}
