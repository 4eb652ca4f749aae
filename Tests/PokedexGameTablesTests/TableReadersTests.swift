import Testing

@testable import PokedexGameTables

/// PKHeX's container and the four games' layouts, read from bytes the tests write.
@Suite struct TableReadersTests {
    /// A container: the tag, the count, the offsets (u32 or u16), the entries.
    static func container(_ tag: String, _ entries: [[UInt8]], narrow: Bool = false) -> [UInt8] {
        let width = narrow ? 2 : 4
        var bytes = Array(tag.utf8) + [UInt8(entries.count & 0xFF), UInt8(entries.count >> 8)]
        var offset = 4 + (entries.count + 1) * width
        var offsets = [offset]
        for entry in entries {
            offset += entry.count
            offsets.append(offset)
        }
        for value in offsets {
            for byte in 0..<width { bytes.append(UInt8((value >> (8 * byte)) & 0xFF)) }
        }
        return bytes + entries.flatMap { $0 }
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    @Test func containerGivesEachEntryItsBytes() throws {
        let file = try TableFile(Self.container("sv", [[1, 2, 3], [], [4]]), file: "t.pkl", tag: "sv")
        #expect(file.entries.map(\.bytes) == [[1, 2, 3], [], [4]])
        #expect(file.entries.map(\.start) == [20, 23, 23])
        let narrow = try TableFile(Self.container("za", [[9, 9]], narrow: true), file: "z.pkl", narrowOffsets: true)
        #expect(narrow.entries.map(\.bytes) == [[9, 9]])
    }

    @Test func aTruncatedOrForeignTableNamesTheFileAndOffset() {
        var bytes = Self.container("sv", [[1, 2, 3, 4]])
        bytes.removeLast(2)
        #expect(
            throws: TableError(file: "cut.pkl", offset: 8, reason: "entry 1's offset 16 is outside the file's 14 bytes")
        ) {
            try TableFile(bytes, file: "cut.pkl")
        }
        #expect(throws: TableError(file: "x.pkl", offset: 0, reason: "the tag is 'la', not 'sv'")) {
            try TableFile(Self.container("la", []), file: "x.pkl", tag: "sv")
        }
        #expect(throws: TableError.self) { try TableFile([0x73, 0x76, 0xFF], file: "short.pkl") }
        // A count whose offsets run past the end.
        #expect(throws: TableError.self) { try TableFile([0x73, 0x76, 0x40, 0x00, 0, 0], file: "count.pkl") }
    }

    @Test func scarletVioletSlots() throws {
        let slot = Self.u16(280) + [0, 255, 5, 8, 2, 15]
        let entry = [82, 0, 6, 0] + slot
        let area = try PaldeaArea.read(try TableFile(Self.container("sv", [entry]), file: "w.pkl").entries[0])
        #expect(area.location == 82)
        #expect(area.crossFrom == 6)
        #expect(
            area.slots == [
                PaldeaArea.Slot(
                    species: 280, form: 0, gender: 255, minLevel: 5, maxLevel: 8, absentTimes: 2, weathers: 15)
            ])
        // Half a slot at the end is an error at that entry's offset.
        let broken = try TableFile(Self.container("sv", [entry + [1, 2, 3]]), file: "w.pkl").entries[0]
        #expect(
            throws: TableError(
                file: "w.pkl", offset: 16, reason: "11 bytes of slots is not a whole number of 8-byte slots")
        ) {
            try PaldeaArea.read(broken)
        }
    }

    @Test func legendsArceusAreasPadToAnEvenOffset() throws {
        // Two locations: count + 2 bytes = 3, padded to 4; then type 3 (outbreak), one slot.
        let entry: [UInt8] = [2, 10, 11, 0, 3, 1] + Self.u16(280) + [0, 1, 31, 34, 2, 3] + [0, 0]
        let area = try HisuiArea.read(try TableFile(Self.container("la", [entry]), file: "la.pkl").entries[0])
        #expect(area.locations == [10, 11])
        #expect(area.kind == .outbreak)
        #expect(
            area.slots == [
                HisuiArea.Slot(species: 280, form: 0, alpha: 1, minLevel: 31, maxLevel: 34, gender: 2, perfectIVs: 3)
            ])
        let badType: [UInt8] = [1, 10, 9, 0]
        #expect(throws: TableError.self) {
            try HisuiArea.read(try TableFile(Self.container("la", [badType]), file: "la.pkl").entries[0])
        }
    }

    @Test func brilliantDiamondPacksTheFormAboveTheSpecies() throws {
        let entry = Self.u16(356) + [1, 0] + Self.u16(422 | 1 << 11) + [4, 6]
        let area = try SinnohArea.read(try TableFile(Self.container("bs", [entry]), file: "bd.pkl").entries[0])
        #expect(area.location == 356)
        #expect(area.kind == .grass)
        #expect(area.slots == [SinnohArea.Slot(species: 422, form: 1, minLevel: 4, maxLevel: 6)])
    }

    @Test func teraRaidsAndFixedEncountersArePlainRecords() throws {
        // Ralts, Lv. 12, ★1, in Scarlet (rate 0) but not Violet (-1).
        var raid = [UInt8](repeating: 0, count: TeraRaid.size)
        raid[0] = 24
        raid[1] = 1
        raid[7] = 12
        raid[0x12] = 1
        raid[0x16] = 0xFF
        raid[0x17] = 0xFF
        let raids = try RecordFile.records(raid + raid, size: TeraRaid.size, file: "gem.pkl").map(TeraRaid.read)
        #expect(raids.count == 2)
        #expect(raids.first == TeraRaid(species: 280, form: 0, level: 12, stars: 1, inScarlet: true, inViolet: false))
        #expect(
            throws: TableError(file: "gem.pkl", offset: 24, reason: "30 bytes is not a whole number of 24-byte records")
        ) {
            try RecordFile.records(raid + [1, 2, 3, 4, 5, 6], size: TeraRaid.size, file: "gem.pkl")
        }
        var bad = raid
        bad[0x12] = 9
        #expect(throws: TableError(file: "gem.pkl", offset: 0x12, reason: "9 stars is none of 1–7")) {
            try TeraRaid.read(try RecordFile.records(bad, size: TeraRaid.size, file: "gem.pkl")[0])
        }
        var fixed = [UInt8](repeating: 0, count: FixedEncounter.size)
        fixed[0] = 24
        fixed[1] = 1
        fixed[3] = 6
        fixed[0x10] = 6
        fixed[0x12] = 82
        let encounter = try FixedEncounter.read(
            try RecordFile.records(fixed, size: FixedEncounter.size, file: "fixed.pkl")[0])
        #expect(encounter == FixedEncounter(species: 280, form: 0, level: 6, locations: [6, 82]))
        let sightings =
            GameSightings.teraRaids(Array(raids.prefix(1)), map: "kitakami") + GameSightings.fixed([encounter])
        #expect(
            sightings.map(\.versions) == [["the-teal-mask-scarlet"], ["scarlet", "violet"], ["scarlet", "violet"]])
        #expect(sightings.map(\.conditions) == [["tera-raid-1-star"], [], []])
        #expect(sightings.map(\.method) == ["tera-raid", "static", "static"])
        // The games' "met in a crystal cavern" as a place's name.
        #expect(GameSightings.placeName("a crystal cavern") == "Crystal cavern")
        #expect(GameSightings.placeName("in una grotta dei cristalli") == "Grotta dei cristalli")
        #expect(GameSightings.placeName("結晶洞くつ") == "結晶洞くつ")
    }

    @Test func legendsZASlotsMarkAlphas() throws {
        let entry = Self.u16(28) + [0, 0] + Self.u16(280) + [0, 255, 20, 22, 1, 0]
        let file = try TableFile(Self.container("za", [entry], narrow: true), file: "za.pkl", narrowOffsets: true)
        let area = try LumioseArea.read(file.entries[0])
        #expect(area.location == 28)
        #expect(area.slots.map(\.isAlpha) == [true])
        #expect(area.slots.map(\.minLevel) == [20])
    }
}
