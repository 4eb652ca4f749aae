import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `ability` as text.
extension MoveText {
    static func ability(_ model: AbilityViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return tabular(model.pokemon) {
                [String($0.row.id), $0.row.name, $0.isHidden ? "hidden" : ""] + readers($0.row.displayName, options)
            }
        }
        let style = options.style
        let labels = options.labels
        let ability = labels.say(.ability)
        var lines = [style.bold(model.displayName.terminalSafe) + style.dim(" · \(ability) \(model.id)")]
        lines.append(style.dim(DisplayName.titleCase(ability) + " · " + labels.generation(model.generation)))
        if !model.battle.isEmpty { lines.append("") }
        battle(model.battle, into: &lines, options: options)
        effect(model.effect, into: &lines, options: options)
        lines.append("")
        lines.append(style.bold(labels.say(.pokemon)) + style.dim(labels.parenthesized(String(model.pokemon.count))))
        let hidden = labels.parenthesized(labels.say(.hidden))
        lines += flow(model.pokemon.map { $0.row.displayName + ($0.isHidden ? hidden : "") }, options: options)
        return lines.joined(separator: "\n") + "\n"
    }
}
