import PokedexDomain
import PokedexGameFacts

/// One slot of a game's table, placed: which games, where (a line of the game's place list,
/// with what narrows it), how, who and at what levels, and when. What the four readers share
/// before places, Pokémon and terms get PokeAPI's ids.
package struct Sighting: Sendable, Hashable {
    /// What narrows the place: a border it wanders in across, or the sub-places of an area.
    enum Qualifier: Sendable, Hashable {
        case none
        /// Met here having wandered in from this place (a line of the same list).
        case from(Int)
        /// Met in these sub-places of the area (lines of the same list).
        case within([Int])
    }

    /// PokeAPI's version names: `scarlet`, `violet`.
    let versions: [String]
    /// The game's place list (`gen9/text_sv`) and the region PokeAPI files its places under.
    let list: String
    package let region: String
    /// A line of the list.
    let location: Int
    let qualifier: Qualifier
    /// An encounter method's PokeAPI name (`overworld`, `old-rod`) or one of `GameTerms`'.
    let method: String
    package let species: Int
    package let form: Int
    package let minLevel: Int
    let maxLevel: Int
    /// Condition values' names: PokeAPI's (`weather-fog`) or `GameTerms`' (`alpha`).
    let conditions: [String]

    init(
        versions: [String], list: String, region: String, location: Int, qualifier: Qualifier = .none,
        method: String, species: Int, form: Int, minLevel: Int, maxLevel: Int, conditions: [String] = []
    ) {
        self.versions = versions
        self.list = list
        self.region = region
        self.location = location
        self.qualifier = qualifier
        self.method = method
        self.species = species
        self.form = form
        self.minLevel = minLevel
        self.maxLevel = maxLevel
        self.conditions = conditions
    }
}

