import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex compare`: two to six Pokémon side by side.
struct CompareCommand: RouteCommand {
    static let name = "compare"
    var drawing: ScreenDrawing? { .compare }
    static let info = CommandInfo(
        summary: "Compare two to six Pokémon side by side: types, abilities, stats, type defences.",
        usage: ["pokedex compare <pokemon> <pokemon> [<pokemon> …] [<options>]"],
        arguments: [("<pokemon>", "Two to six names or numbers, one argument each (quote names with spaces).")],
        notes: [
            "The highest value of each stat is marked; type defences are listed where they differ. "
                + "Columns narrow to fit the terminal, then wrap into blocks.",
            "When stdout is not a terminal, one tab-separated row per Pokémon: id, name, types, the six "
                + "stats, total.",
        ],
        examples: ["pokedex compare garchomp salamence", "pokedex compare 25 26 \"mr mime\" --json"],
        completion: .pokemonNames)

    static let options: [OptionSpec] = OptionTable.lookup

    let names: [String]

    init(_ input: CommandInput) throws(UsageError) {
        names = input.names
        guard names.count >= 2 else { throw input.error("compare needs two to six Pokémon") }
        guard names.count <= CompareInteractor.most else {
            throw input.error("compare takes at most \(CompareInteractor.most) Pokémon, not \(names.count)")
        }
    }

    var route: Route { .compare(names: names) }
}
