import Foundation

/// Notes for stderr gathered while a command runs (a stale cache entry used, a Pokédex entry
/// that needs a connection). The app prints them once, after the output.
public final class Diagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [String] = []

    public init() {}

    public func note(_ text: String) {
        lock.withLock {
            if !notes.contains(text) { notes.append(text) }
        }
    }

    public var all: [String] { lock.withLock { notes } }
}
