import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `pokedex ability <name>`.
package struct AbilityViewModel: Sendable, Equatable {
    package struct Holder: Sendable, Equatable {
        package let row: PokemonRow
        package let isHidden: Bool
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let generation: Int
    package let effect: EffectProse
    package let pokemon: [Holder]
    /// What it does in battle, as the engine models it (`immune to Ground-type moves`).
    package var battle: [BattleEffect] = []
}
