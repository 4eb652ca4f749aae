import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex moves`: what a Pokémon learns in one game.
struct MovesCommand: RouteCommand {
    static let name = "moves"
    var drawing: ScreenDrawing? { .learnset }
    static let info = CommandInfo(
        summary: "Show what a Pokémon learns in one game: level-up, machine, egg and tutor moves.",
        usage: ["pokedex moves <pokemon> [--game <game>] [--method <method>] [<options>]"],
        arguments: [("<pokemon>", "A Pokémon's name in any spelling or language, or its number.")],
        notes: [
            "Without --game, the latest game the Pokémon learns anything in (the header says which). "
                + "Level-up moves are sorted by level (Evo. marks a move learned on evolution); machines show "
                + "their TM, TR or HM number in that game.",
            "When stdout is not a terminal, rows are tab-separated: method, level, machine, move, type, "
                + "class, power, accuracy, PP, and the pre-evolution an egg move comes from.",
        ],
        examples: [
            "pokedex moves pikachu", "pokedex moves garchomp --game sv --method machine",
            "pokedex moves bulbasaur --game red --json",
        ],
        completion: .pokemonNames)

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
        var method: LearnMethod?
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) }, help: "The game's learnset: scarlet-violet, sv, \"Sword Shield\", red, rby…")

    static let method = Option(
        Options.at { $1(&$0.method) },
        "--method", placeholder: "<method>",
        help: "Only moves learned this way: \(OptionValues.either(OptionValues.learnMethods)).",
        completions: OptionValues.learnMethods
    ) { value, source throws(UsageError) in try OptionValues.learnMethod(value, source: source) }

    static let options: [OptionSpec] = [game.spec, method.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        route = .moves(
            pokemon: try input.words(what: "a Pokémon name or number"), game: options.game,
            method: options.method)
    }
}
