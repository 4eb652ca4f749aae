import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The documented JSON shapes of `where` and `location`: PokeAPI's encounters, by name.
enum WhereJSON {
    static func find(_ model: WhereViewModel, labels: ScreenLabels = .english) -> JSONValue {
        let scope: JSONValue = model.scope.map { .array($0.map(JSONValue.string)) } ?? .null
        let ways: [JSONValue] = model.ways.map(way)
        let onlyIn: [JSONValue] = model.onlyIn.map(JSONValue.string)
        let notIn: [JSONValue] = model.notIn.map(JSONValue.string)
        return .object([
            (key: "pokemon", value: JSONViews.row(model.pokemon, labels: labels)),
            (key: "game", value: model.game.map(JSONValue.string) ?? .null),
            (key: "method", value: model.method.map(JSONValue.string) ?? .null),
            (key: "encounters", value: .array(model.records.map { record($0, labels: labels) })),
            (key: "games", value: .array(model.gamesInDex.map(JSONValue.string))),
            (key: "games_without_locations", value: .array(model.gamesWithoutLocations.map(JSONValue.string))),
            (key: "evolves_from", value: model.evolvesFrom.map { JSONViews.row($0, labels: labels) } ?? .null),
            (
                key: "evolution_condition",
                value: EvolutionText.describe(model.evolutionConditions, into: model.species)
                    .map(JSONValue.string) ?? .null
            ),
            (key: "breed_from", value: model.breedFrom.map { JSONViews.row($0, labels: labels) } ?? .null),
            (key: "versions", value: scope),
            (key: "how_to_get", value: .array(ways)),
            (key: "only_in", value: .array(onlyIn)),
            (key: "not_in", value: .array(notIn)),
        ])
    }

    /// One way to get it: `{"way": "wild", "places": […], "min_level": 20, …}`.
    static func way(_ way: WhereWay) -> JSONValue {
        .object([
            (key: "way", value: .string(way.kind.rawValue)),
            (key: "places", value: .array(way.places.map(JSONValue.string))),
            (key: "min_level", value: way.from == nil ? .int(way.minLevel) : .null),
            (key: "max_level", value: way.from == nil ? .int(way.maxLevel) : .null),
            (key: "min_stars", value: way.stars.map { .int($0.lowerBound) } ?? .null),
            (key: "max_stars", value: way.stars.map { .int($0.upperBound) } ?? .null),
            (key: "versions", value: .array(way.versions.map(JSONValue.string))),
            (key: "from", value: way.from.map { JSONViews.row($0) } ?? .null),
        ])
    }

    /// One area's (for `where`) or one Pokémon's (for `location`) encounters, as PokeAPI nests them.
    static func record(_ record: EncounterRecord, labels: ScreenLabels = .english) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = []
        if let area = record.area {
            fields.append(
                (
                    key: "location_area",
                    value: .object([
                        (key: "name", value: .string(area)),
                        (key: "display_name", value: record.areaDisplayName.map(JSONValue.string) ?? .null),
                        (key: "location", value: record.location.map(JSONValue.string) ?? .null),
                    ])
                ))
        }
        if let pokemon = record.pokemon {
            fields.append((key: "pokemon", value: JSONViews.row(pokemon, labels: labels)))
        }
        fields.append(
            (
                key: "version_details",
                value: .array(
                    record.versions.map { version in
                        .object([
                            (key: "version", value: .string(version.version)),
                            (key: "max_chance", value: .int(version.maxChance)),
                            (
                                key: "encounter_details",
                                value: .array(
                                    version.details.map { detail in
                                        .object([
                                            (key: "method", value: .string(detail.method)),
                                            (key: "min_level", value: .int(detail.minLevel)),
                                            (key: "max_level", value: .int(detail.maxLevel)),
                                            (key: "chance", value: .int(detail.chance)),
                                            (
                                                key: "condition_values",
                                                value: .array(detail.conditions.map(JSONValue.string))
                                            ),
                                        ])
                                    })
                            ),
                        ])
                    })
            ))
        return .object(fields)
    }
}
