import Foundation
import PokedexData
import PokedexDomain
import PokedexGameFacts
import PokedexTestSupport
import PokedexWords
import Testing

@testable import PokedexGameTables

/// PKHeX's text tables (`static/`, `learnsets/za.tsv`) read strictly, and made into sightings,
/// learnsets and machines as the games have them.
@Suite struct OneOfAKindTests {
    static let header =
        "kind\tversions\tspecies\tform\tlevel\tlevel_max\tlocation\tegg_location\tshiny\talpha\tgift\tfateful\t"
        + "tera_type\tmoves\tsection\tnote"

    static func row(_ fields: String...) -> String { fields.joined(separator: "\t") }

    static let table =
        [
            header,
            row("gift", "scarlet,violet", "906", "0", "5", "", "80", "", "never", "", "1", "", "", "", "Starters", "a"),
            row("gift", "scarlet,violet", "909", "0", "5", "", "80", "", "never", "", "1", "", "", "", "Starters", "b"),
            row("gift", "scarlet,violet", "912", "0", "5", "", "80", "", "never", "", "1", "", "", "", "Starters", "c"),
            row("gift", "scarlet,violet", "734", "0", "2", "", "64", "", "", "", "1", "", "", "", "Starters", "d"),
            row(
                "egg", "scarlet,violet", "387", "0", "1", "", "0", "60005", "never", "", "1", "", "", "", "Sudachi 1",
                ""),
            row(
                "static", "scarlet", "1007", "0", "72", "", "124", "", "never", "", "", "", "", "", "Box Legendary", ""),
            row(
                "static", "scarlet,violet", "1017", "0", "70", "", "146", "", "never", "", "", "", "", "", "Sudachi 1",
                ""),
            row(
                "static", "scarlet,violet", "144", "0", "70", "", "38", "", "never", "", "", "", "", "",
                "Legendary Pokémon", ""),
            row("trade", "scarlet,violet", "194", "0", "18", "", "", "", "", "", "1", "", "", "", "", ""),
        ].joined(separator: "\n") + "\n"

    @Test func aStaticTableReadsEveryRowWithItsSource() throws {
        let rows = try StaticEncounter.read(Self.table, file: "static/sv.tsv", versions: StaticGame.sv.versions)
        #expect(rows.count == 9)
        #expect(rows[0].shiny == .never && rows[0].location == 80 && rows[0].levelMax == 5)
        #expect(rows[4].kind == .egg && rows[4].location == nil && rows[4].eggLocation == 60005)
        #expect(rows[5].versions == ["scarlet"])
        #expect(rows[8].kind == .trade && rows[8].location == nil)
        #expect(rows[8].source == "static/sv.tsv:10")
    }

    @Test(arguments: [
        ("gift\tscarlet", "static/sv.tsv:2: 2 fields where the header has 16"),
        (
            row("ride", "scarlet", "906", "0", "5", "", "80", "", "", "", "", "", "", "", "", ""),
            "static/sv.tsv:2: kind \"ride\" is none of gift, egg, trade, static"
        ),
        (
            row("gift", "scarlet", "906", "0", "x", "", "80", "", "", "", "", "", "", "", "", ""),
            "static/sv.tsv:2: level \"x\" is not a number from 0 to 100"
        ),
        (
            row("gift", "red", "906", "0", "5", "", "80", "", "", "", "", "", "", "", "", ""),
            "static/sv.tsv:2: version \"red\" is not one of the game's"
        ),
        (
            row("gift", "scarlet", "906", "0", "5", "", "", "", "", "", "", "", "", "", "", ""),
            "static/sv.tsv:2: a gift with no location"
        ),
        (
            row("gift", "scarlet", "906", "0", "9", "5", "80", "", "", "", "", "", "", "", "", ""),
            "static/sv.tsv:2: levels 9–5 are no range"
        ),
        (
            row("gift", "scarlet", "906", "0", "5", "", "80", "", "sometimes", "", "", "", "", "", "", ""),
            "static/sv.tsv:2: shiny \"sometimes\" is none of never, always, random or empty"
        ),
    ])
    func aMalformedStaticRowNamesItsFileAndLine(line: String, message: String) {
        #expect(throws: RowError.self) {
            try StaticEncounter.read(Self.header + "\n" + line + "\n", file: "static/sv.tsv", versions: ["scarlet"])
        }
        do {
            _ = try StaticEncounter.read(Self.header + "\n" + line + "\n", file: "static/sv.tsv", versions: ["scarlet"])
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aTableWithoutAColumnIsRefusedAtItsHeader() {
        #expect(throws: RowError(file: "static/la.tsv", line: 1, reason: "the header has no column versions")) {
            try StaticEncounter.read("kind\tspecies\n", file: "static/la.tsv", versions: [])
        }
    }