/// The four games' tables as sightings: each game's rules for versions, places, methods and
/// conditions, in one place.
package enum GameSightings {
    package static let paldeaList = "gen9/text_sv"
    package static let hisuiList = "gen8a/text_la"
    package static let sinnohList = "gen8b/text_bdsp"
    package static let lumioseList = "gen9a/text_za"

    /// Scarlet/Violet: Paldea's places; The Teal Mask's Kitakami (list lines 132–171) and The
    /// Indigo Disk's Terarium (172 on) in the downloadable parts' versions; in both games but
    /// for each version's own Pokémon (`PaldeaExclusives`). A slot that crosses a border is met at `location`, from `crossFrom` (PKHeX matches the
    /// met location to `location`); a crossing to itself is none.
    package static func paldea(_ areas: [PaldeaArea]) -> [Sighting] {
        areas.flatMap { area -> [Sighting] in
            let qualifier: Sighting.Qualifier =
                area.crossFrom == 0 || area.crossFrom == area.location ? .none : .from(area.crossFrom)
            return area.slots.map { slot in
                Sighting(
                    versions: paldeaVersions(area.location, species: slot.species, form: slot.form), list: paldeaList,
                    region: "paldea", location: area.location,
                    qualifier: qualifier, method: "overworld", species: slot.species, form: slot.form,
                    minLevel: slot.minLevel, maxLevel: slot.maxLevel,
                    conditions: absentTimes(slot.absentTimes) + weathers(slot.weathers))
            }
        }
    }

    /// The times a Scarlet/Violet slot does not appear, as conditions.
    static func absentTimes(_ bits: Int) -> [String] {
        [(1, "not-midday"), (2, "not-night"), (4, "not-dusk"), (8, "not-dawn")]
            .filter { bits & $0.0 != 0 }.map(\.1)
    }

    /// PokeAPI's weather conditions in the order of Scarlet/Violet's flags (1, 2, 4 … 128):
    /// normal, overcast, rain, thunderstorm, mist, snow, snowstorm, sandstorm.
    static let weatherConditions = [
        "weather-normal", "weather-overcast", "weather-raining", "weather-thunderstorm", "weather-fog",
        "weather-snowing", "weather-snowstorm", "weather-sandstorm",
    ]

    /// The weathers a Scarlet/Violet slot appears in, as PokeAPI's weather conditions; none
    /// when it appears in every weather.
    static func weathers(_ bits: Int) -> [String] {
        guard bits & 0xFF != 0xFF else { return [] }
        return weatherConditions.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element)
    }

    /// Scarlet/Violet's Tera Raids, a map's (`paldea`, `kitakami`, `blueberry`) in its part's
    /// versions, each in the games that host it, by its stars: placed on the map they are
    /// hosted in (Paldea, Kitakami, the Terarium), not at the crystal cavern the games record
    /// as every raid's met location, which is where no player looks for one.
    package static func teraRaids(_ raids: [TeraRaid], map: String) -> [Sighting] {
        let (scarlet, violet) =
            switch map {
            case "kitakami": ("the-teal-mask-scarlet", "the-teal-mask-violet")
            case "blueberry": ("the-indigo-disk-scarlet", "the-indigo-disk-violet")
            default: ("scarlet", "violet")
            }
        let (list, line) =
            switch map {
            case "kitakami": (RegionPlaces.list, RegionPlaces.kitakami)
            case "blueberry": (paldeaList, terarium)
            default: (RegionPlaces.list, RegionPlaces.paldea)
            }
        return raids.map { raid in
            Sighting(
                versions: (raid.inScarlet ? [scarlet] : []) + (raid.inViolet ? [violet] : []), list: list,
                region: "paldea", location: line, method: "tera-raid", species: raid.species,
                form: raid.form, minLevel: raid.level, maxLevel: raid.level,
                conditions: ["tera-raid-\(raid.stars)-star"])
        }
    }

    /// The Terarium's line in Scarlet/Violet's place list.
    static let terarium = 200

    /// The games' lists of places met in links and events (`_30000`): Legends: Z-A names its
    /// gifts' places there (`Lumiose City`).
    package static func linkList(of list: String) -> String { list + "_30000" }

    /// `a crystal cavern` → `Crystal cavern`, `in una grotta dei cristalli` → `Grotta dei cristalli`.
    package static func placeName(_ text: String) -> String {
        var name = text.trimmingWhitespace()
        for article in ["in una ", "in un ", "an ", "a ", "the "] where name.lowercased().hasPrefix(article) {
            name = String(name.dropFirst(article.count))
            break
        }
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Scarlet/Violet's one-of-a-kind and fixed encounters, at each of their places.
    package static func fixed(_ encounters: [FixedEncounter]) -> [Sighting] {
        encounters.flatMap { encounter in
            encounter.locations.map { location in
                Sighting(
                    versions: paldeaVersions(location, species: encounter.species, form: encounter.form),
                    list: paldeaList, region: "paldea", location: location,
                    method: "static", species: encounter.species, form: encounter.form, minLevel: encounter.level,
                    maxLevel: encounter.level)
            }
        }
    }

    /// A Scarlet/Violet place's versions: Kitakami (lines 132–171) The Teal Mask's, the
    /// Terarium (172 on) The Indigo Disk's; the version a Pokémon is exclusive to alone.
    static func paldeaVersions(_ location: Int, species: Int, form: Int) -> [String] {
        let part: PaldeaPart =
            switch location {
            case 132..<172: .tealMask
            case 172...: .indigoDisk
            default: .base
            }
        let only = PaldeaExclusives.version(species: species, form: form)
        return PaldeaExclusives.Version.allCases.filter { only == nil || $0 == only }.map { part.version($0) }
    }

    /// Legends: Arceus: the area (first location) narrowed to its sub-places; a table spread
    /// over five or more of them (the outbreaks) is the whole area's.
    package static func hisui(_ areas: [HisuiArea]) -> [Sighting] {
        areas.flatMap { area -> [Sighting] in
            guard let first = area.locations.first else { return [] }
            let within = Array(area.locations.dropFirst())
            let qualifier: Sighting.Qualifier = within.isEmpty || within.count >= 5 ? .none : .within(within)
            let method =
                switch area.kind {
                case .standard: "overworld"
                case .distortion: "space-time-distortion"
                case .landmark: "landmark"
                case .outbreak: "mass-outbreak"
                case .massiveOutbreak: "massive-mass-outbreak"
                }
            return area.slots.map { slot in
                Sighting(
                    versions: ["legends-arceus"], list: hisuiList, region: "hisui", location: first,
                    qualifier: qualifier, method: method, species: slot.species, form: slot.form,
                    minLevel: slot.minLevel, maxLevel: slot.maxLevel,
                    conditions: slot.alpha == 1 ? ["alpha"] : slot.alpha == 2 ? ["alpha-sometimes"] : [])
            }
        }
    }

    /// Brilliant Diamond/Shining Pearl: one file per game, by method.
    package static func sinnoh(_ areas: [SinnohArea], version: String) -> [Sighting] {
        areas.flatMap { area -> [Sighting] in
            let method =
                switch area.kind {
                case .grass: "walk"
                case .surfing: "surf"
                case .oldRod: "old-rod"
                case .goodRod: "good-rod"
                case .superRod: "super-rod"
                case .rockSmash: "rock-smash"
                case .honeyTree: "honey-tree"
                }
            return area.slots.map { slot in
                Sighting(
                    versions: [version], list: sinnohList, region: "sinnoh", location: area.location,
                    method: method, species: slot.species, form: slot.form, minLevel: slot.minLevel,
                    maxLevel: slot.maxLevel)
            }
        }
    }

    /// Legends: Z-A: sectors and wild zones, alphas; Hyperspace Lumiose in Mega Dimension.
    package static func lumiose(_ areas: [LumioseArea], version: String) -> [Sighting] {
        areas.flatMap { area in
            area.slots.map { slot in
                Sighting(
                    versions: [version], list: lumioseList, region: "kalos", location: area.location,
                    method: "overworld", species: slot.species, form: slot.form, minLevel: slot.minLevel,
                    maxLevel: slot.maxLevel, conditions: slot.isAlpha ? ["alpha"] : [])
            }
        }
    }
}
