import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `compare`: Pokémon side by side, a column each, fitted to the width: narrower columns
/// first, then as many blocks of columns as it takes.
enum CompareText {
    /// The labels' column: 11, or wider where the language's stat names and titles are.
    static func labelWidth(_ models: [DetailViewModel], labels: ScreenLabels) -> Int {
        guard labels.language != .en else { return 11 }
        let stats = (models.first?.stats ?? []).map { labels.stat($0.key, english: $0.label) }
        let words = stats + [Phrase.types, .abilities, .total].map(labels.say)
        return max(11, (words.map(TextWidth.columns).max() ?? 0) + 2)
    }

    static func render(_ models: [DetailViewModel], options: RenderOptions) -> String {
        if options.layout == .tabular {
            return models.map { model in
                ([String(model.id), model.name, model.types.joined(separator: ",")]
                    + model.stats.map { String($0.value) } + [String(model.statTotal)]
                    + MoveText.readers(model.displayName, options))
                    .map(\.terminalSafe).joined(separator: "\t") + "\n"
            }.joined()
        }
        // Columns of 14 to 24, or as wide as the longest name where there is room
        // (`ピカチュウ（ハードロック）`); fewer per block when even 14 does not fit.
        let labelWidth = labelWidth(models, labels: options.labels)
        let room = options.width - labelWidth
        let perBlock = max(1, min(models.count, room / 16))
        let widest = models.map { TextWidth.columns($0.displayName.terminalSafe) }.max() ?? 0
        let columnWidth = max(14, min(max(24, widest), room / perBlock - 2))
        var blocks: [String] = []
        var start = 0
        while start < models.count {
            let block = Array(models[start..<min(models.count, start + perBlock)])
            blocks.append(
                render(block, all: models, columnWidth: columnWidth, labelWidth: labelWidth, options: options))
            start += perBlock
        }
        return blocks.joined(separator: "\n")
    }

    /// One block of columns; the highest value of each stat among `all` is marked.
    private static func render(
        _ models: [DetailViewModel], all: [DetailViewModel], columnWidth: Int, labelWidth: Int,
        options: RenderOptions
    ) -> String {
        let style = options.style
        let labels = options.labels
        var lines: [String] = []
        func row(_ label: String, _ cells: [(plain: String, styled: String)]) {
            var line = style.dim(TextWidth.pad(label, to: labelWidth))
            for (index, cell) in cells.enumerated() {
                let plain = TextWidth.truncate(cell.plain, to: columnWidth)
                let shown = plain == cell.plain ? cell.styled : plain
                let isLast = index == cells.count - 1
                line +=
                    shown
                    + (isLast ? "" : TextWidth.spaces(max(0, columnWidth - TextWidth.columns(plain)) + 2))
            }
            lines.append(line)
        }
        row("", models.map { (Renderer.number($0.id), style.dim(Renderer.number($0.id))) })
        row("", models.map { ($0.displayName.terminalSafe, style.bold($0.displayName.terminalSafe)) })
        row(
            labels.say(.types),
            models.map { model in
                let plain = model.types.map(options.labels.type).joined(separator: " · ").terminalSafe
                return (plain, Renderer.types(model.types, style: style, labels: options.labels))
            })
        let abilityLines = models.map({ $0.abilities.count }).max() ?? 0
        for line in 0..<abilityLines {
            row(
                line == 0 ? labels.say(.abilities) : "",
                models.map { model in
                    guard line < model.abilities.count else { return ("", "") }
                    let ability = model.abilities[line]
                    // `(H)` as Smogon marks it, in English; the word elsewhere.
                    let mark = labels.hiddenMark
                    let plain = ability.displayName.terminalSafe + (ability.isHidden ? mark : "")
                    return (plain, ability.displayName.terminalSafe + (ability.isHidden ? style.dim(mark) : ""))
                })
        }
        lines.append("")
        let barWidth = max(0, columnWidth - 6)
        for (index, stat) in (models.first?.stats ?? []).enumerated() {
            let best = all.compactMap { $0.stats.indices.contains(index) ? $0.stats[index].value : nil }.max() ?? 0
            row(
                labels.stat(stat.key, english: stat.label),
                models.map { model in
                    guard model.stats.indices.contains(index) else { return ("", "") }
                    let value = model.stats[index].value
                    return cell(value, best: best, barWidth: barWidth, style: style)
                })
        }
        let bestTotal = all.map(\.statTotal).max() ?? 0
        row(
            labels.say(.total),
            models.map { model in
                let mark = all.count > 1 && model.statTotal == bestTotal ? "▲" : " "
                let total = String(model.statTotal)
                let text = TextWidth.spaces(max(0, 3 - total.count)) + total + mark
                return (text, mark == "▲" ? style.bold(text) : text)
            })
        // Type defences, only where they differ.
        let types = TypeChart.knownTypes.filter { type in
            Set(all.map { multiplier(of: type, in: $0) }).count > 1
        }
        if !types.isEmpty {
            lines.append("")
            lines.append(style.bold(labels.say(.typeDefences)) + style.dim(labels.whereTheyDiffer))
            for type in types {
                row(
                    options.labels.type(type),
                    models.map { model in
                        let text = label(multiplier(of: type, in: model))
                        return (text, text == "×1" ? style.dim(text) : text)
                    })
            }
        }
        return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
    }

    private static func cell(_ value: Int, best: Int, barWidth: Int, style: TerminalStyle) -> (String, String) {
        let mark = value == best ? "▲" : " "
        let number = TextWidth.spaces(max(0, 3 - String(value).count)) + String(value) + mark
        let bar = StatBar.make(value, width: barWidth)
        let plain = number + " " + bar
        let styled = (value == best ? style.bold(number) : number) + " " + style.color(bar, StatBar.color(value))
        return (plain, styled)
    }

    static func multiplier(of type: String, in model: DetailViewModel) -> Double {
        model.typeDefenses.first { $0.type == type }?.multiplier ?? 1
    }

    /// ×4, ×2, ×1, ×½, ×¼, ×0.
    static func label(_ multiplier: Double) -> String { TypeMultiplier.text(multiplier) }
}

extension String {
    /// The text without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
