import PokedexDomain
import PokedexTerminalUI

/// Which Pokémon a list holds: the filters `list` and `random` share, declared once.
enum FilterOptions {
    static let type = Repeated(
        FilterValues.at { $1(&$0.type) },
        "--type", placeholder: "<type>", help: "Only Pokémon of this type; repeat it for all of several types.",
        completions: TypeChart.knownTypes
    ) { value, source, earlier throws(UsageError) in
        earlier + [try OptionValues.typeName(value, source: source)]
    }

    static let generation = Option(
        FilterValues.at { $1(&$0.generation) },
        "--generation", placeholder: "<g>",
        help: "Only the species a generation introduced: 1, i, generation-i or kanto.",
        completions: (1...9).map(String.init) + ListFilter.regions
    ) { value, source throws(UsageError) in
        try OptionValues.generation(value, source: source)
    }

    static let ability = Option(
        FilterValues.at { $1(&$0.ability) },
        "--ability", placeholder: "<ability>", help: "Only Pokémon that can have this ability.",
        completesTerms: .ability,
        parse: OptionValues.name
    )

    static let move = Repeated(
        FilterValues.at { $1(&$0.move) },
        "--move", placeholder: "<move>",
        help: "Only Pokémon that learn this move (in --game, when given); repeat it for all of several.",
        completesTerms: .move
    ) { value, source, earlier throws(UsageError) in earlier + [try OptionValues.name(value, source: source)] }

    /// A repeatable option whose values are types, each checked and completed as one.
    private static func types(
        _ property: @escaping Property<FilterValues, [String]>, _ name: String, help: String,
        completions: [String] = TypeChart.attackingTypes
    ) -> Repeated<FilterValues, String> {
        Repeated(property, name, placeholder: "<type>", help: help, completions: completions) {
            value, source, earlier throws(UsageError) in earlier + [try OptionValues.typeName(value, source: source)]
        }
    }

    static let notType = types(
        FilterValues.at { $1(&$0.notType) },
        "--not-type", help: "Only Pokémon of none of these types; repeatable.", completions: TypeChart.knownTypes)

    static let notAbility = Repeated(
        FilterValues.at { $1(&$0.notAbility) },
        "--not-ability", placeholder: "<ability>", help: "Only Pokémon that cannot have this ability; repeatable.",
        completesTerms: .ability
    ) { value, source, earlier throws(UsageError) in earlier + [try OptionValues.name(value, source: source)] }

    static let resists = types(
        FilterValues.at { $1(&$0.resists) }, "--resists",
        help: "Only Pokémon this attacking type hits for ×½ or less; repeatable.")

    static let weak = types(
        FilterValues.at { $1(&$0.weak) }, "--weak",
        help: "Only Pokémon this attacking type hits for ×2 or more; repeatable.")

    static let immune = types(
        FilterValues.at { $1(&$0.immune) },
        "--immune",
        help: "Only Pokémon this attacking type does nothing to, by type or by an ability they can have (Levitate, "
            + "Flash Fire, Volt Absorb…); repeatable.")

    static let eggGroup = Option(
        FilterValues.at { $1(&$0.eggGroup) },
        "--egg-group", placeholder: "<group>", help: "Only species of this egg group.",
        completions: ListFilter.eggGroups,
        parse: OptionValues.name
    )

    static let condition = Repeated(
        FilterValues.at { $1(&$0.condition) },
        "--stat", "--where", placeholder: "<expr>",
        help: "Only Pokémon for which it holds: speed>=100, total<=300, weight>200 (kg); repeat it for all of several.",
        completions: ListField.allCases.map(\.rawValue)
    ) { value, source, earlier throws(UsageError) in
        do throws(ListCondition.ParseError) {
            return earlier + [try ListCondition.parse(value)]
        } catch {
            throw UsageError(message: "\(source): \(TerminalSafe.text(error.message, limit: 200))")
        }
    }

    static let legendary = Flag(FilterValues.at { $1(&$0.legendary) }, "--legendary", help: "Only legendary Pokémon.")
    static let mythical = Flag(FilterValues.at { $1(&$0.mythical) }, "--mythical", help: "Only mythical Pokémon.")
    static let notLegendary = Flag(
        FilterValues.at { $1(&$0.notLegendary) }, "--not-legendary", help: "No legendary Pokémon.")
    static let notMythical = Flag(
        FilterValues.at { $1(&$0.notMythical) }, "--not-mythical", help: "No mythical Pokémon.")
    static let baby = Flag(FilterValues.at { $1(&$0.baby) }, "--baby", help: "Only baby Pokémon.")

