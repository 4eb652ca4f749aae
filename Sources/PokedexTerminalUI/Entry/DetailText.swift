import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `show` as text: the entry of one Pokémon, with stat bars fitted to the width.
package enum DetailText {
    /// The narrowest terminal an entry is drawn beside its picture on.
    package static let pictureMinimumWidth = 80

    /// The entry; on a terminal at least 80 columns wide that draws pictures, its picture on
    /// the left and the entry beside it (or above, in iTerm2, which places pictures itself).
    static func render(_ model: DetailViewModel, options: RenderOptions) -> String {
        guard let sprite = model.sprite, options.layout == .human, options.width >= pictureMinimumWidth,
            let picture = FittedPicture.make(
                sprite, mode: options.pictures, maxColumns: min(40, options.width - 50))
        else { return text(model, options: options) }
        if options.pictures == .iterm {
            return PicturesText.protocolLines(picture, mode: .iterm) + text(model, options: options)
        }
        var narrowed = options
        narrowed.width = options.width - picture.columns - PicturesText.gap
        let lines = text(model, options: narrowed).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let indent = picture.columns + PicturesText.gap
        var output = ""
        for row in 0..<max(lines.count, picture.rows) {
            let text = row < lines.count ? String(lines[row]) : ""
            if options.pictures == .kitty {
                // kitty draws the whole picture from the first line and leaves the cursor there.
                let escape = row == 0 ? picture.lines[0] : ""
                output += escape + (text.isEmpty ? "" : "\u{1B}[\(indent)C" + text) + "\n"
            } else {
                let cell = row < picture.lines.count ? picture.lines[row] : ""
                let blank = TextWidth.spaces(cell.isEmpty ? indent : PicturesText.gap)
                output += text.isEmpty ? cell + "\n" : cell + blank + text + "\n"
            }
        }
        return output
    }

    private static func text(_ model: DetailViewModel, options: RenderOptions) -> String {
        let style = options.style
        let labels = options.labels
        // Another language's labels said once: measured for their column, then shown.
        let (labelWidth, said) = Self.labelColumn(labels)
        func label(_ phrase: Phrase) -> String {
            let known = Self.labelled.firstIndex(of: phrase).flatMap { said.indices.contains($0) ? said[$0] : nil }
            return Self.label(known ?? labels.say(phrase), style, width: labelWidth)
        }
        let indent = TextWidth.spaces(labelWidth)
        var lines: [String] = []
        lines.append(style.dim(Renderer.number(model.id)) + " " + style.bold(model.displayName.terminalSafe))
        lines.append(
            [model.genus.terminalSafe, labels.generation(model.generation).terminalSafe].filter { !$0.isEmpty }
                .joined(separator: " · "))
        lines.append(Renderer.types(model.types, style: style, labels: labels))
        lines.append("")
        lines.append(label(.height) + labels.numbers(model.heightText))
        lines.append(label(.weight) + labels.numbers(model.weightText))
        let hidden = style.dim(labels.parenthesized(labels.say(.hidden)).trimmingWhitespace())
        let abilities = model.abilities.map {
            let name = TextWidth.keptWhole($0.displayName.terminalSafe)
            return $0.isHidden ? name + (labels.isCJK ? "" : " ") + hidden : name
        }
        lines.append(label(.abilities) + abilities.joined(separator: labels.separator))
        if let tiers = smogonTiers(model.smogonTiers, labels: labels) {
            lines.append(Self.label(labels.say(Word.smogon), style, width: labelWidth) + tiers)
        }
        lines.append("")
        // Label (9, or the language's longest stat name) + value (4) + two spaces; the bar takes
        // what is left, up to 40 columns; from 60 columns, each stat's range in battle at levels
        // 50 and 100 after it (2 × 9).
        let statNames = model.stats.map { labels.stat($0.key, english: $0.label) }
        let statWidth = max(9, (statNames.map(TextWidth.columns).max() ?? 0) + 1)
        let ranges = options.width >= 60 && model.stats.allSatisfy { $0.range50 != nil && $0.range100 != nil }
        let barWidth = max(0, min(40, options.width - statWidth - 6 - (ranges ? 18 : 0)))
        func range(_ range: ClosedRange<Int>?) -> String {
            let text = range.map { "\($0.lowerBound)–\($0.upperBound)" } ?? ""
            return TextWidth.spaces(max(0, 9 - TextWidth.columns(text))) + text
        }
        let baseStats = labels.say(.baseStats)
        var title = style.bold(baseStats)
        if ranges {
            let gap = statWidth + 6 + barWidth - TextWidth.columns(baseStats)
            title +=
                TextWidth.spaces(max(1, gap)) + style.dim(TextWidth.padLeft("\(labels.level) 50", to: 9))
                + style.dim(TextWidth.padLeft("\(labels.level) 100", to: 9))
        }
        lines.append(title)
        for (stat, name) in zip(model.stats, statNames) {
            let value = TextWidth.spaces(max(0, 4 - String(stat.value).count)) + String(stat.value)
            var line = TextWidth.pad(name, to: statWidth) + value
            if barWidth > 0 {
                let bar = StatBar.make(stat.value, width: barWidth)
                line += "  " + style.color(bar, StatBar.color(stat.value))
                if ranges { line += TextWidth.spaces(max(0, barWidth - TextWidth.columns(bar))) }
            }
            if ranges { line += style.dim(range(stat.range50) + range(stat.range100)) }
            lines.append(line)
        }
        let total = String(model.statTotal)
        lines.append(
            style.bold(
                TextWidth.pad(labels.say(.total), to: statWidth)
                    + TextWidth.spaces(max(0, 4 - total.count))
                    + total))
        if !model.typeDefenses.isEmpty {
            lines.append("")
            lines.append(style.bold(labels.say(.typeDefences)))
            lines += defenses(model.typeDefenses, style: style, labels: labels, width: labelWidth)
        }
        for line in model.abilityDefenses {
            // `With Levitate  ×0 Ground`: what the ability changes, grouped as the chart is (in
            // other languages the ability's name alone: `ふゆう  ×0 じめん`).
            let name = line.ability.displayName.terminalSafe
            let head = labels.with(ability: name)
            let indent = max(labelWidth, TextWidth.columns(head) + 2)
            var groups: [String] = []
            for multiplier in Set(line.changes.map(\.multiplier)).sorted() {
                let types = line.changes.filter { $0.multiplier == multiplier }.map {
                    labels.type($0.type).terminalSafe
                }
                groups.append(CompareText.label(multiplier) + " " + types.joined(separator: labels.separator))
            }
            let wrapped = TextWidth.wrap(groups.joined(separator: " · "), to: max(20, options.width - indent))
            for (index, text) in wrapped.enumerated() {
                lines.append(style.dim(TextWidth.pad(index == 0 ? head : "", to: indent)) + text)
            }
        }
        if let evolution = model.evolution {
            lines.append("")
            lines.append(style.bold(labels.say(.evolution)))
            if evolution.evolvesTo.isEmpty {
                lines.append(labels.say(.doesNotEvolve))
            } else {
                // The names alone taken into the closure: the whole model was copied at each step.
                let names = model.conditionNames
                lines += EvolutionTree.render(evolution, style: style, width: options.width) { line in
                    EvolutionText.describe(line.conditions, into: line.species, labels: labels, names: names)
                }
            }
        }
        if model.forms.count > 1 {
            lines.append("")
            lines.append(style.bold(labels.say(.forms)))
            for form in model.forms {
                let mark = form.isDefault ? style.dim(labels.parenthesized(labels.say(.defaultForm))) : ""
                lines.append(style.dim(Renderer.number(form.id)) + " " + form.name.terminalSafe + mark)
            }
        }
        if !model.factLines.isEmpty {
            lines.append("")
            lines.append(style.bold(labels.say(.species)))
            for fact in model.factLines {
                let value =
                    switch fact.value {
                    case .text(let text): labels.numbers(text)
                    case .names(let kind, let names):
                        names.map { labels.word(kind, $0) }.joined(separator: labels.separator)
                    case .phrases(let phrases): phrases.map(labels.say).joined(separator: labels.separator)
                    }
                lines.append(label(fact.label) + value.terminalSafe)
            }
        }
        if let text = model.flavorText {
            lines.append("")
            let game = model.flavorTextGame.map { " · \($0.terminalSafe)" } ?? ""
            lines.append(style.bold(labels.say(.pokedexEntry)) + style.dim(game))
            // Text from the API is shown as text: control characters never reach the terminal.
            lines += TextWidth.wrap(text.terminalSafe, to: min(options.width, 80))
        }
        if !model.gamesDisplayNames.isEmpty {
            lines.append("")
            lines.append(style.bold(labels.say(.whereFound)))
            let width = max(20, min(options.width, 80) - labelWidth)
            let names =
                model.games.count == model.gamesDisplayNames.count
                ? zip(model.games, model.gamesDisplayNames).map { labels.game($0, english: $1) }
                : model.gamesDisplayNames
            let games = TextWidth.wrap(
                names.map { TextWidth.unbreakable($0.terminalSafe, width: width) }.joined(separator: labels.separator),
                to: width)
            for (index, line) in games.enumerated() {
                lines.append((index == 0 ? label(.games) : indent) + line)
            }
            if options.layout == .human, let english = model.whereGameDisplayName, !model.wherePlaces.isEmpty {
                let game = model.whereGame.map { labels.game($0, english: english) } ?? english
                // On a terminal, its first few places in the latest game it is met in.
                let first =
                    model.wherePlaces.prefix(3).map {
                        TextWidth.unbreakable(
                            labels.marked($0, english: model.englishPlaces.contains($0)).terminalSafe, width: width)
                    }
                    .joined(separator: labels.separator) + (model.wherePlaces.count > 3 ? "…" : "")
                let text = TextWidth.wrap(
                    first + labels.parenthesized(TextWidth.unbreakable(game.terminalSafe, width: width)), to: width)
                for (index, line) in text.enumerated() {
                    lines.append((index == 0 ? label(.metAt) : indent) + line)
                }
            }
        }
        if !model.caughtIn.isEmpty {
            let games = model.caughtIn.map {
                labels.game($0.game, english: $0.displayName).terminalSafe + ($0.shiny ? " ★" : "")
            }
            if model.gamesDisplayNames.isEmpty { lines.append("") }
            lines.append(label(.caughtIn) + games.joined(separator: labels.separator))
        }
        if options.layout == .human, options.commandHints {
            // On a terminal, where to go next; a pipe gets the entry alone.
            // A command is never cut: the two go on lines of their own where one line is too narrow.
            let commands = [
                labels.say(.moves) + labels.colon + "pokedex moves \(model.name.terminalSafe)",
                labels.say(.whereFound) + labels.colon + "pokedex where \(model.name.terminalSafe)",
            ]
            let line = commands.joined(separator: " · ")
            lines.append("")
            lines += (TextWidth.columns(line) > options.width ? commands : [line]).map(style.dim)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `OU · DOU · National Dex OU`: Smogon's singles, doubles and National Dex tiers of
    /// Scarlet/Violet, a bracketed placement (`(DUU)`) as its tier; nil when it has none.
    static func smogonTiers(_ tiers: SmogonTiers?, labels: ScreenLabels) -> String? {
        guard let tiers else { return nil }
        func shown(_ tier: String?) -> String? {
            guard let tier, !tier.isEmpty, tier != "Illegal" else { return nil }
            return SmogonTiers.unbracketed(tier)
        }
        let parts = [
            shown(tiers.singles), shown(tiers.doubles),
            shown(tiers.nationalDex).map {
                labels.say(Word.nationalDex) + " " + $0
            },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private static func label(_ text: String, _ style: TerminalStyle, width: Int = 11) -> String {
        style.dim(TextWidth.pad(text, to: width))
    }

    /// The labels of an entry's fields.
    private static let labelled: [Phrase] = [
        .height, .weight, .abilities, .weakTo, .resists, .immuneTo, .status, .eggGroups, .gender, .capture,
        .happiness, .growth, .habitat, .colour, .shape, .games, .metAt,
    ]

    /// The column an entry's values start at, and its labels as said in the language (none in
    /// English, whose column is 11 and whose labels are their phrases): wider where a
    /// language's labels are.
    private static func labelColumn(_ labels: ScreenLabels) -> (width: Int, said: [String]) {
        guard labels.language != .en else { return (11, []) }
        let said = labelled.map { labels.say($0) }
        return (max(11, (said.map { TextWidth.columns($0) }.max() ?? 0) + 2), said)
    }

    /// `Weak to    ×4 Ice · ×2 Fire, Flying`, `Resists …`, `Immune to …`.
    /// `width`: the labels' column, as `labelWidth` found it for the entry.
    static func defenses(
        _ defenses: [TypeMultiplier], style: TerminalStyle, labels: ScreenLabels, width: Int
    ) -> [String] {
        func group(_ multiplier: Double) -> String? {
            let types = defenses.filter { $0.multiplier == multiplier }.map {
                style.type(labels.type($0.type).terminalSafe, $0.type)
            }
            return types.isEmpty ? nil : types.joined(separator: labels.separator)
        }
        func label(_ phrase: Phrase) -> String { Self.label(labels.say(phrase), style, width: width) }
        var lines: [String] = []
        let weak = [(4.0, "×4"), (2.0, "×2")].compactMap { m, label in group(m).map { "\(label) \($0)" } }
        if !weak.isEmpty { lines.append(label(.weakTo) + weak.joined(separator: style.dim(" · "))) }
        let resists = [(0.5, "×½"), (0.25, "×¼")].compactMap { m, label in group(m).map { "\(label) \($0)" } }
        if !resists.isEmpty { lines.append(label(.resists) + resists.joined(separator: style.dim(" · "))) }
        if let immune = group(0) { lines.append(label(.immuneTo) + immune) }
        return lines
    }
}

/// An evolution chain drawn as a tree: branches as branches, each step with its condition,
/// the Pokémon being shown in bold and marked.
enum EvolutionTree {
    /// `condition`: how a step evolves, in words.
    static func render(
        _ root: EvolutionLine, style: TerminalStyle, width: Int, condition: (EvolutionLine) -> String?
    ) -> [String] {
        var lines = [name(root, style: style)]
        draw(root.evolvesTo, prefix: "", into: &lines, style: style, width: width, condition: condition)
        return lines
    }

    private static func draw(
        _ children: [EvolutionLine], prefix: String, into lines: inout [String], style: TerminalStyle, width: Int,
        condition describe: (EvolutionLine) -> String?
    ) {
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            let branch = prefix + (last ? "└─ " : "├─ ")
            let below = prefix + (last ? "   " : "│  ")
            var line = style.dim(branch) + name(child, style: style)
            if let condition = describe(child) {
                // A long condition wraps under itself, beside the branch its children hang from.
                let first = TextWidth.columns(branch + child.displayName.terminalSafe) + (child.isCurrent ? 2 : 0) + 3
                let hanging = below + (child.evolvesTo.isEmpty ? "   " : "│  ") + "  "
                let room = max(20, width - max(first, TextWidth.columns(hanging)))
                let wrapped = TextWidth.wrap(condition.terminalSafe, to: room)
                line += style.dim(" · ") + (wrapped.first ?? "")
                lines.append(line)
                lines += wrapped.dropFirst().map { style.dim(hanging) + $0 }
            } else {
                lines.append(line)
            }
            draw(child.evolvesTo, prefix: below, into: &lines, style: style, width: width, condition: describe)
        }
    }

    private static func name(_ line: EvolutionLine, style: TerminalStyle) -> String {
        line.isCurrent ? style.bold(line.displayName.terminalSafe) + " ◀" : line.displayName.terminalSafe
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
