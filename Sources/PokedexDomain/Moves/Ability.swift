/// An ability and the Pokémon that have it.
public struct Ability: Sendable, Equatable {
    public struct Holder: Sendable, Equatable {
        public let pokemonID: Int
        public let isHidden: Bool

        public init(pokemonID: Int, isHidden: Bool) {
            self.pokemonID = pokemonID
            self.isHidden = isHidden
        }
    }

    public let id: Int
    public let name: String
    public let displayName: String
    public let generation: Int
    /// Whether the main-series games have it (PokeAPI also lists Colosseum and XD's).
    public let isMainSeries: Bool
    public let holders: [Holder]

    public init(
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
public struct Item: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let displayName: String
    /// `healing`, `standard-balls`…
    public let category: String
    /// What it costs in a shop, in the latest game that sells it; nil when none does.
    public let cost: Int?
    /// Fling's power with it held; nil when it cannot be flung.
    public let flingPower: Int?

    public init(id: Int, name: String, displayName: String, category: String, cost: Int?, flingPower: Int?) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.category = category
        self.cost = cost
        self.flingPower = flingPower
    }
}

/// A nature: the stat it raises by a tenth and the one it lowers, and the flavours it likes
/// and dislikes. The five neutral ones change nothing.
public struct Nature: Sendable, Equatable {
    public let id: Int
    public let name: String
    public let displayName: String
    public let increasedStat: String?
    public let decreasedStat: String?
    public let likesFlavor: String?
    public let hatesFlavor: String?

    public init(
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

    public var isNeutral: Bool { increasedStat == nil || increasedStat == decreasedStat }
}
