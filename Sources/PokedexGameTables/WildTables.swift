/// The wild encounter tables of the four games PokeAPI has no locations for, read as PKHeX
/// lays them out (its `EncounterArea9`, `8a`, `8b` and `9a`): raw numbers, no names.

/// Scarlet/Violet (`encounter_wild_paldea.pkl`, tag `sv`): per area its location, the
/// location a Pokémon wanders in from (0 when none), and 8-byte slots.
package struct PaldeaArea: Sendable, Equatable {
    struct Slot: Sendable, Equatable {
        package let species: Int
        package let form: Int
        let gender: Int
        package let minLevel: Int
        let maxLevel: Int
        /// A bit set is a time it does NOT appear: 1 midday, 2 night, 4 dusk, 8 dawn.
        let absentTimes: Int
        /// The weathers it appears in: 1 normal, 2 overcast, 4 rain, 8 thunderstorm, 16 mist,
        /// 32 snow, 64 snowstorm, 128 sandstorm.
        let weathers: Int
    }

    let location: Int
    let crossFrom: Int
    let slots: [Slot]

    package static func read(_ entry: TableFile.Entry) throws(TableError) -> PaldeaArea {
        var reader = entry.reader
        let location = try reader.u8("location")
        try reader.skip(1, "padding")
        let crossFrom = try reader.u8("border crossing")
        try reader.skip(1, "padding")
        let slots = try reader.slots(of: 8) { (slot: inout EntryReader) throws(TableError) in
            Slot(
                species: try slot.u16("species"), form: try slot.u8("form"), gender: try slot.u8("gender"),
                minLevel: try slot.u8("minimum level"), maxLevel: try slot.u8("maximum level"),
                absentTimes: try slot.u8("times"), weathers: try slot.u8("weathers"))
        }
        return PaldeaArea(location: location, crossFrom: crossFrom, slots: slots)
    }
}

/// Legends: Arceus (`encounter_la.pkl`, tag `la`): per area its locations (the first the
/// area, the rest its sub-places), a slot type and 8-byte slots.
package struct HisuiArea: Sendable, Equatable {
    package enum Kind: Int, Sendable, CaseIterable {
        case standard = 0
        case distortion, landmark, outbreak, massiveOutbreak
    }

    struct Slot: Sendable, Equatable {
        package let species: Int
        package let form: Int
        /// 0 never an alpha, 1 always, 2 either.
        let alpha: Int
        package let minLevel: Int
        let maxLevel: Int
        let gender: Int
        let perfectIVs: Int
    }

    let locations: [Int]
    package let kind: Kind
    let slots: [Slot]

    package static func read(_ entry: TableFile.Entry) throws(TableError) -> HisuiArea {
        var reader = entry.reader
        let count = try reader.u8("location count")
        guard count > 0 else { throw reader.error("an area with no location", at: 0) }
        var locations: [Int] = []
        for _ in 0..<count { locations.append(try reader.u8("locations")) }
        // The slot type starts at an even offset.
        if reader.position % 2 == 1 { try reader.skip(1, "padding") }
        let type = try reader.u8("slot type")
        guard let kind = Kind(rawValue: type) else { throw reader.error("slot type \(type) is none of 0–4") }
        let slotCount = try reader.u8("slot count")
        var slots: [Slot] = []
        for _ in 0..<slotCount {
            slots.append(
                Slot(
                    species: try reader.u16("species"), form: try reader.u8("form"), alpha: try reader.u8("alpha"),
                    minLevel: try reader.u8("minimum level"), maxLevel: try reader.u8("maximum level"),
                    gender: try reader.u8("gender"), perfectIVs: try reader.u8("perfect IVs")))
        }
        // What follows the slots is padding.
        return HisuiArea(locations: locations, kind: kind, slots: slots)
    }
}

/// Brilliant Diamond/Shining Pearl (`encounter_bd.pkl`, `encounter_sp.pkl`, tag `bs`): per
/// area a location (u16), a slot type and 4-byte slots.
package struct SinnohArea: Sendable, Equatable {
    package enum Kind: Int, Sendable, CaseIterable {
        case grass = 1
        case surfing, oldRod, goodRod, superRod, rockSmash
        case honeyTree = 8
    }

    struct Slot: Sendable, Equatable {
        package let species: Int
        package let form: Int
        package let minLevel: Int
        let maxLevel: Int
    }

    let location: Int
    package let kind: Kind
    let slots: [Slot]

    package static func read(_ entry: TableFile.Entry) throws(TableError) -> SinnohArea {
        var reader = entry.reader
        let location = try reader.u16("location")
        let type = try reader.u8("slot type")
        guard let kind = Kind(rawValue: type) else {
            throw reader.error("slot type \(type) is none of 1–6 or 8", at: 2)
        }
        try reader.skip(1, "padding")
        let slots = try reader.slots(of: 4) { (slot: inout EntryReader) throws(TableError) in
            let packed = try slot.u16("species and form")
            return Slot(
                species: packed & 0x3FF, form: packed >> 11, minLevel: try slot.u8("minimum level"),
                maxLevel: try slot.u8("maximum level"))
        }
        return SinnohArea(location: location, kind: kind, slots: slots)
    }
}

