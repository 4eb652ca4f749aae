import FoundationEssentials
import PokedexData
import PokedexDomain
import Synchronization

/// The HTTP transport, built on the first request: commands that never touch the network
/// never start the HTTP helper. If it cannot be started, every request fails with the reason.
package final class LazyHTTPTransport: APITransport, ImageTransport, Sendable {
    private let settings: HTTPTransport.Settings
    private let helperDirectories: [String]
    private let concurrency: Int
    private let built = Mutex<HTTPTransport?>(nil)

    /// `helperDirectories`: where to look for `pokedex-http`, in order.
    package init(settings: HTTPTransport.Settings, helperDirectories: [String], concurrency: Int) {
        self.settings = settings
        self.helperDirectories = helperDirectories
        self.concurrency = concurrency
    }

    package func fetch(_ path: APIPath) async throws(RepositoryError) -> Data {
        try await transport().fetch(path)
    }

    package func fetchImage(_ url: String) async throws(RepositoryError) -> [UInt8] {
        try await transport().fetchImage(url)
    }

    private func transport() -> HTTPTransport {
        built.withLock { built in
            if let built { return built }
            let client = HelperHTTPClient(directories: helperDirectories, maxConnections: concurrency)
            let transport = HTTPTransport(
                settings: settings, client: client, limiter: RequestLimiter(limit: concurrency))
            built = transport
            return transport
        }
    }
}
