import PokedexPresentation

/// The documented JSON shapes, built from view models. Key order here is the output order.
enum JSONViews {
    static func row(_ row: PokemonRow) -> JSONValue {
        .object([
            ("id", .int(row.id)),
            ("name", .string(row.name)),
            ("display_name", .string(row.displayName)),
            ("types", .array(row.types.map(JSONValue.string))),
        ])
    }

    static func list(_ model: ListViewModel) -> JSONValue {
        .object([
            ("count", .int(model.count)),
            ("offset", .int(model.offset)),
            ("limit", .int(model.limit)),
            ("next_offset", model.nextOffset.map(JSONValue.int) ?? .null),
            ("results", .array(model.rows.map(row))),
        ])
    }

    static func detail(_ model: DetailViewModel) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("species", .string(model.species)),
            ("genus", .string(model.genus)),
            ("generation", .int(model.generation)),
            ("types", .array(model.types.map(JSONValue.string))),
            ("height_m", .double(model.heightMetres)),
            ("weight_kg", .double(model.weightKilograms)),
            ("abilities", .array(model.abilities.map {
                .object([("name", .string($0.name)), ("hidden", .bool($0.isHidden))])
            })),
            ("stats", .object(model.stats.map { ($0.key, .int($0.value)) })),
            ("stat_total", .int(model.statTotal)),
            ("flavor_text", model.flavorText.map(JSONValue.string) ?? .null),
            ("flavor_text_version", model.flavorTextVersion.map(JSONValue.string) ?? .null),
        ])
    }

    static func hit(_ hit: SearchViewModel.Hit) -> JSONValue {
        .object([
            ("id", .int(hit.row.id)),
            ("name", .string(hit.row.name)),
            ("display_name", .string(hit.row.displayName)),
            ("match", .string(hit.match)),
        ])
    }

    static func search(_ model: SearchViewModel) -> JSONValue {
        .object([
            ("query", .string(model.query)),
            ("results", .array(model.hits.map(hit))),
        ])
    }
}
