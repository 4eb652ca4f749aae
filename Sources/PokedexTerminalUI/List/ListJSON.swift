import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `list` as JSON.
extension JSONViews {
    static func list(_ model: ListViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("count", .int(model.count)),
            ("offset", .int(model.offset)),
            ("limit", .int(model.limit)),
            ("next_offset", model.nextOffset.map(JSONValue.int) ?? .null),
            ("results", .array(results(model, labels: labels))),
        ])
    }

    /// Each row of a list: its reference, its base stats and their total (`null` when the
    /// bundle has none for it). `--json` and `--jsonl` print the same.
    static func results(_ model: ListViewModel, labels: ScreenLabels = .english) -> [JSONValue] {
        // The whole dex has some 160 combinations of types: each pair's two arrays are made
        // once and shared by its rows, not named and allocated again for every row.
        var typeFields: [[String]: (types: JSONValue, names: JSONValue)] = [:]
        return model.rows.enumerated().map { position, row in
            let stats = position < model.rowStats.count ? model.rowStats[position] : nil
            let regional = position < model.regionalNumbers.count ? model.regionalNumbers[position] : nil
            let dex = position < model.regionalDexes.count ? model.regionalDexes[position] : nil
            let typed =
                typeFields[row.types]
                ?? {
                    let made = (
                        types: JSONValue.array(row.types.map(JSONValue.string)), names: typeNames(row.types, labels)
                    )
                    typeFields[row.types] = made
                    return made
                }()
            var fields: [(key: String, value: JSONValue)] = [
                (key: "id", value: .int(row.id)), (key: "name", value: .string(row.name)),
                (key: "display_name", value: .string(row.displayName)),
                (key: "types", value: typed.types), (key: "type_names", value: typed.names),
                (key: "stats", value: stats.map(self.stats) ?? .null),
                (key: "stat_total", value: stats.map { .int($0.total) } ?? .null),
            ]
            if let regional, let dex {
                fields.append((key: "pokedex", value: .string(dex)))
                fields.append((key: "regional_number", value: .int(regional)))
            }
            return .object(fields)
        }
    }
}
