import Synchronization

/// Notes for stderr gathered while a command runs (a stale cache entry used, a Pokédex entry
/// that needs a connection). The app prints them once, after the output.
public final class Diagnostics: Sendable {
    private let notes = Mutex<[String]>([])

    public init() {}

    public func note(_ text: String) {
        notes.withLock { notes in
            if !notes.contains(text) { notes.append(text) }
        }
    }

    public var all: [String] { notes.withLock { $0 } }
}
