import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension CaughtViewModel: DrawnModel { typealias View = CaughtView }
extension ScreenDrawing { package static var caught: ScreenDrawing { ScreenDrawing(CaughtView.self) } }

/// `caught add|remove|import|list`: what changed, or the marks; piped, a mark a line as the
/// marks file has them (species, form, game, shiny, date).
enum CaughtView: ScreenView {
    static func text(_ model: CaughtViewModel, options: RenderOptions) -> String {
        let style = options.style
        switch model {
        case .changed(let action, _, let changed, let unchanged, let refused, _):
            if options.layout == .tabular {
                return changed.map { row($0, action: action.rawValue) }.joined()
                    + unchanged.map { row($0, action: "unchanged") }.joined()
            }
            var lines: [String] = []
            switch action {
            case .added, .removed:
                let verb = action == .added ? "Marked caught" : "Unmarked"
                for (game, rows) in byGame(changed) {
                    lines.append("\(verb) in \(style.bold(game.terminalSafe)): \(names(rows)).")
                }
                let already = action == .added ? "Already marked" : "Not marked"
                for (game, rows) in byGame(unchanged) {
                    lines.append(style.dim("\(already) in \(game.terminalSafe): \(names(rows))."))
                }
            case .imported:
                lines.append(
                    "Imported \(count(changed.count)): \(changed.count) added, \(unchanged.count) skipped (already "
                        + "marked), \(refused.count) refused.")
                for (game, rows) in byGame(changed) { lines.append("  \(game.terminalSafe): \(names(rows))") }
            }
            return lines.map { $0 + "\n" }.joined()
        case .list(let marks, let game, _):
            if options.layout == .tabular { return marks.map { row($0, action: nil) }.joined() }
            guard !marks.isEmpty else {
                let scope = game.map { " in \($0.terminalSafe)" } ?? ""
                return "No marks\(scope) yet: pokedex caught add <pokemon> --game <game>.\n"
            }
            let table = TextTable(
                header: ["Game", "Pokémon", "Shiny", "Marked"], alignments: [.left, .left, .left, .left], shrinks: 1)
            let rows = marks.map { mark in
                [
                    TextTable.Cell(mark.gameName),
                    TextTable.Cell(mark.name, styled: style.bold(mark.name.terminalSafe)),
                    TextTable.Cell(mark.shiny ? "★" : ""), TextTable.Cell(mark.date),
                ]
            }
            let footer = "\(count(marks.count))" + (game.map { " in \($0)" } ?? "") + "."
            return (table.render(rows, style: style, width: options.width, indent: "") + ["", style.dim(footer)])
                .joined(separator: "\n") + "\n"
        }
    }

    /// `1 mark`, `2 marks`.
    private static func count(_ count: Int) -> String { count == 1 ? "1 mark" : "\(count) marks" }

    private static func names(_ rows: [MarkLine]) -> String {
        rows.map { ($0.name + ($0.shiny ? " ★" : "")).terminalSafe }.joined(separator: ", ")
    }

    /// The rows by game, in the order the games first come.
    private static func byGame(_ rows: [MarkLine]) -> [(String, [MarkLine])] {
        var order: [String] = []
        var grouped: [String: [MarkLine]] = [:]
        for row in rows {
            if grouped[row.gameName] == nil { order.append(row.gameName) }
            grouped[row.gameName, default: []].append(row)
        }
        return order.map { ($0, grouped[$0] ?? []) }
    }

    private static func row(_ mark: MarkLine, action: String?) -> String {
        MoveText.tabular(
            (action.map { [$0] } ?? []) + [mark.species, mark.form, mark.game, mark.shiny ? "yes" : "no", mark.date])
    }

    /// What an import refused and the Pokémon marked outside their game's Pokédexes, on stderr.
    static func notes(_ model: CaughtViewModel) -> String {
        guard case .changed(_, _, let changed, _, let refused, let outsideDex) = model else { return "" }
        var notes = refused.map { "pokedex: line \($0.line): \($0.reason.terminalSafe); not imported.\n" }.joined()
        if let game = changed.first?.gameName, !outsideDex.isEmpty {
            let names = outsideDex.map(\.terminalSafe).joined(separator: ", ")
            notes +=
                "warning: \(names) \(outsideDex.count == 1 ? "is" : "are") in none of \(game.terminalSafe)'s "
                + "Pokédexes; marked all the same.\n"
        }
        return notes
    }

    static func json(_ model: CaughtViewModel, options: RenderOptions) -> JSONValue {
        switch model {
        case .changed(let action, let path, let changed, let unchanged, let refused, _):
            .object([
                ("action", .string(action.rawValue)), ("path", .string(path)),
                ("changed", .array(changed.map(mark))), ("unchanged", .array(unchanged.map(mark))),
                (
                    "refused",
                    .array(refused.map { .object([("line", .int($0.line)), ("reason", .string($0.reason))]) })
                ),
            ])
        case .list(let marks, _, _): .array(marks.map(mark))
        }
    }

    static func jsonLines(_ model: CaughtViewModel, options: RenderOptions) -> [JSONValue] {
        guard case .list(let marks, _, _) = model else { return [json(model, options: options)] }
        return marks.map(mark)
    }