    static let tier = Repeated(
        FilterValues.at { $1(&$0.tier) },
        "--tier", placeholder: "<tier>",
        help: "Only Pokémon in this Smogon tier of Scarlet/Violet: OU, UU, Uber, LC… (singles), DOU, DUU (doubles), "
            + "natdex-OU (National Dex); repeat it for any of several.",
        completions: SmogonTier.spellings
    ) { value, source, earlier throws(UsageError) in
        guard let tier = SmogonTier(parsing: value) else {
            throw .invalid(
                source, takes: "a Smogon tier (OU, UU, Uber, LC, DOU, natdex-OU…)", not: value,
                choices: SmogonTier.spellings)
        }
        return earlier + [tier]
    }
    static let fullyEvolved = Flag(
        FilterValues.at { $1(&$0.fullyEvolved) }, "--fully-evolved", help: "Only Pokémon that evolve no further.")

    /// Every filter, filling the filters at `path` of a command's options.
    static func options<Root: CommandOptions>(
        _ path: @escaping Property<Root, FilterValues>
    ) -> [OptionSpec] {
        [
            type.within(path).spec, notType.within(path).spec, generation.within(path).spec,
            ability.within(path).spec, notAbility.within(path).spec, move.within(path).spec,
            eggGroup.within(path).spec, resists.within(path).spec, weak.within(path).spec,
            immune.within(path).spec, condition.within(path).spec, tier.within(path).spec,
            legendary.within(path).spec, notLegendary.within(path).spec, mythical.within(path).spec,
            notMythical.within(path).spec, baby.within(path).spec, fullyEvolved.within(path).spec,
        ]
    }

    /// The filter they make. `game` scopes it when typed (`gameSource` names where it came
    /// from); from `POKEDEX_GAME` only a move's learners (the variable names a player's game,
    /// not a Pokédex to list).
    static func filter(
        _ values: FilterValues, game: String?, gameSource: String, input: CommandInput
    ) throws(UsageError) -> ListFilter {
        var filter = ListFilter(types: values.type)
        filter.generation = values.generation
        filter.ability = values.ability
        filter.moves = values.move
        filter.notTypes = values.notType
        filter.notAbilities = values.notAbility
        filter.resists = values.resists
        filter.weakTo = values.weak
        filter.immuneTo = values.immune
        filter.eggGroup = values.eggGroup
        filter.conditions = values.condition
        filter.legendary = values.legendary
        filter.mythical = values.mythical
        filter.notLegendary = values.notLegendary
        filter.notMythical = values.notMythical
        filter.tiers = values.tier
        for (flag, opposite, both) in [
            (legendary, notLegendary, values.legendary && values.notLegendary),
            (mythical, notMythical, values.mythical && values.notMythical),
        ] where both {
            throw input.error("\(flag.spec.name) and \(opposite.spec.name) cannot both hold")
        }
        filter.baby = values.baby
        filter.fullyEvolved = values.fullyEvolved
        if let game, filter.move != nil || gameSource.hasPrefix("-") {
            filter.game = game
        }
        return filter
    }
}

/// The filters `list` and `random` share, as given: a part of each one's options.
struct FilterValues: CommandOptions {
    var type: [String] = []
    var generation: Int?
    var ability: String?
    var move: [String] = []
    var notType: [String] = []
    var notAbility: [String] = []
    var resists: [String] = []
    var weak: [String] = []
    var immune: [String] = []
    var eggGroup: String?
    var condition: [ListCondition] = []
    var legendary = false
    var mythical = false
    var notLegendary = false
    var notMythical = false
    var baby = false
    var tier: [SmogonTier] = []
    var fullyEvolved = false
}

/// `--game`, as each command that takes it says what it does there; read and checked alike,
/// and set by `POKEDEX_GAME` too.
enum GameOption {
    /// What a shell completes for a game: the version groups players name, then their short
    /// names (`--game` and `pokedex games` alike).
    static var completions: [String] {
        GameCatalog.abbreviations.keys.sorted() + GameCatalog.abbreviations.values.flatMap { $0 }.sorted()
    }

    static func make<Root: CommandOptions>(
        _ property: @escaping Property<Root, String?>, help: String
    ) -> Option<Root, String> {
        Option(
            property, "--game", placeholder: "<game>", help: help, environment: "POKEDEX_GAME",
            completions: completions,
            parse: OptionValues.name
        )
    }
}
