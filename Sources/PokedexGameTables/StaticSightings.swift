import PokedexData
import PokedexDomain
import PokedexGameFacts

/// Scarlet/Violet's base game and its two downloadable parts, whose versions PokeAPI names
/// apart (`the-teal-mask-scarlet`).
enum PaldeaPart: Sendable, CaseIterable {
    case base, tealMask, indigoDisk

    package func version(_ version: PaldeaExclusives.Version) -> String {
        switch self {
        case .base: version.rawValue
        case .tealMask: "the-teal-mask-" + version.rawValue
        case .indigoDisk: "the-indigo-disk-" + version.rawValue
        }
    }

    /// The part a one-of-a-kind encounter comes with: by its place (Kitakami's lines are The
    /// Teal Mask's, the Terarium's The Indigo Disk's), else by PKHeX's heading for it (`Sudachi 1`
    /// is The Teal Mask; Snacksworth's legendaries, the Paradox Pokémon of Area Zero's depths,
    /// Meloetta and Pecharunt come with The Indigo Disk).
    static func of(location: Int?, section: String) -> PaldeaPart {
        switch location ?? 0 {
        case 132..<172: return .tealMask
        case 172...: return .indigoDisk
        default: break
        }
        if section.hasPrefix("Sudachi") { return .tealMask }
        let indigo = ["Legendary Pokémon", "Mythical Pokémon", "Paradox Pokémon", "Terapagos"]
        return indigo.contains { section.hasPrefix($0) } ? .indigoDisk : .base
    }
}

/// The places no list of the games names alone: a whole region or land, where a raid is hosted
/// and where a trade or an egg with no place of its own is had. A list of their own
/// (`RegionPlaces.list`), named by `make fixtures` from PokeAPI's regions and, for Kitakami,
/// which PokeAPI has no region for, from `kitakami`.
package enum RegionPlaces {
    package static let list = "regions"
    static let paldea = 0
    static let kitakami = 1
    static let sinnoh = 2
    static let hisui = 3
    static let kalos = 4
    /// The regions of the lines, by PokeAPI's name (Kitakami's is its own).
    static let regions = ["paldea", "kitakami", "sinnoh", "hisui", "kalos"]

    /// Kitakami as the games name it in each language: the word their places are named with
    /// (キタカミ街道, Route de Septentria, Carretera de Noroteo, Via Nordivia, 북신 가도, 北上街道:
    /// Scarlet/Violet's place list, line 132, holds each, which `make fixtures` checks).
    package static let kitakamiNames: [Language: String] = [
        .en: "Kitakami", .ja: "キタカミ", .jaHrkt: "キタカミ", .fr: "Septentria", .de: "Kitakami", .es: "Noroteo",
        .it: "Nordivia", .ko: "북신", .zhHans: "北上", .zhHant: "北上",
    ]
    /// Kitakami Road's line in Scarlet/Violet's list.
    package static let kitakamiRoad = 132

    /// The list: each region's name in each language, from `regionNames` (PokeAPI's, by region),
    /// Japanese in kana where PokeAPI has it only so (the games write regions in katakana in
    /// both scripts), Spanish as English where PokeAPI has none (the Spanish games keep these
    /// regions' names).
    package static func gameList(regionNames: [String: [Language: String]]) -> GamePlaceNames.GameList {
        var names: [Language: [String]] = [:]
        for language in Language.allCases {
            names[language] = regions.map { region in
                if region == "kitakami" { return kitakamiNames[language] ?? "" }
                let own = regionNames[region] ?? [:]
                return own[language]
                    ?? (language == .ja ? own[.jaHrkt] : nil)
                    ?? (language == .es ? own[.en] : nil) ?? ""
            }
        }
        return GamePlaceNames.GameList(names: names)
    }
}

