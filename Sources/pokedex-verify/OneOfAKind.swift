import Foundation
import PokedexGameFacts

// What the games' tables hold beside their wild slots, read here on their own: the Tera Raids'
// per-version rates, the one-of-a-kind encounters of `static/`, and Legends: Z-A's learnsets.

extension TableReading {
    struct Raid {
        let species: Int
        let form: Int
        let level: Int
        let scarlet: Bool
        let violet: Bool
    }

    /// A map's raids: 24-byte records; a version's lower rate of -1: not hosted there.
    static func raids(_ wild: URL, _ map: String) throws -> [Raid] {
        let bytes = [UInt8](try Data(contentsOf: wild.appendingPathComponent("encounter_gem_\(map).pkl")))
        return stride(from: 0, to: bytes.count - 0x17, by: 0x18).map { record in
            Raid(
                species: u16(bytes, record), form: Int(bytes[record + 2]), level: Int(bytes[record + 7]),
                scarlet: u16(bytes, record + 0x14) != 0xFFFF, violet: u16(bytes, record + 0x16) != 0xFFFF)
        }
    }

    /// The exclusives list against the raids: a species every map hosts in one version only is
    /// that version's, and a listed one is hosted in its version alone; but for the forms both
    /// versions have in the wild (a sea's, a gender's: `raidOnlyDifferences`).
    static func exclusivesAgainstRaids(_ pkhex: URL) throws -> [String] {
        let wild = pkhex.appendingPathComponent("wild")
        var hosted: [String: (scarlet: Bool, violet: Bool)] = [:]
        for map in ["paldea", "kitakami", "blueberry"] {
            for raid in try raids(wild, map) {
                let key = "\(raid.species)/\(raid.form)"
                let known = hosted[key] ?? (false, false)
                hosted[key] = (known.scarlet || raid.scarlet, known.violet || raid.violet)
            }
        }
        var differing: [String] = []
        for (key, versions) in hosted.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: "/").compactMap { Int($0) }
            guard !PaldeaExclusives.raidOnlyDifferences.contains(parts[0]) else { continue }
            let listed = PaldeaExclusives.version(species: parts[0], form: parts[1])
            let raided: PaldeaExclusives.Version? =
                versions.scarlet && versions.violet ? nil : versions.scarlet ? .scarlet : .violet
            if listed != raided {
                differing.append(
                    "exclusives: \(key) is \(listed?.rawValue ?? "in both") in the list, "
                        + "\(raided?.rawValue ?? "in both") in the raids")
            }
        }
        return differing
    }

    struct StaticRow {
        let species: Int
        let form: Int
        let bands: Set<String>
    }

    /// Every row of `static/<game>.tsv` as bands: version (the game's: Scarlet's part's rows are
    /// Scarlet's), place, levels. A place under 30000 is a line of the game's list, from 30000
    /// one of its `_30000` list (said without its article); none: the whole region (Legends: Z-A:
    /// Lumiose City, where its gifts are met).
    static func statics(_ pkhex: URL) throws -> [StaticRow] {
        var rows: [StaticRow] = []
        for (game, list, anywhere) in [
            ("sv", "gen9/text_sv", "Paldea"), ("la", "gen8a/text_la", "Hisui"), ("bdsp", "gen8b/text_bdsp", "Sinnoh"),
            ("za", "gen9a/text_za", "Lumiose City"),
        ] {
            let places = try names(pkhex, list)
            let links = try String(
                contentsOf: pkhex.appendingPathComponent("locations/\(list)_30000_en.txt"), encoding: .utf8
            ).replacingOccurrences(of: "\u{FEFF}", with: "").components(separatedBy: "\n")
            let text = try String(contentsOf: pkhex.appendingPathComponent("static/\(game).tsv"), encoding: .utf8)
            let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
            guard let header = lines.first?.map(String.init) else { continue }
            func column(_ name: String) throws -> Int {
                guard let index = header.firstIndex(of: name) else {
                    throw Failure(description: "static/\(game).tsv has no column \(name)")
                }
                return index
            }
            let (versions, species, form, level, levelMax, location) = (
                try column("versions"), try column("species"), try column("form"), try column("level"),
                try column("level_max"), try column("location")
            )
            for fields in lines.dropFirst() {
                let low = Int(fields[level]) ?? 0
                let high = Int(fields[levelMax]) ?? low
                let number = Int(fields[location]) ?? 0
                var place = anywhere
                if number > 0, number < 30_000 {
                    place = places[number]
                } else if number >= 30_000, number < 40_000 {
                    place = links[number - 30_000].trimmingCharacters(in: .whitespaces)
                    for article in ["the ", "a ", "an "] where place.lowercased().hasPrefix(article) {
                        place = String(place.dropFirst(article.count))
                    }
                }
                let bands = fields[versions].split(separator: ",").map {
                    "\($0)|\(fold(place))|\(low)|\(high)"
                }
                rows.append(
                    StaticRow(
                        species: Int(fields[species]) ?? 0, form: Int(fields[form]) ?? 0, bands: Set(bands)))
            }
        }
        return rows
    }

    /// Legends: Z-A's learnsets: `[species/form: Set<"method|move|level">]`.
    static func lumioseLearnsets(_ pkhex: URL) throws -> [String: Set<String>] {
        let text = try String(contentsOf: pkhex.appendingPathComponent("learnsets/za.tsv"), encoding: .utf8)
        var sets: [String: Set<String>] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5 else { throw Failure(description: "learnsets/za.tsv: a short line") }
            sets["\(fields[0])/\(fields[1])", default: []].insert("\(fields[2])|\(fields[3])|\(fields[4])")
        }
        return sets
    }

    /// Brilliant Diamond/Shining Pearl's TM01–TM100 by move id, as PKHeX's legality checker
    /// has them (`PersonalInfo8BDSP.MachineMoves`): a second source for the bundle's numbers.
    static let bdspMachines: [Int] = [
        264, 337, 352, 347, 46, 92, 258, 339, 331, 526, 241, 269, 58, 59, 63, 113, 182, 240, 202, 219,
        605, 76, 231, 85, 87, 89, 490, 91, 94, 247, 280, 104, 115, 351, 53, 188, 201, 126, 317, 332,
        259, 263, 521, 156, 213, 168, 211, 285, 503, 315, 355, 411, 412, 206, 362, 374, 451, 203, 406, 409,
        261, 405, 417, 153, 421, 371, 278, 416, 397, 148, 444, 419, 86, 360, 14, 446, 244, 555, 399, 157,
        404, 214, 523, 398, 138, 447, 207, 365, 369, 164, 430, 433, 15, 19, 57, 70, 432, 249, 127, 431,
    ]
}
