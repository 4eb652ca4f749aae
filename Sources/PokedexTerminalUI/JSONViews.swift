import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The documented JSON shapes, built from view models. Key order here is the output order.
enum JSONViews {
    /// A Pokémon as every command refers to one: `{id, name, display_name, types, type_names}`.
    static func row(_ row: PokemonRow, labels: ScreenLabels = .english) -> JSONValue {
        .object(reference(row, labels: labels))
    }

    /// A reference's fields, for an object that adds its own after them.
    static func reference(_ row: PokemonRow, labels: ScreenLabels = .english) -> [(String, JSONValue)] {
        pokemon(id: row.id, name: row.name, displayName: row.displayName, types: row.types, labels: labels)
    }

    /// `id, name, display_name, types, type_names`: how every Pokémon starts in JSON. `types`
    /// are PokeAPI's names; `type_names` the same as the reader reads them (`--lang`).
    static func pokemon(
        id: Int, name: String, displayName: String, types: [String], labels: ScreenLabels = .english
    ) -> [(String, JSONValue)] {
        [
            ("id", .int(id)), ("name", .string(name)), ("display_name", .string(displayName)),
            ("types", .array(types.map(JSONValue.string))), ("type_names", typeNames(types, labels)),
        ]
    }

    /// A list of types as the reader reads them.
    static func typeNames(_ types: [String], _ labels: ScreenLabels) -> JSONValue {
        .array(types.map { .string(labels.type($0)) })
    }

    /// `{id, name, display_name, types, type_names, shiny, variant, sprite_url}`: `random --json` is one.
    static func picture(_ card: PictureCard, labels: ScreenLabels = .english) -> JSONValue {
        .object(
            pokemon(id: card.id, name: card.name, displayName: card.displayName, types: card.types, labels: labels) + [
                ("shiny", .bool(card.shiny)),
                ("variant", .string(card.variant)),
                ("sprite_url", card.spriteURL.map(JSONValue.string) ?? .null),
            ])
    }

    static func list(_ model: ListViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("count", .int(model.count)),
            ("offset", .int(model.offset)),
            ("limit", .int(model.limit)),
            ("next_offset", model.nextOffset.map(JSONValue.int) ?? .null),
            ("results", .array(results(model, labels: labels))),
        ])
    }

    /// Each row of a list: its reference, its base stats and their total (`null` when the
    /// bundle has none for it). `--json` and `--jsonl` print the same.
    static func results(_ model: ListViewModel, labels: ScreenLabels = .english) -> [JSONValue] {
        model.rows.enumerated().map { position, row in
            let stats = position < model.rowStats.count ? model.rowStats[position] : []
            let regional = position < model.regionalNumbers.count ? model.regionalNumbers[position] : nil
            let dex = position < model.regionalDexes.count ? model.regionalDexes[position] : nil
            var fields: [(key: String, value: JSONValue)] = [
                (key: "id", value: .int(row.id)), (key: "name", value: .string(row.name)),
                (key: "display_name", value: .string(row.displayName)),
                (key: "types", value: .array(row.types.map(JSONValue.string))),
                (key: "type_names", value: typeNames(row.types, labels)),
                (key: "stats", value: stats.isEmpty ? .null : self.stats(stats)),
                (key: "stat_total", value: stats.isEmpty ? .null : .int(stats.reduce(0) { $0 + $1.value })),
            ]
            if let regional, let dex {
                fields.append((key: "pokedex", value: .string(dex)))
                fields.append((key: "regional_number", value: .int(regional)))
            }
            return .object(fields)
        }
    }

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

    static func detail(_ model: DetailViewModel, labels: ScreenLabels = .english) -> JSONValue {
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

    /// One Pokémon of `compare`: `{id, name, display_name, types, type_names, abilities, stats,
    /// stat_names, stat_total, type_defenses}`.
    static func compared(_ model: DetailViewModel, labels: ScreenLabels = .english) -> JSONValue {
        let whole = detail(model, labels: labels)
        guard case .object(let fields) = whole else { return whole }
        let kept = [
            "id", "name", "display_name", "types", "type_names", "abilities", "stats", "stat_names", "stat_total",
            "type_defenses",
        ]
        return .object(kept.compactMap { key in fields.first { $0.0 == key } })
    }

    /// `{species, conditions: [...], condition_text (null at the root), evolves_to: [...]}`.
    static func evolution(_ line: EvolutionLine) -> JSONValue {
        .object([
            ("species", .string(line.species)),
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
            ("used_move", c.usedMove), ("region", c.region),
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

    /// 2 and 4 as integers, 0.5 and 0.25 as decimals.
    static func number(_ value: Double) -> JSONValue {
        value.wholeNumber.map(JSONValue.int) ?? .double(value)
    }

    /// `labels`: `display_name` is the type's name in the reader's language.
    static func type(_ model: TypeViewModel, labels: ScreenLabels = .english) -> JSONValue {
        let strings = { (names: [String]) in JSONValue.array(names.map(JSONValue.string)) }
        if let partner = model.partner.first {
            // Two types: each one's attacking, and the combined defences as multipliers.
            let attacking = { (type: TypeViewModel) in
                JSONValue.object([
                    ("double_damage_to", strings(type.doubleTo)), ("half_damage_to", strings(type.halfTo)),
                    ("no_damage_to", strings(type.noneTo)),
                ])
            }
            return .object([
                ("types", strings([model.name, partner.name])),
                ("attacking", .object([(model.name, attacking(model)), (partner.name, attacking(partner))])),
                ("defending", .object(model.combinedDefenses.map { ($0.type, number($0.multiplier)) })),
                ("pokemon_count", .int(model.pokemonCount)),
            ])
        }
        return .object([
            ("name", .string(model.name)),
            ("display_name", .string(labels.language == .en ? model.displayName : labels.type(model.name))),
            (
                "attacking",
                .object([
                    ("double_damage_to", strings(model.doubleTo)), ("half_damage_to", strings(model.halfTo)),
                    ("no_damage_to", strings(model.noneTo)),
                ])
            ),
            (
                "defending",
                .object([
                    ("double_damage_from", strings(model.doubleFrom)), ("half_damage_from", strings(model.halfFrom)),
                    ("no_damage_from", strings(model.noneFrom)),
                ])
            ),
            ("pokemon_count", .int(model.pokemonCount)),
        ])
    }

    /// A Pokémon's reference, or a move's, ability's or item's in the same shape (a move's
    /// type as its `types`), then how it matched.
    static func hit(_ hit: SearchViewModel.Hit, labels: ScreenLabels = .english) -> JSONValue {
        .object(
            reference(hit.row, labels: labels) + [("match", .string(hit.match)), ("kind", .string(hit.kind.rawValue))])
    }

    static func search(_ model: SearchViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            ("query", .string(model.query)),
            ("results", .array(model.hits.map { hit($0, labels: labels) })),
        ])
    }
}
