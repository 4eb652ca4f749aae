/// The kinds of move some abilities look at, which PokeAPI does not record: the games' own
/// lists (contact, sound, ballistic, punching, slicing, pulse and biting moves), by PokeAPI name.
package enum MoveFlags {
    /// Whether a move makes contact (Tough Claws raises it, Fluffy halves it): physical moves
    /// do, but for those below; of special ones, only the few below.
    static func makesContact(_ name: String, category: MoveCategory) -> Bool {
        switch category {
        case .physical: !physicalWithoutContact.contains(name)
        case .special: specialWithContact.contains(name)
        default: false
        }
    }

    /// Whether a move has what Sheer Force removes: PokeAPI's moves with an effect chance, but
    /// for those whose effect is the user's own drawback or a trap, and with the newer moves
    /// PokeAPI gives no chance.
    package static func hasSecondaryEffect(_ name: String, effectChance: Int?) -> Bool {
        (effectChance != nil && !chanceWithoutSecondary.contains(name)) || secondaryWithoutChance.contains(name)
    }

    static let chanceWithoutSecondary: Set<String> = [
        "bind", "clamp", "clanging-scales", "close-combat", "draco-meteor", "dragon-ascent", "fire-spin",
        "fleur-cannon", "frost-breath", "hammer-arm", "hyperspace-fury", "ice-hammer", "infestation", "leaf-storm",
        "magma-storm", "meteor-beam", "overheat", "psycho-boost", "sand-tomb", "skull-bash", "smack-down", "snap-trap",
        "superpower", "thousand-arrows", "thunder-cage", "v-create", "whirlpool", "wrap",
    ]
    static let secondaryWithoutChance: Set<String> = [
        "alluring-voice", "anchor-shot", "aqua-step", "axe-kick", "barb-barrage", "bitter-malice", "blazing-torque",
        "bleakwind-storm", "ceaseless-edge", "chilling-water", "combat-torque", "dire-claw", "eerie-spell",
        "esper-wing", "infernal-parade", "lumina-crash", "magical-torque", "malignant-chain", "matcha-gotcha",
        "mortal-spin", "mountain-gale", "mystical-power", "noxious-torque", "pounce", "psychic-noise",
        "psyshield-bash", "salt-cure", "sandsear-storm", "sparkling-aria", "spirit-shackle", "springtide-storm",
        "stone-axe", "syrup-bomb", "torch-song", "trailblaze", "triple-arrows", "upper-hand", "wicked-torque",
        "wildbolt-storm",
    ]

    static let physicalWithoutContact: Set<String> = [
        "aqua-cutter", "attack-order", "aura-wheel", "barb-barrage", "barrage", "beak-blast", "beat-up",
        "blazing-torque", "bone-club", "bone-rush", "bonemerang", "bulldoze", "bullet-seed", "combat-torque",
        "diamond-storm", "dragon-darts", "drum-beating", "earthquake", "egg-bomb", "explosion", "feint", "fissure",
        "fling", "flower-trick", "freeze-shock", "fusion-bolt", "gigaton-hammer", "glacial-lance", "grav-apple",
        "gunk-shot", "hyperspace-fury", "ice-shard", "icicle-crash", "icicle-spear", "ivy-cudgel", "lands-wrath",
        "last-respects", "leafage", "magical-torque", "magnet-bomb", "magnitude", "metal-burst", "meteor-assault",
        "mountain-gale", "natural-gift", "noxious-torque", "order-up", "pay-day", "petal-blizzard", "pin-missile",
        "poison-sting", "poltergeist", "precipice-blades", "present", "psycho-cut", "pyro-ball", "raging-fury",
        "razor-leaf", "rock-blast", "rock-slide", "rock-throw", "rock-tomb", "rock-wrecker", "sacred-fire",
        "salt-cure", "sand-tomb", "scale-shot", "secret-power", "seed-bomb", "self-destruct", "shadow-bone",
        "sky-attack", "smack-down", "spike-cannon", "spirit-shackle", "stone-edge", "thousand-arrows",
        "thousand-waves", "triple-arrows", "twineedle", "wicked-torque",
    ]
    static let specialWithContact: Set<String> = [
        "draining-kiss", "electro-drift", "grass-knot", "infestation", "petal-dance", "trump-card", "wring-out",
    ]

    /// Soundproof stops them; Punk Rock and Liquid Voice act on them.
    static let sound: Set<String> = [
        "alluring-voice", "boomburst", "bug-buzz", "chatter", "clanging-scales", "disarming-voice", "echoed-voice",
        "eerie-spell", "hyper-voice", "overdrive", "psychic-noise", "relic-song", "round", "snarl",
        "sparkling-aria", "torch-song", "uproar",
    ]
    /// Bulletproof stops them.
    static let bullet: Set<String> = [
        "acid-spray", "aura-sphere", "barrage", "beak-blast", "bullet-seed", "egg-bomb", "electro-ball",
        "energy-ball", "focus-blast", "gyro-ball", "ice-ball", "magnet-bomb", "mist-ball", "mud-bomb", "octazooka",
        "pollen-puff", "pyro-ball", "rock-blast", "rock-wrecker", "searing-shot", "seed-bomb", "shadow-ball",
        "sludge-bomb", "syrup-bomb", "weather-ball", "zap-cannon",
    ]
    /// Iron Fist raises them.
    static let punch: Set<String> = [
        "bullet-punch", "comet-punch", "dizzy-punch", "double-iron-bash", "drain-punch", "dynamic-punch",
        "fire-punch", "focus-punch", "hammer-arm", "headlong-rush", "ice-hammer", "ice-punch", "jet-punch",
        "mach-punch", "mega-punch", "meteor-mash", "plasma-fists", "power-up-punch", "rage-fist", "shadow-punch",
        "sky-uppercut", "surging-strikes", "thunder-punch", "wicked-blow",
    ]
    /// Sharpness raises them.
    static let slicing: Set<String> = [
        "aerial-ace", "air-cutter", "air-slash", "aqua-cutter", "behemoth-blade", "bitter-blade", "ceaseless-edge",
        "cross-poison", "cut", "fury-cutter", "kowtow-cleave", "leaf-blade", "mighty-cleave", "night-slash",
        "population-bomb", "psyblade", "psycho-cut", "razor-leaf", "razor-shell", "sacred-sword", "secret-sword",
        "slash", "solar-blade", "stone-axe", "tachyon-cutter", "x-scissor",
    ]
    /// Mega Launcher raises them.
    static let pulse: Set<String> = [
        "aura-sphere", "dark-pulse", "dragon-pulse", "heal-pulse", "origin-pulse", "terrain-pulse", "water-pulse",
    ]
    /// Strong Jaw raises them.
    static let bite: Set<String> = [
        "bite", "crunch", "fire-fang", "fishious-rend", "hyper-fang", "ice-fang", "jaw-lock", "poison-fang",
        "psychic-fangs", "thunder-fang",
    ]
}
