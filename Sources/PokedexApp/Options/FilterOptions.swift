import PokedexDomain
import PokedexTerminalUI

/// Which Pokémon a list holds: the filters `list` and `random` share, declared once.
enum FilterOptions {
    static let type = Repeated<String>(
        "--type", placeholder: "<type>", help: "Only Pokémon of this type; repeat it for all of several types.",
        completions: TypeChart.knownTypes
    ) { value, source, earlier throws(UsageError) in
        earlier + [try OptionValues.typeName(value, source: source)]
    }

    static let generation = Option<Int>(
        "--generation", placeholder: "<g>",
        help: "Only the species a generation introduced: 1, i, generation-i or kanto.",
        completions: (1...9).map(String.init) + ListFilter.regions
    ) { value, source throws(UsageError) in
        try OptionValues.generation(value, source: source)
    }

    static let ability = Option<String>(
        "--ability", placeholder: "<ability>", help: "Only Pokémon that can have this ability.",
        completesTerms: .ability
    ) { value, source throws(UsageError) in try OptionValues.name(value, source: source) }

    static let move = Repeated<String>(
        "--move", placeholder: "<move>",
        help: "Only Pokémon that learn this move (in --game, when given); repeat it for all of several.",
        completesTerms: .move
    ) { value, source, earlier throws(UsageError) in earlier + [try OptionValues.name(value, source: source)] }

    /// A repeatable option whose values are types, each checked and completed as one.
    private static func types(
        _ name: String, help: String, completions: [String] = TypeChart.attackingTypes
    ) -> Repeated<String> {
        Repeated(name, placeholder: "<type>", help: help, completions: completions) {
            value, source, earlier throws(UsageError) in earlier + [try OptionValues.typeName(value, source: source)]
        }
    }

    static let notType = types(
        "--not-type", help: "Only Pokémon of none of these types; repeatable.", completions: TypeChart.knownTypes)

    static let notAbility = Repeated<String>(
        "--not-ability", placeholder: "<ability>", help: "Only Pokémon that cannot have this ability; repeatable.",
        completesTerms: .ability
    ) { value, source, earlier throws(UsageError) in earlier + [try OptionValues.name(value, source: source)] }

    static let resists = types("--resists", help: "Only Pokémon this attacking type hits for ×½ or less; repeatable.")

    static let weak = types("--weak", help: "Only Pokémon this attacking type hits for ×2 or more; repeatable.")

    static let immune = types(
        "--immune",
        help: "Only Pokémon this attacking type does nothing to, by type or by an ability they can have (Levitate, "
            + "Flash Fire, Volt Absorb…); repeatable.")

    static let eggGroup = Option<String>(
        "--egg-group", placeholder: "<group>", help: "Only species of this egg group.",
        completions: ListFilter.eggGroups
    ) { value, source throws(UsageError) in try OptionValues.name(value, source: source) }

    static let condition = Repeated<ListCondition>(
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

    static let legendary = Flag("--legendary", help: "Only legendary Pokémon.")
    static let mythical = Flag("--mythical", help: "Only mythical Pokémon.")
    static let notLegendary = Flag("--not-legendary", help: "No legendary Pokémon.")
    static let notMythical = Flag("--not-mythical", help: "No mythical Pokémon.")
    static let baby = Flag("--baby", help: "Only baby Pokémon.")

    static let tier = Repeated<SmogonTier>(
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
    static let fullyEvolved = Flag("--fully-evolved", help: "Only Pokémon that evolve no further.")

    static let options: [OptionSpec] = [
        type.spec, notType.spec, generation.spec, ability.spec, notAbility.spec, move.spec, eggGroup.spec,
        resists.spec, weak.spec, immune.spec, condition.spec, tier.spec, legendary.spec, notLegendary.spec,
        mythical.spec, notMythical.spec, baby.spec, fullyEvolved.spec,
    ]

    /// The filter they make. `game` scopes it when typed; from `POKEDEX_GAME` only a move's
    /// learners (the variable names a player's game, not a Pokédex to list).
    static func filter(_ input: CommandInput, game: Option<String>) throws(UsageError) -> ListFilter {
        var filter = ListFilter(types: input[type])
        filter.generation = input[generation]
        filter.ability = input[ability]
        filter.moves = input[move]
        filter.notTypes = input[notType]
        filter.notAbilities = input[notAbility]
        filter.resists = input[resists]
        filter.weakTo = input[weak]
        filter.immuneTo = input[immune]
        filter.eggGroup = input[eggGroup]
        filter.conditions = input[condition]
        filter.legendary = input[legendary]
        filter.mythical = input[mythical]
        filter.notLegendary = input[notLegendary]
        filter.notMythical = input[notMythical]
        filter.tiers = input[tier]
        for (flag, opposite) in [(legendary, notLegendary), (mythical, notMythical)]
        where input[flag] && input[opposite] {
            throw input.error("\(flag.spec.name) and \(opposite.spec.name) cannot both hold")
        }
        filter.baby = input[baby]
        filter.fullyEvolved = input[fullyEvolved]
        if let chosen = input[game], filter.move != nil || input.source(of: game).hasPrefix("-") {
            filter.game = chosen
        }
        return filter
    }
}

/// `--game`, as each command that takes it says what it does there; read and checked alike,
/// and set by `POKEDEX_GAME` too.
enum GameOption {
    /// What a shell completes for a game: the version groups players name, then their short
    /// names (`--game` and `pokedex games` alike).
    static var completions: [String] {
        GameCatalog.abbreviations.keys.sorted() + GameCatalog.abbreviations.values.flatMap { $0 }.sorted()
    }

    static func make(help: String) -> Option<String> {
        Option(
            "--game", placeholder: "<game>", help: help, environment: "POKEDEX_GAME", completions: completions
        ) { value, source throws(UsageError) in try OptionValues.name(value, source: source) }
    }
}
