import PokedexDomain
import PokedexPresentation

/// `pokedex where`: where to catch a Pokémon, game by game.
struct WhereCommand: RouteCommand {
    static let name = "where"
    static let info = CommandInfo(
        summary: "Show where to find a Pokémon in each game: place, method, levels, chance and conditions.",
        usage: ["pokedex where <pokemon> [--game <game>] [--method <method>] [<options>]"],
        arguments: [("<pokemon>", "A Pokémon's name in any spelling or language, or its number.")],
        notes: [
            "Games in release order; games with the same encounters share a section. Slots of the same method "
                + "and conditions are one line: their levels' span, their chances added. PokeAPI has encounters for the games "
                + "up to Sword/Shield and Let's Go; for later games the answer says whose Pokédex has it.",
            "A Pokémon met nowhere says what it evolves from, and how.",
            "When stdout is not a terminal, rows are tab-separated: version, location area, method, min level, "
                + "max level, chance, conditions.",
        ],
        examples: [
            "pokedex where pikachu", "pokedex where magikarp --game red --method super-rod",
            "pokedex where hoothoot --game gs --json",
        ],
        completion: .pokemonNames)

    static let game = GameOption.make(help: "Only where it is met in this game: scarlet-violet, sv, red, rby…")

    static let method = Option<String>(
        "--method", placeholder: "<method>",
        help: "Only encounters of this way: walk, surf, old-rod, good-rod, super-rod, gift, headbutt…",
        completions: OptionValues.encounterMethods
    ) { value, source throws(UsageError) in
        guard !value.trimmingWhitespace().isEmpty else { throw UsageError(message: "\(source) needs a method") }
        return value
    }

    static let options: [OptionSpec] = [game.spec, method.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        route = .where(
            pokemon: try input.words(what: "a Pokémon name or number"), game: input[Self.game],
            method: input[Self.method])
    }
}
