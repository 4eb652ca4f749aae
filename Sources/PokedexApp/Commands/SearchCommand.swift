import PokedexDomain
import PokedexPresentation

/// `pokedex search`: every Pokémon, move, ability and item name, ranked.
struct SearchCommand: RouteCommand {
    static let name = "search"
    static let defaultLimit = 20

    static let info = CommandInfo(
        summary: "Search every Pokémon, move, ability and item name.",
        usage: ["pokedex search <query> [--kind <kind> ...] [--limit <n>] [<options>]"],
        arguments: [("<query>", "Part of a name; close misspellings match too.")],
        notes: [
            "Results are ranked: exact, then prefix, then substring, then close misspellings; at an equal "
                + "match a Pokémon comes first, then a move, an ability, an item.",
            "When stdout is not a terminal, rows are tab-separated: id, name, types, kind.",
        ],
        examples: [
            "pokedex search thunder", "pokedex search pikachuu --limit 3 --json",
            "pokedex search scale --kind ability",
        ])

    static let options: [OptionSpec] = [OptionTable.limit, OptionTable.kind] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        route = .search(
            query: try input.words(what: "a search query"), limit: input.options.limit ?? Self.defaultLimit,
            kinds: input.options.kinds)
    }
}
