import PokedexDomain
import PokedexPresentation

/// `pokedex type fire`: what the type does attacking and defending, and how many Pokémon
/// have it; `pokedex type ground flying`: what each does attacking, and how a Pokémon of both
/// takes each type.
enum TypeText {
    static func render(_ model: TypeViewModel, options: RenderOptions) -> String {
        let style = options.style
        let labels = options.labels
        func name(_ type: TypeViewModel) -> String { labels.type(type.name).terminalSafe }
        // `×2 against  `, `×½ from     `; in other languages the section says which way: `×2  `.
        func label(_ multiplier: String, attacking: Bool) -> String {
            style.dim(labels.multiplier(multiplier, attacking: attacking))
        }
        func types(_ names: [String]) -> String {
            names.isEmpty
                ? style.dim("—")
                : names.map { style.type(options.labels.type($0).terminalSafe, $0) }.joined(
                    separator: options.labels.separator)
        }
        func attacking(_ type: TypeViewModel, title: String) -> [String] {
            [
                style.bold(title),
                label("×2", attacking: true) + types(type.doubleTo),
                label("×½", attacking: true) + types(type.halfTo),
                label("×0", attacking: true) + types(type.noneTo),
            ]
        }
        if let partner = model.partner.first {
            var lines = [
                style.type(style.bold(name(model)), model.name) + style.dim(" · ")
                    + style.type(style.bold(name(partner)), partner.name), "",
            ]
            lines += attacking(model, title: labels.attacking(as: name(model))) + [""]
            lines += attacking(partner, title: labels.attacking(as: name(partner))) + [""]
            lines.append(style.bold(labels.defending(name(model), name(partner))))
            for (multiplier, text) in [(4.0, "×4"), (2.0, "×2"), (0.5, "×½"), (0.25, "×¼"), (0.0, "×0")] {
                let names = model.combinedDefenses.filter { $0.multiplier == multiplier }.map(\.type)
                lines.append(label(text, attacking: false) + types(names))
            }
            lines.append("")
            lines.append(labels.pokemonCount(model.pokemonCount, both: true))
            return lines.joined(separator: "\n") + "\n"
        }
        var lines = [style.type(style.bold(name(model)), model.name), ""]
        lines += attacking(model, title: labels.say(.attacking))
        lines.append("")
        lines.append(style.bold(labels.say(.defending)))
        lines.append(label("×2", attacking: false) + types(model.doubleFrom))
        lines.append(label("×½", attacking: false) + types(model.halfFrom))
        lines.append(label("×0", attacking: false) + types(model.noneFrom))
        lines.append("")
        lines.append(labels.pokemonCount(model.pokemonCount, both: false))
        return lines.joined(separator: "\n") + "\n"
    }
}
