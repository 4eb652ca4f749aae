import FoundationEssentials
import PokedexData
import PokedexDomain
import Synchronization

/// The HTTP transport, built on the first request: commands that never touch the network
/// never load the HTTP library. If it cannot be loaded, every request fails with the reason.
public final class LazyHTTPTransport: APITransport, Sendable {
    private let settings: HTTPTransport.Settings
    private let libraryDirectories: [String]
    private let concurrency: Int
    private let built = Mutex<Result<HTTPTransport, PluginHTTPClient.LoadError>?>(nil)

    public init(settings: HTTPTransport.Settings, libraryDirectories: [String], concurrency: Int) {
        self.settings = settings
        self.libraryDirectories = libraryDirectories
        self.concurrency = concurrency
    }

    public func fetch(_ path: APIPath) async throws(RepositoryError) -> Data {
        switch transport() {
        case .success(let transport):
            return try await transport.fetch(path)
        case .failure(let error):
            throw .network(resource: "\(settings.baseURL)/\(path)/", reason: error.description)
        }
    }

    private func transport() -> Result<HTTPTransport, PluginHTTPClient.LoadError> {
        built.withLock { built in
            if let built { return built }
            let result: Result<HTTPTransport, PluginHTTPClient.LoadError>
            do throws(PluginHTTPClient.LoadError) {
                let client = try PluginHTTPClient(
                    directories: libraryDirectories, timeout: settings.timeout, maxConnections: concurrency)
                result = .success(
                    HTTPTransport(settings: settings, client: client, limiter: RequestLimiter(limit: concurrency)))
            } catch {
                result = .failure(error)
            }
            built = result
            return result
        }
    }
}
