import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The documented JSON shapes of `where` and `location`: PokeAPI's encounters, by name.
enum WhereJSON {
    static func find(_ model: WhereViewModel, labels: ScreenLabels = .english) -> JSONValue {
        // Each piece typed on its own: as one literal this took the type checker 3 s.
        let scope: JSONValue = model.scope.map { JSONValue.strings($0) } ?? .null
        let ways: [JSONValue] = model.ways.map(way)
        let records: [JSONValue] = model.records.map { record -> JSONValue in Self.record(record, labels: labels) }
        let evolvesFrom: JSONValue =
            model.evolvesFrom.map { row -> JSONValue in JSONViews.row(row, labels: labels) } ?? .null
        let breedFrom: JSONValue =
            model.breedFrom.map { row -> JSONValue in JSONViews.row(row, labels: labels) } ?? .null
        let condition: String? = EvolutionText.describe(model.evolutionConditions, into: model.species)
        let members: [JSONValue.Member] = [
            (key: "pokemon", value: JSONViews.row(model.pokemon, labels: labels)),
            (key: "game", value: .string(orNull: model.game)),
            (key: "method", value: .string(orNull: model.method)),
            (key: "encounters", value: .array(records)),
            (key: "games", value: .strings(model.gamesInDex)),
            (key: "games_without_locations", value: .strings(model.gamesWithoutLocations)),
            (key: "evolves_from", value: evolvesFrom),
            (key: "evolution_condition", value: .string(orNull: condition)),
            (key: "breed_from", value: breedFrom),
            (key: "versions", value: scope),
            (key: "how_to_get", value: .array(ways)),
            (key: "only_in", value: .strings(model.onlyIn)),
            (key: "not_in", value: .strings(model.notIn)),
        ]
        return .object(members)
    }

    /// One way to get it: `{"way": "wild", "places": […], "min_level": 20, …}`.
    static func way(_ way: WhereWay) -> JSONValue {
        .object([
            (key: "way", value: .string(way.kind.rawValue)),
            (key: "places", value: .strings(way.places)),
            (key: "min_level", value: way.from == nil ? .int(way.minLevel) : .null),
            (key: "max_level", value: way.from == nil ? .int(way.maxLevel) : .null),
            (key: "min_stars", value: .int(orNull: way.stars?.lowerBound)),
            (key: "max_stars", value: .int(orNull: way.stars?.upperBound)),
            (key: "versions", value: .strings(way.versions)),
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
                        (key: "display_name", value: .string(orNull: record.areaDisplayName)),
                        (key: "location", value: .string(orNull: record.location)),
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
                                                value: .strings(detail.conditions)
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
