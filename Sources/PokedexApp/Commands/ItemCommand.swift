import PokedexPresentation
import PokedexTerminalUI

/// `pokedex item`: an item.
struct ItemCommand: RouteCommand {
    static let name = "item"
    var drawing: ScreenDrawing? { .item }
    static let info = CommandInfo(
        summary: "Show an item: category, cost, Fling's power and effect.",
        usage: ["pokedex item <name-or-number> [<options>]"],
        arguments: [("<name-or-number>", "An item in any spelling or language (King's Rock, kings rock).")],
        notes: ["The cost is the shop price in the latest game that sells it."],
        examples: ["pokedex item \"kings rock\"", "pokedex item leftovers --json"],
        completion: .terms(.item))

    static let options: [OptionSpec] = OptionTable.lookup

    let name: String

    init(_ input: CommandInput) throws(UsageError) {
        name = try input.words(what: "an item name or number")
    }

    var route: Route { .item(name: name) }
}
