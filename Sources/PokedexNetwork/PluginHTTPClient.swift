import Dispatch
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP client in the PokedexHTTP shared library, loaded on first use. Keeping
/// FoundationNetworking (and libcurl behind it) out of the executable keeps every offline
/// command's start-up as fast as a plain Foundation program's.
public final class PluginHTTPClient: HTTPClient, @unchecked Sendable {
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case notFound(searched: [String])
        case missingSymbol(String)

        public var description: String {
            switch self {
            case .notFound(let searched):
                "HTTP support library \(PluginHTTPClient.libraryName) not found (looked in \(searched.joined(separator: ", ")))"
            case .missingSymbol(let name):
                "HTTP support library lacks \(name)"
            }
        }
    }

    public static let libraryName = "libPokedexHTTP.so"

    private typealias Callback =
        @convention(c) (
            UnsafeMutableRawPointer?, Int32, Int32, UnsafePointer<CChar>?, UnsafePointer<UInt8>?, Int,
            UnsafePointer<CChar>?
        ) -> Void
    private typealias Open = @convention(c) (Double, Int32, Int) -> UnsafeMutableRawPointer
    private typealias Get =
        @convention(c) (
            UnsafeMutableRawPointer, UnsafePointer<CChar>, Double, UnsafeMutableRawPointer?, Callback
        ) -> UnsafeMutableRawPointer?
    private typealias Handle = @convention(c) (UnsafeMutableRawPointer) -> Void

    private let client: UnsafeMutableRawPointer
    private let getFunction: Get
    private let cancelFunction: Handle
    private let releaseFunction: Handle
    private let closeFunction: Handle

    /// The largest body accepted: 8 MB, far above any PokeAPI resource.
    public static let defaultMaxBytes = 8_000_000

    /// Loads the library from the first of `directories` that holds it.
    public init(
        directories: [String], timeout: Double, maxConnections: Int, maxBytes: Int = defaultMaxBytes
    ) throws(LoadError) {
        var library: UnsafeMutableRawPointer?
        for directory in directories {
            let path = directory.hasSuffix("/") ? directory + Self.libraryName : directory + "/" + Self.libraryName
            if access(path, R_OK) == 0, let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) {
                library = handle
                break
            }
        }
        guard let library else { throw .notFound(searched: directories) }
        func symbol<T>(_ name: String, as type: T.Type) throws(LoadError) -> T {
            guard let pointer = dlsym(library, name) else { throw .missingSymbol(name) }
            return unsafeBitCast(pointer, to: type)
        }
        let open = try symbol("pokedex_http_open", as: Open.self)
        getFunction = try symbol("pokedex_http_get", as: Get.self)
        cancelFunction = try symbol("pokedex_http_cancel", as: Handle.self)
        releaseFunction = try symbol("pokedex_http_release", as: Handle.self)
        closeFunction = try symbol("pokedex_http_close", as: Handle.self)
        client = open(timeout, Int32(clamping: maxConnections), maxBytes)
    }

    deinit {
        closeFunction(client)
    }

    public func get(_ url: String, timeout: Double) async -> HTTPOutcome {
        let exchange = Exchange()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                exchange.begin(continuation)
                let context = Unmanaged.passRetained(exchange).toOpaque()
                // URLSession on Linux counts timeouts in whole seconds, cutting 0.9 s to nothing:
                // give it whole seconds and keep the exact deadline here.
                let sessionTimeout = max(1, timeout.rounded(.up))
                let handle = url.withCString { getFunction(client, $0, sessionTimeout, context, Self.callback) }
                exchange.attach(handle: handle, cancel: cancelFunction, release: releaseFunction)
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { exchange.expire() }
            }
        } onCancel: {
            exchange.cancel()
        }
    }

    private static let callback: Callback = { context, kind, status, headers, body, length, message in
        guard let context else { return }
        let exchange = Unmanaged<Exchange>.fromOpaque(context).takeRetainedValue()
        let outcome: HTTPOutcome
        if kind == 0 {
            var fields: [String: String] = [:]
            if let headers {
                for line in String(cString: headers).split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    fields[String(line[..<colon])] = String(line[line.index(after: colon)...].trimmingBlanks)
                }
            }
            let bytes = body.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
            outcome = .response(status: Int(status), headers: fields, body: bytes)
        } else {
            let text = message.map { String(cString: $0) } ?? "failed"
            let failure: HTTPFailure =
                switch kind {
                case 1: .timedOut
                case 2: .cannotConnect
                case 3: .hostNotFound
                case 4: .connectionLost
                case 5: .cancelled
                case 7: .tooLarge
                case 8: .redirectRefused
                default: .other
                }
            outcome = .failure(failure, message: text)
        }
        exchange.finish(outcome)
    }
}

/// One request in flight: its continuation, its task handle, and whether it timed out.
private final class Exchange: Sendable {
    typealias Function = @convention(c) (UnsafeMutableRawPointer) -> Void

    /// The library's handle for the request, with its functions; the library takes them
    /// from any thread.
    private struct Request: @unchecked Sendable {
        let handle: UnsafeMutableRawPointer
        let cancel: Function
        let release: Function
    }

    private struct State {
        var continuation: CheckedContinuation<HTTPOutcome, Never>?
        var request: Request?
        var expired = false
        var cancelRequested = false
        var finished = false
        /// Cancels running outside the lock: the handle is released only after the last.
        var cancelsRunning = 0
    }

    private let state = Mutex(State())

    func begin(_ continuation: CheckedContinuation<HTTPOutcome, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    func attach(handle: UnsafeMutableRawPointer?, cancel: @escaping Function, release: @escaping Function) {
        guard let handle else { return }
        let request = Request(handle: handle, cancel: cancel, release: release)
        let (finished, cancelNow) = state.withLock { state in
            if !state.finished { state.request = request }
            return (state.finished, state.cancelRequested)
        }
        if finished {
            request.release(request.handle)
        } else if cancelNow {
            cancelRequest { _ in }
        }
    }

    func expire() {
        cancelRequest { $0.expired = true }
    }

    func cancel() {
        cancelRequest { $0.cancelRequested = true }
    }

    /// Cancels the request, if it is still running, without holding the lock during the call;
    /// a `finish` meanwhile leaves the release of the handle to this call.
    private func cancelRequest(marking mark: (inout State) -> Void) {
        let target = state.withLock { state -> Request? in
            guard !state.finished else { return nil }
            mark(&state)
            guard state.request != nil else { return nil }
            state.cancelsRunning += 1
            return state.request
        }
        guard let target else { return }
        target.cancel(target.handle)
        let release = state.withLock { state -> Request? in
            state.cancelsRunning -= 1
            guard state.finished, state.cancelsRunning == 0 else { return nil }
            defer { state.request = nil }
            return state.request
        }
        if let release { release.release(release.handle) }
    }

    func finish(_ outcome: HTTPOutcome) {
        let (continuation, request, expired) = state.withLock { state in
            state.finished = true
            let request = state.cancelsRunning == 0 ? state.request : nil
            defer {
                state.continuation = nil
                if request != nil { state.request = nil }
            }
            return (state.continuation, request, state.expired)
        }
        if let request { request.release(request.handle) }
        if expired, case .failure(.cancelled, _) = outcome {
            continuation?.resume(returning: .failure(.timedOut, message: "timed out"))
        } else {
            continuation?.resume(returning: outcome)
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (a header value).
    fileprivate var trimmingBlanks: Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
