import Synchronization

/// A value made the first time it is asked for, then kept: for what a value type carries but
/// few of its users need.
package final class MadeOnce<Value: Sendable>: Sendable {
    private let made = Mutex<Value?>(nil)

    package init() {}

    package func value(_ make: () -> Value) -> Value {
        made.withLock { stored in
            if let stored { return stored }
            let value = make()
            stored = value
            return value
        }
    }
}
