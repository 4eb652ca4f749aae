import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `ability` as JSON.
extension MoveJSON {
    static func ability(_ model: AbilityViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("generation", .int(model.generation)),
            ("generation_name", .string(labels.generation(model.generation))),
            ("effect", .string(orNull: model.effect.text)),
            ("summary", .string(orNull: BattleEffectSummary.localized(model.battle, labels: labels))),
            (
                "pokemon",
                .array(
                    model.pokemon.map {
                        .object(JSONViews.reference($0.row, labels: labels) + [("hidden", .bool($0.isHidden))])
                    })
            ),
        ])
    }
}
