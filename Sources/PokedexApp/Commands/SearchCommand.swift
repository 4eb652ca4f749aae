import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex search`: every Pokémon, move, ability and item name, ranked.
struct SearchCommand: RouteCommand {
    static let name = "search"
    var drawing: ScreenDrawing? { .search }
    static let defaultLimit = 20

    static let info = CommandInfo(
        summary: "Search every Pokémon, move, ability and item name.",
        usage: ["pokedex search <query> [--kind <kind> ...] [--limit <n>] [<options>]"],
        arguments: [
            (
                "<query>",
                "Part of a name; close misspellings match too. Or filters, as list takes them: type:dragon "
                    + "-type:flying spe>=100 move:earthquake (with any words besides, a name among what they keep)."
            )
        ],
        notes: [
            "Results are ranked: exact, then prefix, then substring, then close misspellings; at an equal "
                + "match a Pokémon comes first, then a move, an ability, an item.",
            "Filters: type:T, -type:T, ability:A, -ability:A, move:M, game:G, resists:T, weak:T, immune:T, tier:OU, "
                + "gen:4, egg:G, dex:P, is:legendary, -is:legendary, is:mythical, -is:mythical, is:baby, "
                + "is:fully-evolved, and stat comparisons (spe>=100, total<=300); every one must hold, and the "
                + "Pokémon they keep come in list's order. The full screen's search box takes the same.",
            "When stdout is not a terminal, rows are tab-separated: id, name, types, kind.",
        ],
        examples: [
            "pokedex search thunder", "pokedex search pikachuu --limit 3 --json",
            "pokedex search scale --kind ability", "pokedex search 'type:dragon -type:flying spe>=100'",
        ])

    /// `-type:flying` is a filter of the query, not an option.
    static var takesDashedWords: Bool { true }

    /// Its own options, as given.
    struct Options: CommandOptions {
        var limit: Int?
        var kind: [TermKind] = []
    }

    static let limit = Option(
        Options.at { $1(&$0.limit) },
        "--limit", placeholder: "<n>", help: "How many results to show.", defaultValue: String(defaultLimit)
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 1...Int.max) }

    static let kind = Repeated(
        Options.at { $1(&$0.kind) },
        "--kind", placeholder: "<kind>",
        help:
            "Only results of this kind: \(OptionValues.either(OptionValues.searchKinds.map(\.rawValue))); repeat it for several.",
        completions: OptionValues.searchKinds.map(\.rawValue)
    ) { value, source, earlier throws(UsageError) in
        earlier + OptionValues.searchKinds.filter(try OptionValues.kinds(value, source: source).contains)
    }

    static let options: [OptionSpec] = [limit.spec, kind.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        route = .search(
            query: try input.words(what: "a search query"), limit: options.limit ?? Self.defaultLimit,
            kinds: Set(options.kind))
    }
}
