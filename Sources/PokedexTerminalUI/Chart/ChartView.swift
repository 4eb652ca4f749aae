import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension ChartViewModel: DrawnModel { typealias View = ChartView }
extension ScreenDrawing { package static var chart: ScreenDrawing { ScreenDrawing(ChartView.self) } }

/// `chart`: the eighteen types as a grid, the rows attacking and the columns defending, each
/// column headed by its type's first letters in the reader's language (`FIR`, `ほ`); piped, a
/// row per attacking type with its eighteen multipliers as numbers, in the columns' order.
enum ChartView: ScreenView {
    /// The columns a cell takes: a space, then up to three.
    private static let cell = 4

    static func text(_ model: ChartViewModel, options: RenderOptions) -> String {
        let labels = options.labels
        if options.layout == .tabular {
            return zip(model.types, model.multipliers).map { type, row in
                MoveText.tabular([type] + row.map(TeamText.decimal) + MoveText.readers(labels.type(type), options))
            }.joined()
        }
        let style = options.style
        let names = model.types.map { labels.type($0).terminalSafe }
        // Each type's name in full where the width has room for it beside the grid (every
        // cell starts with a space).
        let longest = names.map(TextWidth.columns).max() ?? 0
        let nameWidth = max(4, min(longest, options.width - cell * model.types.count))
        var lines = [
            style.bold(labels.say(.typeChart)),
            style.dim(labels.say(.attacking) + " ↓   " + labels.say(.defending) + " →"), "",
        ]
        let headers = zip(model.types, names).map { type, name in
            let short = abbreviation(name)
            return TextWidth.spaces(cell - TextWidth.columns(short)) + style.type(short, type)
        }
        lines.append(TextWidth.spaces(nameWidth) + headers.joined())
        for (index, row) in model.multipliers.enumerated() where index < names.count {
            let name = TextWidth.pad(TextWidth.truncate(names[index], to: nameWidth), to: nameWidth)
            let cells = row.map { multiplier in
                let (text, styled) = symbol(multiplier, style)
                return TextWidth.spaces(cell - TextWidth.columns(text)) + styled
            }
            lines.append(style.type(name, model.types[index]) + cells.joined())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A column's heading: the first letters of the type's name that fit three columns (one
    /// letter of a script whose letters take two), in capitals where the script has them.
    static func abbreviation(_ name: String) -> String {
        TextWidth.truncate(name, to: 3, ellipsis: false).uppercased()
    }

    /// A cell: `2` super effective, `½` not very, `0` no effect, a dot neutral.
    private static func symbol(_ multiplier: Double, _ style: TerminalStyle) -> (text: String, styled: String) {
        switch multiplier {
        case 0: return ("0", style.bold("0"))
        case 0.5: return ("½", style.color("½", 203))
        case 1: return ("·", style.dim("·"))
        default:
            let text = String(TypeMultiplier.text(multiplier).dropFirst())
            return (text, style.color(text, 114))
        }
    }

    static func json(_ model: ChartViewModel, options: RenderOptions) -> JSONValue {
        let rows: [JSONValue.Member] = zip(model.types, model.multipliers).map { type, row in
            (key: type, value: against(row, model.types))
        }
        return .object([
            (key: "types", value: .array(model.types.map(JSONValue.string))), (key: "chart", value: .object(rows)),
        ])
    }

    /// One line an attacking type: `{"attacking":"fire","against":{"normal":1,…}}`.
    static func jsonLines(_ model: ChartViewModel, options: RenderOptions) -> [JSONValue] {
        zip(model.types, model.multipliers).map { type, row in
            .object([(key: "attacking", value: .string(type)), (key: "against", value: against(row, model.types))])
        }
    }

    /// A row's multipliers by defending type.
    private static func against(_ row: [Double], _ types: [String]) -> JSONValue {
        .object(zip(types, row).map { (key: $0, value: JSONViews.number($1)) })
    }
}
