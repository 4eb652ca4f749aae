import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `item` as text.
extension MoveText {
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
                    + model.attributes.map { TextWidth.keptWhole(labels.word(.itemAttribute, $0).terminalSafe) }
                    .joined(separator: labels.separator))
        }
        battle(model.battle, into: &lines, options: options)
        effect(model.effect, into: &lines, options: options)
        return lines.joined(separator: "\n") + "\n"
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
}
