import PokedexDomain
import PokedexInteractors
import PokedexWords

/// `pokedex item <name>`.
package struct ItemViewModel: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    package let category: String
    package let cost: Int?
    package let flingPower: Int?
    package var flingEffect: String?
    /// `holdable`, `consumable`…
    package var attributes: [String] = []
    package let effect: EffectProse
    /// What it does held in battle, as the engine models it (`Speed ×1.5`).
    package var battle: [BattleEffect] = []
}
