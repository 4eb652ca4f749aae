import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `moves` as text.
extension MoveText {
    static func learnset(_ model: LearnsetViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return tabular(model.rows) { row in
                [
                    row.method, field(row.level), row.machine ?? "", row.name, row.type, row.damageClass,
                    field(row.power), field(row.accuracy), field(row.pp), row.from?.name ?? "",
                ] + readers(row.displayName, options)
            }
        }
        let style = options.style
        let labels = options.labels
        var lines = [
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
                + labels.movesIn
                + style.bold(TextWidth.keptWhole(labels.game(model.game, english: model.gameDisplayName).terminalSafe))
                + style.dim(model.gameIsDefault ? " " + labels.say(.latestGame) : "")
        ]
        if let part = model.partDisplayName {
            lines += TextWidth.wrap(
                labels.say(.partOf, part, labels.game(model.game, english: model.gameDisplayName)),
                to: min(options.width, 100)
            ).map { style.dim($0.terminalSafe) }
        }
        let groups = Dictionary(grouping: model.rows, by: \.method)
        let methods = model.rows.map(\.method).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for method in methods {
            let rows = groups[method] ?? []
            lines.append("")
            lines.append(
                style.bold(title(of: method, labels: labels)) + style.dim(labels.parenthesized(String(rows.count))))
            let first: String
            switch method {
            case "level-up": first = labels.level
            // The cells read `TM01`, as the games' own lists do: `CT01` in French.
            case "machine": first = labels.machine("tm")
            default: first = ""
            }
            // Egg moves a Pokémon has through its line say whose they are.
            let inherits = rows.contains { $0.from != nil }
            let hasFirst = method == "level-up" || method == "machine"
            // Legends: Z-A's moves turn Plus from a level: beside the level it is learnt at.
            let plus = method == "level-up" && rows.contains { $0.plusLevel != nil }
            let table = TextTable(
                header: (hasFirst ? [first] : []) + (plus ? [labels.say(.plusColumn)] : [])
                    + [.moveColumn, .type, .moveClass, .power, .accuracyColumn, .pp].map(labels.say)
                    + (inherits ? [labels.say(.from)] : []),
                alignments: (hasFirst ? [.right] : []) + (plus ? [.right] : [])
                    + [.left, .left, .left, .right, .right, .right] + (inherits ? [.left] : []),
                shrinks: hasFirst ? (plus ? 2 : 1) : 0)
            lines += table.render(
                rows.map { row in
                    var cells: [TextTable.Cell] = []
                    if method == "level-up" {
                        cells.append(
                            row.isEvolutionMove
                                ? TextTable.Cell(labels.say(.evolutionMove)) : TextTable.Cell(field(row.level)))
                    } else if method == "machine" {
                        cells.append(TextTable.Cell(row.machine.map(labels.machine) ?? "—"))
                    }
                    if plus { cells.append(TextTable.Cell(row.plusLevel.map { field($0) } ?? "—")) }
                    cells += moveCells(row, style: style, labels: options.labels)
                    if inherits {
                        cells.append(
                            row.from.map {
                                TextTable.Cell($0.displayName, styled: style.dim($0.displayName.terminalSafe))
                            }
                                ?? TextTable.Cell(""))
                    }
                    return cells
                }, style: style, width: options.width)
        }
        if model.rows.isEmpty {
            lines.append("")
            lines.append(
                model.method.map { labels.say(.noMovesBy, labels.word(.learnMethod, $0).terminalSafe) }
                    ?? labels.say(
                        .learnsNoMoves, model.pokemon.displayName.terminalSafe,
                        labels.game(model.game, english: model.gameDisplayName).terminalSafe)
            )
        }
        let others = model.games.filter { $0 != model.game }
        if !others.isEmpty {
            lines.append("")
            lines += TextWidth.wrap(
                labels.say(.otherGames, others.joined(separator: labels.separator)),
                to: min(options.width, 100)
            ).map(style.dim)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
