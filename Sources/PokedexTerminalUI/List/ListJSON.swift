import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `list` as JSON.
extension JSONViews {
    static func list(_ model: ListViewModel, labels: ScreenLabels = .english) -> JSONValue {
        JSONTreeBuilder.values { writeList(model, labels: labels, into: &$0) }.first ?? .null
    }

    /// `{count, offset, limit, next_offset, results}`, written as it is produced: the whole dex
    /// is thousands of values, which a tree would build and free.
    static func writeList<Out: JSONOutput & ~Copyable>(
        _ model: ListViewModel, labels: ScreenLabels, into out: inout Out
    ) {
        out.beginObject()
        out.member(literal: "count", .int(model.count))
        out.member(literal: "offset", .int(model.offset))
        out.member(literal: "limit", .int(model.limit))
        out.member(literal: "next_offset", .int(orNull: model.nextOffset))
        out.key(literal: "results")
        out.beginArray()
        writeResults(model, labels: labels, into: &out)
        out.endArray()
        out.endObject()
    }

    /// Each row of a list: its reference, its base stats and their total (`null` when the
    /// bundle has none for it). `--json` and `--jsonl` print the same.
    static func writeResults<Out: JSONOutput & ~Copyable>(
        _ model: ListViewModel, labels: ScreenLabels, into out: inout Out
    ) {
        // The whole dex has some 160 combinations of eighteen types: each combination's names
        // are put together once, and each type's name is looked up once.
        var typeNames: [[String]: [String]] = [:]
        var typeName: [String: String] = [:]
        for (position, row) in model.rows.enumerated() {
            let names =
                typeNames[row.types]
                ?? {
                    let names = row.types.map { type in
                        typeName[type]
                            ?? {
                                let name = labels.type(type)
                                typeName[type] = name
                                return name
                            }()
                    }
                    typeNames[row.types] = names
                    return names
                }()
            out.beginObject()
            out.member(literal: "id", .int(row.id))
            out.member(literal: "name", .string(row.name))
            out.member(literal: "display_name", .string(row.displayName))
            out.key(literal: "types")
            out.strings(row.types)
            out.key(literal: "type_names")
            out.strings(names)
            if position < model.rowStats.count, let stats = model.rowStats[position] {
                out.key(literal: "stats")
                out.beginObject()
                for stat in BattleStat.allCases { out.member(literal: stat.snakeKey, .int(stat.base(in: stats))) }
                out.endObject()
                out.member(literal: "stat_total", .int(stats.total))
            } else {
                out.member(literal: "stats", .null)
                out.member(literal: "stat_total", .null)
            }
            if position < model.regionalNumbers.count, let regional = model.regionalNumbers[position],
                position < model.regionalDexes.count, let dex = model.regionalDexes[position]
            {
                out.member(literal: "pokedex", .string(dex))
                out.member(literal: "regional_number", .int(regional))
            }
            if let marks = model.marks, position < marks.count {
                out.member(literal: "caught", .bool(marks[position] != .none))
                out.member(literal: "shiny", .bool(marks[position] == .shiny))
            }
            out.endObject()
        }
    }
}
