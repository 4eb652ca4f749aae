// PokedexHTTP: the one part of pokedex that speaks HTTP, over URLSession from
// FoundationNetworking. It is a shared library that `pokedex` loads (dlopen) the first time a
// command needs the network: FoundationNetworking brings libcurl and some thirty more
// libraries, and loading them at start-up would double the time of every offline command.
//
// The boundary is a small C ABI of plain values. One call makes one HTTP exchange; retries,
// limits, caching and validation live in the PokedexNetwork target, in pokedex itself. Here:
// whole-second timeouts (all URLSession on Linux honours), a cap on the body's size, and
// redirects followed only within the host first asked.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Called once per request with its outcome. `kind` is 0 for a response (then `status`,
/// `headers` as "Name: value\n" lines, and the body); otherwise a failure kind (see
/// `FailureKind`) with a message.
public typealias PokedexHTTPCallback =
    @convention(c) (
        _ context: UnsafeMutableRawPointer?, _ kind: Int32, _ status: Int32,
        _ headers: UnsafePointer<CChar>?, _ body: UnsafePointer<UInt8>?, _ bodyLength: Int,
        _ message: UnsafePointer<CChar>?
    ) -> Void

enum FailureKind: Int32 {
    case timedOut = 1
    case cannotConnect = 2
    case hostNotFound = 3
    case connectionLost = 4
    case cancelled = 5
    case other = 6
    case tooLarge = 7
    case redirectRefused = 8
}

/// The caller's context pointer and callback, and what has arrived so far.
private final class Exchange: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let callback: PokedexHTTPCallback
    let origin: URL
    var body = Data()
    var refusal: (FailureKind, String)?

    init(context: UnsafeMutableRawPointer?, callback: @escaping PokedexHTTPCallback, origin: URL) {
        self.context = context
        self.callback = callback
        self.origin = origin
    }

    func finish(response: URLResponse?, error: (any Error)?) {
        if let (kind, message) = refusal {
            message.withCString { callback(context, kind.rawValue, 0, nil, nil, 0, $0) }
            return
        }
        if let error {
            let (kind, message) = classify(error)
            message.withCString { callback(context, kind.rawValue, 0, nil, nil, 0, $0) }
            return
        }
        guard let http = response as? HTTPURLResponse else {
            "not an HTTP response".withCString { callback(context, FailureKind.other.rawValue, 0, nil, nil, 0, $0) }
            return
        }
        var headers = ""
        for (name, value) in http.allHeaderFields {
            headers += "\(name): \(value)\n"
        }
        headers.withCString { headerText in
            body.withUnsafeBytes { raw in
                callback(
                    context, 0, Int32(http.statusCode), headerText,
                    raw.bindMemory(to: UInt8.self).baseAddress, raw.count, nil)
            }
        }
    }
}

private final class Client: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let maxBytes: Int
    private let lock = NSLock()
    private var exchanges: [Int: Exchange] = [:]
    private(set) var session: URLSession!

    init(timeout: Double, maxConnections: Int, maxBytes: Int) {
        self.maxBytes = maxBytes
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        // Whole seconds: URLSession on Linux drops the fraction.
        configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
        configuration.timeoutIntervalForResource = max(1, timeout.rounded(.up))
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnections)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func add(_ exchange: Exchange, for task: URLSessionTask) {
        lock.withLock { exchanges[task.taskIdentifier] = exchange }
    }

    private func exchange(_ task: URLSessionTask) -> Exchange? {
        lock.withLock { exchanges[task.taskIdentifier] }
    }

    private func refuse(_ task: URLSessionTask, _ kind: FailureKind, _ message: String) {
        exchange(task)?.refusal = (kind, message)
        task.cancel()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(maxBytes) {
            exchange(dataTask)?.refusal = (
                .tooLarge, "response of \(response.expectedContentLength) bytes is over the \(maxBytes)-byte limit"
            )
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let exchange = exchange(dataTask) else { return }
        exchange.body.append(data)
        if exchange.body.count > maxBytes {
            refuse(dataTask, .tooLarge, "response is over the \(maxBytes)-byte limit")
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        guard let exchange = exchange(task), let target = request.url else {
            completionHandler(nil)
            return
        }
        let origin = exchange.origin
        if target.scheme == origin.scheme, target.host == origin.host, target.port == origin.port {
            completionHandler(request)
        } else {
            exchange.refusal = (.redirectRefused, "refused a redirect to \(target.scheme ?? "")://\(target.host ?? "")")
            completionHandler(nil)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let exchange = lock.withLock { exchanges.removeValue(forKey: task.taskIdentifier) }
        exchange?.finish(response: task.response, error: error)
    }
}

@_cdecl("pokedex_http_open")
public func pokedexHTTPOpen(_ timeout: Double, _ maxConnections: Int32, _ maxBytes: Int) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(Client(timeout: timeout, maxConnections: Int(maxConnections), maxBytes: maxBytes)).toOpaque()
}

@_cdecl("pokedex_http_close")
public func pokedexHTTPClose(_ client: UnsafeMutableRawPointer) {
    let object = Unmanaged<Client>.fromOpaque(client).takeRetainedValue()
    object.session.invalidateAndCancel()
}

/// Starts a GET of `url`; returns a handle for `pokedex_http_cancel` / `pokedex_http_release`.
@_cdecl("pokedex_http_get")
public func pokedexHTTPGet(
    _ client: UnsafeMutableRawPointer, _ url: UnsafePointer<CChar>, _ timeout: Double,
    _ context: UnsafeMutableRawPointer?, _ callback: PokedexHTTPCallback
) -> UnsafeMutableRawPointer? {
    let object = Unmanaged<Client>.fromOpaque(client).takeUnretainedValue()
    guard let target = URL(string: String(cString: url)), target.scheme == "http" || target.scheme == "https" else {
        "invalid URL".withCString { callback(context, FailureKind.other.rawValue, 0, nil, nil, 0, $0) }
        return nil
    }
    var request = URLRequest(url: target)
    request.timeoutInterval = timeout
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue("pokedex/0.1 (command-line Pokédex)", forHTTPHeaderField: "User-Agent")
    let task = object.session.dataTask(with: request)
    object.add(Exchange(context: context, callback: callback, origin: target), for: task)
    task.resume()
    return Unmanaged.passRetained(task).toOpaque()
}

@_cdecl("pokedex_http_cancel")
public func pokedexHTTPCancel(_ handle: UnsafeMutableRawPointer) {
    Unmanaged<URLSessionDataTask>.fromOpaque(handle).takeUnretainedValue().cancel()
}

@_cdecl("pokedex_http_release")
public func pokedexHTTPRelease(_ handle: UnsafeMutableRawPointer) {
    Unmanaged<URLSessionDataTask>.fromOpaque(handle).release()
}

private func classify(_ error: any Error) -> (FailureKind, String) {
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
