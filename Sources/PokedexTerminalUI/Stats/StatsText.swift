import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `stats`: a table of the six stats with what made each; TSV rows; JSON by stat.
enum StatsText {
    static func render(_ model: StatsViewModel, options: RenderOptions) -> String {
        let boosted = model.lines.contains { $0.boosted != nil }
        if options.layout == .tabular, let outspeed = model.outspeed {
            // The answer alone: `neutral` and `raised`, each with its EVs and Speed (empty: none).
            // Line by line: as one expression, this took the type checker 0.7 s.
            var text = ""
            for (name, spread) in [("neutral", outspeed.neutral), ("raised", outspeed.raised)] {
                let evs = spread.map { String($0.evs) } ?? ""
                let speed = spread.map { String($0.speed) } ?? ""
                text += [name, evs, speed].joined(separator: "\t") + "\n"
            }
            return text
        }
        if options.layout == .tabular {
            return model.lines.map { line in
                var fields = [line.stat, String(line.base), String(line.iv), String(line.ev), String(line.value)]
                if boosted { fields.append(line.boosted.map(String.init) ?? String(line.value)) }
                return fields.joined(separator: "\t") + "\n"
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        var heading =
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
            + labels.atLevel(model.level)
        if let nature = model.natureDisplayName { heading += " · " + nature.terminalSafe }
        let header: [Phrase] = [.base, .iv, .ev, .stat] + (boosted ? [.boostedStat] : [])
        let table = TextTable(
            header: [""] + header.map(labels.say),
            alignments: [.left, .right, .right, .right, .right] + (boosted ? [.right] : []), shrinks: 0)
        let rows = model.lines.map { line in
            [
                TextTable.Cell(labels.stat(line.stat, english: line.label)),
                TextTable.Cell(String(line.base)), TextTable.Cell(String(line.iv)),
                TextTable.Cell(String(line.ev)), TextTable.Cell(String(line.value) + line.natureMark),
            ]
                + (boosted
                    ? [
                        TextTable.Cell(
                            line.boosted.map { "\($0) (\(line.stage > 0 ? "+" : "")\(line.stage))" } ?? "")
                    ] : [])
        }
        var lines = [heading, ""] + table.render(rows, style: style, width: options.width, indent: "")
        if let outspeed = model.outspeed { lines += [""] + Self.outspeed(outspeed, options: options) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--outspeed`: the set and its Speed, then the fewest EVs with each kind of nature.
    static func outspeed(_ answer: StatsViewModel.Outspeed, options: RenderOptions) -> [String] {
        let labels = options.labels
        let style = options.style
        let table = TextTable(header: ["", "", ""], alignments: [.left, .right, .left], shrinks: 0)
        let raising = labels.say(.natureRaising, labels.stat("speed", english: "Speed"))
        let rows = [(labels.say(.plainNature), answer.neutral), (raising, answer.raised)].map { label, spread in
            [TextTable.Cell(label)]
                + (spread.map {
                    [TextTable.Cell(labels.say(.evsCount, String($0.evs))), TextTable.Cell("→ \($0.speed)")]
                } ?? [
                    TextTable.Cell(""),
                    TextTable.Cell(labels.say(.noSpreadFaster), styled: style.dim(labels.say(.noSpreadFaster))),
                ])
        }
        let heading = labels.say(.outspeedHeading, answer.set.terminalSafe, String(answer.speed))
        // The table's empty header line left out.
        return [style.bold(heading)] + table.render(rows, style: style, width: options.width).dropFirst()
    }

    static func json(_ model: StatsViewModel, labels: ScreenLabels = .english) -> JSONValue {
        func table(_ value: (StatsViewModel.Line) -> Int) -> JSONValue {
            .object(model.lines.map { (key: $0.key, value: .int(value($0))) })
        }
        return .object(
            [
                (key: "pokemon", value: JSONViews.row(model.pokemon, labels: labels)),
                (key: "level", value: .int(model.level)),
                (key: "nature", value: .string(orNull: model.nature)),
                (key: "stats", value: table(\.value)),
                (key: "base_stats", value: table(\.base)),
                (key: "ivs", value: table(\.iv)),
                (key: "evs", value: table(\.ev)),
                (key: "boosts", value: table(\.stage)),
                (key: "boosted", value: table { $0.boosted ?? $0.value }),
            ] + (model.outspeed.map { [(key: "outspeed", value: outspeed($0, labels: labels))] } ?? []))
    }

    static func outspeed(_ answer: StatsViewModel.Outspeed, labels: ScreenLabels) -> JSONValue {
        func spread(_ spread: StatsViewModel.Outspeed.Spread?) -> JSONValue {
            spread.map { .object([(key: "evs", value: .int($0.evs)), (key: "speed", value: .int($0.speed))]) } ?? .null
        }
        return .object([
            (key: "set", value: .string(answer.set)),
            (key: "pokemon", value: JSONViews.row(answer.pokemon, labels: labels)),
            (key: "speed", value: .int(answer.speed)),
            (key: "neutral", value: spread(answer.neutral)),
            (key: "raised", value: spread(answer.raised)),
        ])
    }
}
