import Dispatch
import FoundationEssentials
import PokedexData
import PokedexDomain
import PokedexHTTPProtocol
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// HTTP through `pokedex-http`, the helper process that holds libcurl, so that
/// pokedex itself links statically and starts fast. The helper is started with the client and
/// ends with it; requests go to it as lines and come back as frames (see
/// PokedexHTTPProtocol), many at once, each with its exact deadline kept here.
///
/// If the helper cannot be found or dies, every request in flight and every later one fails as
/// `helperUnavailable`; if it speaks another version of the protocol, as `helperIncompatible`;
/// either way with a line that names the helper's path.
package final class HelperHTTPClient: HTTPClient, Sendable {
    package static let executableName = "pokedex-http"
    /// The largest body accepted: 8 MB, far above any PokeAPI resource.
    static let defaultMaxBytes = Limits.bodyBytes

    /// The helper's path, once found.
    let helperPath: String?
    private let process: HelperProcess?
    private let state: Mutex<State>

    private struct State {
        var nextID: UInt64 = 1
        var waiting: [UInt64: CheckedContinuation<HTTPOutcome, Never>] = [:]
        /// Why no request can be answered any more.
        var unavailable: HTTPOutcome?
    }

    /// Starts the helper found first in `directories`.
    package convenience init(directories: [String], maxConnections: Int, maxBytes: Int = defaultMaxBytes) {
        let candidates = directories.map { LocalFile.join($0, Self.executableName) }
        guard let path = candidates.first(where: { access($0, X_OK) == 0 }) else {
            self.init(
                unavailable: .helperUnavailable,
                "the HTTP helper \(Self.executableName) was not found (looked in "
                    + directories.joined(separator: ", ") + ")")
            return
        }
        self.init(path: path, maxConnections: maxConnections, maxBytes: maxBytes)
    }

    /// Starts the helper at `path`.
    package init(path: String, maxConnections: Int, maxBytes: Int = defaultMaxBytes) {
        helperPath = path
        switch HelperProcess.start(
            path, arguments: ["--max-bytes", "\(maxBytes)", "--connections", "\(maxConnections)"])
        {
        case .success(let process):
            self.process = process
            state = Mutex(State())
            _ = process.send(HelperProtocol.greeting)
            AnswerReader.start(process: process, maxBytes: maxBytes, client: self)
        case .failure(let failure):
            process = nil
            state = Mutex(State(unavailable: .failure(.helperUnavailable, message: failure.description)))
        }
    }

    private init(unavailable failure: HTTPFailure, _ reason: String) {
        helperPath = nil
        process = nil
        state = Mutex(State(unavailable: .failure(failure, message: reason)))
    }

    deinit {
        process?.closeInput()
    }

    /// The helper's pid while it runs (tests check it is gone).
    package var helperProcessID: Int32? { process?.pid }

    package func get(_ url: String, timeout: Double) async -> HTTPOutcome {
        guard HelperRequest.isSendable(url: url) else { return .failure(.other, message: "invalid URL") }
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let refusal = state.withLock { state -> HTTPOutcome? in
                    if let outcome = state.unavailable { return outcome }
                    state.waiting[id] = continuation
                    return nil
                }
                if let refusal {
                    continuation.resume(returning: refusal)
                    return
                }
                if Task.isCancelled {
                    abandon(id, with: .failure(.cancelled, message: "cancelled"))
                    return
                }
                let milliseconds = Int((timeout * 1000).rounded(.up))
                guard let process,
                    process.send(HelperRequest.get(id: id, url: url, timeoutMilliseconds: milliseconds).encoded)
                else {
                    // The reader will find it dead and say why; this request goes with the rest.
                    return
                }
                // Weakly: a long deadline must not keep the client, and with it the helper, alive.
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
                    self?.abandon(id, with: .failure(.timedOut, message: "timed out"))
                }
            }
        } onCancel: {
            abandon(id, with: .failure(.cancelled, message: "cancelled"))
        }
    }

    /// Ends request `id` here, if it is still waiting, and tells the helper to drop it.
    private func abandon(_ id: UInt64, with outcome: HTTPOutcome) {
        guard let continuation = state.withLock({ $0.waiting.removeValue(forKey: id) }) else { return }
        _ = process?.send(HelperRequest.cancel(id: id).encoded)
        continuation.resume(returning: outcome)
    }

    /// An answer from the helper, for whoever still waits for it.
    fileprivate func deliver(_ answer: HelperAnswer) {
        guard let continuation = state.withLock({ $0.waiting.removeValue(forKey: answer.id) }) else { return }
        continuation.resume(returning: HTTPOutcome(answer))
    }

    /// The helper can answer nothing more: fail everything waiting, and everything to come.
    fileprivate func fail(_ failure: HTTPFailure, _ reason: String) {
        let (waiting, outcome) = state.withLock { state in
            state.unavailable = state.unavailable ?? .failure(failure, message: reason)
            defer { state.waiting.removeAll() }
            return (state.waiting, state.unavailable ?? .failure(failure, message: reason))
        }
        for continuation in waiting.values {
            continuation.resume(returning: outcome)
        }
    }
}

