import PokedexPresentation
import PokedexTerminalUI

/// `pokedex ability`: an ability, and the Pokémon that have it.
struct AbilityCommand: RouteCommand {
    static let name = "ability"
    var drawing: ScreenDrawing? { .ability }
    static let info = CommandInfo(
        summary: "Show an ability: its effect and the Pokémon that have it.",
        usage: ["pokedex ability <name-or-number> [<options>]"],
        arguments: [("<name-or-number>", "An ability in any spelling or language, or its number.")],
        notes: [
            "Hidden abilities are marked. When stdout is not a terminal, the Pokémon are printed as "
                + "tab-separated rows: id, name, hidden."
        ],
        examples: ["pokedex ability levitate", "pokedex ability \"Intimidate\" --json"],
        completion: .terms(.ability))

    static let options: [OptionSpec] = OptionTable.lookup

    let name: String

    init(_ input: CommandInput) throws(UsageError) {
        name = try input.words(what: "an ability name or number")
    }

    var route: Route { .ability(name: name) }
}