/// Legends: Z-A (`encounter_za.pkl`, `encounter_hyperspace_za.pkl`, narrow offsets): per
/// area a location (u16), two reserved bytes and 8-byte slots.
package struct LumioseArea: Sendable, Equatable {
    struct Slot: Sendable, Equatable {
        package let species: Int
        package let form: Int
        let gender: Int
        package let minLevel: Int
        let maxLevel: Int
        let isAlpha: Bool
        let shiny: Int
    }

    let location: Int
    let slots: [Slot]

    package static func read(_ entry: TableFile.Entry) throws(TableError) -> LumioseArea {
        var reader = entry.reader
        let location = try reader.u16("location")
        try reader.skip(2, "reserved bytes")
        let slots = try reader.slots(of: 8) { (slot: inout EntryReader) throws(TableError) in
            Slot(
                species: try slot.u16("species"), form: try slot.u8("form"), gender: try slot.u8("gender"),
                minLevel: try slot.u8("minimum level"), maxLevel: try slot.u8("maximum level"),
                isAlpha: try slot.u8("alpha") == 1, shiny: try slot.u8("shiny"))
        }
        return LumioseArea(location: location, slots: slots)
    }
}

/// Records of a fixed size, one after another (PKHeX's Scarlet/Violet Tera Raid and fixed
/// encounter files are plain arrays, not containers).
package enum RecordFile {
    package static func records(_ bytes: [UInt8], size: Int, file: String) throws(TableError) -> [TableFile.Entry] {
        guard bytes.count % size == 0 else {
            throw TableError(
                file: file, offset: bytes.count - bytes.count % size,
                reason: "\(bytes.count) bytes is not a whole number of \(size)-byte records")
        }
        return stride(from: 0, to: bytes.count, by: size).map { start in
            TableFile.Entry(bytes: Array(bytes[start..<(start + size)]), start: start, file: file)
        }
    }
}

/// A Scarlet/Violet Tera Raid (`encounter_gem_paldea.pkl`, `_kitakami`, `_blueberry`: 24-byte
/// records, PKHeX's `EncounterTera9`): who, at what level, of how many stars, in which game.
package struct TeraRaid: Sendable, Equatable {
    package let species: Int
    package let form: Int
    let level: Int
    let stars: Int
    let inScarlet: Bool
    let inViolet: Bool

    package static let size = 0x18

    package static func read(_ entry: TableFile.Entry) throws(TableError) -> TeraRaid {
        var reader = entry.reader
        let species = try reader.u16("species")
        let form = try reader.u8("form")
        try reader.skip(4, "gender, ability, perfect IVs and shininess")
        let level = try reader.u8("level")
        try reader.skip(0x12 - 0x08, "moves, Tera Type and index")
        let stars = try reader.u8("stars")
        guard (1...7).contains(stars) else { throw reader.error("\(stars) stars is none of 1–7", at: 0x12) }
        try reader.skip(1, "rate")
        // A negative (-1) lower rate: not hosted in that game.
        let scarlet = try reader.u16("Scarlet's rate")
        let violet = try reader.u16("Violet's rate")
        return TeraRaid(
            species: species, form: form, level: level, stars: stars, inScarlet: scarlet != 0xFFFF,
            inViolet: violet != 0xFFFF)
    }
}

/// A Scarlet/Violet one-of-a-kind or fixed encounter (`encounter_fixed_paldea.pkl`: 20-byte
/// records, PKHeX's `EncounterFixed9`): who, at what level, at up to four places (0: none).
package struct FixedEncounter: Sendable, Equatable {
    package let species: Int
    package let form: Int
    let level: Int
    let locations: [Int]

    package static let size = 0x14

    package static func read(_ entry: TableFile.Entry) throws(TableError) -> FixedEncounter {
        var reader = entry.reader
        let species = try reader.u16("species")
        let form = try reader.u8("form")
        let level = try reader.u8("level")
        try reader.skip(0x10 - 0x04, "IVs, Tera Type, gender, ability and moves")
        var locations: [Int] = []
        for _ in 0..<4 {
            let location = try reader.u8("locations")
            if location != 0 { locations.append(location) }
        }
        return FixedEncounter(species: species, form: form, level: level, locations: locations)
    }
}
