/// How the transport tells time and waits out a backoff: the real monotonic clock, or a
/// test's, so that retries and deadlines are tested without waiting real seconds.
package protocol TransportClock: Sendable {
    /// Seconds since a fixed point; never goes back.
    func now() -> Double
    /// Waits `seconds` (returns early when the task is cancelled).
    func sleep(seconds: Double) async
}

/// The real clock: `ContinuousClock`, which keeps counting while the machine sleeps.
package struct SystemClock: TransportClock {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    package init() {
        start = clock.now
    }

    package func now() -> Double {
        let elapsed = start.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    package func sleep(seconds: Double) async {
        try? await Task.sleep(for: .nanoseconds(Int64(max(0, seconds) * 1e9)))
    }
}
