import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `move` as JSON.
extension MoveJSON {
    static func move(_ model: MoveViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("type", .string(model.type)),
            ("type_name", .string(labels.type(model.type))),
            ("damage_class", .string(model.damageClass)),
            ("damage_class_name", .string(labels.damageClass(model.damageClass))),
            ("power", .int(orNull: model.power)),
            ("accuracy", .int(orNull: model.accuracy)),
            ("pp", .int(orNull: model.pp)),
            ("priority", .int(model.priority)),
            ("target", .string(model.target)),
            ("target_name", .string(labels.word(.moveTarget, model.target))),
            ("generation", .int(model.generation)),
            ("generation_name", .string(labels.generation(model.generation))),
            ("effect_chance", .int(orNull: model.effectChance)),
            ("summary", .string(MoveSummary.localized(model, labels: labels))),
            ("meta", model.facts.map(meta) ?? .null),
            ("past_values", .array(model.pastValues.map { pastValues($0.values) })),
            ("effect", .string(orNull: model.effect.text)),
            (
                "machines",
                .array(
                    model.machines.map {
                        .object([
                            ("version_group", .string($0.versionGroup)),
                            ("version_group_name", .string(labels.game($0.versionGroup, english: $0.gameDisplayName))),
                            ("item", .string($0.item)),
                        ])
                    })
            ),
            (
                "learned_by",
                .array(
                    model.learnedBy.map { learner in
                        var fields = JSONViews.reference(learner.row, labels: labels)
                        if let methods = learner.methods {
                            fields.append(("methods", .strings(methods)))
                        }
                        fields.append(("from", learner.from.map { JSONViews.row($0, labels: labels) } ?? .null))
                        return .object(fields)
                    })
            ),
        ])
    }

    /// A move's effect as facts, PokeAPI's `meta` by its own names (`stat_changes` beside them).
    static func meta(_ facts: MoveEffect) -> JSONValue {
        func range(_ range: ClosedRange<Int>?, _ end: KeyPath<ClosedRange<Int>, Int>) -> JSONValue {
            .int(orNull: range?[keyPath: end])
        }
        return .object([
            ("category", .string(orNull: facts.category)),
            ("ailment", .string(orNull: facts.ailment)),
            ("ailment_chance", .int(facts.ailmentChance)),
            ("drain", .int(facts.drain)),
            ("healing", .int(facts.healing)),
            ("crit_rate", .int(facts.critRate)),
            ("flinch_chance", .int(facts.flinchChance)),
            ("stat_chance", .int(facts.statChance)),
            (
                "stat_changes",
                .array(facts.statChanges.map { .object([("stat", .string($0.stat)), ("change", .int($0.change))]) })
            ),
            ("min_hits", range(facts.hits, \.lowerBound)),
            ("max_hits", range(facts.hits, \.upperBound)),
            ("min_turns", range(facts.turns, \.lowerBound)),
            ("max_turns", range(facts.turns, \.upperBound)),
        ])
    }

    static func pastValues(_ values: MoveEffect.PastValues) -> JSONValue {
        .object([
            ("changed_in", .string(values.changedIn)),
            ("power", .int(orNull: values.power)),
            ("accuracy", .int(orNull: values.accuracy)),
            ("pp", .int(orNull: values.pp)),
            ("type", .string(orNull: values.type)),
            ("effect_chance", .int(orNull: values.effectChance)),
        ])
    }
}
