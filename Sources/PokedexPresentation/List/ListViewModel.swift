import PokedexDomain
import PokedexWords

package struct PokemonRow: Sendable, Equatable {
    package let id: Int
    package let name: String
    package let displayName: String
    /// PokeAPI type names in slot order: `grass`, `poison`.
    package let types: [String]

    package init(id: Int, name: String, displayName: String, types: [String]) {
        self.id = id
        self.name = name
        self.displayName = displayName
        self.types = types
    }
}

/// One field a list shows beside its rows: `Spe` and each row's speed.
package struct ListColumn: Sendable, Equatable {
    /// `spe`, `bst`, `weight`: short, as players write it.
    package let label: String
    /// The key in JSON and the field's name: `speed`.
    package let key: String
    /// As written, one per row: `130`, `6.9`; empty where the row has no value.
    package let values: [String]
}

/// What the player has of a row: nothing, the Pokémon, or a shiny one.
package typealias ListMark = Holdings.Mark

extension ListMark {
    /// `●` had, `★` had shiny, `·` not.
    package var glyph: String {
        switch self {
        case .none: "·"
        case .caught: "●"
        case .shiny: "★"
        }
    }
}

package struct ListViewModel: Sendable, Equatable {
    package let rows: [PokemonRow]
    package let offset: Int
    package let limit: Int
    /// How many Pokémon there are in all.
    package let count: Int
    package let nextOffset: Int?
    /// The filters as they are typed: `--type fire --where 'hp>100'`; empty for the whole dex.
    package let filter: String
    /// Each row's base stats; nil for a Pokémon the bundle has none for. (The numbers alone:
    /// labelled lines for every row of the whole dex cost `list --json` a tenth of its time.)
    package var rowStats: [BaseStats?] = []
    /// The fields the list is sorted and filtered by, each with its value for every row.
    package var columns: [ListColumn] = []
    /// For a list of a regional Pokédex: each row's Pokédex (`paldea`) and number in it.
    package var regionalDexes: [String?] = []
    package var regionalNumbers: [Int?] = []
    /// Each row's mark, when the player has marks (`pokedex caught`): in the list's game, or any.
    package var marks: [ListMark]?

    package init(
        rows: [PokemonRow], offset: Int, limit: Int, count: Int, nextOffset: Int?, filter: String = ""
    ) {
        self.rows = rows
        self.offset = offset
        self.limit = limit
        self.count = count
        self.nextOffset = nextOffset
        self.filter = filter
    }

    /// Row `position`'s base stats; nil when the bundle has none for it.
    package func stats(at position: Int) -> BaseStats? {
        position < rowStats.count ? rowStats[position] : nil
    }

    /// Row `position`'s regional Pokédex and number in it, in a list of a regional Pokédex.
    package func regional(at position: Int) -> (dex: String, number: Int)? {
        guard position < regionalDexes.count, position < regionalNumbers.count,
            let dex = regionalDexes[position], let number = regionalNumbers[position]
        else { return nil }
        return (dex, number)
    }

    /// Row `position`'s mark, when the player has marks.
    package func mark(at position: Int) -> ListMark? {
        guard let marks, position < marks.count else { return nil }
        return marks[position]
    }
}
