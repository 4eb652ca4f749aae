import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The documented JSON shapes of `moves`, `move`, `ability`, `nature` and `item`.
enum MoveJSON {
    static func learnset(_ model: LearnsetViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("pokemon", JSONViews.row(model.pokemon, labels: labels)),
            ("version_group", .string(model.game)),
            ("version_group_name", .string(labels.game(model.game, english: model.gameDisplayName))),
            ("moves", .array(model.rows.map { learnsetRow($0, labels: labels) })),
            ("games", .array(model.games.map(JSONValue.string))),
            (
                "game_names",
                .array(
                    model.games.enumerated().map { index, game in
                        let english = index < model.gameDisplayNames.count ? model.gameDisplayNames[index] : game
                        return .string(labels.game(game, english: english))
                    })
            ),
        ])
    }

    static func learnsetRow(_ row: LearnsetRowModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("name", .string(row.name)),
            ("display_name", .string(row.displayName)),
            ("method", .string(row.method)),
            ("method_name", .string(MoveText.how(row.method, labels: labels))),
            ("level", int(row.level)),
            ("machine", row.machine.map(JSONValue.string) ?? .null),
            ("type", .string(row.type)),
            ("type_name", .string(labels.type(row.type))),
            ("damage_class", .string(row.damageClass)),
            ("damage_class_name", .string(labels.damageClass(row.damageClass))),
            ("power", int(row.power)),
            ("accuracy", int(row.accuracy)),
            ("pp", int(row.pp)),
            ("priority", .int(row.priority)),
            ("from", row.from.map { JSONViews.row($0, labels: labels) } ?? .null),
        ])
    }

    static func move(_ model: MoveViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("type", .string(model.type)),
            ("type_name", .string(labels.type(model.type))),
            ("damage_class", .string(model.damageClass)),
            ("damage_class_name", .string(labels.damageClass(model.damageClass))),
            ("power", int(model.power)),
            ("accuracy", int(model.accuracy)),
            ("pp", int(model.pp)),
            ("priority", .int(model.priority)),
            ("target", .string(model.target)),
            ("target_name", .string(labels.word(.moveTarget, model.target))),
            ("generation", .int(model.generation)),
            ("generation_name", .string(labels.generation(model.generation))),
            ("effect_chance", int(model.effectChance)),
            ("summary", .string(model.summary)),
            ("meta", model.facts.map(meta) ?? .null),
            ("past_values", .array(model.pastValues.map { pastValues($0.values) })),
            ("effect", model.effect.map(JSONValue.string) ?? .null),
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
                            fields.append(("methods", .array(methods.map(JSONValue.string))))
                        }
                        fields.append(("from", learner.from.map { JSONViews.row($0, labels: labels) } ?? .null))
                        return .object(fields)
                    })
            ),
        ])
    }

    static func ability(_ model: AbilityViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("generation", .int(model.generation)),
            ("generation_name", .string(labels.generation(model.generation))),
            ("effect", model.effect.map(JSONValue.string) ?? .null),
            (
                "pokemon",
                .array(
                    model.pokemon.map {
                        .object(JSONViews.reference($0.row, labels: labels) + [("hidden", .bool($0.isHidden))])
                    })
            ),
        ])
    }

    static func nature(_ model: NatureViewModel, labels: ScreenLabels = .english) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func stat(_ value: String?) -> JSONValue {
            value.map { .string(labels.stat($0, english: MoveText.statName($0))) } ?? .null
        }
        func flavor(_ value: String?) -> JSONValue { value.map { .string(labels.word(.flavor, $0)) } ?? .null }
        return .object([
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("increased_stat", text(model.increasedStat)),
            ("increased_stat_name", stat(model.increasedStat)),
            ("decreased_stat", text(model.decreasedStat)),
            ("decreased_stat_name", stat(model.decreasedStat)),
            ("likes_flavor", text(model.likesFlavor)),
            ("likes_flavor_name", flavor(model.likesFlavor)),
            ("hates_flavor", text(model.hatesFlavor)),
            ("hates_flavor_name", flavor(model.hatesFlavor)),
        ])
    }

    static func item(_ model: ItemViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("category", .string(model.category)),
            ("category_name", .string(labels.word(.itemCategory, model.category))),
            ("cost", int(model.cost)),
            ("fling_power", int(model.flingPower)),
            ("fling_effect", model.flingEffect.map(JSONValue.string) ?? .null),
            ("attributes", .array(model.attributes.map(JSONValue.string))),
            ("attribute_names", .array(model.attributes.map { .string(labels.word(.itemAttribute, $0)) })),
            ("effect", model.effect.map(JSONValue.string) ?? .null),
        ])
    }

    /// A move's effect as facts, PokeAPI's `meta` by its own names (`stat_changes` beside them).
    static func meta(_ facts: MoveEffect) -> JSONValue {
        func range(_ range: ClosedRange<Int>?, _ end: KeyPath<ClosedRange<Int>, Int>) -> JSONValue {
            int(range?[keyPath: end])
        }
        return .object([
            ("category", facts.category.map(JSONValue.string) ?? .null),
            ("ailment", facts.ailment.map(JSONValue.string) ?? .null),
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
            ("power", int(values.power)),
            ("accuracy", int(values.accuracy)),
            ("pp", int(values.pp)),
            ("type", values.type.map(JSONValue.string) ?? .null),
            ("effect_chance", int(values.effectChance)),
        ])
    }

    private static func int(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}
