import Foundation
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

    private typealias Callback = @convention(c) (
        UnsafeMutableRawPointer?, Int32, Int32, UnsafePointer<CChar>?, UnsafePointer<UInt8>?, Int, UnsafePointer<CChar>?
    ) -> Void
    private typealias Open = @convention(c) (Double, Int32, Int) -> UnsafeMutableRawPointer
    private typealias Get = @convention(c) (
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
                    fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            let bytes = body.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
            outcome = .response(status: Int(status), headers: fields, body: bytes)
        } else {
            let text = message.map { String(cString: $0) } ?? "failed"
            let failure: HTTPFailure = switch kind {
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
private final class Exchange: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<HTTPOutcome, Never>?
    private var handle: UnsafeMutableRawPointer?
    private var cancelFunction: (@convention(c) (UnsafeMutableRawPointer) -> Void)?
    private var releaseFunction: (@convention(c) (UnsafeMutableRawPointer) -> Void)?
    private var expired = false
    private var cancelRequested = false
    private var finished = false

    func begin(_ continuation: CheckedContinuation<HTTPOutcome, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func attach(
        handle: UnsafeMutableRawPointer?, cancel: @escaping @convention(c) (UnsafeMutableRawPointer) -> Void,
        release: @escaping @convention(c) (UnsafeMutableRawPointer) -> Void
    ) {
        let cancelNow: Bool = lock.withLock {
            if finished {
                if let handle { release(handle) }
                return false
            }
            self.handle = handle
            cancelFunction = cancel
            releaseFunction = release
            return cancelRequested
        }
        if cancelNow, let handle { cancel(handle) }
    }

    func expire() {
        let target: UnsafeMutableRawPointer? = lock.withLock {
            guard !finished else { return nil }
            expired = true
            return handle
        }
        if let target { cancelFunction?(target) }
    }

    func cancel() {
        let target: UnsafeMutableRawPointer? = lock.withLock {
            cancelRequested = true
            return finished ? nil : handle
        }
        if let target { cancelFunction?(target) }
    }

    func finish(_ outcome: HTTPOutcome) {
        let (continuation, handle, release, expired): (CheckedContinuation<HTTPOutcome, Never>?, UnsafeMutableRawPointer?, (@convention(c) (UnsafeMutableRawPointer) -> Void)?, Bool) = lock.withLock {
            finished = true
            let result = (self.continuation, self.handle, releaseFunction, self.expired)
            self.continuation = nil
            self.handle = nil
            return result
        }
        if let handle, let release { release(handle) }
        if expired, case .failure(.cancelled, _) = outcome {
            continuation?.resume(returning: .failure(.timedOut, message: "timed out"))
        } else {
            continuation?.resume(returning: outcome)
        }
    }
}
