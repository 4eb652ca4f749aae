/// The whole National Dex in memory, in dex order, found by id. Name lookups live in
/// `NameIndex`, built only by the commands that need them.
package struct PokemonCatalog: Sendable {
    /// Sorted by id, so an id is found by binary search with no table to build.
    package let all: [PokemonSummary]

    package init(_ pokemon: [PokemonSummary]) {
        // The ids compared where they lie: a zip of the rows would copy each of them.
        var inOrder = true
        for index in pokemon.indices.dropFirst() where pokemon[index - 1].id >= pokemon[index].id {
            inOrder = false
            break
        }
        all = inOrder ? pokemon : pokemon.sorted { $0.id < $1.id }
    }

    package var count: Int { all.count }

    package func pokemon(id: Int) -> PokemonSummary? {
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < all.count && all[low].id == id ? all[low] : nil
    }
}
