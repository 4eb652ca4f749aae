/// At most `limit` requests in flight for the whole command; the rest wait their turn, first
/// come first served.
package actor RequestLimiter {
    private let limit: Int
    private var inFlight = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    func acquire() async {
        if inFlight < limit {
            inFlight += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            inFlight -= 1
        } else {
            // The slot passes straight to the next in line.
            waiting.removeFirst().resume()
        }
    }

    /// Runs `body` holding one slot.
    package func run<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        await acquire()
        let result = await body()
        release()
        return result
    }
}

/// Identical requests in flight at once are made once; every caller gets the one answer.
actor InFlightRequests<Value: Sendable> {
    private var tasks: [String: Task<Value, Never>] = [:]

    init() {}

    package func value(for key: String, make: @escaping @Sendable () async -> Value) async -> Value {
        let task: Task<Value, Never>
        if let existing = tasks[key] {
            task = existing
        } else {
            task = Task { await make() }
            tasks[key] = task
        }
        // The shared task is not the caller's child: pass the caller's cancellation on (all
        // callers belong to one command, which is cancelled as a whole).
        let value = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if tasks[key] == task { tasks[key] = nil }
        return value
    }
}
