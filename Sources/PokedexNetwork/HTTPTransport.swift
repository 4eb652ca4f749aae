import FoundationEssentials
import PokedexData
import PokedexDomain
import PokedexJSON
import PokedexPlatform
import Synchronization

/// PokeAPI over HTTP: the same seam as the fixtures, so the same decoding and mapping apply.
/// Each request has one deadline (`timeout`) that covers its retries, and inside a command it
/// ends sooner when the command has already waited that long on silence (`NetworkPatience`);
/// all requests of a command share one limiter; identical requests in flight are made once.
package final class HTTPTransport: APITransport, ImageTransport, Sendable {
    package struct Settings: Sendable {
        /// `https://pokeapi.co/api/v2`, with no trailing slash.
        var baseURL: String
        /// Seconds one request may take, retries included.
        var timeout: Double
        var retry: RetryPolicy

        package init(baseURL: String, timeout: Double = 10, retry: RetryPolicy = RetryPolicy()) {
            self.baseURL = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
            self.timeout = timeout
            self.retry = retry
        }
    }

    let settings: Settings
    private let client: any HTTPClient
    private let limiter: RequestLimiter
    private let clock: any TransportClock
    private let inFlight = InFlightRequests<Result<Data, RepositoryError>>()
    private let inFlightImages = InFlightRequests<Result<[UInt8], RepositoryError>>()
    /// The hosts that proved unreachable (a refused connection, an unknown host), each with
    /// why and when: a request to one fails at once with it, for `unreachableFor` seconds, then
    /// the host is tried again. Host by host: a dead sprite host stops no request to PokeAPI,
    /// and a PokeAPI that comes back is asked again in a long browsing session.
    private let unreachable = Mutex<[String: (reason: String, since: Double)]>([:])

    /// How long a host that could not be reached is not asked again.
    package static let unreachableFor: Double = 30

    /// `raw.githubusercontent.com` of `https://raw.githubusercontent.com/PokeAPI/…`.
    package static func host(of url: String) -> String {
        let scheme = url.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let rest = scheme.hasSuffix(":") ? url.dropFirst(scheme.count).drop { $0 == "/" } : url[...]
        return String(rest.prefix { $0 != "/" }).lowercased()
    }

    package init(
        settings: Settings, client: any HTTPClient, limiter: RequestLimiter, clock: any TransportClock = SystemClock()
    ) {
        self.settings = settings
        self.client = client
        self.limiter = limiter
        self.clock = clock
    }

    package func fetch(_ path: APIPath) async throws(RepositoryError) -> Data {
        let result = await inFlight.value(for: path.description) { [self] () async -> Result<Data, RepositoryError> in
            do throws(RepositoryError) {
                guard path.key != nil else { return .success(try await fetchList(path.resource)) }
                let data = try await fetchJSON(url(for: path))
                guard data.count <= path.resource.mostBytes else {
                    throw RepositoryError.malformed(
                        resource: path.description,
                        reason: "\(data.count) bytes, more than any \(path.resource.rawValue)")
                }
                return .success(data)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A picture from PokeAPI's sprite host: a PNG's bytes, by the same path as the JSON
    /// (limits, retries, one deadline), identical requests in flight made once.
    package func fetchImage(_ url: String) async throws(RepositoryError) -> [UInt8] {
        let result = await inFlightImages.value(for: url) { [self] () async -> Result<[UInt8], RepositoryError> in
            do throws(RepositoryError) {
                return .success(
                    try await fetchValidated(url) { body, type throws(RepositoryError) in
                        try Self.validateImage(body, contentType: type, url: url)
                    })
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// `https://pokeapi.co/api/v2/pokemon/25/`.
    func url(for path: APIPath) -> String {
        "\(settings.baseURL)/\(path.description)/"
    }

    /// A whole list index: one request for everything, following `next` links should the
    /// server page anyway. Answers `{count, results}` like the fixtures' list files.
    private func fetchList(_ resource: APIPath.Resource) async throws(RepositoryError) -> Data {
        var next: String? = "\(settings.baseURL)/\(resource.rawValue)/?limit=100000&offset=0"
        var results: [ResourceListDTO.Entry] = []
        var pages = 0
        while let url = next, pages < 100 {
            pages += 1
            // Decoding the page checks it whole; no separate check is needed.
            let data = try await fetchJSON(url, checkObject: false)
            let page: ResourceListDTO
            do {
                page = try JSONReader.read(ResourceListDTO.self, from: data)
            } catch {
                throw .malformed(resource: url, reason: "not a PokeAPI list")
            }
            // One page holding everything is passed on as it came.
            if pages == 1, page.next == nil { return data }
            results += page.results
            // A list of every item PokeAPI has is some thousands long: one far longer is a
            // server's fault, refused before it is kept (a hundred pages of 20 000 were 1 GB).
            guard results.count <= Self.mostListEntries else {
                throw .malformed(
                    resource: url, reason: "a list of more than \(Self.mostListEntries) entries is no PokeAPI list")
            }
            next = page.next.flatMap(sameAPI)
        }
        let entries = results.map { entry -> JSONValue in
            .object([("name", .string(orNull: entry.name)), ("url", .string(entry.url))])
        }
        let list = JSONValue.object([("count", .int(results.count)), ("next", .null), ("results", .array(entries))])
        return Data(list.serialized().utf8)
    }

    /// A link the API returned, if it points into the same API; other hosts are not followed.
    func sameAPI(_ link: String) -> String? {
        link.hasPrefix(settings.baseURL + "/") ? link : nil
    }

    /// The most entries a list may have, over all its pages: PokeAPI's longest (items, some
    /// 2 300; Pokémon 1 351) with room to grow tenfold.
    static let mostListEntries = 30_000

    /// The largest picture fetched: official artwork is well under this.
    static let maxImageBytes = 4 << 20

    /// A JSON body (a whole JSON object, unless the caller decodes it itself).
    private func fetchJSON(_ url: String, checkObject: Bool = true) async throws(RepositoryError) -> Data {
        try await fetchValidated(url) { body, type throws(RepositoryError) in
            try Self.validate(body, contentType: type, url: url, checkJSON: checkObject)
        }
    }

    /// GETs `url` with retries inside the deadline; the body as `validate` accepts it, or a
    /// clear error.
    private func fetchValidated<Body>(
        _ url: String, validate: (Data, _ contentType: String?) throws(RepositoryError) -> Body
    ) async throws(RepositoryError) -> Body {
        let patience = NetworkPatience.current
        let ownDeadline = clock.now() + settings.timeout
        // The request's own deadline, or sooner if the command has already waited on silence.
        var deadline: Double { min(ownDeadline, (patience?.waitingSince(clock.now()) ?? .infinity) + settings.timeout) }
        var attempt = 0
        while true {
            attempt += 1
            let remaining = deadline - clock.now()
            guard remaining > 0.01 else {
                throw .network(resource: url, reason: "timed out after \(format(settings.timeout)) s")
            }
            if Task.isCancelled { throw .cancelled }
            let host = Self.host(of: url)
            let now = clock.now()
            if let known = unreachable.withLock({ known in
                if let entry = known[host], now - entry.since >= Self.unreachableFor { known[host] = nil }
                return known[host]
            }) {
                throw .network(resource: url, reason: known.reason)
            }
            let outcome = await limiter.run { [client] in await client.get(url, timeout: remaining) }
            if case .response = outcome { patience?.heard(at: clock.now()) }
            if case .failure(let failure, let message) = outcome,
                [.cannotConnect, .hostNotFound, .helperUnavailable].contains(failure)
            {
                unreachable.withLock { known in
                    if known[host] == nil { known[host] = (message, clock.now()) }
                }
            }
            switch settings.retry.decide(after: outcome, attempt: attempt, jitter: Double.random(in: 0..<1)) {
            case .succeed:
                guard case .response(_, _, let body) = outcome else { continue }
                return try validate(body, outcome.header("Content-Type"))
            case .retry(let delay):
                // A wait that would end past the deadline is not waited: the answer is the
                // failure there is now, not a hurried retry when the time is up.
                guard delay < deadline - clock.now() - 0.05 else {
                    if case .failure(.timedOut, _) = outcome {
                        throw .network(resource: url, reason: "timed out after \(format(settings.timeout)) s")
                    }
                    throw Self.error(for: outcome, url: url)
                }
                await clock.sleep(seconds: delay)
            case .fail:
                throw Self.error(for: outcome, url: url)
            }
        }
    }

    static func error(for outcome: HTTPOutcome, url: String) -> RepositoryError {
        switch outcome {
        case .response(404, _, _): return .notFound(resource: url)
        case .response(let status, _, _): return .network(resource: url, reason: "HTTP \(status)")
        case .failure(.cancelled, _): return .cancelled
        case .failure(.helperIncompatible, let message): return .misconfigured(reason: message)
        case .failure(_, let message): return .network(resource: url, reason: message)
        }
    }

    /// A body worth keeping: JSON, and a JSON object, not an HTML error page or half a document.
    static func validate(
        _ data: Data, contentType: String?, url: String, checkJSON: Bool = true
    ) throws(RepositoryError) -> Data {
        if let contentType, !contentType.lowercased().contains("json") {
            throw .malformed(
                resource: url, reason: "expected JSON, got \(contentType.split(separator: ";").first ?? "")")
        }
        guard checkJSON else { return data }
        do throws(JSONValue.SyntaxError) {
            guard try JSONValue.isObject(data) else { throw JSONValue.SyntaxError(offset: 0, reason: "not an object") }
        } catch {
            throw .malformed(
                resource: url,
                reason: data.isEmpty
                    ? "empty body" : error.isTooLarge ? error.reason : "not valid JSON (truncated or malformed)")
        }
        return data
    }

    /// A picture worth keeping: a PNG by its signature (decoding it is the caller's check),
    /// within the size cap, not an HTML page served with 200.
    static func validateImage(_ data: Data, contentType: String?, url: String) throws(RepositoryError) -> [UInt8] {
        if let contentType {
            let type = String(contentType.split(separator: ";").first?.filter { $0 != " " } ?? "").lowercased()
            guard type.hasPrefix("image/") || type == "application/octet-stream" else {
                throw .malformed(resource: url, reason: "expected a PNG image, got \(type)")
            }
        }
        guard data.count <= maxImageBytes else {
            throw .malformed(resource: url, reason: "the picture is larger than \(maxImageBytes >> 20) MB")
        }
        guard data.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) else {
            throw .malformed(resource: url, reason: data.isEmpty ? "empty body" : "not a PNG image")
        }
        return [UInt8](data)
    }

    private func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
