import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `item` as JSON.
extension MoveJSON {
    static func item(_ model: ItemViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("category", .string(model.category)),
            ("category_name", .string(labels.word(.itemCategory, model.category))),
            ("cost", .int(orNull: model.cost)),
            ("fling_power", .int(orNull: model.flingPower)),
            ("fling_effect", .string(orNull: model.flingEffect)),
            ("attributes", .strings(model.attributes)),
            ("attribute_names", .array(model.attributes.map { .string(labels.word(.itemAttribute, $0)) })),
            ("effect", .string(orNull: model.effect.text)),
            ("summary", .string(orNull: BattleEffectSummary.localized(model.battle, labels: labels))),
        ])
    }
}
