/// The whole National Dex in memory, in dex order, found by id. Name lookups live in
/// `NameIndex`, built only by the commands that need them.
public struct PokemonCatalog: Sendable {
    public let all: [PokemonSummary]
    private let positionByID: [Int: Int]

    public init(_ pokemon: [PokemonSummary]) {
        var sorted = pokemon
        let inOrder = zip(sorted, sorted.dropFirst()).allSatisfy { $0.id < $1.id }
        if !inOrder { sorted.sort { $0.id < $1.id } }
        all = sorted
        var byID: [Int: Int] = [:]
        byID.reserveCapacity(sorted.count)
        for (position, summary) in sorted.enumerated() { byID[summary.id] = position }
        positionByID = byID
    }

    public var count: Int { all.count }

    public func pokemon(id: Int) -> PokemonSummary? {
        positionByID[id].map { all[$0] }
    }
}