/// The four games' one-of-a-kind encounters (`static/<game>.tsv`) as sightings.
package enum StaticGame: String, Sendable, CaseIterable {
    case sv, la, bdsp, za

    /// The game's place list and the region its places are filed under.
    var list: String {
        switch self {
        case .sv: GameSightings.paldeaList
        case .la: GameSightings.hisuiList
        case .bdsp: GameSightings.sinnohList
        case .za: GameSightings.lumioseList
        }
    }

    var region: String {
        switch self {
        case .sv: "paldea"
        case .la: "hisui"
        case .bdsp: "sinnoh"
        case .za: "kalos"
        }
    }

    /// The versions a row may name.
    package var versions: Set<String> {
        switch self {
        case .sv: ["scarlet", "violet"]
        case .la: ["legends-arceus"]
        case .bdsp: ["brilliant-diamond", "shining-pearl"]
        case .za: ["legends-za"]
        }
    }

    /// Where what has no place of its own is had: the region, or for Legends: Z-A the city the
    /// whole game is in (its gifts' own met place, `Lumiose City`).
    var anywhere: (list: String, line: Int) {
        switch self {
        case .sv: (RegionPlaces.list, RegionPlaces.paldea)
        case .la: (RegionPlaces.list, RegionPlaces.hisui)
        case .bdsp: (RegionPlaces.list, RegionPlaces.sinnoh)
        case .za: (GameSightings.linkList(of: GameSightings.lumioseList), 26)
        }
    }
}

extension GameSightings {
    /// A game's one-of-a-kind encounters: how each is had (a starter chosen, a gift, an egg, a
    /// fossil revived, met once, roaming, a trade), where, at what levels, in which versions,
    /// and whether it is never (or always) shiny or an alpha. A place under 30000 is a line of
    /// the game's list, from 30000 of its list of links and events; none (a trade, an egg):
    /// the region.
    package static func statics(_ encounters: [StaticEncounter], game: StaticGame) throws(RowError) -> [Sighting] {
        // Three gifts at one place and level under one heading are a choice: the starters.
        var gifts: [String: Int] = [:]
        func key(_ encounter: StaticEncounter) -> String {
            "\(encounter.section)/\(encounter.location ?? 0)/\(encounter.level)"
        }
        for encounter in encounters where encounter.kind == .gift { gifts[key(encounter), default: 0] += 1 }
        return try encounters.map { (encounter) throws(RowError) -> Sighting in
            let method: String
            switch encounter.kind {
            case .trade: method = "npc-trade"
            case .egg: method = "gift-egg"
            case .gift:
                method =
                    encounter.section.contains("Fossil")
                    ? "fossil" : gifts[key(encounter)] == 3 ? "starter" : "gift"
            case .static: method = encounter.section == "Roamers" ? "roaming-grass" : "static"
            }
            var conditions: [String] = []
            switch encounter.shiny {
            case .never: conditions.append("never-shiny")
            case .always: conditions.append("always-shiny")
            case .usual, .random: break
            }
            if encounter.isAlpha { conditions.append("alpha") }
            let (list, line) = try place(of: encounter, game: game)
            var versions = encounter.versions
            if game == .sv {
                let part = PaldeaPart.of(location: encounter.location, section: encounter.section)
                versions = versions.compactMap(PaldeaExclusives.Version.init(rawValue:)).map(part.version)
            }
            return Sighting(
                versions: versions, list: list, region: list == RegionPlaces.list ? region(of: line) : game.region,
                location: line, method: method, species: encounter.species, form: encounter.form,
                minLevel: encounter.level, maxLevel: encounter.levelMax, conditions: conditions)
        }
    }

    /// The region a line of the regions' list is filed under: PokeAPI files Kitakami's places
    /// under Paldea.
    static func region(of line: Int) -> String {
        guard line != RegionPlaces.kitakami, RegionPlaces.regions.indices.contains(line) else { return "paldea" }
        return RegionPlaces.regions[line]
    }

    /// The list and line an encounter is had at.
    private static func place(of encounter: StaticEncounter, game: StaticGame) throws(RowError) -> (String, Int) {
        guard let location = encounter.location else { return game.anywhere }
        switch location {
        case ..<30_000: return (game.list, location)
        case 30_000..<40_000: return (linkList(of: game.list), location - 30_000)
        default:
            let parts = encounter.source.split(separator: ":")
            throw RowError(
                file: parts.first.map(String.init) ?? encounter.source, line: parts.last.flatMap { Int($0) } ?? 0,
                reason: "location \(location) is in no list of places")
        }
    }
}
