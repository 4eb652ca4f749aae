/// When to try a request again, and how long to wait first.
package struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    var maxAttempts = 3
    /// The first backoff; each retry doubles it, with jitter.
    var baseDelay = 0.25
    /// The longest a `Retry-After` header may make us wait.
    var retryAfterCap = 5.0

    package init(maxAttempts: Int = 3, baseDelay: Double = 0.25, retryAfterCap: Double = 5) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.retryAfterCap = retryAfterCap
    }

    package enum Decision: Equatable, Sendable {
        case succeed
        case retry(after: Double)
        case fail
    }

    /// What to do after attempt number `attempt` (1-based) ended with `outcome`.
    /// `jitter` is a number in 0..<1.
    package func decide(after outcome: HTTPOutcome, attempt: Int, jitter: Double) -> Decision {
        let backoff = baseDelay * Double(1 << max(0, attempt - 1)) * (0.5 + jitter)
        let canRetry = attempt < maxAttempts
        switch outcome {
        case .response(let status, _, _):
            switch status {
            case 200..<300: return .succeed
            case 429:
                guard canRetry else { return .fail }
                let asked = outcome.header("Retry-After").flatMap(Double.init) ?? backoff
                return .retry(after: min(max(0, asked), retryAfterCap))
            case 500..<600:
                return canRetry ? .retry(after: backoff) : .fail
            default:
                return .fail  // 404 and other 4xx: asking again changes nothing.
            }
        case .failure(let failure, _):
            switch failure {
            case .timedOut, .connectionLost:
                return canRetry ? .retry(after: backoff) : .fail
            case .cannotConnect, .hostNotFound, .helperUnavailable, .helperIncompatible:
                // Nothing listens there, there is no such host, or no helper to ask: asking
                // again at once only makes the person wait.
                return .fail
            case .cancelled, .other, .tooLarge, .redirectRefused:
                return .fail
            }
        }
    }
}
