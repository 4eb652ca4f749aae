import PokedexDomain
import PokedexInteractors

/// `compare`: each Pokémon's entry, side by side, in the order given.
extension Presenter {
    func compare(_ names: [String]) async throws(PokedexError) -> ViewState {
        guard let compareInteractor else { throw .invalidArgument("this Pokédex cannot compare") }
        var models = try await compareInteractor.compare(names).compactMap { result -> DetailViewModel? in
            if case .detail(let model) = Self.present(result, language: language) { return model }
            return nil
        }
        if language != .en, let moves {
            let names = await moves.abilityNames(models.flatMap { $0.abilities.map(\.name) }, in: language)
            for index in models.indices { Self.localizeAbilities(&models[index], names: names) }
        }
        return .compare(models)
    }
}
