import Foundation
import PokedexData
import PokedexDomain
import PokedexGameTables

/// PKHeX's encounter tables (`--pkhex DIR`, the Makefile's `PKHEX`): Scarlet/Violet with its
/// downloadable parts, Legends: Arceus, Brilliant Diamond/Shining Pearl and Legends: Z-A, read
/// and filed beside PokeAPI's encounters. A corrupt table stops the run with its file and offset.
enum GameTableFixtures {
    /// Every game's sightings, in a fixed order.
    static func sightings(pkhex: URL) throws -> [Sighting] {
        let wild = pkhex.appendingPathComponent("wild")
        func bytes(_ name: String) throws -> [UInt8] {
            let url = wild.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw GeneratorError("\(url.path): not there (PKHeX's tables are read from --pkhex)")
            }
            return Array(data)
        }
        func table(_ name: String, tag: String, narrow: Bool = false) throws -> TableFile {
            try TableFile(try bytes(name), file: name, tag: tag, narrowOffsets: narrow)
        }
        var sightings = GameSightings.paldea(
            try table("encounter_wild_paldea.pkl", tag: "sv").entries.map(PaldeaArea.read))
        for map in ["paldea", "kitakami", "blueberry"] {
            let file = "encounter_gem_\(map).pkl"
            sightings += GameSightings.teraRaids(
                try RecordFile.records(try bytes(file), size: TeraRaid.size, file: file).map(TeraRaid.read), map: map)
        }
        sightings += GameSightings.fixed(
            try RecordFile.records(
                try bytes("encounter_fixed_paldea.pkl"), size: FixedEncounter.size, file: "encounter_fixed_paldea.pkl"
            ).map(FixedEncounter.read))
        sightings += GameSightings.hisui(try table("encounter_la.pkl", tag: "la").entries.map(HisuiArea.read))
        // Each game's file, and its Grand Underground's (the same layout).
        for (file, version) in [
            ("encounter_bd.pkl", "brilliant-diamond"), ("encounter_sp.pkl", "shining-pearl"),
            ("encounter_bd_underground.pkl", "brilliant-diamond"), ("encounter_sp_underground.pkl", "shining-pearl"),
        ] {
            sightings += GameSightings.sinnoh(try table(file, tag: "bs").entries.map(SinnohArea.read), version: version)
        }
        for (file, version) in [("encounter_za.pkl", "legends-za"), ("encounter_hyperspace_za.pkl", "mega-dimension")] {
            sightings += GameSightings.lumiose(
                try table(file, tag: "za", narrow: true).entries.map(LumioseArea.read), version: version)
        }
        return sightings
    }

    /// The place lists the sightings name lines of.
    static func lists(pkhex: URL) throws -> [String: GamePlaceNames.GameList] {
        let folder = pkhex.appendingPathComponent("locations")
        var lists: [String: GamePlaceNames.GameList] = [:]
        for game in [
            GameSightings.paldeaList, GameSightings.hisuiList, GameSightings.sinnohList, GameSightings.lumioseList,
        ] {
            guard let list = GamePlaceNames.GameList(folder: folder, game: game) else {
                throw GeneratorError("\(folder.path)/\(game)_00000_en.txt: not there")
            }
            lists[game] = list
        }
        // The places met in links and events are written as a summary says them ("met in a
        // crystal cavern"): as place names, without the article.
        let raids = GameSightings.raidList
        guard
            let links = GamePlaceNames.GameList(
                folder: folder, game: String(raids.dropLast("_30000".count)), range: "30000")
        else { throw GeneratorError("\(folder.path)/\(raids)_en.txt: not there") }
        lists[raids] = GamePlaceNames.GameList(names: links.names.mapValues { $0.map(GameSightings.placeName) })
        return lists
    }
}
