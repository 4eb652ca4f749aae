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

/// Answers kept by what they answer: for a value type asked the same question more than once.
package final class Answers<Question: Hashable & Sendable, Answer: Sendable>: Sendable {
    private let kept = Mutex<[Question: Answer]>([:])

    package init() {}

    package func answer(_ question: Question, _ work: (Question) -> Answer) -> Answer {
        if let known = kept.withLock({ $0[question] }) { return known }
        let answer = work(question)
        kept.withLock { $0[question] = answer }
        return answer
    }
}
