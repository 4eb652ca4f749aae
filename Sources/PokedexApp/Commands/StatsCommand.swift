import PokedexDomain
import PokedexInteractors
import PokedexPresentation

/// `pokedex stats`: a Pokémon's six stats in battle.
struct StatsCommand: RouteCommand {
    static let name = "stats"
    static let info = CommandInfo(
        summary: "Show a Pokémon's six stats at a level, with a nature, EVs, IVs and boosts.",
        usage: [
            "pokedex stats <pokemon> [--level <n>] [--nature <nature>] [--evs <spread>] [--ivs <spread>] "
                + "[--boosts <stages>] [<options>]"
        ],
        arguments: [("<pokemon>", "A Pokémon's name in any spelling or language, or its number.")],
        notes: [
            "The formulas of generation III onward, as the games and Smogon's calculator have them: level 100, "
                + "IVs 31 and EVs 0 unless given, a nature's +10% and −10% (marked + and − on a terminal), "
                + "Shedinja's HP always 1; boosts as stages, ×(2+n)/2 up and ×2/(2−n) down.",
            "When stdout is not a terminal, rows are tab-separated: stat, base, IV, EV, stat (and the boosted stat, "
                + "with --boosts).",
        ],
        examples: [
            "pokedex stats garchomp --level 50 --nature jolly --evs \"252 Atk / 4 SpD / 252 Spe\"",
            "pokedex stats ferrothorn --ivs \"0 Spe\" --nature relaxed --json",
            "pokedex stats dragonite --boosts \"+1 Atk / +1 Spe\"",
        ],
        completion: .pokemonNames)

    static let options: [OptionSpec] =
        [OptionTable.level, OptionTable.nature, OptionTable.evs, OptionTable.ivs, OptionTable.boosts]
        + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        var request = StatsRequest(pokemon: try input.words(what: "a Pokémon name or number"))
        request.level = input.options.level ?? 100
        request.nature = input.options.nature
        request.evs = input.options.evs ?? StatSpread()
        request.ivs = input.options.ivs ?? StatSpread()
        request.boosts = input.options.boosts ?? StatSpread()
        route = .stats(request)
    }
}
