import FoundationEssentials
import PokedexDomain

/// Serves API paths from the bundled fixtures: `pokemon/25` is `<root>/pokemon/25.json`, a list
/// index is `<root>/pokemon/index.json`. Like PokeAPI, a resource is found by id or by its exact
/// lowercase name.
public struct FixtureTransport: APITransport {
    /// The fixtures folder.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func fetch(_ path: APIPath) async throws(RepositoryError) -> Data {
        let data: Data = try read(path)
        return data
    }

    /// The file that holds `path`, when there is one.
    public func filePath(for path: APIPath) throws(RepositoryError) -> String {
        let folder = LocalFile.join(root, path.resource.rawValue)
        guard let key = path.key else { return LocalFile.join(folder, "index.json") }
        if let id = path.id { return LocalFile.join(folder, "\(id).json") }
        // A name: look it up in the resource's list index, as the API does.
        let list: Data = try read(.list(path.resource))
        let index = try JSONTreeDecoder.decode(ResourceListDTO.self, from: list, at: path)
        guard let id = index.results.first(where: { $0.name == key })?.id else {
            throw .notFound(resource: path.description)
        }
        return LocalFile.join(folder, "\(id).json")
    }

    /// The fixture body for `path`, or nil when the fixtures do not hold it.
    public func read(_ path: APIPath) -> Data? {
        (try? filePath(for: path)).flatMap(LocalFile.read)
    }

    private func read(_ path: APIPath) throws(RepositoryError) -> Data {
        guard let data = LocalFile.read(try filePath(for: path)) else {
            if LocalFile.isReadable(root) { throw .notFound(resource: path.description) }
            throw .unavailable(reason: "no fixtures at \(root)")
        }
        return data
    }
}
