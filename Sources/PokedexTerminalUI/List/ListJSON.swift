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
        beginList(model, into: &out)
        writeResults(model, labels: labels, into: &out)
        out.endArray()
        out.endObject()
    }

    /// `writeList` into bytes: a compact document's rows as fragments.
    static func writeList(_ model: ListViewModel, labels: ScreenLabels, into out: inout JSONWriter) {
        beginList(model, into: &out)
        if out.isCompact {
            writeCompactResults(model, labels: labels, into: &out)
        } else {
            writeResults(model, labels: labels, into: &out)
        }
        out.endArray()
        out.endObject()
    }

    /// The list's object up to its results' opening bracket.
    private static func beginList<Out: JSONOutput & ~Copyable>(_ model: ListViewModel, into out: inout Out) {
        out.beginObject()
        out.member(literal: "count", .int(model.count))
        out.member(literal: "offset", .int(model.offset))
        out.member(literal: "limit", .int(model.limit))
        out.member(literal: "next_offset", .int(orNull: model.nextOffset))
        out.key(literal: "results")
        out.beginArray()
    }

    /// Each row of a list: its reference, its base stats and their total (`null` when the
    /// bundle has none for it). `--json` and `--jsonl` print the same.
    static func writeResults<Out: JSONOutput & ~Copyable>(
        _ model: ListViewModel, labels: ScreenLabels, into out: inout Out
    ) {
        var typeNames = TypeNames(labels: labels)
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
            for type in row.types { out.string(typeNames.name(of: type)) }
            out.endArray()
            if let stats = model.stats(at: position) {
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
            if let (dex, regional) = model.regional(at: position) {
                out.member(literal: "pokedex", string: dex)
                out.member(literal: "regional_number", int: regional)
            }
            if let mark = model.mark(at: position) {
                out.key(literal: "caught")
                out.bool(mark != .none)
                out.key(literal: "shiny")
                out.bool(mark == .shiny)
            }
            out.endObject()
        }
    }

    /// Each stat's key in a compact row, with what goes before it: the types' closing bracket
    /// and the stats' opening brace before the first.
    private static let statKeys: [(BattleStat, StaticString)] = [
        (.hp, #"],"stats":{"hp":"#), (.attack, #","attack":"#), (.defense, #","defense":"#),
        (.specialAttack, #","special_attack":"#), (.specialDefense, #","special_defense":"#),
        (.speed, #","speed":"#),
    ]

    /// The rows as `writeResults` writes them, into a compact document as fragments: each
    /// row's keys and punctuation spelled together between its values, the same bytes (the
    /// tests hold them to it) for a fraction of the cost. The whole dex as JSON is 1 351 rows.
    /// As lines (`--jsonl`), each row ends with a newline rather than follow a comma.
    static func writeCompactResults(
        _ model: ListViewModel, labels: ScreenLabels, asLines: Bool = false, into out: inout JSONWriter
    ) {
        var typeNames = TypeNames(labels: labels)
        for (position, row) in model.rows.enumerated() {
            out.fragment(position == 0 || asLines ? #"{"id":"# : #",{"id":"#)
            out.fragment(int: row.id)
            out.fragment(#","name":"#)
            out.fragment(string: row.name)
            out.fragment(#","display_name":"#)
            out.fragment(string: row.displayName)
            out.fragment(#","types":["#)
            for (index, type) in row.types.enumerated() {
                if index > 0 { out.fragment(",") }
                out.fragment(string: type)
            }
            out.fragment(#"],"type_names":["#)
            for (index, type) in row.types.enumerated() {
                if index > 0 { out.fragment(",") }
                out.fragment(string: typeNames.name(of: type))
            }
            if let stats = model.stats(at: position) {
                for (stat, key) in statKeys {
                    out.fragment(key)
                    out.fragment(int: stat.base(in: stats))
                }
                out.fragment(#"},"stat_total":"#)
                out.fragment(int: stats.total)
            } else {
                out.fragment(#"],"stats":null,"stat_total":null"#)
            }
            if let (dex, regional) = model.regional(at: position) {
                out.fragment(#","pokedex":"#)
                out.fragment(string: dex)
                out.fragment(#","regional_number":"#)
                out.fragment(int: regional)
            }
            if let mark = model.mark(at: position) {
                out.fragment(#","caught":"#)
                out.fragment(bool: mark != .none)
                out.fragment(#","shiny":"#)
                out.fragment(bool: mark == .shiny)
            }
            out.fragment(asLines ? "}\n" : "}")
        }
    }
}

/// Each of the eighteen types' names, looked up once and found again among the few looked up,
/// not by hashing each row's list: the whole dex is 1 351 rows. A name's length and first
/// byte, as a number, are compared first, and the names only where those are the same:
/// comparing two different names whole, eight a lookup, was 364 000 instructions.
private struct TypeNames {
    let labels: ScreenLabels
    private var keys: [Int] = []
    private var names: [(type: String, name: String)] = []

    init(labels: ScreenLabels) { self.labels = labels }

    mutating func name(of type: String) -> String {
        let key = type.utf8.count << 8 | Int(type.utf8.first ?? 0)
        for index in keys.indices where keys[index] == key && names[index].type == type {
            return names[index].name
        }
        let name = labels.type(type)
        keys.append(key)
        names.append((type, name))
        return name
    }
}
