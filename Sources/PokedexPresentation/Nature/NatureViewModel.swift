import PokedexDomain
import PokedexInteractors
import PokedexWords

/// One nature, as `pokedex nature` shows it.
package struct NatureViewModel: Sendable, Equatable {
    package let name: String
    package let displayName: String
    package let increasedStat: String?
    package let decreasedStat: String?
    package let likesFlavor: String?
    package let hatesFlavor: String?

    package var isNeutral: Bool { increasedStat == nil }
}

/// `pokedex nature`: every nature, or the one asked for.
package struct NaturesViewModel: Sendable, Equatable {
    package let natures: [NatureViewModel]
    /// Whether one was asked for (and found): shown alone, and as one object in JSON.
    package let single: Bool

    init(_ natures: [NatureViewModel], single: Bool) {
        self.natures = natures
        self.single = single
    }
}
