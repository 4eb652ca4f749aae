/// The weather of a battle, as Smogon's calculator names it (`in Sun`).
package enum BattleWeather: String, Sendable, Hashable, CaseIterable {
    case sun = "Sun"
    case rain = "Rain"
    case sand = "Sand"
    case snow = "Snow"
    case hail = "Hail"
    case harshSunshine = "Harsh Sunshine"
    case heavyRain = "Heavy Rain"
    case strongWinds = "Strong Winds"

    var isSunny: Bool { self == .sun || self == .harshSunshine }
    var isRainy: Bool { self == .rain || self == .heavyRain }

    /// `sun`, `Sun`, `sunny`, `harsh-sunshine`, `sandstorm`, the move or ability that makes it
    /// (`rain-dance`, `desolate-land`) → the weather; nil for anything else.
    package init?(spelled text: String) {
        let key = NameKey.make(text)
        let aliases: [String: BattleWeather] = [
            "sandstorm": .sand, "sunny-day": .sun, "sunny": .sun, "rain-dance": .rain, "rainy": .rain,
            "snowscape": .snow, "snowy": .snow, "desolate-land": .harshSunshine, "primordial-sea": .heavyRain,
            "delta-stream": .strongWinds,
        ]
        guard let found = Self.allCases.first(where: { NameKey.make($0.rawValue) == key }) ?? aliases[key] else {
            return nil
        }
        self = found
    }
}

/// A terrain, as the calculator names it (`in Electric Terrain`).
package enum BattleTerrain: String, Sendable, Hashable, CaseIterable {
    case electric = "Electric"
    case grassy = "Grassy"
    case misty = "Misty"
    case psychic = "Psychic"

    package init?(spelled text: String) {
        var key = NameKey.make(text)
        if key.hasSuffix("-terrain") { key = String(key.dropLast("-terrain".count)) }
        guard let found = Self.allCases.first(where: { NameKey.make($0.rawValue) == key }) else { return nil }
        self = found
    }
}

/// A lasting status condition.
package enum BattleStatus: String, Sendable, Hashable, CaseIterable {
    case burned, poisoned
    case badlyPoisoned = "badly-poisoned"
    case paralyzed, asleep, frozen

    /// `burned`, `brn`, `burn`, `tox`, `badly poisoned` → the status; nil for anything else.
    package init?(spelled text: String) {
        let key = NameKey.make(text)
        let aliases: [String: BattleStatus] = [
            "brn": .burned, "burn": .burned, "psn": .poisoned, "poison": .poisoned, "tox": .badlyPoisoned,
            "toxic": .badlyPoisoned, "par": .paralyzed, "paralysis": .paralyzed, "slp": .asleep, "sleep": .asleep,
            "frz": .frozen, "freeze": .frozen,
        ]
        guard let found = BattleStatus(rawValue: key) ?? aliases[key] else { return nil }
        self = found
    }
}

/// One side of the field: what protects the Pokémon there and what its allies do.
package struct BattleSide: Sendable, Hashable {
    package var reflect = false
    package var lightScreen = false
    package var auroraVeil = false
    package var helpingHand = false
    var friendGuard = false
    /// Protect, Detect and the like: the hit does nothing.
    var protected = false
    /// Power Trick: the Pokémon's Attack and Defense trade places (their boosts stay).
    var powerTrick = false
    /// An ally's Flower Gift in the sun: ×1.5 to physical attacks, and to Sp. Def.
    var flowerGift = false
    /// An ally's Steely Spirit: ×1.5 to Steel moves.
    var steelySpirit = false
    /// An ally's Battery (×1.3 to special moves) and Power Spot (×1.3 to every move).
    var battery = false
    var powerSpot = false
    /// Charge: the next Electric move at double power.
    var charge = false
    /// Switching out: Pursuit hits at double power.
    var switchingOut = false

    package init() {}
}

/// What the field holds besides the two Pokémon: Smogon's `Field`, for what pokedex models.
package struct BattleField: Sendable, Hashable {
    package var weather: BattleWeather?
    package var terrain: BattleTerrain?
    /// A double battle: spread moves do ×0.75 and screens ×2732/4096.
    package var doubles = false
    var gravity = false
    /// Wonder Room: Defense and Sp. Def trade places (their boosts stay).
    var wonderRoom = false
    package var attackerSide = BattleSide()
    package var defenderSide = BattleSide()

    package init() {}
}

/// A move, ability or item as the calculation uses it (its PokeAPI name) and writes it
/// (its English name).
package struct BattleTerm: Sendable, Hashable {
    package let name: String
    package let displayName: String
    /// PokeAPI's id, where it was looked up.
    package var id = 0

    package init(name: String, displayName: String, id: Int = 0) {
        self.name = name
        self.displayName = displayName
        self.id = id
    }
}
