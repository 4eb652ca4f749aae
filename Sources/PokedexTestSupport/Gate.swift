import Synchronization

/// A gate that tasks wait at until a test opens it: work held "under way" for exactly as long
/// as the test needs, instead of a guessed sleep.
package final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    package init() {}

    /// Returns once the gate is open (at once if it already is).
    package func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.open { return true }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Opens the gate for every task waiting and every task to come.
    package func open() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
