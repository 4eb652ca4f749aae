/// The kinds of move some abilities look at, which PokeAPI does not record: the games' own
/// lists (sound, ballistic, punching, slicing, pulse and biting moves), by PokeAPI name.
package enum MoveFlags {
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
