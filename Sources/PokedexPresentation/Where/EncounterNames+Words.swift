/// The words `where` puts on encounters in English where PokeAPI's are a sentence or a slug:
/// methods, weathers, and the conditions that together mean any time.
extension EncounterNames {
    /// A method in a word or two by its PokeAPI name; nil for one said as PokeAPI names it. A
    /// switch, not a table made at the first method said.
    static func shortMethod(_ name: String) -> String? {
        switch name {
        case "walk": "Walking"
        case "surf": "Surfing"
        case "old-rod": "Old Rod"
        case "good-rod": "Good Rod"
        case "super-rod": "Super Rod"
        case "rock-smash": "Rock Smash"
        case "headbutt": "Headbutt"
        case "gift": "Gift"
        case "gift-egg": "Gift Egg"
        case "npc-trade": "Trade"
        case "only-one": "Only one"
        case "pokeflute": "Poké Flute"
        case "max-raid": "Max Raid"
        case "sos": "SOS battle"
        case "overworld": "Overworld"
        case "dark-grass": "Dark grass"
        case "horde": "Horde"
        case "space-time-distortion": "Space-time distortion"
        case "landmark": "Landmark"
        case "mass-outbreak": "Mass outbreak"
        case "massive-mass-outbreak": "Massive outbreak"
        case "tera-raid": "Tera Raid"
        case "starter": "Starter"
        case "fossil": "Fossil"
        case "overworld-special": "Overworld (rare)"
        case "overworld-flying-special": "Overworld Flying (rare)"
        case "overworld-water-special": "Overworld Water (rare)"
        case "overworld-dirt": "Overworld (from the ground)"
        case "chase-water": "Chases you in the water"
        case "trash-can-ambush": "Ambush (trash can)"
        case "rustling-bush-ambush": "Ambush (bush)"
        case "ceiling-ambush": "Ambush (ceiling)"
        case "ground-ambush": "Ambush (ground)"
        case "sky-ambush": "Ambush (sky)"
        default: nil
        }
    }

    /// Conditions in a word or two where PokeAPI's English is a sentence: a slot that appears in
    /// several weathers lists them (`Normal weather, Overcast, Rain`).
    /// Scarlet/Violet's weathers, in the order of the games' flags: a slot in all of them is in any weather.
    static let paldeaWeathers = [
        "weather-normal", "weather-overcast", "weather-raining", "weather-thunderstorm", "weather-fog",
        "weather-snowing", "weather-snowstorm", "weather-sandstorm",
    ]

    static let shortConditions: [String: String] = [
        "weather-normal": "Normal weather", "weather-overcast": "Overcast", "weather-raining": "Rain",
        "weather-thunderstorm": "Thunderstorm", "weather-snowing": "Snow", "weather-snowstorm": "Snowstorm",
        "weather-sandstorm": "Sandstorm", "weather-intense-sun": "Intense sun", "weather-fog": "Fog",
    ]

    /// Conditions that together mean any time: every time of day, every season, every weather, a
    /// den of either rarity.
    static let wholes: [[String]] = [
        ["time-morning", "time-day", "time-night"], ["time-day", "time-night"],
        ["season-spring", "season-summer", "season-autumn", "season-winter"],
        ["max-den-rarity-common", "max-den-rarity-rare"],
        [
            "weather-normal", "weather-overcast", "weather-raining", "weather-thunderstorm", "weather-snowing",
            "weather-snowstorm", "weather-sandstorm", "weather-intense-sun", "weather-fog",
        ],
    ]

    /// Whether `names` are together one of `wholes`, in any order and however often each: as
    /// sets, compared name by name (made into a set and looked up among sets of sets, each
    /// merge hashed every name twice).
    static func isWhole(_ names: [String]) -> Bool {
        wholes.contains { whole in names.allSatisfy(whole.contains) && whole.allSatisfy(names.contains) }
    }
}
