// PokedexHTTP: the one part of pokedex that speaks HTTP, over URLSession from
// FoundationNetworking. It is a shared library that `pokedex` loads (dlopen) the first time a
// command needs the network: FoundationNetworking brings libcurl and some thirty more
// libraries, and loading them at start-up would double the time of every offline command.
//
// The boundary is a small C ABI of plain values. One call makes one HTTP exchange; retries,
// limits, caching and validation live in the PokedexNetwork target, in pokedex itself.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Called once per request with its outcome. `kind` is 0 for a response (then `status`,
/// `headers` as "Name: value\n" lines, and the body); otherwise a failure kind (see
/// `FailureKind`) with a message.
public typealias PokedexHTTPCallback = @convention(c) (
    _ context: UnsafeMutableRawPointer?, _ kind: Int32, _ status: Int32,
    _ headers: UnsafePointer<CChar>?, _ body: UnsafePointer<UInt8>?, _ bodyLength: Int,
    _ message: UnsafePointer<CChar>?
) -> Void

enum FailureKind: Int32 {
    case timedOut = 1, cannotConnect = 2, hostNotFound = 3, connectionLost = 4, cancelled = 5, other = 6
}

final class Client: @unchecked Sendable {
    let session: URLSession

    init(timeout: Double, maxConnections: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        // Whole seconds: URLSession on Linux drops the fraction.
        configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up))
        configuration.timeoutIntervalForResource = max(1, timeout.rounded(.up))
        configuration.httpMaximumConnectionsPerHost = max(1, maxConnections)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }
}

@_cdecl("pokedex_http_open")
public func pokedexHTTPOpen(_ timeout: Double, _ maxConnections: Int32) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(Client(timeout: timeout, maxConnections: Int(maxConnections))).toOpaque()
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
    let text = String(cString: url)
    guard let target = URL(string: text) else {
        "invalid URL".withCString { callback(context, FailureKind.other.rawValue, 0, nil, nil, 0, $0) }
        return nil
    }
    var request = URLRequest(url: target)
    request.timeoutInterval = timeout
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue("pokedex/0.1 (+https://github.com/; command-line Pokédex)", forHTTPHeaderField: "User-Agent")
    let reply = Reply(context: context, callback: callback)
    let task = object.session.dataTask(with: request) { data, response, error in
        let (context, callback) = (reply.context, reply.callback)
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
        let body = data ?? Data()
        headers.withCString { headerText in
            body.withUnsafeBytes { raw in
                callback(context, 0, Int32(http.statusCode), headerText,
                         raw.bindMemory(to: UInt8.self).baseAddress, raw.count, nil)
            }
        }
    }
    task.resume()
    return Unmanaged.passRetained(task).toOpaque()
}

/// The caller's context pointer and callback, carried to URLSession's delegate queue. The
/// caller keeps the context alive until the callback has run.
private struct Reply: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let callback: PokedexHTTPCallback
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
    let message = error.localizedDescription
    switch error.code {
    case .timedOut: return (.timedOut, "timed out")
    case .cannotConnectToHost, .notConnectedToInternet: return (.cannotConnect, "could not connect")
    case .cannotFindHost, .dnsLookupFailed: return (.hostNotFound, "host not found")
    case .networkConnectionLost: return (.connectionLost, "connection lost")
    case .cancelled: return (.cancelled, "cancelled")
    default: return (.other, message)
    }
}
