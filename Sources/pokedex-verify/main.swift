import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// `make verify`: checks what the bundled data answers against a PokeAPI (the stand-in serves
// the real bodies): every Pokémon's `where --json` against `/pokemon/{id}/encounters`, and
// every location's `location --json` against its areas' `/location-area/{id}` bodies. Each
// encounter is compared by name: area (or Pokémon), version, max chance, method, levels,
// chance and conditions. With `--pkhex DIR`, the games PokeAPI has no encounters for are held
// against PKHeX's tables read here on their own (GameTables.swift): place and level band, by
// version. Prints what differs and a count; exits 1 when anything does.

func argument(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let api = argument("--api"), let pokedex = argument("--pokedex") else {
    FileHandle.standardError.write(Data("usage: pokedex-verify --api <url> --pokedex <path>\n".utf8))
    exit(2)
}

func fetch(_ path: String) async throws -> Any {
    guard let url = URL(string: api + "/" + path) else { throw URLError(.badURL) }
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONSerialization.jsonObject(with: data)
}

func pokedexJSON(_ arguments: [String]) throws -> Any {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: pokedex)
    process.arguments = arguments + ["--json", "--offline"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONSerialization.jsonObject(with: data)
}

/// A name, whether written as `{"name": …}` (PokeAPI) or as a string (pokedex).
func name(_ value: Any?) -> String {
    (value as? [String: Any])?["name"] as? String ?? value as? String ?? "?"
}

func flatten(_ versions: Any?, owner: String) -> [String] {
    (versions as? [[String: Any]] ?? []).flatMap { version in
        (version["encounter_details"] as? [[String: Any]] ?? []).map { detail in
            let conditions = (detail["condition_values"] as? [Any] ?? []).map(name).joined(separator: "+")
            return [
                owner, name(version["version"]), "\(version["max_chance"] ?? "")", name(detail["method"]),
                "\(detail["min_level"] ?? "")", "\(detail["max_level"] ?? "")", "\(detail["chance"] ?? "")", conditions,
            ].joined(separator: "|")
        }
    }.sorted()
}

/// A game's species and form as a PokeAPI Pokémon: the species' first Pokémon when PokeAPI
/// lists the form among that Pokémon's forms (or it is 30 or 31, "any"), else the variety
/// after those; nil when past both.
func pokemonID(species: Int, form: Int) async throws -> Int? {
    let body = try await fetch("pokemon-species/\(species)/") as? [String: Any]
    let varieties = (body?["varieties"] as? [[String: Any]] ?? []).compactMap {
        (($0["pokemon"] as? [String: Any])?["url"] as? String)?.split(separator: "/").last.flatMap { Int($0) }
    }
    guard let first = varieties.first else { throw TableReading.Failure(description: "species \(species)") }
    let forms =
        form == 0 ? 1 : ((try await fetch("pokemon/\(first)/") as? [String: Any])?["forms"] as? [Any])?.count ?? 1
    let variety = form < forms || form >= 30 ? 0 : form - forms + 1
    return variety < varieties.count ? varieties[variety] : nil
}

/// The tables' bands by PokeAPI Pokémon.
func tableBands(_ pkhex: URL) async throws -> Bands {
    var bands: Bands = [:]
    for (key, set) in try TableReading.read(pkhex) {
        let parts = key.split(separator: "/").compactMap { Int($0) }
        guard let id = try await pokemonID(species: parts[0], form: parts[1]) else {
            throw TableReading.Failure(description: "species \(parts[0]) form \(parts[1]) is no Pokémon")
        }
        bands[id, default: []].formUnion(set)
    }
    return bands
}

var tables: Bands?
if let pkhex = argument("--pkhex") { tables = try await tableBands(URL(fileURLWithPath: pkhex)) }
var checked = 0
var tableBandsChecked = 0
var differing: [String] = []
let pokemonList = try await fetch("pokemon?limit=100000&offset=0") as? [String: Any]
for entry in pokemonList?["results"] as? [[String: Any]] ?? [] {
    guard let url = entry["url"] as? String, let id = url.split(separator: "/").last.flatMap({ Int($0) }) else {
        continue
    }
    let expected = (try await fetch("pokemon/\(id)/encounters") as? [[String: Any]] ?? []).flatMap {
        flatten($0["version_details"], owner: name($0["location_area"]))
    }.sorted()
    let encounters =
        (try pokedexJSON(["where", String(id)]) as? [String: Any])?["encounters"] as? [[String: Any]] ?? []
    // PokeAPI's games against PokeAPI; the others against the tables.
    let shown = encounters.flatMap { flatten($0["version_details"], owner: name($0["location_area"])) }
        .filter { !TableReading.versions.contains(String($0.split(separator: "|")[1])) }.sorted()
    checked += 1
    if shown != expected {
        differing.append("where \(id): \(shown.count) encounters shown, \(expected.count) in PokeAPI")
    }
    if let tables {
        var bands: Set<String> = []
        for area in encounters {
            let place =
                ((area["location_area"] as? [String: Any])?["display_name"] as? String).map(TableReading.fold) ?? "?"
            for version in area["version_details"] as? [[String: Any]] ?? [] {
                let game = name(version["version"])
                guard TableReading.versions.contains(game) else { continue }
                for detail in version["encounter_details"] as? [[String: Any]] ?? [] {
                    // One-of-a-kind encounters are compared by their game's version (a part's are its game's).
                    let shown =
                        TableReading.staticMethods.contains(name(detail["method"]))
                        ? TableReading.baseVersions([game])[0] : game
                    bands.insert("\(shown)|\(place)|\(detail["min_level"] ?? "")|\(detail["max_level"] ?? "")")
                }
            }
        }
        let wanted = tables[id] ?? []
        tableBandsChecked += wanted.count
        if bands != wanted {
            let missing = wanted.subtracting(bands).sorted().prefix(3)
            let extra = bands.subtracting(wanted).sorted().prefix(3)
            differing.append(
                "where \(id) (games' tables): missing \(Array(missing)), not in the tables \(Array(extra))")
        }
    }
}
let pokemonChecked = checked

var areasChecked = 0
let locationList = try await fetch("location?limit=100000&offset=0") as? [String: Any]
for entry in locationList?["results"] as? [[String: Any]] ?? [] {
    guard let locationName = entry["name"] as? String else { continue }
    let location = try await fetch("location/\(locationName)/") as? [String: Any]
    let shownAreas =
        (try pokedexJSON(["location", locationName]) as? [String: Any])?["areas"] as? [[String: Any]] ?? []
    for area in location?["areas"] as? [[String: Any]] ?? [] {
        let areaName = name(area)
        let body = try await fetch("location-area/\(areaName)/") as? [String: Any]
        let expected = (body?["pokemon_encounters"] as? [[String: Any]] ?? []).flatMap {
            flatten($0["version_details"], owner: name($0["pokemon"]))
        }.sorted()
        let shown =
            (shownAreas.first { $0["name"] as? String == areaName }?["pokemon_encounters"] as? [[String: Any]] ?? [])
            .flatMap { flatten($0["version_details"], owner: name($0["pokemon"])) }
            .filter { !TableReading.versions.contains(String($0.split(separator: "|")[1])) }.sorted()
        areasChecked += 1
        if shown != expected {
            differing.append(
                "location \(locationName) / \(areaName): \(shown.count) shown, \(expected.count) in PokeAPI")
        }
    }
}

// With PKHeX's files: the exclusives against the raids, Legends: Z-A's learnsets and Brilliant
// Diamond/Shining Pearl's TMs against the bundle.
var learnsetsChecked = 0
var machinesChecked = 0
if let pkhex = argument("--pkhex").map({ URL(fileURLWithPath: $0) }) {
    differing += try TableReading.exclusivesAgainstRaids(pkhex)
    var moveIDs: [String: Int] = [:]
    let moveList = try await fetch("move?limit=100000&offset=0") as? [String: Any]
    for entry in moveList?["results"] as? [[String: Any]] ?? [] {
        guard let moveName = entry["name"] as? String,
            let id = (entry["url"] as? String)?.split(separator: "/").last.flatMap({ Int($0) })
        else { continue }
        moveIDs[moveName] = id
    }
    var expected: [Int: Set<String>] = [:]
    var formsWithNoPokemon = 0
    // A Pokémon several forms are (Vivillon's patterns) has its first form's moves.
    let byForm = try TableReading.lumioseLearnsets(pkhex).sorted {
        $0.key.split(separator: "/").compactMap { Int($0) }.lexicographicallyPrecedes(
            $1.key.split(separator: "/").compactMap { Int($0) })
    }
    for (key, set) in byForm {
        let parts = key.split(separator: "/").compactMap { Int($0) }
        guard let id = try await pokemonID(species: parts[0], form: parts[1]) else {
            formsWithNoPokemon += 1
            continue
        }
        if expected[id] == nil { expected[id] = set }
    }
    for (id, set) in expected.sorted(by: { $0.key < $1.key }) {
        let moves =
            (try pokedexJSON(["moves", String(id), "--game", "za"]) as? [String: Any])?["moves"] as? [[String: Any]]
        var shown: Set<String> = []
        for move in moves ?? [] {
            let moveID = moveIDs[move["name"] as? String ?? ""] ?? 0
            switch move["method"] as? String {
            case "level-up":
                shown.insert("level-up|\(moveID)|\(move["level"] as? Int ?? -1)")
                if let plus = move["plus_level"] as? Int { shown.insert("plus|\(moveID)|\(plus)") }
            case "machine": shown.insert("machine|\(moveID)|")
            default: shown.insert("other|\(moveID)|")
            }
        }
        learnsetsChecked += 1
        if shown != set {
            differing.append(
                "moves \(id) --game za: missing \(Array(set.subtracting(shown).sorted().prefix(3))), "
                    + "not in PKHeX's \(Array(shown.subtracting(set).sorted().prefix(3)))")
        }
    }
    print("Legends: Z-A: \(formsWithNoPokemon) forms of PKHeX's learnsets name no PokeAPI Pokémon (left out).")
    for (index, moveID) in TableReading.bdspMachines.enumerated() {
        let machines = (try pokedexJSON(["move", String(moveID)]) as? [String: Any])?["machines"] as? [[String: Any]]
        let item = machines?.first { $0["version_group"] as? String == "brilliant-diamond-shining-pearl" }?["item"]
        let wanted = index + 1 < 10 ? "tm0\(index + 1)" : "tm\(index + 1)"
        machinesChecked += 1
        if item as? String != wanted {
            differing.append("move \(moveID): Brilliant Diamond/Shining Pearl's \(item ?? "none"), PKHeX's \(wanted)")
        }
    }
}

for line in differing { print(line) }
print(
    "\(pokemonChecked) Pokémon and \(areasChecked) location areas checked against PokeAPI"
        + (tables == nil
            ? ""
            : ", \(tableBandsChecked) level bands of the games' tables (one-of-a-kind encounters and raids included) "
                + "against PKHeX's files, the version exclusives against the raids' rates, "
                + "\(learnsetsChecked) Legends: Z-A learnsets and \(machinesChecked) Brilliant Diamond/Shining Pearl TMs")
        + "; \(differing.count) differ.")
exit(differing.isEmpty ? 0 : 1)
