import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `search` as JSON.
extension JSONViews {
    /// A Pokémon's reference, or a move's, ability's or item's in the same shape (a move's
    /// type as its `types`), then how it matched.
    static func hit(_ hit: SearchViewModel.Hit, labels: ScreenLabels = .english) -> JSONValue {
        .object(
            reference(hit.row, labels: labels) + [("match", .string(hit.match)), ("kind", .string(hit.kind.rawValue))])
    }

    static func search(_ model: SearchViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("query", .string(model.query)),
            ("results", .array(model.hits.map { hit($0, labels: labels) })),
        ])
    }
}
