/// An ability and the Pokémon that have it.
package struct Ability: Sendable, Equatable {
    package struct Holder: Sendable, Equatable {
        package let pokemonID: Int
        package let isHidden: Bool

        package init(pokemonID: Int, isHidden: Bool) {
            self.pokemonID = pokemonID
            self.isHidden = isHidden
        }
    }

    package let id: Int
    package let name: String
    package let displayName: String
    package let generation: Int
    /// Whether the main-series games have it (PokeAPI also lists Colosseum and XD's).
    package let isMainSeries: Bool
    package let holders: [Holder]

    /// The same ability with only the holders among `pokemonIDs`; nil when none of them has it.
    package func held(by pokemonIDs: Set<Int>) -> Ability? {
        let kept = holders.filter { pokemonIDs.contains($0.pokemonID) }
        guard !kept.isEmpty else { return nil }
        return Ability(
            id: id, name: name, displayName: displayName, generation: generation, isMainSeries: isMainSeries,
            holders: kept)
    }

    package init(
        id: Int, name: String, displayName: String, generation: Int, isMainSeries: Bool = true, holders: [Holder]
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.generation = generation
        self.isMainSeries = isMainSeries
        self.holders = holders
    }
}

/// An item's facts.
package struct Item: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    /// `healing`, `standard-balls`…
    package let category: String
    /// What it costs in a shop, in the latest game that sells it; nil when none does.
    package let cost: Int?
    /// Fling's power with it held; nil when it cannot be flung.
    package let flingPower: Int?
    /// What Fling does with it besides damage: `burn`, `flinch`, `berry-effect`…
    package let flingEffect: String?
    /// PokeAPI's item attributes: `holdable`, `consumable`, `usable-in-battle`…
    package let attributes: [String]

    package init(
        id: Int, name: String, displayName: String, category: String, cost: Int?, flingPower: Int?,
        flingEffect: String? = nil, attributes: [String] = []
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.category = category
        self.cost = cost
        self.flingPower = flingPower
        self.flingEffect = flingEffect
        self.attributes = attributes
    }
}

/// A nature: the stat it raises by a tenth and the one it lowers, and the flavours it likes
/// and dislikes. The five neutral ones change nothing.
package struct Nature: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    package let increasedStat: String?
    package let decreasedStat: String?
    package let likesFlavor: String?
    package let hatesFlavor: String?

    package init(
        id: Int, name: String, displayName: String, increasedStat: String?, decreasedStat: String?,
        likesFlavor: String?, hatesFlavor: String?
    ) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.increasedStat = increasedStat
        self.decreasedStat = decreasedStat
        self.likesFlavor = likesFlavor
        self.hatesFlavor = hatesFlavor
    }

    package var isNeutral: Bool { increasedStat == nil || increasedStat == decreasedStat }
}
