import Dispatch
import PokedexDomain
import PokedexPlatform
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords
import Synchronization

/// The full-screen Pokédex: keys from a reader thread, resizes, answers and the wake-ups the
/// controller asks for all arrive as events in one stream; loads run beside it, so the
/// keyboard never waits on them. With nothing typed and nothing loading it sleeps: no timer
/// runs unless the controller has asked to be woken (a cursor resting, a spinner turning).
package struct FullScreenBrowser: Sendable {
    private let presenter: Presenter
    private let style: TerminalStyle
    private let pictures: PictureMode
    private let game: String?
    private let commandRoute: CommandRoute?
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
        commandRoute: CommandRoute? = nil
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

        let (events, continuation) = AsyncStream<[BrowseEvent]>.makeStream()
        let alarm = Alarm { continuation.yield([.wake]) }
        defer { alarm.cancel() }
        let reader = KeyReader(fd: terminal.input, continuation: continuation) { terminal.size() }
        // A queue of its own, so the blocking reads get a thread of their own too.
        DispatchQueue(label: "pokedex.keys").async { reader.run() }

        let clock = ContinuousClock()
        let started = clock.now
        func seconds() -> Double {
            let elapsed = started.duration(to: clock.now).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        let size = terminal.size()
        var controller = BrowseController(width: size.width, height: size.height, game: game)
        controller.drawsPictures = pictures != .none
        controller.commandRoute = commandRoute
        controller.labels = labels
        let loads = Loads(presenter: presenter, continuation: continuation)
        loads.spawn(controller.start(start))
        var lastFrame: [String] = []
        let memo = FrameMemo()
        func draw() {
            let frame = BrowseRenderer.draw(
                controller.state, width: controller.width, height: controller.height, style: style, pictures: pictures,
                labels: labels, memo: memo)
            controller.layout = frame.layout
            guard frame.lines != lastFrame else { return }
            terminal.draw(frame.lines, over: lastFrame)
            lastFrame = frame.lines
        }
        draw()
        // A batch is what one read brought (a paste, keys typed in a burst): handled whole, and
        // only then drawn and its loads started, a search's last query alone.
        batches: for await batch in events {
            var asked: [LoadRequest] = []
            for event in batch {
                if case .resize = event { lastFrame = [] }
                controller.now = seconds()
                let step = controller.handle(event)
                if step.outcome == .quit { break batches }
                asked += step.loads
            }
            loads.spawn(asked)
            draw()
            alarm.set(controller.wakeAt.map { max(0, $0 - seconds()) })
        }
        reader.stop()
        loads.cancelAll()
        return .done
    }
}

/// The loads of a session, each a task; a search a newer query replaces is cancelled.
private final class Loads: Sendable {
    private let presenter: Presenter
    private let continuation: AsyncStream<[BrowseEvent]>.Continuation
    private let running = Mutex<(search: Task<Void, Never>?, all: [Task<Void, Never>])>((nil, []))

    init(presenter: Presenter, continuation: AsyncStream<[BrowseEvent]>.Continuation) {
        self.presenter = presenter
        self.continuation = continuation
    }

    func spawn(_ loads: [LoadRequest]) {
        // Of a burst's searches only the last is asked: the others' queries are gone already.
        let lastSearch = loads.lastIndex { if case .search = $0.purpose { true } else { false } }
        for (index, load) in loads.enumerated() {
            let isSearch = if case .search = load.purpose { true } else { false }
            if isSearch, index != lastSearch { continue }
            let task = Task { [presenter, continuation] in
                let state = await NetworkPatience.fresh { await presenter.viewState(for: load.route) }
                guard !Task.isCancelled else { return }
                continuation.yield([.loaded(load, state)])
            }
            running.withLock { running in
                if isSearch {
                    running.search?.cancel()
                    running.search = task
                }
                running.all.removeAll { $0.isCancelled }
                running.all.append(task)
            }
        }
    }

    func cancelAll() {
        running.withLock { running in
            for task in running.all { task.cancel() }
        }
    }
}

/// One wake-up at a time, set anew after every event: a one-shot timer, or none.
private final class Alarm: Sendable {
    private let timer = Mutex<DispatchSourceTimer?>(nil)
    private let ring: @Sendable () -> Void

    init(ring: @escaping @Sendable () -> Void) {
        self.ring = ring
    }

    /// Rings once after `seconds`; nil: not at all.
    func set(_ seconds: Double?) {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
            guard let seconds else { return }
            let source = DispatchSource.makeTimerSource(queue: .global())
            source.schedule(deadline: .now() + seconds)
            source.setEventHandler { [ring] in ring() }
            source.resume()
            timer = source
        }
    }

    func cancel() { set(nil) }
}

/// Reads the keyboard on its own thread. A lone ESC becomes Escape when nothing follows
/// within 30 ms. It listens to `Signals` as it waits: a resize redraws at the new size, as does
/// a continue after Ctrl-Z (which it hands to `Signals.suspend`); an interrupting signal (SIGTERM, SIGHUP; Ctrl-C is a key in raw mode) quits, and the terminal
/// is restored on the way out. What one read brings is one batch of keys.
private final class KeyReader: Sendable {
    private let fd: Int32
    private let continuation: AsyncStream<[BrowseEvent]>.Continuation
    private let size: @Sendable () -> (width: Int, height: Int)
    private let stopped = Mutex(false)

    init(
        fd: Int32, continuation: AsyncStream<[BrowseEvent]>.Continuation,
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
        var buffer = [UInt8](repeating: 0, count: 4096)
        var resizesSeen = Signals.resizes
        var continuesSeen = Signals.continues
        while !stopped.withLock({ $0 }) {
            // Waits with no timeout unless an escape sequence is half read.
            switch Signals.wait(for: fd, timeout: decoder.waitMilliseconds) {
            case .timeout:
                let keys = decoder.flush()
                if !keys.isEmpty { continuation.yield(keys.map(BrowseEvent.key)) }
                continue
            case .signal:
                if Signals.interrupts > 0 {
                    continuation.yield([.key(.controlC)])
                    return
                }
                // Continued after a stop: the terminal was taken again and cleared, and may have
                // another size; either way every line is drawn anew.
                if Signals.resizes != resizesSeen || Signals.continues != continuesSeen {
                    resizesSeen = Signals.resizes
                    continuesSeen = Signals.continues
                    let size = size()
                    continuation.yield([.resize(width: size.width, height: size.height)])
                }
                continue
            case .ready:
                break
            }
            let count: Int
            switch Terminal.read(fd, into: &buffer) {
            case .bytes(let read): count = read
            case .interrupted: continue
            case .ended:
                continuation.yield([.key(.controlC)])  // the terminal went away
                return
            }
            var keys = decoder.feed(Array(buffer[0..<count]))[...]
            // Ctrl-Z stops here, the keys before it handled first; those after wait for `fg`.
            while let stop = keys.firstIndex(of: .controlZ) {
                if stop > keys.startIndex { continuation.yield(keys[..<stop].map(BrowseEvent.key)) }
                Signals.suspend()
                keys = keys[(stop + 1)...]
            }
            if !keys.isEmpty { continuation.yield(keys.map(BrowseEvent.key)) }
        }
    }
}
