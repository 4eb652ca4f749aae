import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// An entry as JSON.
extension JSONViews {
    /// `{"50": {"hp": {"min": 105, "max": 152}, …}, "100": {…}}`.
    static func statRanges(_ lines: [DetailViewModel.StatLine]) -> JSONValue {
        func table(_ range: (DetailViewModel.StatLine) -> ClosedRange<Int>?) -> JSONValue {
            var fields: [(key: String, value: JSONValue)] = []
            for line in lines {
                let value: JSONValue =
                    range(line).map {
                        .object([(key: "min", value: .int($0.lowerBound)), (key: "max", value: .int($0.upperBound))])
                    }
                    ?? .null
                fields.append((key: line.key, value: value))
            }
            return .object(fields)
        }
        return .object([(key: "50", value: table(\.range50)), (key: "100", value: table(\.range100))])
    }

    static func stats(_ lines: [DetailViewModel.StatLine]) -> JSONValue {
        .object(lines.map { ($0.key, .int($0.value)) })
    }

    /// The same object from the numbers alone: `{hp, attack, …}`.
    static func stats(_ stats: BaseStats) -> JSONValue {
        .object(BattleStat.allCases.map { ($0.snakeName, .int($0.base(in: stats))) })
    }

    /// `caught` is there only when the player has marked it (`pokedex caught`).
    static func detail(_ model: DetailViewModel, labels: ScreenLabels = .english) -> JSONValue {
        let value = entry(model, labels: labels)
        guard !model.caughtIn.isEmpty, case .object(var members) = value else { return value }
        members.append(
            (
                "caught",
                .array(
                    model.caughtIn.map {
                        .object([
                            ("game", .string($0.game)),
                            ("game_name", .string(labels.game($0.game, english: $0.displayName))),
                            ("shiny", .bool($0.shiny)),
                        ])
                    })
            ))
        return .object(members)
    }

    private static func entry(_ model: DetailViewModel, labels: ScreenLabels) -> JSONValue {
        .object([
            ("id", .int(model.id)),
            ("name", .string(model.name)),
            ("display_name", .string(model.displayName)),
            ("species", .string(model.species)),
            ("genus", .string(model.genus)),
            ("generation", .int(model.generation)),
            ("types", .array(model.types.map(JSONValue.string))),
            ("type_names", typeNames(model.types, labels)),
            ("height_m", .double(model.heightMetres)),
            ("weight_kg", .double(model.weightKilograms)),
            (
                "abilities",
                .array(
                    model.abilities.map {
                        .object([
                            ("name", .string($0.name)), ("display_name", .string($0.displayName)),
                            ("hidden", .bool($0.isHidden)),
                        ])
                    })
            ),
            ("smogon_tiers", smogonTiers(model.smogonTiers)),
            ("stats", stats(model.stats)),
            ("stat_names", .object(model.stats.map { ($0.key, .string(labels.stat($0.key, english: $0.label))) })),
            ("stat_ranges", statRanges(model.stats)),
            ("stat_total", .int(model.statTotal)),
            ("flavor_text", model.flavorText.map(JSONValue.string) ?? .null),
            ("flavor_text_version", model.flavorTextVersion.map(JSONValue.string) ?? .null),
            ("evolution", model.evolution.map(evolution) ?? .null),
            ("type_defenses", .object(model.typeDefenses.map { ($0.type, number($0.multiplier)) })),
            (
                "ability_defenses",
                .object(
                    model.abilityDefenses.map { line in
                        (line.ability.name, .object(line.changes.map { ($0.type, number($0.multiplier)) }))
                    })
            ),
            (
                "forms",
                .array(
                    model.forms.map {
                        .object([("name", .string($0.name)), ("id", .int($0.id)), ("is_default", .bool($0.isDefault))])
                    })
            ),
            ("is_legendary", .bool(model.facts.isLegendary)),
            ("is_mythical", .bool(model.facts.isMythical)),
            ("is_baby", .bool(model.facts.isBaby)),
            ("egg_groups", .array(model.facts.eggGroups.map(JSONValue.string))),
            ("gender_rate", .int(model.facts.genderRate)),
            ("capture_rate", .int(model.facts.captureRate)),
            ("games", .array(model.games.map(JSONValue.string))),
            (
                "game_names",
                .array(
                    model.games.enumerated().map { index, game in
                        let english = index < model.gamesDisplayNames.count ? model.gamesDisplayNames[index] : game
                        return .string(labels.game(game, english: english))
                    })
            ),
        ])
    }

    /// `{species, form (null for the default), conditions: [...], condition_text (null at the
    /// root), evolves_to: [...]}`.
    static func evolution(_ line: EvolutionLine) -> JSONValue {
        .object([
            ("species", .string(line.species)),
            ("form", line.form.map(JSONValue.string) ?? .null),
            ("conditions", .array(line.conditions.map(condition))),
            (
                "condition_text",
                EvolutionText.describe(line.conditions, into: line.species).map(JSONValue.string) ?? .null
            ),
            ("evolves_to", .array(line.evolvesTo.map(evolution))),
        ])
    }

    /// One way to evolve, by PokeAPI's names, with only what it requires:
    /// `{"trigger": "level-up", "min_level": 36}`, `{"trigger": "use-item", "item": "water-stone"}`.
    static func condition(_ c: EvolutionCondition) -> JSONValue {
        var fields: [(String, JSONValue)] = [("trigger", .string(c.trigger))]
        let numbers: [(String, Int?)] = [
            ("min_level", c.minLevel), ("min_happiness", c.minHappiness), ("min_beauty", c.minBeauty),
            ("min_affection", c.minAffection), ("gender", c.gender),
            ("relative_physical_stats", c.relativePhysicalStats),
            ("min_damage_taken", c.minDamageTaken), ("min_move_count", c.minMoveCount), ("min_steps", c.minSteps),
        ]
        let names: [(String, String?)] = [
            ("item", c.item), ("held_item", c.heldItem), ("known_move", c.knownMove),
            ("known_move_type", c.knownMoveType), ("location", c.location), ("time_of_day", c.timeOfDay),
            ("party_species", c.partySpecies), ("party_type", c.partyType), ("trade_species", c.tradeSpecies),
            ("used_move", c.usedMove), ("region", c.region), ("base_form", c.baseForm),
            ("evolved_form", c.evolvedForm),
        ]
        let flags: [(String, Bool)] = [
            ("needs_overworld_rain", c.needsOverworldRain), ("turn_upside_down", c.turnUpsideDown),
            ("near_special_rock", c.nearSpecialRock), ("needs_multiplayer", c.needsMultiplayer),
        ]
        fields += numbers.compactMap { key, value in value.map { (key, .int($0)) } }
        fields += names.compactMap { key, value in value.map { (key, .string($0)) } }
        fields += flags.filter(\.1).map { ($0.0, .bool(true)) }
        if let game = c.versionGroup { fields.append(("version_group", .string(game))) }
        fields.append(("usual", .bool(c.isUsual)))
        return .object(fields)
    }

    /// Smogon's tiers as Showdown writes them (`(DUU)`: placed in DUU, unranked); null for none.
    private static func smogonTiers(_ tiers: SmogonTiers?) -> JSONValue {
        guard let tiers else { return .null }
        func tier(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return .object([
            ("singles", tier(tiers.singles)), ("doubles", tier(tiers.doubles)),
            ("national_dex", tier(tiers.nationalDex)), ("restricted", .bool(tiers.restricted)),
        ])
    }
}
