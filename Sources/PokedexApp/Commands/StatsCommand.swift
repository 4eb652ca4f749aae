import PokedexDomain
import PokedexInteractors
import PokedexPresentation
import PokedexTerminalUI

/// `pokedex stats`: a Pokémon's six stats in battle.
struct StatsCommand: RouteCommand {
    static let name = "stats"
    var drawing: ScreenDrawing? { .stats }
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
            "--outspeed finds the fewest Speed EVs (by fours) with which the Pokémon, at --level with its --ivs and "
                + "--boosts, is faster than the set, whose level is --level unless it writes one (Lvl 50); Choice "
                + "Scarf, Iron Ball and paralysis count, abilities and Tailwind do not. Piped, it prints two rows: "
                + "neutral and raised, each with the EVs and the Speed (both empty when no spread is faster).",
        ],
        examples: [
            "pokedex stats garchomp --level 50 --nature jolly --evs \"252 Atk / 4 SpD / 252 Spe\"",
            "pokedex stats ferrothorn --ivs \"0 Spe\" --nature relaxed --json",
            "pokedex stats dragonite --boosts \"+1 Atk / +1 Spe\"",
            "pokedex stats garchomp --outspeed \"252 Spe Landorus-Therian\"",
        ],
        completion: .pokemonNames)

    /// Its own options, as given.
    struct Options: CommandOptions {
        var level: Int?
        var nature: String?
        var evs: StatSpread?
        var ivs: StatSpread?
        var boosts: StatSpread?
        var outspeed: String?
    }

    static let level = Option(
        Options.at { $1(&$0.level) },
        "--level", placeholder: "<n>", help: "The level, 1 to 100.", defaultValue: "100"
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 1...100) }

    static let nature = Option(
        Options.at { $1(&$0.nature) },
        "--nature", placeholder: "<nature>", help: "A nature: jolly, Adamant, modest…",
        completions: OptionValues.natures,
        parse: OptionValues.name
    )

    static let evs = Option(
        Options.at { $1(&$0.evs) },
        "--evs", placeholder: "<spread>",
        help: "EVs as an export writes them, \"252 Atk / 4 SpD / 252 Spe\", or atk=252,spe=252 (0–252 each, 510 "
            + "in all; unnamed stats 0)."
    ) { value, source throws(UsageError) in try OptionValues.evs(value, source: source) }

    static let ivs = Option(
        Options.at { $1(&$0.ivs) },
        "--ivs", placeholder: "<spread>",
        help: "IVs as an export writes them, \"0 Atk / 30 Spe\" (0–31 each; unnamed stats 31)."
    ) { value, source throws(UsageError) in try OptionValues.spread(value, source: source, range: 0...31) }

    static let boosts = Option(
        Options.at { $1(&$0.boosts) },
        "--boosts", placeholder: "<stages>", help: "Stat stages, \"+1 Atk / -1 Spe\" (−6 to +6)."
    ) { value, source throws(UsageError) in try OptionValues.spread(value, source: source, range: -6...6) }

    static let outspeed = Option(
        Options.at { $1(&$0.outspeed) },
        "--outspeed", placeholder: "<set>",
        help: "A set to be faster than, as a damage line writes one side: \"252 Spe Landorus-Therian\", "
            + "\"+1 Choice Scarf 252+ Spe Dragapult\"; says the fewest Speed EVs, neutral and with +Spe."
    ) { value, source throws(UsageError) in
        guard !value.trimmingWhitespace().isEmpty else { throw UsageError(message: "\(source) needs a set") }
        return value
    }

    static let options: [OptionSpec] =
        [level.spec, nature.spec, evs.spec, ivs.spec, boosts.spec, outspeed.spec] + OptionTable.lookup

    let route: Route

    init(_ input: CommandInput) throws(UsageError) {
        let options = input.own(Options.self)
        var request = StatsRequest(pokemon: try input.words(what: "a Pokémon name or number"))
        request.level = options.level ?? 100
        request.nature = options.nature
        request.evs = options.evs ?? StatSpread()
        request.ivs = options.ivs ?? StatSpread()
        request.boosts = options.boosts ?? StatSpread()
        request.outspeed = options.outspeed
        route = .stats(request)
    }
}
