import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex games`: every game, and the names `--game` takes for it.
struct GamesCommand: RouteCommand {
    static let name = "games"
    var drawing: ScreenDrawing? { .games }
    static let info = CommandInfo(
        summary: "List every game in release order, with its generation and the names --game takes for it.",
        usage: ["pokedex games [<game>] [<options>]"],
        arguments: [("<game>", "One game, by any name --game takes (sv, Scarlet, scarlet-violet, the-teal-mask…).")],
        notes: [
            "A downloadable part stands under its game and shares its learnsets: --game the-teal-mask means Scarlet/Violet."
        ],
        examples: ["pokedex games", "pokedex games sv --json", "pokedex games --lang ja"],
        completion: .words(GameOption.completions))

    static let options: [OptionSpec] = OptionTable.lookup

    let name: String?

    init(_ input: CommandInput) throws(UsageError) {
        name = input.positionals.isEmpty ? nil : try input.words(what: "a game")
    }

    var route: Route { .games(name: name) }
}
