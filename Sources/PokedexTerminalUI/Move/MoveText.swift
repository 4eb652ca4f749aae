import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `move` as text.
extension MoveText {
    static func move(_ model: MoveViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return tabular(model.learnedBy) { learner in
                [
                    String(learner.row.id), learner.row.name, (learner.methods ?? []).joined(separator: ","),
                    learner.from?.name ?? "",
                ] + readers(learner.row.displayName, options)
            }
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
        lines.append(label(.accuracy) + (model.accuracy.map(labels.percent) ?? "—"))
        lines.append(label(.pp) + dash(model.pp))
        lines.append(label(.priority) + (model.priority > 0 ? "+\(model.priority)" : String(model.priority)))
        lines.append(label(.target) + labels.word(.moveTarget, model.target).terminalSafe)
        if let chance = model.effectChance { lines.append(label(.chance) + labels.percent(chance)) }
        lines.append("")
        let width = min(options.width, 80)
        lines += TextWidth.wrap(MoveSummary.localized(model, labels: labels).terminalSafe, to: width)
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
            let itemWidth = runs.map { TextWidth.columns(labels.machine($0.item)) }.max() ?? 4
            for run in runs {
                let item = TextWidth.pad(labels.machine(run.item).terminalSafe, to: itemWidth)
                let room = max(20, options.width - itemWidth - 4)
                let wrapped = TextWidth.wrap(
                    run.games.map { TextWidth.unbreakable($0.terminalSafe, width: room) }.joined(
                        separator: labels.separator),
                    to: room)
                for (index, text) in wrapped.enumerated() {
                    lines.append("  " + (index == 0 ? item : TextWidth.spaces(itemWidth)) + "  " + text)
                }
            }
        }
        lines.append("")
        let gameName = model.game.map { labels.game($0, english: model.gameDisplayName ?? $0).terminalSafe }
        lines.append(
            style.bold(labels.learnedBy(in: gameName))
                + style.dim(labels.parenthesized(String(model.learnedBy.count))))
        if model.learnedBy.isEmpty {
            lines.append("  " + labels.noneLearn(in: gameName))
        } else if model.game != nil {
            let table = TextTable(
                header: [.number, .pokemon, .how].map(labels.say), alignments: [.right, .left, .left], shrinks: 1)
            lines += table.render(
                model.learnedBy.map { learner in
                    [
                        TextTable.Cell(Renderer.number(learner.row.id)), TextTable.Cell(learner.row.displayName),
                        TextTable.Cell(
                            (learner.methods ?? []).map { how($0, labels: labels) }.joined(separator: labels.separator)
                                + (learner.from.map { labels.learnedFrom($0.displayName) } ?? "")),
                    ]
                }, style: style, width: options.width)
        } else {
            lines += flow(
                model.learnedBy.map { learner in
                    learner.row.displayName + (learner.from.map { labels.learnedFrom($0.displayName, egg: true) } ?? "")
                },
                options: options)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Before X/Y: 95 power, 15 PP.`
    /// `Before X/Y: 95 power.`, `X/Yより前: いりょく 95。`
    static func past(_ line: MoveViewModel.PastValuesLine, labels: ScreenLabels = .english) -> String {
        let values = line.values
        let parts = [
            values.power.map { labels.moveValue(.power, String($0)) },
            values.accuracy.map { labels.moveValue(.accuracy, labels.percent($0)) },
            values.pp.map { labels.moveValue(.pp, String($0)) },
            values.type.map { labels.moveValue(.type, labels.type($0)) },
            values.effectChance.map { labels.moveValue(.chance, labels.percent($0)) },
        ].compactMap { $0 }
        let game = labels.game(values.changedIn, english: line.gameDisplayName)
        return labels.say(
            .before, game, parts.isEmpty ? labels.say(.differentEffect) : parts.joined(separator: labels.separator))
    }
}