    /// How each is had: the three starters offered together, a gift alone, an egg and a trade
    /// with no place (the region's), a legendary met once; in which part of the game.
    @Test func oneOfAKindEncountersAreSightingsOfTheirWayPlaceAndPart() throws {
        let rows = try StaticEncounter.read(Self.table, file: "static/sv.tsv", versions: StaticGame.sv.versions)
        let sightings = try GameSightings.statics(rows, game: .sv)
        #expect(
            sightings.map(\.method) == [
                "starter", "starter", "starter", "gift", "gift-egg", "static", "static", "static", "npc-trade",
            ])
        #expect(sightings[0].conditions == ["never-shiny"])
        #expect(sightings[3].conditions.isEmpty)
        #expect(sightings[0].list == GameSightings.paldeaList && sightings[0].location == 80)
        // The egg and the trade: the region's.
        #expect(sightings[4].list == RegionPlaces.list && sightings[4].location == RegionPlaces.paldea)
        #expect(sightings[8].list == RegionPlaces.list && sightings[8].region == "paldea")
        // Koraidon is Scarlet's; Ogerpon (in Kitakami) The Teal Mask's; Snacksworth's
        // Articuno, met in Paldea, The Indigo Disk's; the egg (Sudachi) The Teal Mask's.
        #expect(sightings[5].versions == ["scarlet"])
        #expect(sightings[6].versions == ["the-teal-mask-scarlet", "the-teal-mask-violet"])
        #expect(sightings[7].versions == ["the-indigo-disk-scarlet", "the-indigo-disk-violet"])
        #expect(sightings[4].versions == ["the-teal-mask-scarlet", "the-teal-mask-violet"])
        #expect(sightings[0].versions == ["scarlet", "violet"])
    }

    @Test func fossilsAreRevivedAndZAGiftsAreMetInItsLinkList() throws {
        let table = [
            Self.header,
            Self.row(
                "gift", "legends-za", "142", "0", "20", "", "30027", "", "random", "", "", "", "", "", "Fossils", ""),
            Self.row(
                "gift", "legends-za", "696", "0", "35", "", "30027", "", "random", "1", "", "", "", "", "Alpha Fossils",
                ""),
            Self.row("trade", "legends-za", "214", "0", "12", "", "", "", "", "", "1", "", "", "", "", ""),
        ].joined(separator: "\n")
        let rows = try StaticEncounter.read(table, file: "static/za.tsv", versions: StaticGame.za.versions)
        let sightings = try GameSightings.statics(rows, game: .za)
        #expect(sightings.map(\.method) == ["fossil", "fossil", "npc-trade"])
        #expect(sightings[1].conditions == ["alpha"])
        #expect(sightings[0].list == "gen9a/text_za_30000" && sightings[0].location == 27)
        #expect(sightings[2].list == "gen9a/text_za_30000" && sightings[2].location == 26)
    }

    /// The settled list of exclusives keeps evolution families together (checked against the
    /// bundled families), but for the Pokémon whose line branches by an item (Charcadet).
    @Test func exclusiveFamiliesGoTogether() throws {
        let families = try FamilyIndex.decode(
            try Data(contentsOf: fixturesRoot.appendingPathComponent(FamilyIndex.fileName)))
        for (list, version) in [(PaldeaExclusives.scarlet, "scarlet"), (PaldeaExclusives.violet, "violet")] {
            let species = Set(list.filter { $0.form == nil }.map(\.species))
            for member in species {
                guard let parent = families[member], ![935].contains(parent) else { continue }
                #expect(species.contains(parent), "\(version): \(member) without \(parent)")
            }
            for (child, parent) in families where species.contains(parent) {
                #expect(species.contains(child), "\(version): \(parent) without \(child)")
            }
        }
        #expect(Set(PaldeaExclusives.scarlet).isDisjoint(with: PaldeaExclusives.violet))
        #expect(PaldeaExclusives.version(species: 984, form: 0) == .scarlet)
        #expect(PaldeaExclusives.version(species: 128, form: 3) == .violet)
        #expect(PaldeaExclusives.version(species: 128, form: 1) == nil)
        #expect(PaldeaExclusives.version(species: 25, form: 0) == nil)
    }

    @Test func aWildSlotOfOneVersionsPokemonIsInThatVersionAlone() {
        let slot = PaldeaArea.Slot(
            species: 984, form: 0, gender: 255, minLevel: 57, maxLevel: 60, absentTimes: 0, weathers: 3)
        let sightings = GameSightings.paldea([
            PaldeaArea(location: 124, crossFrom: 0, slots: [slot]),
            PaldeaArea(location: 180, crossFrom: 0, slots: [slot]),
        ])
        #expect(sightings[0].versions == ["scarlet"])
        #expect(sightings[1].versions == ["the-indigo-disk-scarlet"])
    }

    @Test func brilliantDiamondsMachinesAreItsOwnNumbers() {
        let entries = [
            GameMachines.Entry(versionGroup: "platinum", item: "tm10", moveID: 237),
            GameMachines.Entry(versionGroup: "platinum", item: "tm26", moveID: 89),
            GameMachines.Entry(versionGroup: "platinum", item: "hm01", moveID: 15),
            GameMachines.Entry(versionGroup: "platinum", item: "hm08", moveID: 431),
            GameMachines.Entry(versionGroup: "brilliant-diamond-shining-pearl", item: "tm10", moveID: 526),
            GameMachines.Entry(versionGroup: "brilliant-diamond-shining-pearl", item: "hm01", moveID: 15),
            GameMachines.Entry(versionGroup: "mega-dimension", item: "tm108", moveID: 4),
        ]
        let corrected = GameMachines.correcting(entries)
        let bdsp = corrected.filter { $0.versionGroup == "brilliant-diamond-shining-pearl" }
        #expect(bdsp.map(\.item) == ["tm10", "tm26", "tm93", "tm100"])
        #expect(bdsp.map(\.moveID) == [526, 89, 15, 431])
        #expect(!corrected.contains { $0.item.hasPrefix("hm") && $0.versionGroup != "platinum" })
        #expect(corrected.contains(GameMachines.Entry(versionGroup: "legends-za", item: "tm108", moveID: 4)))
    }

    @Test func legendsZALearnsetsHaveTheirPlusLevelsAndLeaveOutTwinForms() throws {
        let text = """
            species\tform\tmethod\tmove\tlevel
            445\t0\tlevel-up\t33\t1
            445\t0\tlevel-up\t242\t0
            445\t0\tplus\t33\t10
            445\t0\tmachine\t89\t
            1014\t0\tmachine\t89\t
            1014\t1\tmachine\t89\t

            """
        let rows = try LumioseLearnsetRow.read(text, file: "learnsets/za.tsv", moves: [33, 242, 89])
        let (learnsets, skipped) = try LumioseLearnsets.learnsets(rows) { species, form in form == 0 ? species : nil }
        #expect(skipped == ["1014/1"])
        let garchomp = try #require(learnsets.first { $0.pokemonID == 445 })
        #expect(garchomp.versionGroup == "legends-za")
        #expect(
            garchomp.moves == [
                LearnedMove(moveID: 242, method: .levelUp, level: 0),
                LearnedMove(moveID: 33, method: .levelUp, level: 1, plusLevel: 10),
                LearnedMove(moveID: 89, method: .machine),
            ])
        #expect(throws: LumioseLearnsets.UnmappedForms.self) {
            try LumioseLearnsets.learnsets(rows) { species, form in form == 0 && species != 1014 ? species : nil }
        }
        #expect(throws: RowError(file: "learnsets/za.tsv", line: 2, reason: "a level-up move with no level")) {
            try LumioseLearnsetRow.read(
                "species\tform\tmethod\tmove\tlevel\n1\t0\tlevel-up\t33\t\n", file: "learnsets/za.tsv", moves: [33])
        }
        #expect(throws: RowError(file: "learnsets/za.tsv", line: 2, reason: "move 9999 is no move PokeAPI has")) {
            try LumioseLearnsetRow.read(
                "species\tform\tmethod\tmove\tlevel\n1\t0\tmachine\t9999\t\n", file: "learnsets/za.tsv", moves: [33])
        }
    }

    @Test func aCrossingIsSaidAndReadBackInEveryLanguage() {
        for language in Language.allCases {
            let said = Crossing.qualifier(from: "Los Platos", in: language)
            #expect(Crossing.place(in: said, language: language) == "Los Platos", "\(language)")
            #expect(Crossing.place(in: "Holm of Trials", language: language) == nil, "\(language)")
        }
    }
}
