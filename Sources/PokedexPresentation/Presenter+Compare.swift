import PokedexDomain
import PokedexInteractors

/// `compare`: each Pokémon's entry, side by side, in the order given.
extension Presenter {
    func compare(_ names: [String]) async throws(PokedexError) -> ViewState {
        guard let compareInteractor else { throw .invalidArgument("this Pokédex cannot compare") }
        return .compare(
            try await compareInteractor.compare(names).compactMap { result in
                if case .detail(let model) = Self.present(result, language: language) { return model }
                return nil
            })
    }
}
