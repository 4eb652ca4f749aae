import PokedexDomain
import PokedexPresentation

/// `pokedex type fire`: what the type does attacking and defending, and how many Pokémon
/// have it; `pokedex type ground flying`: what each does attacking, and how a Pokémon of both
/// takes each type.
enum TypeText {
    static func render(_ model: TypeViewModel, options: RenderOptions) -> String {
        let style = options.style
        func types(_ names: [String]) -> String {
            names.isEmpty
                ? style.dim("—")
                : names.map { style.type(options.labels.type($0).terminalSafe, $0) }.joined(separator: ", ")
        }
        func attacking(_ type: TypeViewModel, title: String) -> [String] {
            [
                style.bold(title),
                style.dim("×2 against  ") + types(type.doubleTo),
                style.dim("×½ against  ") + types(type.halfTo),
                style.dim("×0 against  ") + types(type.noneTo),
            ]
        }
        if let partner = model.partner.first {
            var lines = [
                style.type(style.bold(model.displayName.terminalSafe), model.name) + style.dim(" · ")
                    + style.type(style.bold(partner.displayName.terminalSafe), partner.name), "",
            ]
            lines += attacking(model, title: "Attacking as " + model.displayName.terminalSafe) + [""]
            lines += attacking(partner, title: "Attacking as " + partner.displayName.terminalSafe) + [""]
            lines.append(style.bold("Defending, both types"))
            for (multiplier, label) in [(4.0, "×4"), (2.0, "×2"), (0.5, "×½"), (0.25, "×¼"), (0.0, "×0")] {
                let names = model.combinedDefenses.filter { $0.multiplier == multiplier }.map(\.type)
                lines.append(style.dim(label + " from     ") + types(names))
            }
            lines.append("")
            lines.append("\(model.pokemonCount) Pokémon have both types.")
            return lines.joined(separator: "\n") + "\n"
        }
        var lines = [style.type(style.bold(model.displayName.terminalSafe), model.name), ""]
        lines += attacking(model, title: "Attacking")
        lines.append("")
        lines.append(style.bold("Defending"))
        lines.append(style.dim("×2 from     ") + types(model.doubleFrom))
        lines.append(style.dim("×½ from     ") + types(model.halfFrom))
        lines.append(style.dim("×0 from     ") + types(model.noneFrom))
        lines.append("")
        lines.append("\(model.pokemonCount) Pokémon have this type.")
        return lines.joined(separator: "\n") + "\n"
    }
}
