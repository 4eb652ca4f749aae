import Foundation
import PokedexData
import PokedexDomain
import PokedexJSON

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Regenerates Fixtures/ from any PokeAPI base URL:
///
///     pokedex-fixtures --api http://127.0.0.1:8787/api/v2 --out Fixtures
///
/// Every body is trimmed to the fields the program uses (facts only: no flavour or effect
/// text), its links made relative to the API (`/api/v2/…`), and written with sorted keys, so
/// the same data gives the same bytes whatever the base URL.
///
///     pokedex-fixtures --search-keys-only --out Fixtures
///
/// remakes only the files of search keys (English, every language, every language's with an
/// ASCII character) and of where each name's row is, from the indexes and the species and
/// term names in the folder.
///
/// With `--pkhex DIR` (PKHeX's tables: `make fixtures` passes `$(PKHEX)` where it is there),
/// the places PokeAPI names only in English get the games' own names from its location lists
/// (`GamePlaceNames`); `--place-names-only --pkhex DIR --out Fixtures` does only that, to the
/// places in the folder, as a whole run would.
@main
struct FixtureGenerator {
    static func main() async {
        do {
            let options = try Options(CommandLine.arguments.dropFirst())
            if options.searchKeysOnly {
                try Generator.writeSearchKeys(in: URL(fileURLWithPath: options.out, isDirectory: true))
            } else if options.placeNamesOnly {
                guard let pkhex = options.pkhex else { throw GeneratorError("--place-names-only needs --pkhex DIR") }
                try WhereFixtures.fillPlaceNames(
                    in: URL(fileURLWithPath: options.out, isDirectory: true), pkhex: URL(fileURLWithPath: pkhex))
            } else {
                try await Generator(options: options).run()
            }
        } catch {
            FileHandle.standardError.write(Data("pokedex-fixtures: \(error)\n".utf8))
            exit(1)
        }
    }
}

struct Options {
    var api = "https://pokeapi.co/api/v2"
    var out = "Fixtures"
    var concurrency = 8
    /// Only remake the search keys from the indexes already in `out`.
    var searchKeysOnly = false
    /// PKHeX's tables (the Makefile's `PKHEX`): the games' own place names.
    var pkhex: String?
    /// Only fill the places already in `out` with the games' names.
    var placeNamesOnly = false
    /// Pokémon Showdown's data as JSON facts (the Makefile's `SHOWDOWN`): forms' names.
    var showdown: String?
    /// The PokeAPI data the API serves (the Makefile's `POKEAPI_DATA`): its snapshot's commit.
    var pokeapiData: String?

    init(_ arguments: ArraySlice<String>) throws {
        var rest = arguments
        while let flag = rest.popFirst() {
            if flag == "--search-keys-only" || flag == "--place-names-only" {
                if flag == "--search-keys-only" { searchKeysOnly = true } else { placeNamesOnly = true }
                continue
            }
            guard let value = rest.popFirst() else { throw GeneratorError("\(flag) needs a value") }
            switch flag {
            case "--api": api = value.hasSuffix("/") ? String(value.dropLast()) : value
            case "--out": out = value
            case "--pkhex": pkhex = value
            case "--showdown": showdown = value
            case "--pokeapi-data": pokeapiData = value
            case "--concurrency":
                guard let n = Int(value), n > 0 else { throw GeneratorError("--concurrency takes a positive number") }
                concurrency = n
            default:
                throw GeneratorError(
                    "unknown option \(flag) (use --api URL --out DIR --concurrency N --pkhex DIR --showdown DIR --pokeapi-data DIR, "
                        + "or --search-keys-only "
                        + "--out DIR, or --place-names-only --pkhex DIR --out DIR)")
            }
        }
    }
}

struct GeneratorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The fields kept per resource; nested values are kept whole.
enum Trim {
    static let languages: Set<String> = ["en", "ja", "ja-hrkt", "fr", "de", "es", "it", "ko", "zh-hans", "zh-hant"]

    /// The resources kept as trimmed JSON bodies; the rest become generated indexes.
    static let bundledResources: [APIPath.Resource] = [.pokemon, .pokemonSpecies, .type, .evolutionChain, .generation]

    static let keys: [APIPath.Resource: Set<String>] = [
        .pokemon: ["id", "name", "height", "weight", "is_default", "species", "types", "abilities", "stats"],
        .pokemonSpecies: [
            "id", "name", "order", "names", "genera", "generation", "varieties", "evolution_chain",
            "evolves_from_species", "is_baby", "is_legendary", "is_mythical", "egg_groups", "gender_rate",
            "capture_rate", "base_happiness", "growth_rate", "habitat", "color", "shape", "hatch_counter",
            "has_gender_differences", "forms_switchable",
        ],
        .type: ["id", "name", "names", "generation", "damage_relations"],
        .evolutionChain: ["id", "baby_trigger_item", "chain"],
        .generation: ["id", "name", "names", "main_region", "pokemon_species", "types"],
    ]

    /// Keeps the listed keys, only the wanted languages of `names` and `genera`, and makes
    /// every API link relative.
    static func body(_ object: Any, resource: APIPath.Resource) -> Any {
        guard let dictionary = object as? [String: Any], let wanted = keys[resource] else { return relative(object) }
        var kept: [String: Any] = [:]
        for (key, value) in dictionary where wanted.contains(key) {
            if key == "names" || key == "genera", let entries = value as? [[String: Any]] {
                kept[key] = relative(
                    entries.filter { entry in
                        let language = (entry["language"] as? [String: Any])?["name"] as? String
                        return language.map(languages.contains) ?? false
                    })
            } else {
                kept[key] = relative(value)
            }
        }
        return kept
    }

    /// A list index: its count and every result, links relative.
    static func list(_ object: Any) -> Any {
        guard let dictionary = object as? [String: Any] else { return object }
        let results = dictionary["results"] as? [Any] ?? []
        return ["count": results.count, "results": relative(results)]
    }

    static func relative(_ value: Any) -> Any {
        switch value {
        case let text as String:
            if let range = text.range(of: "/api/v2/") { return String(text[range.lowerBound...]) }
            return text
        case let array as [Any]:
            return array.map(relative)
        case let dictionary as [String: Any]:
            return dictionary.mapValues(relative)
        default:
            return value
        }
    }
}
