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
        // Each of the eighteen types' names is looked up once, and found again among the few
        // looked up, not by hashing each row's list: the whole dex is 1 351 rows. A name's
        // length and first byte, as a number, are compared first, and the names only where
        // those are the same: comparing two different names whole, eight a lookup, was 364 000
        // instructions.
        var typeKeys: [Int] = []
        var typeNames: [(type: String, name: String)] = []
        func name(of type: String) -> String {
            let key = type.utf8.count << 8 | Int(type.utf8.first ?? 0)
            for index in typeKeys.indices where typeKeys[index] == key && typeNames[index].type == type {
                return typeNames[index].name
            }
            let name = labels.type(type)
            typeKeys.append(key)
            typeNames.append((type, name))
            return name
        }
        for (position, row) in model.rows.enumerated() {
            out.beginObject()
            // Keys and values written as they are: a member given as a `JSONValue` is a value
            // made, and a generic call of the writer's module, for each of 20 000.
            out.member(literal: "id", int: row.id)
            out.member(literal: "name", string: row.name)
            out.member(literal: "display_name", string: row.displayName)
            out.key(literal: "types")
            out.strings(row.types)
            out.key(literal: "type_names")
            out.beginArray()
            for type in row.types { out.string(name(of: type)) }
            out.endArray()
            if position < model.rowStats.count, let stats = model.rowStats[position] {
                out.key(literal: "stats")
                out.beginObject()
                for stat in BattleStat.allCases {
                    out.member(literal: stat.snakeKey, int: stat.base(in: stats))
                }
                out.endObject()
                out.member(literal: "stat_total", int: stats.total)
            } else {
                out.key(literal: "stats")
                out.null()
                out.key(literal: "stat_total")
                out.null()
            }
            if position < model.regionalNumbers.count, let regional = model.regionalNumbers[position],
                position < model.regionalDexes.count, let dex = model.regionalDexes[position]
            {
                out.member(literal: "pokedex", string: dex)
                out.member(literal: "regional_number", int: regional)
            }
            if let marks = model.marks, position < marks.count {
                out.key(literal: "caught")
                out.bool(marks[position] != .none)
                out.key(literal: "shiny")
                out.bool(marks[position] == .shiny)
            }
            out.endObject()
        }
    }
}
