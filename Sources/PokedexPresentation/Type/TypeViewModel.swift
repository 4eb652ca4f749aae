import PokedexDomain
import PokedexWords

package struct TypeViewModel: Sendable, Equatable {
    package let name: String
    package let displayName: String
    /// Attacking with this type: ×2, ×½ and ×0 against these.
    package let doubleTo: [String]
    package let halfTo: [String]
    package let noneTo: [String]
    /// Defending as this type: ×2, ×½ and ×0 from these.
    package let doubleFrom: [String]
    package let halfFrom: [String]
    package let noneFrom: [String]
    package let pokemonCount: Int
    /// With two types asked for together: the second type's own matchups, and how a Pokémon
    /// of both takes each attacking type (×4 to ×0, only those not ×1).
    package var partner: [TypeViewModel] = []
    package var combinedDefenses: [TypeMultiplier] = []
}
