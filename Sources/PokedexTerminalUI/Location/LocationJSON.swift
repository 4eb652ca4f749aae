import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `location` as JSON.
extension WhereJSON {
    static func location(_ model: LocationViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            (key: "id", value: .int(model.id)),
            (key: "name", value: .string(model.name)),
            (key: "display_name", value: .string(model.displayName)),
            (key: "region", value: .string(orNull: model.region)),
            (key: "game", value: .string(orNull: model.game)),
            (
                key: "areas",
                value: .array(
                    model.areas.map { area in
                        .object([
                            (key: "id", value: .int(area.id)),
                            (key: "name", value: .string(area.name)),
                            (key: "display_name", value: .string(area.displayName)),
                            (key: "pokemon_encounters", value: .array(area.records.map { record($0, labels: labels) })),
                        ])
                    })
            ),
            (key: "games_met", value: .array(model.gamesMet.map { .string($0) })),
        ])
    }
}
