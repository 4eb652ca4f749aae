import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex type`: a type's matchups.
struct TypeCommand: RouteCommand {
    static let name = "type"
    var drawing: ScreenDrawing? { .type }
    static let info = CommandInfo(
        summary: "Show a type's matchups, or two types' together, and how many Pokémon have it.",
        usage: ["pokedex type <name> [<name>] [<options>]"],
        arguments: [
            ("<name>", "A type: " + TypeChart.knownTypes.joined(separator: ", ") + "."),
            ("<name> <name>", "Two types: what each does attacking, and how a Pokémon of both takes each type."),
        ],
        examples: ["pokedex type fire", "pokedex type ground flying", "pokedex type dragon --json"],
        completion: .words(TypeChart.knownTypes))

    static let options: [OptionSpec] = OptionTable.lookup

    let name: String

    init(_ input: CommandInput) throws(UsageError) {
        name = try input.words(what: "a type name")
    }

    var route: Route { .type(name: name) }
}
