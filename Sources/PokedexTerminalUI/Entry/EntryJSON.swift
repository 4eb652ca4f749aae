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
        // Each piece typed on its own: as one literal of closures this took the type checker 17 s.
        let abilities: [JSONValue] = model.abilities.map { ability -> JSONValue in
            .object([
                (key: "name", value: .string(ability.name)), (key: "display_name", value: .string(ability.displayName)),
                (key: "hidden", value: .bool(ability.isHidden)),
            ])
        }
        let statNames: [JSONValue.Member] = model.stats.map { line -> JSONValue.Member in
            (key: line.key, value: .string(labels.stat(line.key, english: line.label)))
        }
        let typeDefenses: [JSONValue.Member] = model.typeDefenses.map { line -> JSONValue.Member in
            (key: line.type, value: number(line.multiplier))
        }
        let abilityDefenses: [JSONValue.Member] = model.abilityDefenses.map { line -> JSONValue.Member in
            let changes: [JSONValue.Member] = line.changes.map { change -> JSONValue.Member in
                (key: change.type, value: number(change.multiplier))
            }
            return (key: line.ability.name, value: .object(changes))
        }
        let forms: [JSONValue] = model.forms.map { form -> JSONValue in
            .object([
                (key: "name", value: .string(form.name)), (key: "id", value: .int(form.id)),
                (key: "is_default", value: .bool(form.isDefault)),
            ])
        }
        let gameNames: [JSONValue] = model.games.enumerated().map { index, game -> JSONValue in
            let english = index < model.gamesDisplayNames.count ? model.gamesDisplayNames[index] : game
            return .string(labels.game(game, english: english))
        }
        let evolution: JSONValue = model.evolution.map(Self.evolution) ?? .null
        let members: [JSONValue.Member] = [
            (key: "id", value: .int(model.id)),
            (key: "name", value: .string(model.name)),
            (key: "display_name", value: .string(model.displayName)),
            (key: "species", value: .string(model.species)),
            (key: "genus", value: .string(model.genus)),
            (key: "generation", value: .int(model.generation)),
            (key: "types", value: .strings(model.types)),
            (key: "type_names", value: typeNames(model.types, labels)),
            (key: "height_m", value: .double(model.heightMetres)),
            (key: "weight_kg", value: .double(model.weightKilograms)),
            (key: "abilities", value: .array(abilities)),
            (key: "smogon_tiers", value: smogonTiers(model.smogonTiers)),
            (key: "stats", value: stats(model.stats)),
            (key: "stat_names", value: .object(statNames)),
            (key: "stat_ranges", value: statRanges(model.stats)),
            (key: "stat_total", value: .int(model.statTotal)),
            (key: "flavor_text", value: .string(orNull: model.flavorText)),
            (key: "flavor_text_version", value: .string(orNull: model.flavorTextVersion)),
            (key: "evolution", value: evolution),
            (key: "type_defenses", value: .object(typeDefenses)),
            (key: "ability_defenses", value: .object(abilityDefenses)),
            (key: "forms", value: .array(forms)),
            (key: "is_legendary", value: .bool(model.facts.isLegendary)),
            (key: "is_mythical", value: .bool(model.facts.isMythical)),
            (key: "is_baby", value: .bool(model.facts.isBaby)),
            (key: "egg_groups", value: .strings(model.facts.eggGroups)),
            (key: "gender_rate", value: .int(model.facts.genderRate)),
            (key: "capture_rate", value: .int(model.facts.captureRate)),
            (key: "games", value: .strings(model.games)),
            (key: "game_names", value: .array(gameNames)),
        ]
        return .object(members)
    }

    /// `{species, form (null for the default), conditions: [...], condition_text (null at the
    /// root), evolves_to: [...]}`.
    static func evolution(_ line: EvolutionLine) -> JSONValue {
        .object([
            ("species", .string(line.species)),
            ("form", .string(orNull: line.form)),
            ("conditions", .array(line.conditions.map(condition))),
            (
                "condition_text",
                .string(orNull: EvolutionText.describe(line.conditions, into: line.species))
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
        return .object([
            ("singles", .string(orNull: tiers.singles)), ("doubles", .string(orNull: tiers.doubles)),
            ("national_dex", .string(orNull: tiers.nationalDex)), ("restricted", .bool(tiers.restricted)),
        ])
    }
}
