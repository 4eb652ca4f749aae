import Foundation
import PokedexGameFacts

// The games PokeAPI has no encounters for, read here on their own from PKHeX's files (not with
// the generator's code): for every Pokémon and version, the places and level bands the tables
// give, to hold `where --json` against. Places are compared by their English names, folded to
// letters and digits (PokeAPI writes `Reveler's Road`, the games `Reveler’s Road`).

/// `(version, folded place, min, max)` per PokeAPI Pokémon id.
typealias Bands = [Int: Set<String>]

enum TableReading {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The entries of one container: u16 count at 2, then count+1 offsets (u32, or u16).
    static func entries(_ file: URL, narrow: Bool) throws -> [[UInt8]] {
        let bytes = [UInt8](try Data(contentsOf: file))
        guard bytes.count >= 4 else { throw Failure(description: "\(file.lastPathComponent): too short") }
        let count = Int(bytes[2]) + Int(bytes[3]) * 256
        let width = narrow ? 2 : 4
        func offset(_ index: Int) -> Int {
            (0..<width).reduce(0) { $0 + Int(bytes[4 + index * width + $1]) << (8 * $1) }
        }
        guard 4 + (count + 1) * width <= bytes.count else {
            throw Failure(description: "\(file.lastPathComponent): offsets past the end")
        }
        return try (0..<count).map { index in
            let start = offset(index)
            let end = offset(index + 1)
            guard start <= end, end <= bytes.count else {
                throw Failure(description: "\(file.lastPathComponent): entry \(index) out of range")
            }
            return Array(bytes[start..<end])
        }
    }

