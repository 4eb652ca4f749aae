import PokedexDomain
import PokedexPresentation

/// `pokedex list`: the Pokémon in National Dex order, filtered and sorted.
struct ListCommand: RouteCommand {
    static let name = "list"
    static let defaultLimit = 20

    static let info = CommandInfo(
        summary: "List Pokémon in National Dex order.",
        usage: [
            "pokedex list [--type <type> ...] [--generation <g>] [--ability <a>] [--move <m> [--game <g>]] "
                + "[--egg-group <e>] [--limit <n>] [--offset <n>] [<options>]"
        ],
        notes: ["When stdout is not a terminal, rows are tab-separated (id, name, types) with no header."],
        examples: [
            "pokedex list --limit 20", "pokedex list --offset 151 --limit 100 --jsonl",
            "pokedex list --type fire --generation kanto",
            "pokedex list --move stealth-rock --type water --game sv",
        ])

    static let options: [OptionSpec] =
        [
            OptionTable.limit, OptionTable.offset, OptionTable.type, OptionTable.generation, OptionTable.ability,
            OptionTable.move, OptionTable.eggGroup, OptionTable.condition, OptionTable.sort, OptionTable.desc,
            OptionTable.legendary, OptionTable.mythical, OptionTable.baby, OptionTable.fullyEvolved, OptionTable.game,
        ] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        try input.rejectArguments()
        var filter = input.options.filter
        if let game = input.options.game {
            guard filter.move != nil else { throw input.error("list takes --game only with --move") }
            filter.game = game
        }
        route = .list(
            offset: input.options.offset ?? 0, limit: input.options.limit ?? Self.defaultLimit, filter: filter)
    }
}
