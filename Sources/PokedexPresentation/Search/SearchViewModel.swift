import PokedexDomain
import PokedexWords

package struct SearchViewModel: Sendable, Equatable {
    package struct Hit: Sendable, Equatable {
        /// For a move, its type is the row's one type; abilities and items have none.
        package let row: PokemonRow
        /// `exact`, `prefix`, `substring` or `fuzzy`.
        package let match: String
        /// What it is: `pokemon`, `move`, `ability` or `item`.
        package let kind: TermKind

        package init(row: PokemonRow, match: String, kind: TermKind = .pokemon) {
            self.row = row
            self.match = match
            self.kind = kind
        }

        /// The screen it opens.
        var route: Route {
            switch kind {
            case .pokemon: .show(name: String(row.id))
            case .move: .move(name: row.name)
            case .ability: .ability(name: row.name)
            case .item: .item(name: row.name)
            case .nature: .nature(name: row.name)
            }
        }
    }

    package let query: String
    package let hits: [Hit]

    package init(query: String, hits: [Hit]) {
        self.query = query
        self.hits = hits
    }
}