    static func u16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }

    /// A name list's lines (English).
    static func names(_ folder: URL, _ list: String) throws -> [String] {
        let text = try String(
            contentsOf: folder.appendingPathComponent("locations/\(list)_00000_en.txt"), encoding: .utf8)
        return text.replacingOccurrences(of: "\u{FEFF}", with: "").components(separatedBy: "\n").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    static func fold(_ text: String) -> String {
        let plain = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        return String(plain.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }

    /// Every band of the four games, by species and form: `[species/form: Set<band>]`.
    static func read(_ pkhex: URL) throws -> [String: Set<String>] {
        var bands: [String: Set<String>] = [:]
        // Scarlet/Violet's wild slots in both versions but for each version's own (the list the
        // generator settled on, held here against the raids' own rates: `exclusivesAgainstRaids`).
        func add(_ species: Int, _ form: Int, _ versions: [String], _ place: String, _ low: Int, _ high: Int) {
            let only = PaldeaExclusives.version(species: species, form: form)?.rawValue
            let paldea = versions.allSatisfy { $0.hasSuffix("scarlet") || $0.hasSuffix("violet") }
            for version in versions
            where !paldea || only == nil || version == only || version.hasSuffix("-" + (only ?? "")) {
                bands["\(species)/\(form)", default: []].insert("\(version)|\(fold(place))|\(low)|\(high)")
            }
        }
        let wild = pkhex.appendingPathComponent("wild")
        // Scarlet/Violet: met at byte 0, wandered in from byte 2 (when another place).
        let sv = try names(pkhex, "gen9/text_sv")
        for entry in try entries(wild.appendingPathComponent("encounter_wild_paldea.pkl"), narrow: false) {
            let met = Int(entry[0])
            let from = Int(entry[2])
            let versions =
                met >= 172
                ? ["the-indigo-disk-scarlet", "the-indigo-disk-violet"]
                : met >= 132 ? ["the-teal-mask-scarlet", "the-teal-mask-violet"] : ["scarlet", "violet"]
            let place = from == 0 || from == met ? sv[met] : "\(sv[met]) (from \(sv[from]))"
            for slot in stride(from: 4, to: entry.count - 7, by: 8) {
                add(u16(entry, slot), Int(entry[slot + 2]), versions, place, Int(entry[slot + 4]), Int(entry[slot + 5]))
            }
        }
        // Scarlet/Violet's Tera Raids (24-byte records; a rate of -1: not in that game), met in
        // a crystal cavern; its fixed encounters (20-byte records, up to four places).
        func svVersions(_ place: Int) -> [String] {
            place >= 172
                ? ["the-indigo-disk-scarlet", "the-indigo-disk-violet"]
                : place >= 132 ? ["the-teal-mask-scarlet", "the-teal-mask-violet"] : ["scarlet", "violet"]
        }
        // Raids as hosted on each map: Paldea, Kitakami, the Terarium.
        for (map, place, name) in [
            ("paldea", 0, "Paldea"), ("kitakami", 132, "Kitakami"), ("blueberry", 172, "Terarium"),
        ] {
            for raid in try raids(wild, map) {
                let games = svVersions(place)
                let versions = (raid.scarlet ? [games[0]] : []) + (raid.violet ? [games[1]] : [])
                for version in versions {
                    bands["\(raid.species)/\(raid.form)", default: []].insert(
                        "\(version)|\(fold(name))|\(raid.level)|\(raid.level)")
                }
            }
        }
        // Fixed encounters, and every one-of-a-kind one: by their game's version, the parts' alike.
        let fixed = [UInt8](try Data(contentsOf: wild.appendingPathComponent("encounter_fixed_paldea.pkl")))
        for record in stride(from: 0, to: fixed.count, by: 0x14) {
            let level = Int(fixed[record + 3])
            for place in fixed[(record + 0x10)..<(record + 0x14)].map(Int.init) where place != 0 {
                add(
                    u16(fixed, record), Int(fixed[record + 2]), baseVersions(svVersions(place)), sv[place], level, level
                )
            }
        }
        for row in try statics(pkhex) { bands["\(row.species)/\(row.form)", default: []].formUnion(row.bands) }
        // Legends: Arceus: the area, its sub-places after it (five or more: the whole area).
        let la = try names(pkhex, "gen8a/text_la")
        for entry in try entries(wild.appendingPathComponent("encounter_la.pkl"), narrow: false) {
            let count = Int(entry[0])
            let places = entry[1...count].map { la[Int($0)] }
            let sub = places.dropFirst()
            let place = sub.isEmpty || sub.count >= 5 ? places[0] : "\(places[0]) (\(sub.joined(separator: ", ")))"
            var at = 1 + count
            at += at % 2
            let slots = Int(entry[at + 1])
            for index in 0..<slots {
                let slot = at + 2 + index * 8
                add(
                    u16(entry, slot), Int(entry[slot + 2]), ["legends-arceus"], place, Int(entry[slot + 4]),
                    Int(entry[slot + 5]))
            }
        }
        // Brilliant Diamond, Shining Pearl: a file each; species in the low 10 bits, form above 11.
        let bdsp = try names(pkhex, "gen8b/text_bdsp")
        for (file, version) in [
            ("encounter_bd.pkl", "brilliant-diamond"), ("encounter_sp.pkl", "shining-pearl"),
            ("encounter_bd_underground.pkl", "brilliant-diamond"), ("encounter_sp_underground.pkl", "shining-pearl"),
        ] {
            for entry in try entries(wild.appendingPathComponent(file), narrow: false) {
                let place = bdsp[u16(entry, 0)]
                for slot in stride(from: 4, to: entry.count - 3, by: 4) {
                    let packed = u16(entry, slot)
                    add(packed & 0x3FF, packed >> 11, [version], place, Int(entry[slot + 2]), Int(entry[slot + 3]))
                }
            }
        }
        // Legends: Z-A and Mega Dimension's Hyperspace Lumiose (16-bit offsets).
        let za = try names(pkhex, "gen9a/text_za")
        for (file, version) in [("encounter_za.pkl", "legends-za"), ("encounter_hyperspace_za.pkl", "mega-dimension")] {
            for entry in try entries(wild.appendingPathComponent(file), narrow: true) {
                let place = za[u16(entry, 0)]
                for slot in stride(from: 4, to: entry.count - 7, by: 8) {
                    add(
                        u16(entry, slot), Int(entry[slot + 2]), [version], place, Int(entry[slot + 4]),
                        Int(entry[slot + 5]))
                }
            }
        }
        return bands
    }

    /// `the-teal-mask-scarlet` → `scarlet`: what one-of-a-kind encounters are compared by.
    static func baseVersions(_ versions: [String]) -> [String] {
        versions.map { version in ["scarlet", "violet"].first { version.hasSuffix("-" + $0) } ?? version }
    }

    /// The ways of the one-of-a-kind encounters, which are compared by their game's version.
    static let staticMethods: Set<String> = [
        "starter", "gift", "gift-egg", "fossil", "static", "npc-trade", "roaming-grass",
    ]

    /// The versions whose encounters come from these tables.
    static let versions: Set<String> = [
        "scarlet", "violet", "the-teal-mask-scarlet", "the-teal-mask-violet", "the-indigo-disk-scarlet",
        "the-indigo-disk-violet", "legends-arceus", "brilliant-diamond", "shining-pearl", "legends-za",
        "mega-dimension",
    ]
}
