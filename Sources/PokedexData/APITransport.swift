import FoundationEssentials
import PokedexDomain

/// Fetches the JSON body of an API path. The fixtures folder and PokeAPI over HTTP
/// both plug in here, and share everything above: DTO decoding, mapping, the repository.
package protocol APITransport: Sendable {
    func fetch(_ path: APIPath) async throws(RepositoryError) -> Data
}

/// Fetches a picture: the bytes of a PNG from PokeAPI's sprite host. `RepositoryError.notFound`
/// when the host has none.
package protocol ImageTransport: Sendable {
    func fetchImage(_ url: String) async throws(RepositoryError) -> [UInt8]
}
