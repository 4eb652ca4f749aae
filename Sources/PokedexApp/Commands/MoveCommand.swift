import PokedexPresentation
import PokedexTerminalUI

/// `pokedex move`: a move, and who learns it.
struct MoveCommand: RouteCommand {
    static let name = "move"
    var drawing: ScreenDrawing? { .move }
    static let info = CommandInfo(
        summary: "Show a move: type, class, power, accuracy, PP, effect, machines and who learns it.",
        usage: ["pokedex move <name-or-number> [--game <game>] [<options>]"],
        arguments: [
            (
                "<name-or-number>",
                "A move in any case or spelling (U-turn, u turn, Will-O-Wisp), in any of ten languages, or "
                    + "its number."
            )
        ],
        notes: [
            "Without --game, every Pokémon that learns it in any game; with --game, those that learn it "
                + "there, and how; evolved Pokémon that have it as a pre-evolution's egg move say so. What it "
                + "does is composed offline from the bundled facts; PokeAPI's effect text comes from PokeAPI "
                + "or the cache.",
            "When stdout is not a terminal, the Pokémon that learn it are printed as tab-separated rows: "
                + "id, name, methods, and the pre-evolution whose egg move it is.",
        ],
        examples: ["pokedex move thunderbolt", "pokedex move \"stealth rock\" --game sv --json"],
        completion: .terms(.move))

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) }, help: "Who learns it in this game, and how: scarlet-violet, sv, red…")

    static let options: [OptionSpec] = [game.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        route = .move(name: try input.words(what: "a move name or number"), game: options.game)
    }
}
