import Foundation

/// Serves the project's Fixtures/ folder the way PokeAPI serves its data: `/api/v2/<resource>/`
/// pages with `?limit=&offset=` (default 20) and absolute `next`/`previous`; a resource by id or
/// exact lowercase name, with or without the trailing slash; links made absolute; a 404 answers
/// `Not Found` as plain text. Moves, abilities and items, which the fixtures keep as generated
/// indexes only, are served as bodies made from those indexes, with a made-up English effect
/// (`Effect of thunderbolt, 10% of the time.`) standing in for PokeAPI's prose.
package final class FixtureAPI: @unchecked Sendable {
    let root: String
    /// The most of each resource a list names: a smaller PokeAPI, for a whole `sync` that takes
    /// a moment (each resource is still served by id or name).
    let listed: Int?
    private let lock = NSLock()
    private var lists: [String: [[String: Any]]] = [:]
    private var pages: [String: Data] = [:]
    private var indexRows: [String: [[String]]] = [:]

    package init(root: String, listed: Int? = nil) {
        self.root = root
        self.listed = listed
    }

    /// The generated index each synthesized resource comes from.
    static let synthesized = [
        "move": "pokedex-moves.tsv", "ability": "pokedex-abilities.tsv", "item": "pokedex-items.tsv",
    ]

    /// A resource's list index, parsed once.
    private func results(of resource: String) -> [[String: Any]]? {
        guard let all = allResults(of: resource) else { return nil }
        return listed.map { Array(all.prefix($0)) } ?? all
    }

    private func allResults(of resource: String) -> [[String: Any]]? {
        if let cached = lock.withLock({ lists[resource] }) { return cached }
        if Self.synthesized[resource] != nil {
            let results = rows(of: resource).map { row -> [String: Any] in
                ["name": row[1], "url": "/api/v2/\(resource)/\(row[0])/"]
            }
            lock.withLock { lists[resource] = results }
            return results
        }
        guard let list = read("\(resource)/index.json"),
            let index = try? JSONSerialization.jsonObject(with: list) as? [String: Any],
            let results = index["results"] as? [[String: Any]]
        else { return nil }
        lock.withLock { lists[resource] = results }
        return results
    }

    /// The answer to `request`, with links made absolute against `base` (`http://127.0.0.1:port`).
    package func respond(to request: LoopbackHTTPServer.Request, base: String) -> LoopbackHTTPServer.Response {
        let parts = request.path.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "api", parts[1] == "v2" else { return .text("Not Found", status: 404) }
        let resource = parts[2]
        // A resource by id is a file read; only names and lists need the list index.
        if parts.count == 4, Int(parts[3]) != nil, !resource.contains("."), !parts[3].contains(".") {
            guard let body = body(of: resource, id: parts[3]) else { return .text("Not Found", status: 404) }
            return .json(absolutize(body, base: base))
        }
        guard let results = allResults(of: resource) else { return .text("Not Found", status: 404) }
        if parts.count == 3, let results = self.results(of: resource) {
            // Pages are made once per query, as a caching front end would serve them.
            let key = "\(base) \(resource) \(request.query["limit"] ?? "") \(request.query["offset"] ?? "")"
            if let cached = lock.withLock({ pages[key] }) { return .json(cached) }
            let body = page(results, resource: resource, query: request.query, base: base)
            lock.withLock { pages[key] = body }
            return .json(body)
        }
        guard parts.count == 4 else { return .text("Not Found", status: 404) }
        var key = parts[3]
        if Int(key) == nil {
            guard let match = results.first(where: { $0["name"] as? String == key }),
                let url = match["url"] as? String, let id = url.split(separator: "/").last
            else {
                return .text("Not Found", status: 404)
            }
            key = String(id)
        }
        guard let body = body(of: resource, id: key) else { return .text("Not Found", status: 404) }
        return .json(absolutize(body, base: base))
    }

    private func body(of resource: String, id: String) -> Data? {
        guard Self.synthesized[resource] != nil else { return read("\(resource)/\(id).json") }
        guard let row = rows(of: resource).first(where: { $0[0] == id }) else { return nil }
        let english = ["name": "en", "url": "/api/v2/language/9/"]
        let chance = resource == "move" && row.count > 11 ? Int(row[11]) : nil
        var object: [String: Any] = [
            "id": Int(id) ?? 0, "name": row[1],
            "names": [["name": row[2], "language": english]],
            "effect_entries": [
                [
                    "effect": "Effect of \(row[1]).",
                    "short_effect": "Effect of \(row[1]), $effect_chance% of the time.",
                    "language": english,
                ]
            ],
        ]
        object["effect_chance"] = chance ?? NSNull()
        return try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    /// The rows of a synthesized resource's index: its fields, comments skipped.
    private func rows(of resource: String) -> [[String]] {
        if let cached = lock.withLock({ indexRows[resource] }) { return cached }
        guard let file = Self.synthesized[resource], let data = read(file) else { return [] }
        let rows = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
        lock.withLock { indexRows[resource] = rows }
        return rows
    }

    package func read(_ relativePath: String) -> Data? {
        FileManager.default.contents(atPath: root + "/" + relativePath)
    }

    private func page(_ results: [[String: Any]], resource: String, query: [String: String], base: String) -> Data {
        let limit = query["limit"].flatMap(Int.init) ?? 20
        let offset = query["offset"].flatMap(Int.init) ?? 0
        let start = min(offset, results.count)
        let end = min(results.count, start + max(0, limit))
        let link = { (offset: Int) in "\(base)/api/v2/\(resource)/?offset=\(offset)&limit=\(limit)" }
        let object: [String: Any] = [
            "count": results.count,
            "next": end < results.count ? link(end) : NSNull(),
            "previous": start > 0 ? link(max(0, start - limit)) : NSNull(),
            "results": Array(results[start..<end]),
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return absolutize(data, base: base)
    }

    /// Every `"/api/v2/…` string becomes `"<base>/api/v2/…`, as the live API writes links.
    func absolutize(_ body: Data, base: String) -> Data {
        let text = String(decoding: body, as: UTF8.self)
        return Data(text.replacingOccurrences(of: "\"/api/v2/", with: "\"\(base)/api/v2/").utf8)
    }
}