/// The thread that reads the helper's answers until its output ends.
private enum AnswerReader {
    /// The client is held weakly: when nobody uses it any more, it closes the helper's input,
    /// the helper exits, and this thread ends.
    private final class Context: @unchecked Sendable {
        let process: HelperProcess
        let maxBytes: Int
        weak var client: HelperHTTPClient?

        init(process: HelperProcess, maxBytes: Int, client: HelperHTTPClient) {
            self.process = process
            self.maxBytes = maxBytes
            self.client = client
        }
    }

    static func start(process: HelperProcess, maxBytes: Int, client: HelperHTTPClient) {
        let context = Context(process: process, maxBytes: maxBytes, client: client)
        guard DetachedThread.start({ run(context) }) else {
            process.closeInput()
            client.fail(.helperUnavailable, "the HTTP helper \(process.path) could not be watched (no thread)")
            return
        }
    }

    private static func run(_ context: Context) {
        let process = context.process
        var decoder = AnswerDecoder(maxBodyBytes: context.maxBytes + HelperLimits.headerBytes)
        var greeted = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var broken: (HTTPFailure, String)?
        reading: while true {
            let count = read(process.output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            do throws(HelperProtocolError) {
                for event in try decoder.feed(buffer[..<count]) {
                    switch event {
                    case .greeting(let version) where version != HelperProtocol.version:
                        broken = (
                            .helperIncompatible,
                            "the HTTP helper \(process.path) speaks protocol \(version), this pokedex speaks "
                                + "\(HelperProtocol.version): reinstall pokedex"
                        )
                        break reading
                    case .greeting:
                        greeted = true
                    case .message(let answer):
                        context.client?.deliver(answer)
                    }
                }
            } catch {
                // Garbage instead of a greeting is not our helper at all; later, a broken one.
                broken = (
                    greeted ? .helperUnavailable : .helperIncompatible,
                    "the HTTP helper \(process.path) broke the protocol: \(error.reason)"
                )
                break reading
            }
        }
        // The helper leads a process group of its own: whatever it started goes with it.
        if broken != nil { kill(-process.pid, SIGKILL) }
        process.closeInput()
        close(process.output)
        let ending = process.reap()
        if let (failure, reason) = broken {
            context.client?.fail(failure, reason)
        } else if greeted {
            let when = decoder.isMidMessage ? " in the middle of an answer" : ""
            context.client?.fail(.helperUnavailable, "the HTTP helper \(process.path) \(ending)\(when)")
        } else {
            context.client?.fail(
                .helperUnavailable,
                "the HTTP helper \(process.path) \(ending) before it started (are its libraries installed?)")
        }
    }
}

extension HTTPOutcome {
    init(_ answer: HelperAnswer) {
        switch answer {
        case .response(_, let status, let headers, let body):
            var fields: [String: String] = [:]
            for header in headers { fields[header.name] = header.value }
            self = .response(status: status, headers: fields, body: Data(handingOff: body))
        case .failure(_, let kind, let message):
            let failure: HTTPFailure =
                switch kind {
                case .timedOut: .timedOut
                case .cannotConnect: .cannotConnect
                case .hostNotFound: .hostNotFound
                case .connectionLost: .connectionLost
                case .cancelled: .cancelled
                case .tooLarge: .tooLarge
                case .redirectRefused: .redirectRefused
                case .invalidRequest, .other: .other
                }
            self = .failure(failure, message: message)
        }
    }
}

/// A thread of our own for a loop that blocks in `read`, which must not hold one of the
/// concurrency pool's few threads.
enum DetachedThread {
    private final class Body {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) {
            self.run = run
        }
    }

    /// Whether the thread started.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, trampoline, box)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private static let trampoline: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
        guard let raw else { return nil }
        Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
        return nil
    }
}

extension Data {
    /// The body's bytes as data without copying them: the data keeps the body alive.
    init(handingOff body: HelperBody) {
        guard let base = body.baseAddress else {
            self.init()
            return
        }
        self.init(bytesNoCopy: base, count: body.count, deallocator: .custom { _, _ in withExtendedLifetime(body) {} })
    }
}
