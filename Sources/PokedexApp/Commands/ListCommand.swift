import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex list`: the Pokémon in National Dex order, filtered and sorted.
struct ListCommand: RouteCommand {
    static let name = "list"
    var drawing: ScreenDrawing? { .list }
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
            "pokedex list --game sv --type dragon", "pokedex list --missing --game sv",
        ])

    /// Its own options, as given.
    struct Options: CommandOptions {
        var filter = FilterValues()
        var limit: Int?
        var offset: Int?
        var sort: ListSort?
        var desc = false
        var caught = false
        var missing = false
        var shiny = false
        var game: String?
        var pokedex: String?
    }

    static let limit = Option(
        Options.at { $1(&$0.limit) },
        "--limit", placeholder: "<n>", help: "How many Pokémon to show.", defaultValue: String(defaultLimit)
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 1...Int.max) }

    static let offset = Option(
        Options.at { $1(&$0.offset) },
        "--offset", placeholder: "<n>", help: "How many to skip from the start.", defaultValue: "0"
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 0...Int.max) }

    static let sort = Option(
        Options.at { $1(&$0.sort) },
        "--sort", placeholder: "<field>",
        help: "Order by id, name, or a --where field (hp, attack… total, height, weight, generation).",
        completions: ["id", "name"] + ListField.allCases.map(\.rawValue)
    ) { value, source throws(UsageError) in
        guard let sort = ListSort(spelled: value) else {
            let fields = ["id", "name"] + ListField.allCases.map(\.rawValue)
            throw .invalid(source, takes: fields.joined(separator: ", "), not: value, choices: fields)
        }
        return sort
    }

    static let desc = Flag(Options.at { $1(&$0.desc) }, "--desc", help: "Highest first.")

    static let caught = Flag(
        Options.at { $1(&$0.caught) },
        "--caught", help: "Only what you have marked caught (pokedex caught), in --game or in any game.")
    static let missing = Flag(
        Options.at { $1(&$0.missing) }, "--missing",
        help: "Only what you have not marked caught, in --game or in any game.")
    static let shiny = Flag(
        Options.at { $1(&$0.shiny) }, "--shiny", help: "With --caught or --missing, shiny marks only.")

    static let game = GameOption.make(
        Options.at { $1(&$0.game) },
        help: "List the game's regional Pokédex, in its order with its numbers; with --move, those that learn it "
            + "there: scarlet-violet, sv, red…")

    static let pokedex = Option(
        Options.at { $1(&$0.pokedex) },
        "--pokedex", placeholder: "<dex>",
        help: "Only the Pokémon of this regional Pokédex, in its order with its numbers: kanto, original-johto, "
            + "hoenn, galar, paldea, kitakami, blueberry…",
        completions: ListFilter.pokedexes,
        parse: OptionValues.name
    )

    static let options: [OptionSpec] =
        [limit.spec, offset.spec] + FilterOptions.options(Options.at { $1(&$0.filter) }) + [
            sort.spec, desc.spec, game.spec, pokedex.spec, caught.spec, missing.spec, shiny.spec,
        ]
        + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        try input.rejectArguments()
        var filter = try FilterOptions.filter(
            options.filter, game: options.game, gameSource: input.source(of: Self.game), input: input)
        filter.sort = options.sort
        filter.descending = options.desc
        filter.pokedex = options.pokedex
        if options.caught, options.missing {
            throw input.error("list takes --caught or --missing, not both")
        }
        filter.caught = options.caught ? .caught : options.missing ? .missing : nil
        if options.shiny, filter.caught == nil { throw input.error("--shiny goes with --caught or --missing") }
        filter.shiny = options.shiny
        filter.markGame = options.game
        route = .list(offset: options.offset ?? 0, limit: options.limit ?? Self.defaultLimit, filter: filter)
    }
}