    /// A mark as JSON: the file's five fields, and the names to show.
    static func mark(_ mark: MarkLine) -> JSONValue {
        .object([
            ("species", .string(mark.species)), ("form", .string(mark.form)), ("game", .string(mark.game)),
            ("shiny", .bool(mark.shiny)), ("date", .string(mark.date)), ("name", .string(mark.name)),
            ("game_name", .string(mark.gameName)),
        ])
    }
}

extension ProgressViewModel: DrawnModel { typealias View = ProgressView }
extension ScreenDrawing { package static var progress: ScreenDrawing { ScreenDrawing(ProgressView.self) } }

/// `progress`: how much of each Pokédex, or HOME's boxes.
enum ProgressView: ScreenView {
    static func text(_ model: ProgressViewModel, options: RenderOptions) -> String {
        let style = options.style
        switch model {
        case .dexes(let game, let dexes):
            if options.layout == .tabular {
                return dexes.map {
                    MoveText.tabular([$0.dex, String($0.caught), String($0.total), String($0.shiny)])
                }.joined()
            }
            let table = TextTable(
                header: ["Pokédex", "Caught", "", "Shiny"], alignments: [.left, .right, .right, .right], shrinks: 0)
            let rows = dexes.map { dex in
                let caught = "\(dex.caught)/\(dex.total)"
                return [
                    TextTable.Cell(dex.displayName, styled: style.bold(dex.displayName.terminalSafe)),
                    TextTable.Cell(caught), TextTable.Cell(percent(dex.caught, of: dex.total)),
                    TextTable.Cell(String(dex.shiny)),
                ]
            }
            let heading = game.map { "Caught in \($0)" } ?? "Caught in any game"
            return
                ([style.bold(heading.terminalSafe)] + table.render(rows, style: style, width: options.width, indent: ""))
                .joined(separator: "\n") + "\n"
        case .boxes(_, let slots):
            if options.layout == .tabular {
                return slots.map {
                    MoveText.tabular([
                        String($0.box), String($0.slot), $0.pokemon, $0.caught ? "yes" : "no", $0.shiny ? "yes" : "no",
                    ])
                }.joined()
            }
            return boxes(slots, options: options)
        }
    }

    /// `12.5%`.
    private static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "–" }
        let tenths = part * 1000 / whole
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// Each box as HOME shows it, 6 slots a row: `●` a Pokémon had, `★` had shiny, `·` an
    /// empty slot, named by what goes there.
    private static func boxes(_ slots: [ProgressViewModel.Slot], options: RenderOptions) -> String {
        let style = options.style
        let cell = max(8, min(16, options.width / HomeBoxes.columns))
        var lines: [String] = []
        var box = 0
        var had = 0
        for (index, slot) in slots.enumerated() {
            if slot.box != box {
                box = slot.box
                let inBox = slots[index...].prefix { $0.box == box }
                let full = inBox.count { $0.caught }
                if !lines.isEmpty { lines.append("") }
                lines.append(style.bold("Box \(box)") + style.dim("  \(full)/\(inBox.count)"))
                lines.append("")
            }
            if slot.caught { had += 1 }
            let mark = slot.shiny ? "★" : slot.caught ? "●" : "·"
            // A form follows its species: its own word is enough (`(Alola)` after `Vulpix`).
            let name = slot.name.firstIndex(of: "(").map { String(slot.name[$0...]) } ?? slot.name
            let text = TextWidth.truncate(mark + " " + name.terminalSafe, to: cell - 1)
            let padded = TextWidth.pad(text, to: cell)
            let drawn = slot.caught ? padded : style.dim(padded)
            if (slot.slot - 1) % HomeBoxes.columns == 0 {
                lines.append(drawn)
            } else {
                lines[lines.count - 1] += drawn
            }
        }
        lines.append("")
        lines.append(style.dim("\(had) of \(slots.count) slots filled; ● had, ★ had shiny, · empty."))
        return lines.map { $0.withoutTrailingSpaces + "\n" }.joined()
    }

    static func json(_ model: ProgressViewModel, options: RenderOptions) -> JSONValue {
        switch model {
        case .dexes(let game, let dexes):
            .object([
                ("game", .string(orNull: game)),
                (
                    "pokedexes",
                    .array(
                        dexes.map { dex in
                            .object([
                                ("name", .string(dex.dex)), ("display_name", .string(dex.displayName)),
                                ("caught", .int(dex.caught)), ("total", .int(dex.total)), ("shiny", .int(dex.shiny)),
                            ])
                        })
                ),
            ])
        case .boxes(let game, let slots):
            .object([("game", .string(orNull: game)), ("slots", .array(slots.map(slot)))])
        }
    }

    static func jsonLines(_ model: ProgressViewModel, options: RenderOptions) -> [JSONValue] {
        guard case .boxes(_, let slots) = model else { return [json(model, options: options)] }
        return slots.map(slot)
    }

    private static func slot(_ slot: ProgressViewModel.Slot) -> JSONValue {
        .object([
            ("box", .int(slot.box)), ("slot", .int(slot.slot)), ("pokemon", .string(slot.pokemon)),
            ("name", .string(slot.name)), ("caught", .bool(slot.caught)), ("shiny", .bool(slot.shiny)),
        ])
    }
}

extension String {
    fileprivate var withoutTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
