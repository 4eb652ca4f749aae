import PokedexPresentation
import PokedexTerminalUI

/// `pokedex nature`: every nature, or one.
struct NatureCommand: RouteCommand {
    static let name = "nature"
    var drawing: ScreenDrawing? { .natures }
    static let takesDashedWords = true
    static let info = CommandInfo(
        summary: "Show every nature, or one, or those that raise or lower a stat.",
        usage: ["pokedex nature [<name>] [<options>]", "pokedex nature [+]<stat> [-<stat>] [<options>]"],
        arguments: [
            ("<name>", "A nature in any spelling or language; without one, all 25."),
            ("<stat>", "atk, def, spa, spd, spe (or attack, Sp. Atk, speed…): + or no sign raises it, - lowers it."),
        ],
        notes: ["The five neutral natures (Hardy, Docile, Serious, Bashful, Quirky) change no stat."],
        examples: ["pokedex nature", "pokedex nature adamant --json", "pokedex nature +spe -spa"],
        completion: .terms(.nature))

    static let options: [OptionSpec] = OptionTable.lookup

    let name: String?

    init(_ input: CommandInput) throws(UsageError) {
        name = input.positionals.isEmpty ? nil : try input.words(what: "a nature name")
    }

    var route: Route { .nature(name: name) }
}
