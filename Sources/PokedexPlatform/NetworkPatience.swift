import Synchronization

/// How long one command waits on a network that says nothing: `--timeout` seconds after PokeAPI
/// last answered it, or after its first request if nothing has answered yet.
///
/// Without it, each request of a command had a deadline of its own, and a command that asks in
/// steps (`show` asks for the Pokémon, then its evolutions, then its types; `sync` for eight
/// lists one after another) waited the whole timeout at every step: `sync --timeout 2` took
/// 16 s against a server that never answers. With it, requests in sequence share the wait,
/// and a command that keeps hearing answers (a long `sync`) is never cut short.
///
/// Bound for the run of one command as a task local: each one-shot command gets one, and in
/// the browser each screen's load does.
package final class NetworkPatience: Sendable {
    /// The patience of the command running in this task, if one is bound.
    @TaskLocal package static var current: NetworkPatience?

    /// When PokeAPI last answered, or when the first request went out; on the caller's clock.
    private let lastHeard = Mutex<Double?>(nil)

    init() {}

    /// Runs `operation` with a patience of its own.
    package static func fresh<Value: Sendable>(_ operation: () async -> Value) async -> Value {
        await $current.withValue(NetworkPatience()) { await operation() }
    }

    /// When the wait of a request starting `now` began: the last answer, else now.
    package func waitingSince(_ now: Double) -> Double {
        lastHeard.withLock { heard in
            let since = heard ?? now
            heard = since
            return since
        }
    }

    /// PokeAPI answered (whatever it said) at `now`.
    package func heard(at now: Double) {
        lastHeard.withLock { $0 = max($0 ?? now, now) }
    }
}
