/// What held items do to a move's type and power: facts of the games, by PokeAPI item name.
package enum BattleItems {
    /// Plates, incenses and the type-boosting items: ×1.2 to moves of their type.
    static let typeBoost: [String: String] = [
        "silk-scarf": "normal", "charcoal": "fire", "mystic-water": "water", "magnet": "electric",
        "miracle-seed": "grass", "never-melt-ice": "ice", "black-belt": "fighting", "poison-barb": "poison",
        "soft-sand": "ground", "sharp-beak": "flying", "twisted-spoon": "psychic", "silver-powder": "bug",
        "hard-stone": "rock", "spell-tag": "ghost", "dragon-fang": "dragon", "black-glasses": "dark",
        "metal-coat": "steel", "fairy-feather": "fairy", "sea-incense": "water", "wave-incense": "water",
        "odd-incense": "psychic", "rock-incense": "rock", "rose-incense": "grass",
    ].merging(plates) { first, _ in first }

    /// Arceus's plates: Judgment's type, and ×1.2 to moves of it.
    static let plates: [String: String] = [
        "flame-plate": "fire", "splash-plate": "water", "zap-plate": "electric", "meadow-plate": "grass",
        "icicle-plate": "ice", "fist-plate": "fighting", "toxic-plate": "poison", "earth-plate": "ground",
        "sky-plate": "flying", "mind-plate": "psychic", "insect-plate": "bug", "stone-plate": "rock",
        "spooky-plate": "ghost", "draco-plate": "dragon", "dread-plate": "dark", "iron-plate": "steel",
        "pixie-plate": "fairy",
    ]

    /// Genesect's drives: Techno Blast's type.
    static let drives: [String: String] = [
        "burn-drive": "fire", "chill-drive": "ice", "douse-drive": "water", "shock-drive": "electric",
    ]

    /// Items that raise stats by half, for the calculator (Choice Band and Specs, Assault Vest,
    /// Eviolite), the team's Speed tiers (Choice Scarf) and `item`'s summary alike.
    package struct StatBoost: Sendable {
        package let stats: [BattleStat]
        /// The Choice items lock their holder into the first move it chooses.
        let locksMove: Bool

        /// `value` raised by half, rounded down, as the games do.
        package func raised(_ value: Int) -> Int { value * 3 / 2 }
    }

    package static let statBoosts: [String: StatBoost] = [
        "choice-band": StatBoost(stats: [.attack], locksMove: true),
        "choice-specs": StatBoost(stats: [.specialAttack], locksMove: true),
        "choice-scarf": StatBoost(stats: [.speed], locksMove: true),
        "assault-vest": StatBoost(stats: [.specialDefense], locksMove: false),
        "eviolite": StatBoost(stats: [.defense, .specialDefense], locksMove: false),
    ]

    /// Berries that halve one super-effective hit of their type (Chilan: any Normal hit).
    static let resistBerries: [String: String] = [
        "occa-berry": "fire", "passho-berry": "water", "wacan-berry": "electric", "rindo-berry": "grass",
        "yache-berry": "ice", "chople-berry": "fighting", "kebia-berry": "poison", "shuca-berry": "ground",
        "coba-berry": "flying", "payapa-berry": "psychic", "tanga-berry": "bug", "charti-berry": "rock",
        "kasib-berry": "ghost", "haban-berry": "dragon", "colbur-berry": "dark", "babiri-berry": "steel",
        "chilan-berry": "normal", "roseli-berry": "fairy",
    ]

    /// Silvally's memories: Multi-Attack's type (`fire-memory` → fire).
    static func memoryType(_ item: String) -> String? {
        guard item.hasSuffix("-memory") else { return nil }
        return String(item.dropLast("-memory".count))
    }

    /// Gems: ×1.3 to one move of their type (`fire-gem`).
    static func gemType(_ item: String) -> String? {
        guard item.hasSuffix("-gem") else { return nil }
        return String(item.dropLast("-gem".count))
    }

    /// A defender keeps these from Knock Off, which then gets no ×1.5: items that belong to
    /// their holder.
    static func isBound(_ item: String, to pokemon: String, megaStone: Bool) -> Bool {
        if megaStone || item.hasSuffix("-z") || item.hasSuffix("-memory") && pokemon.hasPrefix("silvally") {
            return true
        }
        let bound: [(String, String)] = [
            ("rusted-sword", "zacian"), ("rusted-shield", "zamazenta"), ("red-orb", "groudon"),
            ("blue-orb", "kyogre"), ("adamant-crystal", "dialga-origin"), ("lustrous-globe", "palkia-origin"),
            ("griseous-core", "giratina-origin"), ("griseous-orb", "giratina-origin"),
            ("cornerstone-mask", "ogerpon-cornerstone"), ("hearthflame-mask", "ogerpon-hearthflame"),
            ("wellspring-mask", "ogerpon-wellspring"),
        ]
        if bound.contains(where: { item == $0.0 && pokemon.hasPrefix($0.1) }) { return true }
        return (plates[item] != nil && pokemon.hasPrefix("arceus"))
            || (drives[item] != nil && pokemon.hasPrefix("genesect"))
    }

    /// Species items and orbs: ×1.2 (`adamant-orb` on Dialga to Steel and Dragon moves).
    static func speciesBoost(_ item: String, pokemon: String, type: String) -> Bool {
        let boosts: [(item: String, pokemon: String, types: [String])] = [
            ("adamant-orb", "dialga", ["steel", "dragon"]), ("adamant-crystal", "dialga-origin", ["steel", "dragon"]),
            ("lustrous-orb", "palkia", ["water", "dragon"]), ("lustrous-globe", "palkia-origin", ["water", "dragon"]),
            ("griseous-orb", "giratina", ["ghost", "dragon"]), ("griseous-core", "giratina", ["ghost", "dragon"]),
            ("soul-dew", "latios", ["psychic", "dragon"]), ("soul-dew", "latias", ["psychic", "dragon"]),
        ]
        if boosts.contains(where: { $0.item == item && pokemon.hasPrefix($0.pokemon) && $0.types.contains(type) }) {
            return true
        }
        let masks = [
            "cornerstone-mask": "ogerpon-cornerstone", "hearthflame-mask": "ogerpon-hearthflame",
            "wellspring-mask": "ogerpon-wellspring",
        ]
        return masks[item].map { pokemon.hasPrefix($0) } ?? false
    }
}
