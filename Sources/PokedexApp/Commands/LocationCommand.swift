import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex location`: who lives in a place, by area and game.
struct LocationCommand: RouteCommand {
    static let name = "location"
    var drawing: ScreenDrawing? { .location }
    static let info = CommandInfo(
        summary: "Show who lives in a place: each area's Pokémon by game, with method, levels and chance.",
        usage: ["pokedex location <name> [--game <game>] [<options>]"],
        arguments: [
            (
                "<name>",
                "A location or one of its areas in any spelling or of the ten languages: \"route 1\", "
                    + "viridian-forest, \"Mt. Moon\"."
            )
        ],
        notes: [
            "A name several places share (Route 1 in Kanto and in Alola) means the one with encounters in "
                + "--game, else the first; the others are named under the answer.",
            "When stdout is not a terminal, rows are tab-separated: version, Pokémon id, Pokémon, location "
                + "area, method, min level, max level, chance, conditions.",
        ],
        examples: [
            "pokedex location \"route 1\" --game red", "pokedex location viridian-forest",
            "pokedex location \"mt moon\" --json",
        ],
        completion: .locations)

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) }, help: "Only who lives there in this game: red, sv, sword-shield…")

    static let options: [OptionSpec] = [game.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        route = .location(name: try input.words(what: "a location name"), game: options.game)
    }
}
