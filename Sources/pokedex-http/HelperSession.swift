import Foundation
import PokedexHTTPProtocol

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The requests in flight, each a URLSession data task, answered through `answer` once each.
final class HelperSession: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// The headers pokedex reads; the rest stay here.
    static let forwardedHeaders: Set<String> = ["content-type", "content-length", "retry-after"]

    private let maxBytes: Int
    private let answer: @Sendable (HelperAnswer) -> Void
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]
    private var tasks: [UInt64: URLSessionDataTask] = [:]
    private var session: URLSession?

    init(maxBytes: Int, maxConnections: Int, answer: @escaping @Sendable (HelperAnswer) -> Void) {
        self.maxBytes = maxBytes
        self.answer = answer
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 60
        configuration.timeoutIntervalForResource = 60
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnections)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func get(id: UInt64, url: String, timeout: Double) {
        guard let session, let target = URL(string: url), target.scheme == "http" || target.scheme == "https" else {
            answer(.failure(id: id, kind: .invalidRequest, message: "invalid URL"))
            return
        }
        var request = URLRequest(url: target)
        // Whole seconds: URLSession on Linux drops the fraction. pokedex keeps the exact deadline.
        request.timeoutInterval = max(1, timeout.rounded(.up))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("pokedex/0.1 (command-line Pokédex)", forHTTPHeaderField: "User-Agent")
        let task = session.dataTask(with: request)
        lock.withLock {
            exchanges[task.taskIdentifier] = Exchange(id: id, origin: target)
            tasks[id] = task
        }
        task.resume()
    }

    func cancel(id: UInt64) {
        lock.withLock { tasks[id] }?.cancel()
    }

    private func exchange(_ task: URLSessionTask) -> Exchange? {
        lock.withLock { exchanges[task.taskIdentifier] }
    }

    private func refuse(_ task: URLSessionTask, _ kind: HelperFailureKind, _ message: String) {
        lock.withLock { exchanges[task.taskIdentifier]?.refusal = (kind, message) }
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(maxBytes) {
            lock.withLock {
                exchanges[dataTask.taskIdentifier]?.refusal = (
                    .tooLarge, "response of \(response.expectedContentLength) bytes is over the \(maxBytes)-byte limit"
                )
            }
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let size = lock.withLock { () -> Int in
            exchanges[dataTask.taskIdentifier]?.body.append(data)
            return exchanges[dataTask.taskIdentifier]?.body.count ?? 0
        }
        if size > maxBytes { refuse(dataTask, .tooLarge, "response is over the \(maxBytes)-byte limit") }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let origin = exchange(task)?.origin, let target = request.url else {
            completionHandler(nil)
            return
        }
        if target.scheme == origin.scheme, target.host == origin.host, target.port == origin.port {
            completionHandler(request)
        } else {
            lock.withLock {
                exchanges[task.taskIdentifier]?.refusal = (
                    .redirectRefused, "refused a redirect to \(target.scheme ?? "")://\(target.host ?? "")"
                )
            }
            completionHandler(nil)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = lock.withLock { () -> Exchange? in
            guard let exchange = exchanges.removeValue(forKey: task.taskIdentifier) else { return nil }
            tasks[exchange.id] = nil
            return exchange
        }
        guard let exchange else { return }
        answer(exchange.answer(response: task.response, error: error))
    }
}

/// One request: pokedex's id, where it started, and what has arrived so far.
private struct Exchange {
    let id: UInt64
    let origin: URL
    var body = Data()
    var refusal: (HelperFailureKind, String)?

    func answer(response: URLResponse?, error: (any Error)?) -> HelperAnswer {
        if let (kind, message) = refusal { return .failure(id: id, kind: kind, message: message) }
        if let error {
            let (kind, message) = Self.classify(error)
            return .failure(id: id, kind: kind, message: message)
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(id: id, kind: .other, message: "not an HTTP response")
        }
        let headers = http.allHeaderFields.compactMap { name, value -> HelperHeader? in
            guard let name = name as? String, HelperSession.forwardedHeaders.contains(name.lowercased()) else {
                return nil
            }
            return HelperHeader(name, "\(value)")
        }
        return .response(id: id, status: http.statusCode, headers: headers, body: [UInt8](body))
    }

    static func classify(_ error: any Error) -> (HelperFailureKind, String) {
        guard let error = error as? URLError else { return (.other, String(describing: error)) }
        switch error.code {
        case .timedOut: return (.timedOut, "timed out")
        case .cannotConnectToHost, .notConnectedToInternet: return (.cannotConnect, "could not connect")
        case .cannotFindHost, .dnsLookupFailed: return (.hostNotFound, "host not found")
        case .networkConnectionLost: return (.connectionLost, "connection lost")
        case .cancelled: return (.cancelled, "cancelled")
        default: return (.other, error.localizedDescription)
        }
    }
}
