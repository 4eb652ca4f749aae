import Dispatch
import PokedexPresentation
import PokedexTerminalUI
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen Pokédex: keys from a reader thread, ticks, resizes and answers all arrive
/// as events in one stream; loads run beside it, so the keyboard never waits on them.
public struct FullScreenBrowser: Sendable {
    private let presenter: Presenter
    private let style: TerminalStyle

    public init(presenter: Presenter, style: TerminalStyle) {
        self.presenter = presenter
        self.style = style
    }

    /// Runs until the person quits; nil when the terminal is not a terminal after all.
    public func run(start: Command = .list(offset: 0, limit: ListScreen.pageSize)) async -> Int32? {
        guard let terminal = RawTerminal() else { return nil }
        terminal.enter()
        defer { terminal.restore() }

        let (events, continuation) = AsyncStream<BrowseEvent>.makeStream()
        let sources = Self.watchSignals(terminal: terminal, continuation: continuation)
        defer { for source in sources { source.cancel() } }
        let ticker = DispatchSource.makeTimerSource(queue: .global())
        ticker.schedule(deadline: .now() + 0.1, repeating: 0.1)
        ticker.setEventHandler { continuation.yield(.tick) }
        ticker.resume()
        defer { ticker.cancel() }
        let reader = KeyReader(fd: terminal.input, continuation: continuation)
        // A queue of its own, so the blocking reads get a thread of their own too.
        DispatchQueue(label: "pokedex.keys").async { reader.run() }

        let size = terminal.size()
        var controller = BrowseController(width: size.width, height: size.height)
        spawn(controller.start(start), continuation)
        var lastFrame: [String] = []
        func draw() {
            let frame = BrowseRenderer.frame(
                controller.state, width: controller.width, height: controller.height, style: style)
            guard frame != lastFrame else { return }
            terminal.draw(frame)
            lastFrame = frame
        }
        draw()
        for await event in events {
            if case .resize = event { lastFrame = [] }
            let (outcome, loads) = controller.handle(event)
            if outcome == .quit { break }
            spawn(loads, continuation)
            draw()
        }
        reader.stop()
        return 0
    }

    private func spawn(_ loads: [LoadRequest], _ continuation: AsyncStream<BrowseEvent>.Continuation) {
        for load in loads {
            Task { continuation.yield(.loaded(load, await presenter.viewState(for: load.route))) }
        }
    }

    /// SIGWINCH redraws at the new size; SIGTERM and SIGINT restore the terminal and exit.
    private static func watchSignals(
        terminal: RawTerminal, continuation: AsyncStream<BrowseEvent>.Continuation
    ) -> [any DispatchSourceSignal] {
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGWINCH, SIGTERM, SIGINT, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                if signalNumber == SIGWINCH {
                    let size = terminal.size()
                    continuation.yield(.resize(width: size.width, height: size.height))
                } else {
                    terminal.restore()
                    _exit(signalNumber == SIGHUP ? 129 : 130)
                }
            }
            source.resume()
            sources.append(source)
        }
        return sources
    }
}

/// Reads the keyboard on its own thread. A lone ESC becomes Escape when nothing follows
/// within 30 ms.
private final class KeyReader: Sendable {
    private let fd: Int32
    private let continuation: AsyncStream<BrowseEvent>.Continuation
    private let stopped = Mutex(false)

    init(fd: Int32, continuation: AsyncStream<BrowseEvent>.Continuation) {
        self.fd = fd
        self.continuation = continuation
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    func run() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !stopped.withLock({ $0 }) {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, decoder.isWaiting ? 30 : 200)
            if ready == 0 {
                for key in decoder.flush() { continuation.yield(.key(key)) }
                continue
            }
            if ready < 0 { if errno == EINTR { continue } else { break } }
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 {
                if count < 0, errno == EINTR { continue }
                continuation.yield(.key(.controlC))  // the terminal went away
                break
            }
            for key in decoder.feed(Array(buffer[0..<count])) { continuation.yield(.key(key)) }
        }
    }
}
