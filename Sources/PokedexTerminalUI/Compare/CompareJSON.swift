import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `compare` as JSON.
extension JSONViews {
    /// One Pokémon of `compare`: `{id, name, display_name, types, type_names, abilities, stats,
    /// stat_names, stat_total, type_defenses}`.
    static func compared(_ model: DetailViewModel, labels: ScreenLabels = .english) -> JSONValue {
        let whole = detail(model, labels: labels)
        guard case .object(let fields) = whole else { return whole }
        let kept = [
            "id", "name", "display_name", "types", "type_names", "abilities", "stats", "stat_names", "stat_total",
            "type_defenses",
        ]
        return .object(kept.compactMap { key in fields.first { $0.0 == key } })
    }
}
