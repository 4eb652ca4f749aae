import Dispatch
import PokedexDomain
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The full-screen Pokédex: keys from a reader thread, ticks, resizes and answers all arrive
/// as events in one stream; loads run beside it, so the keyboard never waits on them.
package struct FullScreenBrowser: Sendable {
    private let presenter: Presenter
    private let style: TerminalStyle
    private let pictures: PictureMode
    private let game: String?
    private let commandRoute: (@Sendable (String) -> CommandLineOutcome)?
    private let mouse: Bool
    private let labels: ScreenLabels

    /// `pictures`: how the terminal draws them; full-screen frames draw half blocks, in 24-bit
    /// colour where the terminal has its own image protocol.
    /// `game`: the game an entry's moves are for (`--game`, `POKEDEX_GAME`); nil for each
    /// Pokémon's latest.
    /// `mouse`: clicks and the wheel reported (SGR mouse mode). `commandRoute`: what `:` runs
    /// (a one-shot command line as its screen's route).
    package init(
        presenter: Presenter, style: TerminalStyle, pictures: PictureMode = .none, game: String? = nil,
        mouse: Bool = true, labels: ScreenLabels = .english,
        commandRoute: (@Sendable (String) -> CommandLineOutcome)? = nil
    ) {
        self.mouse = mouse
        self.labels = labels
        self.presenter = presenter
        self.style = style
        self.game = game
        self.commandRoute = commandRoute
        switch pictures {
        case .kitty, .iterm: self.pictures = .blocks(.trueColor)
        case .none, .blocks: self.pictures = pictures
        }
    }

    /// Runs until the person quits (or a signal ends it); nil when the terminal is not a
    /// terminal after all.
    package func run(start: Route = .list(offset: 0, limit: ListScreen.pageSize)) async -> ViewState? {
        guard let terminal = RawTerminal() else { return nil }
        terminal.enter(mouse: mouse)
        defer { terminal.restore() }

        let (events, continuation) = AsyncStream<BrowseEvent>.makeStream()
        let ticker = DispatchSource.makeTimerSource(queue: .global())
        ticker.schedule(deadline: .now() + 0.1, repeating: 0.1)
        ticker.setEventHandler { continuation.yield(.tick) }
        ticker.resume()
        defer { ticker.cancel() }
        let reader = KeyReader(fd: terminal.input, continuation: continuation) { terminal.size() }
        // A queue of its own, so the blocking reads get a thread of their own too.
        DispatchQueue(label: "pokedex.keys").async { reader.run() }

        let size = terminal.size()
        var controller = BrowseController(width: size.width, height: size.height, game: game)
        controller.drawsPictures = pictures != .none
        controller.commandRoute = commandRoute
        controller.labels = labels
        spawn(controller.start(start), continuation)
        var lastFrame: [String] = []
        let memo = FrameMemo()
        func draw() {
            let frame = BrowseRenderer.frame(
                controller.state, width: controller.width, height: controller.height, style: style, pictures: pictures,
                labels: labels, memo: memo)
            guard frame != lastFrame else { return }
            terminal.draw(frame, over: lastFrame)
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
        return .done
    }

    private func spawn(_ loads: [LoadRequest], _ continuation: AsyncStream<BrowseEvent>.Continuation) {
        for load in loads {
            Task {
                let state = await NetworkPatience.fresh { await presenter.viewState(for: load.route) }
                continuation.yield(.loaded(load, state))
            }
        }
    }
}

/// Reads the keyboard on its own thread. A lone ESC becomes Escape when nothing follows
/// within 30 ms. It listens to `Signals` as it waits: a resize redraws at the new size; an
/// interrupting signal (SIGTERM, SIGHUP; Ctrl-C is a key in raw mode) quits, and the terminal
/// is restored on the way out.
private final class KeyReader: Sendable {
    private let fd: Int32
    private let continuation: AsyncStream<BrowseEvent>.Continuation
    private let size: @Sendable () -> (width: Int, height: Int)
    private let stopped = Mutex(false)

    init(
        fd: Int32, continuation: AsyncStream<BrowseEvent>.Continuation,
        size: @escaping @Sendable () -> (width: Int, height: Int)
    ) {
        self.fd = fd
        self.continuation = continuation
        self.size = size
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    func run() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        var resizesSeen = Signals.resizes
        while !stopped.withLock({ $0 }) {
            switch Signals.wait(for: fd, timeout: decoder.isWaiting ? 30 : 200) {
            case .timeout:
                for key in decoder.flush() { continuation.yield(.key(key)) }
                continue
            case .signal:
                if Signals.interrupts > 0 {
                    continuation.yield(.key(.controlC))
                    return
                }
                if Signals.resizes != resizesSeen {
                    resizesSeen = Signals.resizes
                    let size = size()
                    continuation.yield(.resize(width: size.width, height: size.height))
                }
                continue
            case .ready:
                break
            }
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
