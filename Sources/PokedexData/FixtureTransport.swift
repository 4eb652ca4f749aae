import FoundationEssentials
import PokedexDomain
import PokedexJSON
import Synchronization

/// Serves API paths from the bundled fixtures: `pokemon/25` is the file `pokemon/25.json`, a
/// list index is `pokemon/index.json`. Like PokeAPI, a resource is found by id or by its exact
/// lowercase name.
package struct FixtureTransport: APITransport {
    /// The fixtures: a folder, or a pack (the bundle's own, `BundledData.files`).
    let files: FixtureFiles
    /// Each resource's list index, name → id, read once: a command that loads several
    /// resources by name (a team's eighteen types) reads it once.
    private let ids = ListIDs()

    package init(root: String) {
        self.init(files: FixtureFiles(root: root))
    }

    package init(files: FixtureFiles) {
        self.files = files
    }

    package func fetch(_ path: APIPath) async throws(RepositoryError) -> Data {
        let data: Data = try read(path)
        return data
    }

    /// The name of the file that holds `path`, when there is one.
    func filePath(for path: APIPath) throws(RepositoryError) -> String {
        let folder = path.resource.rawValue
        guard let key = path.key else { return LocalFile.join(folder, "index.json") }
        if let id = path.id { return LocalFile.join(folder, "\(id).json") }
        // A name: look it up in the resource's list index, as the API does.
        let byName: [String: Int]
        if let known = ids.byResource.withLock({ $0[path.resource] }) {
            byName = known
        } else {
            let list: Data = try read(.list(path.resource))
            let index = try JSONValueDecoder.read(ResourceListDTO.self, from: list, at: path)
            var made: [String: Int] = [:]
            for entry in index.results {
                if let name = entry.name, let id = entry.id, made[name] == nil { made[name] = id }
            }
            byName = made
            ids.byResource.withLock { $0[path.resource] = made }
        }
        guard let id = byName[key] else { throw .notFound(resource: path.description) }
        return LocalFile.join(folder, "\(id).json")
    }

    /// Asks the disk for the bodies of `paths` at once (`FixtureFiles.readAhead`): those named by
    /// id, whose files are known without reading a list.
    func readAhead(_ paths: [APIPath]) {
        files.readAhead(paths.compactMap { path in path.id.flatMap { _ in try? filePath(for: path) } })
    }

    /// The fixture body for `path`, or nil when the fixtures do not hold it.
    package func read(_ path: APIPath) -> Data? {
        (try? filePath(for: path)).flatMap { files.read($0) }
    }

    private func read(_ path: APIPath) throws(RepositoryError) -> Data {
        guard let data = files.read(try filePath(for: path)) else {
            if files.isReadable { throw .notFound(resource: path.description) }
            throw .unavailable(reason: "no fixtures at \(files.root)")
        }
        return data
    }
}

/// The list indexes a fixture transport has read, by resource.
private final class ListIDs: Sendable {
    let byResource = Mutex<[APIPath.Resource: [String: Int]]>([:])
}
