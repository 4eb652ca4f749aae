import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `type` as JSON.
extension JSONViews {
    /// `labels`: `display_name` is the type's name in the reader's language.
    static func type(_ model: TypeViewModel, labels: ScreenLabels = .english) -> JSONValue {
        let strings = { (names: [String]) in JSONValue.strings(names) }
        if let partner = model.partner.first {
            // Two types: each one's attacking, and the combined defences as multipliers.
            let attacking = { (type: TypeViewModel) in
                JSONValue.object([
                    ("double_damage_to", strings(type.doubleTo)), ("half_damage_to", strings(type.halfTo)),
                    ("no_damage_to", strings(type.noneTo)),
                ])
            }
            return .object([
                ("types", strings([model.name, partner.name])),
                ("attacking", .object([(model.name, attacking(model)), (partner.name, attacking(partner))])),
                ("defending", .object(model.combinedDefenses.map { ($0.type, number($0.multiplier)) })),
                ("pokemon_count", .int(model.pokemonCount)),
            ])
        }
        return .object([
            ("name", .string(model.name)),
            ("display_name", .string(labels.type(model.name, english: model.displayName))),
            (
                "attacking",
                .object([
                    ("double_damage_to", strings(model.doubleTo)), ("half_damage_to", strings(model.halfTo)),
                    ("no_damage_to", strings(model.noneTo)),
                ])
            ),
            (
                "defending",
                .object([
                    ("double_damage_from", strings(model.doubleFrom)), ("half_damage_from", strings(model.halfFrom)),
                    ("no_damage_from", strings(model.noneFrom)),
                ])
            ),
            ("pokemon_count", .int(model.pokemonCount)),
        ])
    }
}
