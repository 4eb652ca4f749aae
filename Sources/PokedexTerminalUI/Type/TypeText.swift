import PokedexDomain
import PokedexPresentation

/// `pokedex type fire`: what the type does attacking and defending, and how many Pokémon
/// have it; `pokedex type ground flying`: what each does attacking, and how a Pokémon of both
/// takes each type.
enum TypeText {
    static func render(_ model: TypeViewModel, options: RenderOptions) -> String {
        let style = options.style
        let labels = options.labels
        let english = labels.language == .en
        func name(_ type: TypeViewModel) -> String { labels.type(type.name).terminalSafe }
        // `×2 against  `, `×½ from     `; in other languages the section says which way: `×2  `.
        func label(_ multiplier: String, _ way: String) -> String {
            style.dim(
                english ? multiplier + " " + way + String(repeating: " ", count: 9 - way.count) : multiplier + "  ")
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
                label("×2", "against") + types(type.doubleTo),
                label("×½", "against") + types(type.halfTo),
                label("×0", "against") + types(type.noneTo),
            ]
        }
        if let partner = model.partner.first {
            var lines = [
                style.type(style.bold(name(model)), model.name) + style.dim(" · ")
                    + style.type(style.bold(name(partner)), partner.name), "",
            ]
            let attackingAs = english ? "Attacking as " : labels.say(.attacking) + " · "
            lines += attacking(model, title: attackingAs + name(model)) + [""]
            lines += attacking(partner, title: attackingAs + name(partner)) + [""]
            lines.append(
                style.bold(
                    english
                        ? "Defending, both types" : labels.say(.defending) + " · " + name(model) + "/" + name(partner)))
            for (multiplier, text) in [(4.0, "×4"), (2.0, "×2"), (0.5, "×½"), (0.25, "×¼"), (0.0, "×0")] {
                let names = model.combinedDefenses.filter { $0.multiplier == multiplier }.map(\.type)
                lines.append(label(text, "from") + types(names))
            }
            lines.append("")
            lines.append(
                english
                    ? "\(model.pokemonCount) Pokémon have both types."
                    : labels.say(.pokemon) + labels.colon + "\(model.pokemonCount)")
            return lines.joined(separator: "\n") + "\n"
        }
        var lines = [style.type(style.bold(name(model)), model.name), ""]
        lines += attacking(model, title: labels.say(.attacking))
        lines.append("")
        lines.append(style.bold(labels.say(.defending)))
        lines.append(label("×2", "from") + types(model.doubleFrom))
        lines.append(label("×½", "from") + types(model.halfFrom))
        lines.append(label("×0", "from") + types(model.noneFrom))
        lines.append("")
        lines.append(
            english
                ? "\(model.pokemonCount) Pokémon have this type."
                : labels.say(.pokemon) + labels.colon + "\(model.pokemonCount)"
        )
        return lines.joined(separator: "\n") + "\n"
    }
}
