import PokedexDomain
import PokedexPresentation

/// `pokedex type fire`: what the type does attacking and defending, and how many Pokémon
/// have it.
enum TypeText {
    static func render(_ model: TypeViewModel, options: RenderOptions) -> String {
        let style = options.style
        func types(_ names: [String]) -> String {
            names.isEmpty
                ? style.dim("—")
                : names.map { style.type(DisplayName.titleCase($0).terminalSafe, $0) }.joined(separator: ", ")
        }
        var lines = [style.type(style.bold(model.displayName.terminalSafe), model.name), ""]
        lines.append(style.bold("Attacking"))
        lines.append(style.dim("×2 against  ") + types(model.doubleTo))
        lines.append(style.dim("×½ against  ") + types(model.halfTo))
        lines.append(style.dim("×0 against  ") + types(model.noneTo))
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
