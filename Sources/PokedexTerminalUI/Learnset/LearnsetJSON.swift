import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `moves` as JSON.
extension MoveJSON {
    static func learnset(_ model: LearnsetViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("pokemon", JSONViews.row(model.pokemon, labels: labels)),
            ("version_group", .string(model.game)),
            ("version_group_name", .string(labels.game(model.game, english: model.gameDisplayName))),
            ("moves", .array(model.rows.map { learnsetRow($0, labels: labels) })),
            ("games", .strings(model.games)),
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
            ("level", .int(orNull: row.level)),
            ("plus_level", .int(orNull: row.plusLevel)),
            ("machine", .string(orNull: row.machine)),
            ("type", .string(row.type)),
            ("type_name", .string(labels.type(row.type))),
            ("damage_class", .string(row.damageClass)),
            ("damage_class_name", .string(labels.damageClass(row.damageClass))),
            ("power", .int(orNull: row.power)),
            ("accuracy", .int(orNull: row.accuracy)),
            ("pp", .int(orNull: row.pp)),
            ("priority", .int(row.priority)),
            ("from", row.from.map { JSONViews.row($0, labels: labels) } ?? .null),
        ])
    }
}
