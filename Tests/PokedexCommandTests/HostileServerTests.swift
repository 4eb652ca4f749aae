import Foundation
import PokedexCommandTesting
import PokedexTestSupport
import Testing

/// A PokeAPI whose names, genera and entries carry terminal escape sequences.
@Suite struct HostileServerTests {
    static let escapes =
        "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]8;;http://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\\u{9B}31m"

    func hostileAPI() throws -> StubPokeAPI {
        let api = try StubPokeAPI()
        let fixtures = FixtureAPI(root: StubPokeAPI.fixtures)
        let escapes = Self.escapes
        let port = api.server.port
        api.fail { request in
            let base = "http://127.0.0.1:\(port)"
            guard request.path == "/api/v2/pokemon-species/25/" || request.path == "/api/v2/pokemon/25/",
                case .reply(200, _, let body) = fixtures.respond(to: request, base: base),
                var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
            else { return nil }
            if request.path.contains("species") {
                object["genera"] = [
                    [
                        "genus": "Mouse\(escapes) Pokémon",
                        "language": ["name": "en", "url": "\(base)/api/v2/language/9/"],
                    ]
                ]
                object["names"] = [
                    ["name": "Pika\(escapes)chu", "language": ["name": "en", "url": "\(base)/api/v2/language/9/"]]
                ]
                object["flavor_text_entries"] = [
                    [
                        "flavor_text": "Text\(escapes)here.",
                        "language": ["name": "en", "url": "\(base)/api/v2/language/9/"],
                        "version": ["name": "red\(escapes)", "url": "\(base)/api/v2/version/1/"],
                    ]
                ]
            } else {
                object["name"] = "pikachu\(escapes)"
            }
            return .json((try? JSONSerialization.data(withJSONObject: object)) ?? body)
        }
        return api
    }

    @Test func escapeSequencesFromTheAPINeverReachTheTerminal() async throws {
        let api = try hostileAPI()
        let environment = [
            "POKEDEX_OFFLINE": "0", "POKEDEX_API_URL": api.apiURL,
            "POKEDEX_CACHE_DIR": FileManager.default
                .temporaryDirectory.appendingPathComponent("pokedex-hostile-\(UUID().uuidString)").path,
        ]
        let text = try await PokedexProcess.run(["show", "25", "--refresh"], environment: environment)
        #expect(text.status == 0)
        #expect(!text.stdout.contains("\u{1B}"))
        #expect(!text.stdout.contains("\u{07}"))
        #expect(!text.stdout.contains("\u{9B}"))
        #expect(text.stdout.contains("Pika\\u{1b}]0;pwned\\u{7}"))
        // The entry is cleaned of control characters altogether.
        #expect(text.stdout.contains("Text ]0;pwned"))

        let coloured = try await PokedexProcess.runOnTerminal(["show", "25", "--refresh"], environment: environment)
        // Only our own colour codes: no OSC (title, hyperlink), no screen clearing.
        #expect(!coloured.stdout.contains("\u{1B}]"))
        #expect(!coloured.stdout.contains("\u{1B}[2J"))

        let json = try await PokedexProcess.run(["show", "25", "--refresh", "--json"], environment: environment)
        #expect(!json.stdout.contains("\u{1B}"))
        #expect(json.stdout.contains("\\u001b]0;pwned\\u0007"))
        let object = try #require(try parseJSON(json.stdout) as? [String: Any])
        #expect(object["genus"] as? String == "Mouse\(Self.escapes) Pokémon")
        #expect(object["name"] as? String == "pikachu\(Self.escapes)")
    }

    @Test func plainHTTPToAnotherMachineIsWarnedAbout() async throws {
        let result = try await PokedexProcess.run(
            ["show", "1", "--api-url", "http://pokeapi.example/api/v2", "--timeout", "1"],
            environment: ["POKEDEX_OFFLINE": "0"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: http://pokeapi.example/api/v2 is plain http:// to another machine"))
        let loopback = try await PokedexProcess.run(
            ["show", "1", "--api-url", "http://127.0.0.1:9/api/v2", "--timeout", "1"],
            environment: ["POKEDEX_OFFLINE": "0"])
        #expect(!loopback.stderr.contains("warning:"))
    }
}
