import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex chart`: the type chart, every attacking type against every defending type.
struct ChartCommand: RouteCommand {
    static let name = "chart"
    var drawing: ScreenDrawing? { .chart }
    static let info = CommandInfo(
        summary: "Show the type chart: what each attacking type does to each defending type.",
        usage: ["pokedex chart [<options>]"],
        notes: [
            "Rows attack, columns defend: 2 is super effective, ½ not very effective, 0 no effect, and a dot "
                + "neutral, as generation VI onward has it. Two types together multiply: pokedex type ground flying."
        ],
        examples: ["pokedex chart", "pokedex chart --json", "pokedex chart --lang fr"])

    static let options: [OptionSpec] = OptionTable.lookup

    init(_ input: CommandInput) throws(UsageError) {
        try input.rejectArguments()
    }

    var route: Route { .chart }
}
