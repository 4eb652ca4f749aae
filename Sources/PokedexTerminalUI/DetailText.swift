import PokedexPresentation

/// `show` as text: the entry of one Pokémon, with stat bars fitted to the width.
enum DetailText {
    static func render(_ model: DetailViewModel, options: RenderOptions) -> String {
        let style = options.style
        var lines: [String] = []
        lines.append(style.dim(Renderer.number(model.id)) + " " + style.bold(model.displayName))
        lines.append([model.genus, model.generationLabel].filter { !$0.isEmpty }.joined(separator: " · "))
        lines.append(Renderer.types(model.types, style: style))
        lines.append("")
        lines.append(label("Height", style) + model.heightText)
        lines.append(label("Weight", style) + model.weightText)
        let abilities = model.abilities.map { $0.isHidden ? "\($0.displayName) \(style.dim("(hidden)"))" : $0.displayName }
        lines.append(label("Abilities", style) + abilities.joined(separator: ", "))
        lines.append("")
        lines.append(style.bold("Base stats"))
        // Label (9) + value (4) + two spaces; the bar takes what is left, up to 40 columns.
        let barWidth = max(0, min(40, options.width - 15))
        for stat in model.stats {
            let value = String(repeating: " ", count: max(0, 4 - String(stat.value).count)) + String(stat.value)
            var line = TextWidth.pad(stat.label, to: 9) + value
            if barWidth > 0 { line += "  " + style.color(StatBar.make(stat.value, width: barWidth), StatBar.color(stat.value)) }
            lines.append(line)
        }
        let total = String(model.statTotal)
        lines.append(style.bold(TextWidth.pad("Total", to: 9) + String(repeating: " ", count: max(0, 4 - total.count)) + total))
        if let text = model.flavorText {
            lines.append("")
            let game = model.flavorTextGame.map { " · \($0)" } ?? ""
            lines.append(style.bold("Pokédex entry") + style.dim(game))
            // Text from the API is shown as text: control characters never reach the terminal.
            lines += TextWidth.wrap(TerminalSafe.text(text), to: min(options.width, 80))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func label(_ text: String, _ style: TerminalStyle) -> String {
        style.dim(TextWidth.pad(text, to: 11))
    }
}

/// A horizontal bar for a base stat (0–255), drawn in eighths of a column.
enum StatBar {
    static let maximum = 255

    static func make(_ value: Int, width: Int) -> String {
        let eighths = max(0, min(value, maximum)) * width * 8 / maximum
        let partials = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partials[eighths % 8]
    }

    /// Red for low, through yellow and green, to cyan for the highest.
    static func color(_ value: Int) -> Int {
        switch value {
        case ..<50: 196
        case ..<80: 208
        case ..<100: 220
        case ..<120: 113
        case ..<150: 41
        default: 51
        }
    }
}
