import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `moves`, `move`, `ability`, `nature` and `item` as text: aligned on a terminal,
/// tab-separated rows in a pipe.
/// A move's, ability's or item's id follows its name (`Thunderbolt · move 85`): a `#` number
/// is a Pokédex number.
enum MoveText {
    static func learnset(_ model: LearnsetViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return model.rows.map { row in
                tabular(
                    [
                        row.method, field(row.level), row.machine ?? "", row.name, row.type, row.damageClass,
                        field(row.power), field(row.accuracy), field(row.pp), row.from?.name ?? "",
                    ] + readers(row.displayName, options))
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        var lines = [
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
                + labels.movesIn + style.bold(labels.game(model.game, english: model.gameDisplayName).terminalSafe)
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
            lines.append(style.bold(title(of: method, labels: labels)) + style.dim(" (\(rows.count))"))
            let first: String
            switch method {
            case "level-up": first = "Lv."
            case "machine": first = labels.language == .en ? "TM" : ""
            default: first = ""
            }
            // Egg moves a Pokémon has through its line say whose they are.
            let inherits = rows.contains { $0.from != nil }
            let hasFirst = method == "level-up" || method == "machine"
            let table = TextTable(
                header: (first.isEmpty ? [] : [first])
                    + [.moveColumn, .type, .moveClass, .power, .accuracyColumn, .pp].map(labels.say)
                    + (inherits ? [labels.say(.from)] : []),
                alignments: (hasFirst ? [.right] : []) + [.left, .left, .left, .right, .right, .right]
                    + (inherits ? [.left] : []),
                shrinks: hasFirst ? 1 : 0)
            lines += table.render(
                rows.map { row in
                    var cells: [TextTable.Cell] = []
                    if method == "level-up" {
                        cells.append(
                            row.isEvolutionMove
                                ? TextTable.Cell(labels.say(.evolutionMove)) : TextTable.Cell(field(row.level)))
                    } else if method == "machine" {
                        cells.append(TextTable.Cell(row.machine?.uppercased() ?? "—"))
                    }
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
                labels.say(.otherGames, others.joined(separator: ", ")),
                to: min(options.width, 100)
            ).map(style.dim)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func move(_ model: MoveViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return model.learnedBy.map { learner in
                tabular(
                    [
                        String(learner.row.id), learner.row.name, (learner.methods ?? []).joined(separator: ","),
                        learner.from?.name ?? "",
                    ] + readers(learner.row.displayName, options))
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        let labelColumn = labelWidth([.power, .accuracy, .pp, .priority, .target, .chance], labels)
        func label(_ phrase: Phrase) -> String { style.dim(TextWidth.pad(labels.say(phrase), to: labelColumn)) }
        var lines = [
            style.bold(model.displayName.terminalSafe) + style.dim(" · " + labels.say(.move) + " \(model.id)")
        ]
        lines.append(
            style.type(labels.type(model.type).terminalSafe, model.type) + style.dim(" · ")
                + labels.damageClass(model.damageClass) + style.dim(" · " + labels.generation(model.generation)))
        lines.append("")
        lines.append(label(.power) + dash(model.power))
        lines.append(label(.accuracy) + (model.accuracy.map { "\($0)%" } ?? "—"))
        lines.append(label(.pp) + dash(model.pp))
        lines.append(label(.priority) + (model.priority > 0 ? "+\(model.priority)" : String(model.priority)))
        lines.append(label(.target) + labels.word(.moveTarget, model.target).terminalSafe)
        if let chance = model.effectChance { lines.append(label(.chance) + "\(chance)%") }
        lines.append("")
        let width = min(options.width, 80)
        let summary =
            labels.language == .en
            ? model.summary
            : MoveSummary.brief(
                damageClass: model.damageClass, priority: model.priority, target: model.target, facts: model.facts,
                labels: labels)
        lines += TextWidth.wrap(summary.terminalSafe, to: width)
        for past in model.pastValues {
            lines += TextWidth.wrap(Self.past(past, labels: labels).terminalSafe, to: width).map(style.dim)
        }
        effect(model.effect, into: &lines, options: options)
        if !model.machines.isEmpty {
            lines.append("")
            lines.append(style.bold(labels.say(.machines)))
            // Games in a row that use the same machine share a line: `TM24  Red/Blue, Yellow, …`.
            var runs: [(item: String, games: [String])] = []
            func game(_ machine: MoveViewModel.MachineLine) -> String {
                labels.game(machine.versionGroup, english: machine.gameDisplayName)
            }
            for machine in model.machines {
                if runs.last?.item == machine.item {
                    runs[runs.count - 1].games.append(game(machine))
                } else {
                    runs.append((machine.item, [game(machine)]))
                }
            }
            let itemWidth = runs.map { TextWidth.columns($0.item) }.max() ?? 4
            for run in runs {
                let item = TextWidth.pad(run.item.uppercased().terminalSafe, to: itemWidth)
                let wrapped = TextWidth.wrap(
                    run.games.joined(separator: ", ").terminalSafe, to: max(20, options.width - itemWidth - 4))
                for (index, text) in wrapped.enumerated() {
                    lines.append("  " + (index == 0 ? item : String(repeating: " ", count: itemWidth)) + "  " + text)
                }
            }
        }
        lines.append("")
        let gameName = model.game.map { labels.game($0, english: model.gameDisplayName ?? $0) }
        let game = gameName.map { " in \($0.terminalSafe)" } ?? ""
        let learnedBy = labels.say(.learnedBy) + (labels.language == .en ? game : gameName.map { " · " + $0 } ?? "")
        lines.append(style.bold(learnedBy) + style.dim(" (\(model.learnedBy.count))"))
        if model.learnedBy.isEmpty {
            lines.append("  No Pokémon" + (game.isEmpty ? "." : " learns it\(game)."))
        } else if model.game != nil {
            let table = TextTable(
                header: [.number, .pokemon, .how].map(labels.say), alignments: [.right, .left, .left], shrinks: 1)
            lines += table.render(
                model.learnedBy.map { learner in
                    [
                        TextTable.Cell(Renderer.number(learner.row.id)), TextTable.Cell(learner.row.displayName),
                        TextTable.Cell(
                            (learner.methods ?? []).map { how($0, labels: labels) }.joined(separator: ", ")
                                + (learner.from.map { from in
                                    labels.language == .en
                                        ? " (from \(from.displayName))" : " (\(labels.say(.from)) \(from.displayName))"
                                } ?? "")),
                    ]
                }, style: style, width: options.width)
        } else {
            lines += flow(
                model.learnedBy.map { $0.row.displayName + ($0.from.map { " (egg, from \($0.displayName))" } ?? "") },
                options: options)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func ability(_ model: AbilityViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return model.pokemon.map {
                tabular(
                    [String($0.row.id), $0.row.name, $0.isHidden ? "hidden" : ""] + readers($0.row.displayName, options)
                )
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        let ability = labels.say(.ability)
        var lines = [style.bold(model.displayName.terminalSafe) + style.dim(" · \(ability) \(model.id)")]
        lines.append(style.dim(DisplayName.titleCase(ability) + " · " + labels.generation(model.generation)))
        effect(model.effect, into: &lines, options: options)
        lines.append("")
        lines.append(style.bold(labels.say(.pokemon)) + style.dim(" (\(model.pokemon.count))"))
        let hidden = " (" + labels.say(.hidden) + ")"
        lines += flow(model.pokemon.map { $0.row.displayName + ($0.isHidden ? hidden : "") }, options: options)
        return lines.joined(separator: "\n") + "\n"
    }

    static func natures(_ models: [NatureViewModel], single: Bool, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return models.map { nature in
                tabular(
                    [
                        nature.name, nature.increasedStat ?? "", nature.decreasedStat ?? "", nature.likesFlavor ?? "",
                        nature.hatesFlavor ?? "",
                    ] + readers(nature.displayName, options))
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        let table = TextTable(
            header: [.nature, .raises, .lowers, .likes, .dislikes].map(labels.say),
            alignments: [.left, .left, .left, .left, .left], shrinks: 0)
        var lines = table.render(
            models.map { nature in
                func cell(_ value: String?, _ text: (String) -> String) -> TextTable.Cell {
                    value.map { TextTable.Cell(text($0)) } ?? TextTable.Cell("—", styled: style.dim("—"))
                }
                return [
                    TextTable.Cell(nature.displayName, styled: style.bold(nature.displayName.terminalSafe)),
                    cell(nature.increasedStat) { "+" + labels.stat($0, english: statName($0)) },
                    cell(nature.decreasedStat) { "−" + labels.stat($0, english: statName($0)) },
                    cell(nature.likesFlavor) { labels.word(.flavor, $0) },
                    cell(nature.hatesFlavor) { labels.word(.flavor, $0) },
                ]
            }, style: style, width: options.width, indent: "")
        let neutral = models.filter(\.isNeutral).count
        if neutral > 0 {
            lines.append("")
            lines.append(style.dim(labels.say(single ? .neutralNature : .neutralNatures)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func item(_ model: ItemViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return tabular(
                [String(model.id), model.name, model.category, field(model.cost), field(model.flingPower)]
                    + readers(model.displayName, options))
        }
        let style = options.style
        let labels = options.labels
        let labelColumn = labelWidth([.cost, .fling, .traits], labels)
        func label(_ phrase: Phrase) -> String { style.dim(TextWidth.pad(labels.say(phrase), to: labelColumn)) }
        let item = labels.say(.item)
        var lines = [style.bold(model.displayName.terminalSafe) + style.dim(" · \(item) \(model.id)")]
        lines.append(
            style.dim(DisplayName.titleCase(item) + " · ") + labels.word(.itemCategory, model.category).terminalSafe)
        lines.append("")
        lines.append(label(.cost) + (model.cost.map { "₽\($0)" } ?? "—"))
        lines.append(
            label(.fling)
                + (model.flingPower.map { power in
                    labels.say(.flingPower, String(power))
                        + (model.flingEffect.map { labels.separator + flingEffect($0, labels: labels) } ?? "")
                } ?? "—"))
        if !model.attributes.isEmpty {
            lines.append(
                label(.traits)
                    + model.attributes.map { labels.word(.itemAttribute, $0) }.joined(separator: labels.separator)
                    .terminalSafe)
        }
        effect(model.effect, into: &lines, options: options)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Pieces

    /// `Level up`, `Machines`, `Egg moves`, `Tutor`, or a rare method in words.
    static func title(of method: String, labels: ScreenLabels = .english) -> String {
        methodWords[method].map { labels.say($0.title) } ?? labels.word(.learnMethod, method)
    }

    /// The usual learn methods in pokedex's words: as a learnset's section (`Machines`) and as
    /// how one Pokémon learns a move (`Machine`). The rest have PokeAPI's names.
    private static let methodWords: [String: (title: Phrase, one: Phrase)] = [
        "level-up": (.levelUp, .levelUp), "machine": (.machines, .machine), "egg": (.eggMoves, .egg),
        "tutor": (.tutor, .tutor),
    ]

    /// A field label's column: 10, or wider where the language's `phrases` are.
    private static func labelWidth(_ phrases: [Phrase], _ labels: ScreenLabels) -> Int {
        guard labels.language != .en else { return 10 }
        return max(10, (phrases.map { TextWidth.columns(labels.say($0)) }.max() ?? 0) + 2)
    }

    /// How one Pokémon learns a move: `Level up`, `Machine`, `Egg`, `Tutor`.
    static func how(_ method: String, labels: ScreenLabels = .english) -> String {
        methodWords[method].map { labels.say($0.one) } ?? labels.word(.learnMethod, method)
    }

    static func statName(_ stat: String) -> String {
        switch stat {
        case "hp": "HP"
        case "special-attack": "Sp. Atk"
        case "special-defense": "Sp. Def"
        default: DisplayName.titleCase(stat)
        }
    }

    private static func moveCells(
        _ row: LearnsetRowModel, style: TerminalStyle, labels: ScreenLabels = .english
    ) -> [TextTable.Cell] {
        [
            TextTable.Cell(row.displayName, styled: style.bold(row.displayName.terminalSafe)),
            TextTable.Cell(labels.type(row.type), styled: style.type(labels.type(row.type), row.type)),
            TextTable.Cell(labels.damageClass(row.damageClass)),
            TextTable.Cell(dash(row.power)), TextTable.Cell(dash(row.accuracy)), TextTable.Cell(dash(row.pp)),
        ]
    }

    /// `Before X/Y: 95 power, 15 PP.`
    /// `Before X/Y: 95 power.`, `X/Yより前: いりょく 95。`
    static func past(_ line: MoveViewModel.PastValuesLine, labels: ScreenLabels = .english) -> String {
        let values = line.values
        let english = labels.language == .en
        let parts = [
            values.power.map { english ? "\($0) power" : labels.say(.power) + " \($0)" },
            values.accuracy.map { english ? "\($0)% accuracy" : labels.say(.accuracy) + " \($0)%" },
            values.pp.map { english ? "\($0) PP" : labels.say(.pp) + " \($0)" },
            values.type.map {
                english ? DisplayName.titleCase($0) + " type" : labels.say(.type) + " " + labels.type($0)
            },
            values.effectChance.map { english ? "\($0)% effect chance" : labels.say(.chance) + " \($0)%" },
        ].compactMap { $0 }
        let game = labels.game(values.changedIn, english: line.gameDisplayName)
        return labels.say(
            .before, game, parts.isEmpty ? labels.say(.differentEffect) : parts.joined(separator: labels.separator))
    }

    /// What Fling does with the item besides damage.
    static func flingEffect(_ effect: String, labels: ScreenLabels = .english) -> String {
        let phrase: Phrase? =
            switch effect {
            case "badly-poison": .badlyPoisons
            case "burn": .burns
            case "paralyze": .paralyzes
            case "poison": .poisons
            case "flinch": .makesFlinch
            case "berry-effect": .berryEffect
            case "herb-effect": .herbEffect
            default: nil
            }
        return phrase.map { labels.say($0) } ?? labels.english(DisplayName.titleCase(effect).lowercased())
    }

    /// PokeAPI's effect text, wrapped; when it is not cached, one dim line on how to have every
    /// effect offline.
    private static func effect(_ effect: String?, into lines: inout [String], options: RenderOptions) {
        lines.append("")
        guard let effect else {
            lines += TextWidth.wrap(
                options.labels.say(.effectNotCached),
                to: min(options.width, 80)
            ).map(options.style.dim)
            return
        }
        lines += TextWidth.wrap(effect.terminalSafe, to: min(options.width, 80))
    }

    /// Names separated by commas, wrapped to the width.
    private static func flow(_ names: [String], options: RenderOptions) -> [String] {
        TextWidth.wrap(names.map(\.terminalSafe).joined(separator: ", "), to: max(20, min(options.width, 100)) - 2)
            .map { "  " + $0 }
    }

    private static func dash(_ value: Int?) -> String { value.map(String.init) ?? "—" }

    private static func field(_ value: Int?) -> String { value.map(String.init) ?? "" }

    /// The name as the reader reads it, a last column when `--lang` is not English: the
    /// columns before it stay PokeAPI's, for the tools that read them.
    static func readers(_ displayName: String, _ options: RenderOptions) -> [String] {
        options.labels.language == .en ? [] : [displayName]
    }

    private static func tabular(_ fields: [String]) -> String {
        fields.map(\.terminalSafe).joined(separator: "\t") + "\n"
    }
}

extension ScreenLabels {
    /// ` · moves in ` before a learnset's game; ` · わざ · ` in other languages, whose order
    /// differs. The full screen finds a learnset's heading by it.
    package var movesIn: String {
        language == .en ? " · moves in " : " · " + say(.moves) + " · "
    }
}
