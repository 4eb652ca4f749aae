import Foundation
import PokedexTestSupport

/// The project's fixtures served over HTTP on 127.0.0.1, like PokeAPI, with a made-up
/// Pokédex entry in every species (the repository holds no PokeAPI prose), an optional extra
/// Pokémon the fixtures do not know, and faults on demand.
package final class StubPokeAPI: @unchecked Sendable {
    package static let fixtures = fixturesRoot.path

    /// What the server's threads read; they may outlive this object by a moment.
    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var fault: (@Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?)?
        var port: UInt16 = 0
    }

    private let shared = Shared()
    package private(set) var server: LoopbackHTTPServer!

    package var apiURL: String { server.baseURL + "/api/v2" }

    /// `listed`: the most of each resource its lists name (a smaller PokeAPI to sync whole).
    package init(latency: Double = 0, extraPokemon: Bool = false, listed: Int? = nil) throws {
        let api = FixtureAPI(root: Self.fixtures, listed: listed)
        server = LoopbackHTTPServer(latency: latency) { [shared] request in
            if let fault = shared.lock.withLock({ shared.fault }), let response = fault(request) { return response }
            let base = "http://127.0.0.1:\(shared.lock.withLock { shared.port })"
            if extraPokemon, let response = Self.extra(request, base: base, api: api) { return response }
            let response = api.respond(to: request, base: base)
            guard request.path.contains("/pokemon-species/"), case .reply(200, let headers, let body) = response else {
                return response
            }
            return .reply(status: 200, headers: headers, body: Self.addEntry(to: body, base: base))
        }
        try server.start()
        shared.lock.withLock { shared.port = server.port }
    }

    deinit { server.stop() }

    /// Answers matching requests with a fault instead of data (nil: serve normally).
    package func fail(_ handler: (@Sendable (LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response?)?) {
        shared.lock.withLock { shared.fault = handler }
    }

    package static func entryText(for id: Int) -> String { "Test entry number \(id)." }

    private static func addEntry(to body: Data, base: String) -> Data {
        guard var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let id = object["id"] as? Int
        else {
            return body
        }
        object["flavor_text_entries"] = [
            [
                "flavor_text": "An older\nentry.", "language": ["name": "en", "url": "\(base)/api/v2/language/9/"],
                "version": ["name": "red", "url": "\(base)/api/v2/version/1/"],
            ],
            [
                "flavor_text": "Test entry\u{0C}number \(id).",
                "language": ["name": "en", "url": "\(base)/api/v2/language/9/"],
                "version": ["name": "test-version", "url": "\(base)/api/v2/version/99/"],
            ],
        ]
        return (try? JSONSerialization.data(withJSONObject: object)) ?? body
    }

    /// Pokémon #1026, `testmon`, known only to this server.
    private static func extra(_ request: LoopbackHTTPServer.Request, base: String, api: FixtureAPI)
        -> LoopbackHTTPServer.Response?
    {
        if request.path == "/api/v2/pokemon/1026/" || request.path == "/api/v2/pokemon/testmon/" {
            let body = """
                {"id":1026,"name":"testmon","height":5,"weight":50,"is_default":true,
                 "species":{"name":"testmon","url":"\(base)/api/v2/pokemon-species/1026/"},
                 "types":[{"slot":1,"type":{"name":"fairy","url":"\(base)/api/v2/type/18/"}}],
                 "abilities":[{"ability":{"name":"pixilate","url":"\(base)/api/v2/ability/182/"},"is_hidden":false,"slot":1}],
                 "stats":[{"base_stat":50,"stat":{"name":"hp","url":"\(base)/api/v2/stat/1/"}},{"base_stat":50,"stat":{"name":"attack","url":"\(base)/api/v2/stat/2/"}},
                          {"base_stat":50,"stat":{"name":"defense","url":"\(base)/api/v2/stat/3/"}},{"base_stat":50,"stat":{"name":"special-attack","url":"\(base)/api/v2/stat/4/"}},
                          {"base_stat":50,"stat":{"name":"special-defense","url":"\(base)/api/v2/stat/5/"}},{"base_stat":50,"stat":{"name":"speed","url":"\(base)/api/v2/stat/6/"}}]}
                """
            return .json(Data(body.utf8))
        }
        if request.path == "/api/v2/pokemon-species/1026/" {
            let body = """
                {"id":1026,"name":"testmon","names":[{"name":"Testmon","language":{"name":"en","url":"\(base)/api/v2/language/9/"}}],
                 "genera":[{"genus":"Test Pokémon","language":{"name":"en","url":"\(base)/api/v2/language/9/"}}],
                 "generation":{"name":"generation-ix","url":"\(base)/api/v2/generation/9/"},
                 "varieties":[{"is_default":true,"pokemon":{"name":"testmon","url":"\(base)/api/v2/pokemon/1026/"}}]}
                """
            return .json(Data(body.utf8))
        }
        guard request.path == "/api/v2/pokemon/" || request.path == "/api/v2/pokemon",
            case .reply(200, _, let body) = api.respond(to: request, base: base),
            var object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            var results = object["results"] as? [[String: Any]]
        else { return nil }
        results.insert(["name": "testmon", "url": "\(base)/api/v2/pokemon/1026/"], at: 1025)
        object["results"] = results
        object["count"] = results.count
        return .json((try? JSONSerialization.data(withJSONObject: object)) ?? body)
    }
}
