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

/// The tables' bands by PokeAPI Pokémon: a game's form is the species' first Pokémon when
/// PokeAPI lists it among that Pokémon's forms (or it is 30 or 31, "any"), else the variety
/// after those.
func tableBands(_ pkhex: URL) async throws -> Bands {
    var bands: Bands = [:]
    for (key, set) in try TableReading.read(pkhex) {
        let parts = key.split(separator: "/").compactMap { Int($0) }
        let species = try await fetch("pokemon-species/\(parts[0])/") as? [String: Any]
        let varieties = (species?["varieties"] as? [[String: Any]] ?? []).compactMap {
            (($0["pokemon"] as? [String: Any])?["url"] as? String)?.split(separator: "/").last.flatMap { Int($0) }
        }
        guard let first = varieties.first else { throw TableReading.Failure(description: "species \(parts[0])") }
        let forms =
            parts[1] == 0
            ? 1 : ((try await fetch("pokemon/\(first)/") as? [String: Any])?["forms"] as? [Any])?.count ?? 1
        let form = parts[1]
        let variety = form < forms || form >= 30 ? 0 : form - forms + 1
        guard variety < varieties.count else {
            throw TableReading.Failure(description: "species \(parts[0]) form \(form) is no Pokémon")
        }
        bands[varieties[variety], default: []].formUnion(set)
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
                    bands.insert("\(game)|\(place)|\(detail["min_level"] ?? "")|\(detail["max_level"] ?? "")")
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

for line in differing { print(line) }
print(
    "\(pokemonChecked) Pokémon and \(areasChecked) location areas checked against PokeAPI"
        + (tables == nil ? "" : ", \(tableBandsChecked) level bands of the games' tables against PKHeX's files")
        + "; \(differing.count) differ.")
exit(differing.isEmpty ? 0 : 1)
