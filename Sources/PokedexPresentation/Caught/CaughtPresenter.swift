import PokedexDomain
import PokedexInteractors
import PokedexWords

extension Presenter {
    /// `m` in the full screen: the Pokémon marked caught in `game`, or unmarked when it is.
    func toggleMark(_ pokemon: String, game: String?) async throws(PokedexError) -> ViewState {
        guard let caught = CaughtInteractor(sources) else { throw .marks(.noFolder) }
        let (change, added) = try await caught.toggle(pokemon, game: game)
        return .content(CaughtViewModel(change, action: added ? .added : .removed))
    }
}
