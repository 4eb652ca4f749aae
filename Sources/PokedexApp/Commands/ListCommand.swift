import PokedexDomain
import PokedexPresentation

/// `pokedex list`: the Pokémon in National Dex order, filtered and sorted.
struct ListCommand: RouteCommand {
    static let name = "list"
    static let defaultLimit = 20

    static let info = CommandInfo(
        summary: "List Pokémon in National Dex order.",
        usage: [
            "pokedex list [--type <type> ...] [--generation <g>] [--ability <a>] [--move <m>] [--game <g>] "
                + "[--pokedex <dex>] [--egg-group <e>] [--limit <n>] [--offset <n>] [<options>]"
        ],
        notes: [
            "--game alone lists the Pokémon of that game's regional Pokédex, in its order with its numbers "
                + "(--pokedex names a regional Pokédex itself); with --move, those that learn the move in that game. "
                + "POKEDEX_GAME scopes --move only.",
            "When stdout is not a terminal, rows are tab-separated (id, name, types, then the regional number "
                + "and the fields sorted and filtered by) with no header.",
        ],
        examples: [
            "pokedex list --limit 20", "pokedex list --offset 151 --limit 100 --jsonl",
            "pokedex list --type fire --generation kanto",
            "pokedex list --move stealth-rock --type water --game sv", "pokedex list --pokedex paldea",
            "pokedex list --game sv --type dragon",
        ])

    static let options: [OptionSpec] =
        [
            OptionTable.limit, OptionTable.offset, OptionTable.type, OptionTable.generation, OptionTable.ability,
            OptionTable.move, OptionTable.eggGroup, OptionTable.condition, OptionTable.sort, OptionTable.desc,
            OptionTable.legendary, OptionTable.mythical, OptionTable.baby, OptionTable.fullyEvolved, OptionTable.game,
            OptionTable.pokedex,
        ] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        try input.rejectArguments()
        var filter = input.options.filter
        // A game from POKEDEX_GAME scopes a move; only one typed lists that game's Pokédex.
        if let game = input.options.game, filter.move != nil || !input.options.gameFromEnvironment {
            filter.game = game
        }
        route = .list(
            offset: input.options.offset ?? 0, limit: input.options.limit ?? Self.defaultLimit, filter: filter)
    }
}
