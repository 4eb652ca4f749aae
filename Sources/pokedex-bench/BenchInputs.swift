import PokedexTestSupport

/// What the bench makes for its commands to read, as a player's machine would hold it.
enum BenchInputs {
    /// A front sprite for the warm picture cache: a 96×96 palette PNG with a transparent index,
    /// as PokeAPI's are.
    static func sprite() -> [UInt8] {
        var samples: [[Int]] = []
        for y in 0..<96 {
            for x in 0..<96 {
                let (dx, dy) = (x - 48, y - 52)
                let inside = dx * dx + dy * dy < 30 * 30
                samples.append([inside ? 1 + (x / 6 + y / 6) % 14 : 0])
            }
        }
        var png = TestPNG(width: 96, height: 96, colorType: 3, bitDepth: 4, samples: samples)
        var palette: [UInt8] = []
        for index in 0..<15 { palette += [UInt8(index * 17), UInt8(255 - index * 13), UInt8(60 + index * 9)] }
        png.palette = palette
        png.transparency = [0]
        return png.encoded()
    }

    /// A team of six as Pokémon Showdown exports it, for `team --file`.
    static let team = [
        ("Garchomp @ Choice Scarf", "Rough Skin", ["Earthquake", "Outrage", "Stone Edge", "Fire Fang"]),
        ("Rotom-Wash @ Leftovers", "Levitate", ["Hydro Pump", "Volt Switch", "Will-O-Wisp", "Pain Split"]),
        ("Ferrothorn @ Rocky Helmet", "Iron Barbs", ["Stealth Rock", "Leech Seed", "Power Whip", "Gyro Ball"]),
        ("Tauros-Paldea-Combat", "Intimidate", ["Close Combat", "Flying Press", "Freeze-Dry", "Rock Slide"]),
        ("Meowstic-F @ Light Clay", "Prankster", ["Reflect", "Light Screen", "Psychic", "Thunder Wave"]),
        (
            "Ogerpon-Wellspring @ Wellspring Mask", "Water Absorb",
            ["Ivy Cudgel", "Horn Leech", "Play Rough", "Spiky Shield"]
        ),
    ].map { header, ability, moves in
        ([header, "Ability: \(ability)", "Jolly Nature"] + moves.map { "- " + $0 }).joined(separator: "\n")
    }.joined(separator: "\n\n")
}
