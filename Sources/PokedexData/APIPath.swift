/// A PokeAPI path relative to the API base: `pokemon/25`, `pokemon-species/deoxys`, or a list
/// index such as `pokemon`. Built only from a known resource and a checked key, so no text a
/// person types can name anything outside the API (or outside the fixtures folder).
package struct APIPath: Sendable, Hashable, CustomStringConvertible {
    package enum Resource: String, Sendable, CaseIterable {
        case pokemon
        case pokemonSpecies = "pokemon-species"
        case type
        case evolutionChain = "evolution-chain"
        case generation
        case move
        case ability
        case item
    }

    package let resource: Resource
    /// An id (`25`) or a lowercase PokeAPI name (`mr-mime`); nil for the resource's list index.
    package let key: String?

    /// The list index of `resource`.
    package static func list(_ resource: Resource) -> APIPath {
        APIPath(resource: resource, key: nil)
    }

    package static func item(_ resource: Resource, id: Int) -> APIPath {
        APIPath(resource: resource, key: String(id))
    }

    /// A resource by name; nil unless `name` is made of lowercase ASCII letters, digits and
    /// single inner dashes, as every PokeAPI name is.
    package static func item(_ resource: Resource, name: String) -> APIPath? {
        guard isValidKey(name) else { return nil }
        return APIPath(resource: resource, key: name)
    }

    /// Parses an API path or URL ending such as `pokemon/25/` or `/api/v2/pokemon-species/1/`.
    package init?(parsing text: Substring) {
        let parts = text.split(separator: "/").suffix(2)
        guard let last = parts.last else { return nil }
        if let resource = Resource(rawValue: String(last)) {
            self.init(resource: resource, key: nil)
            return
        }
        guard parts.count == 2, let first = parts.first,
            let resource = Resource(rawValue: String(first)), Self.isValidKey(String(last))
        else { return nil }
        self.init(resource: resource, key: String(last))
    }

    private init(resource: Resource, key: String?) {
        self.resource = resource
        self.key = key
    }

    /// The numeric id, when the key is one.
    package var id: Int? { key.flatMap { Int($0) } }

    package var description: String {
        key.map { "\(resource.rawValue)/\($0)" } ?? resource.rawValue
    }

    static func isValidKey(_ key: String) -> Bool {
        guard !key.isEmpty, key.utf8.count <= 64, key.first != "-", key.last != "-" else { return false }
        var previousWasDash = false
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                previousWasDash = false
            case UInt8(ascii: "-"):
                if previousWasDash { return false }
                previousWasDash = true
            default:
                return false
            }
        }
        return true
    }
}

extension APIPath.Resource {
    /// The largest body of this resource read, from PokeAPI or the cache: what its screen shows
    /// is a few thousand characters, and PokeAPI's largest (a Pokémon with every learnset, a
    /// species with every Pokédex entry) is under a tenth of it. A body larger than this is
    /// refused unread, so that no one hostile answer costs seconds and hundreds of megabytes on
    /// every later run.
    package var mostBytes: Int {
        switch self {
        case .pokemon: 4_000_000
        case .pokemonSpecies, .move, .ability, .item, .evolutionChain, .type, .generation: 1_000_000
        }
    }
}
