import FoundationEssentials

/// One HTTP exchange: what came back, or why nothing did.
package enum HTTPOutcome: Sendable, Equatable {
    /// The body as it came off the pipe, not copied (`HelperBody`'s memory).
    case response(status: Int, headers: [String: String], body: Data)
    case failure(HTTPFailure, message: String)
}

package enum HTTPFailure: Sendable, Equatable {
    case timedOut, cannotConnect, hostNotFound, connectionLost, cancelled, other
    /// The body was over the size cap.
    case tooLarge
    /// A redirect pointed away from the host first asked.
    case redirectRefused
    /// The HTTP helper is missing or gone: nothing can be fetched in this run.
    case helperUnavailable
    /// The HTTP helper speaks another version of the protocol: the installation is broken.
    case helperIncompatible
}

/// Makes single GET requests. Retries, limits and validation are the transport's business.
package protocol HTTPClient: Sendable {
    /// GETs `url`, giving up after `timeout` seconds.
    func get(_ url: String, timeout: Double) async -> HTTPOutcome
}

extension HTTPOutcome {
    /// A header by case-insensitive name.
    func header(_ name: String) -> String? {
        guard case .response(_, let headers, _) = self else { return nil }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
