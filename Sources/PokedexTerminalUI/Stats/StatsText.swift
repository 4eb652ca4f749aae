import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `stats`: a table of the six stats with what made each; TSV rows; JSON by stat.
enum StatsText {
    static func render(_ model: StatsViewModel, options: RenderOptions) -> String {
        let boosted = model.lines.contains { $0.boosted != nil }
        if options.layout == .tabular {
            return model.lines.map { line in
                var fields = [line.stat, String(line.base), String(line.iv), String(line.ev), String(line.value)]
                if boosted { fields.append(line.boosted.map(String.init) ?? String(line.value)) }
                return fields.joined(separator: "\t") + "\n"
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        let english = labels.language == .en
        var heading =
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
            + (english ? " · level \(model.level)" : " · \(labels.level) \(model.level)")
        if let nature = model.natureDisplayName { heading += " · " + nature.terminalSafe }
        let header: [Phrase] = [.base, .iv, .ev, .stat] + (boosted ? [.boostedStat] : [])
        let table = TextTable(
            header: [""] + header.map(labels.say),
            alignments: [.left, .right, .right, .right, .right] + (boosted ? [.right] : []), shrinks: 0)
        let rows = model.lines.map { line in
            [
                TextTable.Cell(english ? line.label : labels.stat(line.stat, english: line.label)),
                TextTable.Cell(String(line.base)), TextTable.Cell(String(line.iv)),
                TextTable.Cell(String(line.ev)), TextTable.Cell(String(line.value) + line.natureMark),
            ]
                + (boosted
                    ? [
                        TextTable.Cell(
                            line.boosted.map { "\($0) (\(line.stage > 0 ? "+" : "")\(line.stage))" } ?? "")
                    ] : [])
        }
        return ([heading, ""] + table.render(rows, style: style, width: options.width, indent: "")).joined(
            separator: "\n") + "\n"
    }

    static func json(_ model: StatsViewModel, labels: ScreenLabels = .english) -> JSONValue {
        func table(_ value: (StatsViewModel.Line) -> Int) -> JSONValue {
            .object(model.lines.map { (key: $0.key, value: .int(value($0))) })
        }
        return .object([
            (key: "pokemon", value: JSONViews.row(model.pokemon, labels: labels)),
            (key: "level", value: .int(model.level)),
            (key: "nature", value: model.nature.map(JSONValue.string) ?? .null),
            (key: "stats", value: table(\.value)),
            (key: "base_stats", value: table(\.base)),
            (key: "ivs", value: table(\.iv)),
            (key: "evs", value: table(\.ev)),
            (key: "boosts", value: table(\.stage)),
            (key: "boosted", value: table { $0.boosted ?? $0.value }),
        ])
    }
}
