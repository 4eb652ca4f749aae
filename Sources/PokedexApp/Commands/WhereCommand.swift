import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex where`: where to catch a Pokémon, game by game.
struct WhereCommand: RouteCommand {
    static let name = "where"
    var drawing: ScreenDrawing? { .whereFound }
    static let info = CommandInfo(
        summary: "Show where to find a Pokémon in each game: place, method, levels, chance and conditions.",
        usage: ["pokedex where <pokemon> [--game <game>] [--method <method>] [--all] [<options>]"],
        arguments: [("<pokemon>", "A Pokémon's name in any spelling or language, or its number.")],
        notes: [
            "Games in release order; games with the same encounters share a section. Slots of the same method "
                + "and conditions are one line: their levels' span, their chances added. The games PokeAPI has no "
                + "encounters for (Brilliant Diamond/Shining Pearl, Legends: Arceus, Scarlet/Violet, Legends: Z-A) come "
                + "from their own tables, which give no rates: a line per place and level band, with the border "
                + "crossings into it, the weathers and the times of its slots together (--all keeps every row). "
                + "Starters, gifts, eggs, fossils, legendaries met once and in-game trades are there too.",
            "--game takes a version (violet: Violet's rows and its side of each part) or a part alone (tm, id, ioa, "
                + "ct). A Pokémon one version has alone says how to get it in the other.",
            "A Pokémon met nowhere says what it evolves from, and how.",
            "When stdout is not a terminal, rows are tab-separated: version, location area, method, min level, "
                + "max level, chance, conditions.",
        ],
        examples: [
            "pokedex where pikachu", "pokedex where magikarp --game red --method super-rod",
            "pokedex where hoothoot --game gs --json",
        ],
        completion: .pokemonNames)

    /// Its own options, as given.
    struct Options: CommandOptions {
        var game: String?
        var method: String?
        var all = false
    }

    static let game = GameOption.make(
        Options.at { $1(&$0.game) }, help: "Only where it is met in this game: scarlet-violet, sv, red, rby…")

    static let method = Option(
        Options.at { $1(&$0.method) },
        "--method", placeholder: "<method>",
        help: "Only encounters of this way: walk, surf, old-rod, good-rod, super-rod, gift, headbutt…",
        completions: OptionValues.encounterMethods
    ) { value, source throws(UsageError) in
        guard !value.trimmingWhitespace().isEmpty else { throw UsageError(message: "\(source) needs a method") }
        return value
    }

    static let all = Flag(
        Options.at { $1(&$0.all) },
        "--all",
        help: "Every row of the games' own tables (Scarlet/Violet, Legends: Arceus…): each area, border crossing "
            + "and weather apart, as the tables have them.")

    static let options: [OptionSpec] = [game.spec, method.spec, all.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        route = .where(
            pokemon: try input.words(what: "a Pokémon name or number"), game: options.game,
            method: options.method, all: options.all)
    }
}
