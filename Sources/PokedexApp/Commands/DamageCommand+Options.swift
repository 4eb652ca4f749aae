import PokedexDomain
import PokedexInteractors

/// `damage`'s own options: the sets, the move, the field. It never goes online (every fact it
/// needs is bundled), so it takes no data options.
extension DamageCommand {
    /// Its own options, as given.
    struct Options: CommandOptions {
        var attacker: String?
        var defender: String?
        var move: String?
        var team: String?
        var weather: BattleWeather?
        var terrain: BattleTerrain?
        var crit = false
        var doubles = false
        var reflect = false
        var lightScreen = false
        var auroraVeil = false
        var helpingHand = false
        var hits: Int?
        var tera: TeraSides?
        var rolls = false
        var survive = false
        var level: Int?
    }

    static let attacker = Option(
        Options.at { $1(&$0.attacker) },
        "--attacker", placeholder: "<set>",
        help: "The attacker: a Pokémon Showdown set (its export block), or with --team its place in the team, 1–6.",
        takesLines: true,
        parse: OptionValues.name
    )

    static let defender = Option(
        Options.at { $1(&$0.defender) },
        "--defender", placeholder: "<set>", help: "The defender, as --attacker.", takesLines: true,
        parse: OptionValues.name
    )

    static let move = Option(
        Options.at { $1(&$0.move) }, "--move", placeholder: "<move>", help: "The move the attacker uses.",
        parse: OptionValues.name)

    static let team = Option(
        Options.at { $1(&$0.team) },
        "--team", placeholder: "<path>",
        help: "A Pokémon Showdown export whose members --attacker and --defender name by place."
    ) { value, source throws(UsageError) in
        guard !value.isEmpty else { throw UsageError(message: "\(source) needs a path") }
        return value
    }

    /// The weathers and terrains as typed, for help, completion and errors alike.
    private static let weathers = BattleWeather.allCases.map { NameKey.make($0.rawValue) }
    private static let terrains = BattleTerrain.allCases.map { NameKey.make($0.rawValue) }

    static let weather = Option(
        Options.at { $1(&$0.weather) },
        "--weather", placeholder: "<weather>", help: "\(OptionValues.either(weathers)).", completions: weathers
    ) { value, source throws(UsageError) in
        guard let weather = BattleWeather(spelled: value) else {
            throw .invalid(source, takes: "a weather", not: value, choices: weathers)
        }
        return weather
    }

    static let terrain = Option(
        Options.at { $1(&$0.terrain) },
        "--terrain", placeholder: "<terrain>", help: "\(OptionValues.either(terrains)).", completions: terrains
    ) { value, source throws(UsageError) in
        guard let terrain = BattleTerrain(spelled: value) else {
            throw .invalid(source, takes: "a terrain", not: value, choices: terrains)
        }
        return terrain
    }

    static let crit = Flag(Options.at { $1(&$0.crit) }, "--crit", help: "A critical hit.")
    static let doubles = Flag(
        Options.at { $1(&$0.doubles) }, "--doubles", help: "A double battle: spread moves ×0.75, screens ×0.67.")
    static let reflect = Flag(Options.at { $1(&$0.reflect) }, "--reflect", help: "Reflect on the defender's side.")
    static let lightScreen = Flag(
        Options.at { $1(&$0.lightScreen) }, "--light-screen", help: "Light Screen on the defender's side.")
    static let auroraVeil = Flag(
        Options.at { $1(&$0.auroraVeil) }, "--aurora-veil", help: "Aurora Veil on the defender's side.")
    static let helpingHand = Flag(
        Options.at { $1(&$0.helpingHand) }, "--helping-hand", help: "An ally's Helping Hand for the attacker.")

    static let hits = Option(
        Options.at { $1(&$0.hits) },
        "--hits", placeholder: "<n>", help: "How often a multi-hit move hits, 1 to 10."
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 1...10) }

    static let tera = Option(
        Options.at { $1(&$0.tera) }, "--tera", placeholder: "<side>",
        choosing: "Which export sets terastallize into their Tera Type", defaultValue: TeraSides.none)

    static let rolls = Flag(Options.at { $1(&$0.rolls) }, "--rolls", help: "Also the sixteen damage rolls of each hit.")

    static let survive = Flag(
        Options.at { $1(&$0.survive) },
        "--survive",
        help: "Also the fewest HP and Def (or SpD) EVs, with a neutral nature and with one raising that stat, with "
            + "which the defender survives every roll; the attacker as written.")

    static let level = Option(
        Options.at { $1(&$0.level) },
        "--level", placeholder: "<n>",
        help: "The level of each side the line gives none (for level-50 formats: the calculator writes a level only "
            + "where the two differ).", environment: "POKEDEX_LEVEL"
    ) { value, source throws(UsageError) in try OptionValues.wholeNumber(value, source: source, in: 1...100) }

    static let options: [OptionSpec] =
        [
            attacker.spec, defender.spec, move.spec, team.spec, weather.spec, terrain.spec, crit.spec, doubles.spec,
            reflect.spec, lightScreen.spec, auroraVeil.spec, helpingHand.spec, hits.spec, level.spec, tera.spec,
            rolls.spec, survive.spec,
        ] + OptionTable.output + [OptionTable.lang]
}

extension DamageCommand.Options {
    /// The request the options make, before any line is read.
    var request: DamageRequest {
        var request = DamageRequest()
        request.attacker = attacker
        request.defender = defender
        request.move = move
        request.weather = weather
        request.terrain = terrain
        request.critical = crit
        request.doubles = doubles
        request.reflect = reflect
        request.lightScreen = lightScreen
        request.auroraVeil = auroraVeil
        request.helpingHand = helpingHand
        request.hits = hits
        request.level = level
        request.tera = tera ?? .none
        request.survive = survive
        return request
    }
}
