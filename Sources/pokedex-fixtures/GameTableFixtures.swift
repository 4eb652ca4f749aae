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
        // The one-of-a-kind encounters PKHeX writes in its code: starters, gifts, eggs, fossils,
        // legendaries, trades.
        for game in StaticGame.allCases {
            let file = "static/\(game.rawValue).tsv"
            let url = pkhex.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw GeneratorError("\(url.path): not there (PKHeX's tables are read from --pkhex)")
            }
            let rows = try StaticEncounter.read(
                String(decoding: data, as: UTF8.self), file: url.path, versions: game.versions)
            sightings += try GameSightings.statics(rows, game: game)
        }
        return sightings
    }

    /// The place lists the sightings name lines of: each game's, its list of places met in
    /// links and events, and the regions' (`regionNames`: PokeAPI's names of each region).
    static func lists(
        pkhex: URL, regionNames: [String: [Language: String]]
    ) throws -> [String: GamePlaceNames.GameList] {
        let folder = pkhex.appendingPathComponent("locations")
        var lists: [String: GamePlaceNames.GameList] = [:]
        for game in [
            GameSightings.paldeaList, GameSightings.hisuiList, GameSightings.sinnohList, GameSightings.lumioseList,
        ] {
            guard let list = GamePlaceNames.GameList(folder: folder, game: game) else {
                throw GeneratorError("\(folder.path)/\(game)_00000_en.txt: not there")
            }
            lists[game] = list
            // The places met in links and events are written as a summary says them ("met in
            // the Pokémon Research Lab"): as place names, without the article.
            guard let links = GamePlaceNames.GameList(folder: folder, game: game, range: "30000") else {
                throw GeneratorError("\(folder.path)/\(game)_30000_en.txt: not there")
            }
            lists[GameSightings.linkList(of: game)] = GamePlaceNames.GameList(
                names: links.names.mapValues { $0.map(GameSightings.placeName) })
        }
        // Kitakami's names are the games' own: each is in Kitakami Road's name in its language.
        let paldea = lists[GameSightings.paldeaList]
        for (language, name) in RegionPlaces.kitakamiNames {
            guard let road = paldea?.name(RegionPlaces.kitakamiRoad, in: language) else { continue }
            guard road.contains(name) else {
                throw GeneratorError("Kitakami's name in \(language.rawValue), \(name), is not in the games' list")
            }
        }
        lists[RegionPlaces.list] = RegionPlaces.gameList(regionNames: regionNames)
        return lists
    }
}
