import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `where` and `location`: a section per game (games with the same encounters share one), a
/// line per place and way; tab-separated rows in a pipe; PokeAPI's encounters in JSON.
enum WhereText {
    static func find(_ model: WhereViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return model.sections.flatMap { section in
                section.versions.flatMap { version in section.lines.map { row(version, $0, pokemon: false) } }
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        var title = "where to find it"
        if let game = model.gameDisplayName { title += " in " + game }
        if let method = model.method { title += " by " + DisplayName.titleCase(method) }
        if labels.language != .en {
            // `出現場所 · ソード/シールド`: the section's word, then the game.
            title = labels.say(.whereFound)
            if let game = model.game, let name = model.gameDisplayName {
                title += " · " + labels.game(game, english: name)
            }
        }
        var lines = [
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
                + " · " + title
        ]
        let width = min(options.width, 100)
        for section in model.sections {
            lines.append("")
            lines.append(style.bold(sectionTitle(section, labels: labels).terminalSafe))
            lines += table(
                section.lines, pokemon: false, style: style, width: options.width, labels: labels,
                english: model.englishPlaces, traded: model.tradedSpecies)
        }
        if let game = model.game, let english = model.gameDisplayName {
            // One game: whether its Pokédex has it, and whether PokeAPI has its locations.
            let name = labels.game(game, english: english)
            var text: String?
            if model.gamesWithoutLocations.contains(game) {
                text = labels.say(.inDexNoLocations, name)
            } else if model.sections.isEmpty {
                text = labels.say(model.gamesInDex.contains(game) ? .inDexNotWild : .notInDex, name)
            }
            if let text {
                lines.append("")
                lines += TextWidth.wrap(text.terminalSafe, to: width)
            }
        } else {
            if model.sections.isEmpty {
                lines.append("")
                var text = labels.say(.metNowhere)
                if let from = model.evolvesFrom {
                    let how = EvolutionText.describe(
                        model.evolutionConditions, into: model.species, labels: labels,
                        names: model.conditionNames)
                    text +=
                        labels.sentenceGap
                        + (how.map { labels.say(.evolveItFromHow, from.displayName, $0) }
                            ?? labels.say(.evolveItFrom, from.displayName))
                } else if let parent = model.breedFrom {
                    text += labels.sentenceGap + labels.say(.breedIt, parent.displayName, model.pokemon.displayName)
                }
                lines += TextWidth.wrap(text.terminalSafe, to: width)
            }
            let games = { (names: [String], english: [String]) in
                zip(names, english).map { labels.game($0, english: $1) }.joined(separator: labels.separator)
            }
            if !model.gamesInDexDisplayNames.isEmpty {
                lines.append("")
                lines += TextWidth.wrap(
                    labels.say(.inDexOf, games(model.gamesInDex, model.gamesInDexDisplayNames)).terminalSafe,
                    to: width
                ).map(style.dim)
            }
            if !model.gamesWithoutLocationsDisplayNames.isEmpty {
                let names = games(model.gamesWithoutLocations, model.gamesWithoutLocationsDisplayNames)
                lines += TextWidth.wrap(labels.say(.noLocationsFor, names).terminalSafe, to: width).map(style.dim)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func location(_ model: LocationViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            return model.areas.flatMap { area in
                area.sections.flatMap { section in
                    section.versions.flatMap { version in section.lines.map { row(version, $0, pokemon: true) } }
                }
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        func place(_ name: String) -> String { labels.marked(name, english: model.englishPlaces.contains(name)) }
        var heading = style.bold(place(model.displayName).terminalSafe)
        if let region = model.region { heading += style.dim(" · " + labels.word(.region, region)) }
        if let game = model.game, let english = model.gameDisplayName {
            heading +=
                " · " + (labels.language == .en ? "in " + english : labels.game(game, english: english)).terminalSafe
        }
        var lines = [heading]
        let several = model.areas.count > 1
        for area in model.areas {
            if several {
                lines.append("")
                lines.append(style.bold(place(area.displayName).terminalSafe) + style.dim(" (\(area.name))"))
            }
            for section in area.sections {
                lines.append("")
                lines.append((several ? "  " : "") + style.bold(sectionTitle(section, labels: labels).terminalSafe))
                lines += table(
                    section.lines, pokemon: true, style: style, width: options.width, labels: labels,
                    traded: model.tradedSpecies
                )
                .map { several ? "  " + $0 : $0 }
            }
            if area.sections.isEmpty {
                lines.append("")
                lines.append((several ? "  " : "") + labels.say(.noPokemonHere))
            }
        }
        if !model.namesakes.isEmpty {
            lines.append("")
            lines += TextWidth.wrap(
                labels.say(.alsoOfThisName, model.namesakes.joined(separator: labels.separator)).terminalSafe,
                to: min(options.width, 100)
            ).map(style.dim)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `english`: the places shown in English for want of a name in the reader's language;
    /// `traded`: the species in-game trades ask for, by their names in it.
    private static func table(
        _ lines: [EncounterLine], pokemon: Bool, style: TerminalStyle, width: Int, labels: ScreenLabels,
        english: Set<String> = [], traded: [String: String] = [:]
    ) -> [String] {
        let table = TextTable(
            header: [pokemon ? .pokemon : .place, .how, .levels, .chance, .when].map(labels.say),
            alignments: [.left, .left, .right, .right, .left], shrinks: 4)
        return table.render(
            lines.map { line in
                [
                    TextTable.Cell(
                        pokemon
                            ? line.pokemon?.displayName ?? ""
                            : labels.marked(line.place, english: english.contains(line.place))),
                    TextTable.Cell(labels.say(english: line.methodDisplayName)), TextTable.Cell(levels(line)),
                    TextTable.Cell("\(line.chance)%"),
                    TextTable.Cell(
                        zip(line.conditions, line.conditionDisplayNames).map {
                            condition($0, $1, labels, traded: traded)
                        }
                        .joined(separator: labels.separator)),
                ]
            }, style: style, width: width)
    }

    /// A condition in the reader's words: `At night` → `夜`; `coins-620` with its number,
    /// `trade-abra` with the species' name.
    private static func condition(
        _ name: String, _ english: String, _ labels: ScreenLabels, traded: [String: String]
    ) -> String {
        if name.hasPrefix("coins-"), let coins = Int(name.dropFirst("coins-".count)) {
            return labels.say(.coins, String(coins))
        }
        if name.hasPrefix("trade-"), let species = traded[String(name.dropFirst("trade-".count))] {
            return labels.say(.giveInTrade, species)
        }
        return labels.say(english: english)
    }

    /// A section's games: `Red, Blue`, `赤、青`.
    private static func sectionTitle(_ section: EncounterSection, labels: ScreenLabels) -> String {
        guard labels.language != .en else { return section.title }
        return zip(section.versions, section.versionDisplayNames).map { name, english in
            // Japan's own releases, told apart as in English: `赤 (日本)`.
            name.hasSuffix("-japan")
                ? labels.version(name, english: english) + " (" + labels.say(.japan) + ")"
                : labels.version(name, english: english)
        }.joined(separator: labels.separator)
    }

    /// `Lv. 5`, `Lv. 3–5`.
    static func levels(_ line: EncounterLine) -> String {
        line.minLevel == line.maxLevel ? "Lv. \(line.minLevel)" : "Lv. \(line.minLevel)–\(line.maxLevel)"
    }

    /// `version  area  method  min  max  chance  conditions`, with the Pokémon after the version
    /// on a location's rows.
    private static func row(_ version: String, _ line: EncounterLine, pokemon: Bool) -> String {
        var fields = [version]
        if pokemon { fields += [String(line.pokemon?.id ?? 0), line.pokemon?.name ?? ""] }
        fields += [
            line.area, line.method, String(line.minLevel), String(line.maxLevel), String(line.chance),
            line.conditions.joined(separator: ","),
        ]
        return fields.map(\.terminalSafe).joined(separator: "\t") + "\n"
    }
}

/// The documented JSON shapes of `where` and `location`: PokeAPI's encounters, by name.
enum WhereJSON {
    static func find(_ model: WhereViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            (key: "pokemon", value: JSONViews.row(model.pokemon, labels: labels)),
            (key: "game", value: model.game.map(JSONValue.string) ?? .null),
            (key: "method", value: model.method.map(JSONValue.string) ?? .null),
            (key: "encounters", value: .array(model.records.map { record($0, labels: labels) })),
            (key: "games", value: .array(model.gamesInDex.map(JSONValue.string))),
            (key: "games_without_locations", value: .array(model.gamesWithoutLocations.map(JSONValue.string))),
            (key: "evolves_from", value: model.evolvesFrom.map { JSONViews.row($0, labels: labels) } ?? .null),
            (
                key: "evolution_condition",
                value: EvolutionText.describe(model.evolutionConditions, into: model.species)
                    .map(JSONValue.string) ?? .null
            ),
            (key: "breed_from", value: model.breedFrom.map { JSONViews.row($0, labels: labels) } ?? .null),
        ])
    }

    static func location(_ model: LocationViewModel, labels: ScreenLabels = .english) -> JSONValue {
        .object([
            (key: "id", value: .int(model.id)),
            (key: "name", value: .string(model.name)),
            (key: "display_name", value: .string(model.displayName)),
            (key: "region", value: model.region.map(JSONValue.string) ?? .null),
            (key: "game", value: model.game.map(JSONValue.string) ?? .null),
            (
                key: "areas",
                value: .array(
                    model.areas.map { area in
                        .object([
                            (key: "id", value: .int(area.id)),
                            (key: "name", value: .string(area.name)),
                            (key: "display_name", value: .string(area.displayName)),
                            (key: "pokemon_encounters", value: .array(area.records.map { record($0, labels: labels) })),
                        ])
                    })
            ),
        ])
    }

    /// One area's (for `where`) or one Pokémon's (for `location`) encounters, as PokeAPI nests them.
    static func record(_ record: EncounterRecord, labels: ScreenLabels = .english) -> JSONValue {
        var fields: [(key: String, value: JSONValue)] = []
        if let area = record.area {
            fields.append(
                (
                    key: "location_area",
                    value: .object([
                        (key: "name", value: .string(area)),
                        (key: "display_name", value: record.areaDisplayName.map(JSONValue.string) ?? .null),
                        (key: "location", value: record.location.map(JSONValue.string) ?? .null),
                    ])
                ))
        }
        if let pokemon = record.pokemon {
            fields.append((key: "pokemon", value: JSONViews.row(pokemon, labels: labels)))
        }
        fields.append(
            (
                key: "version_details",
                value: .array(
                    record.versions.map { version in
                        .object([
                            (key: "version", value: .string(version.version)),
                            (key: "max_chance", value: .int(version.maxChance)),
                            (
                                key: "encounter_details",
                                value: .array(
                                    version.details.map { detail in
                                        .object([
                                            (key: "method", value: .string(detail.method)),
                                            (key: "min_level", value: .int(detail.minLevel)),
                                            (key: "max_level", value: .int(detail.maxLevel)),
                                            (key: "chance", value: .int(detail.chance)),
                                            (
                                                key: "condition_values",
                                                value: .array(detail.conditions.map(JSONValue.string))
                                            ),
                                        ])
                                    })
                            ),
                        ])
                    })
            ))
        return .object(fields)
    }
}

/// `stats`: a table of the six stats with what made each; TSV rows; JSON by stat.
enum StatsText {
    static func render(_ model: StatsViewModel, options: RenderOptions) -> String {
        let boosted = model.lines.contains { $0.boosted != nil }
        if options.layout == .tabular {
            return model.lines.map { line in
                var fields = [line.stat, String(line.base), String(line.iv), String(line.ev), String(line.value)]
                if boosted { fields.append(line.boosted.map(String.init) ?? String(line.value)) }
                return fields.joined(separator: "\t") + "\n"
            }.joined()
        }
        let style = options.style
        let labels = options.labels
        let english = labels.language == .en
        var heading =
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
            + (english ? " · level \(model.level)" : " · Lv. \(model.level)")
        if let nature = model.natureDisplayName { heading += " · " + nature.terminalSafe }
        let header: [Phrase] = [.base, .iv, .ev, .stat] + (boosted ? [.boostedStat] : [])
        let table = TextTable(
            header: [""] + header.map(labels.say),
            alignments: [.left, .right, .right, .right, .right] + (boosted ? [.right] : []), shrinks: 0)
        let rows = model.lines.map { line in
            [
                TextTable.Cell(english ? line.label : labels.stat(line.stat, english: line.label)),
                TextTable.Cell(String(line.base)), TextTable.Cell(String(line.iv)),
                TextTable.Cell(String(line.ev)), TextTable.Cell(String(line.value) + line.natureMark),
            ]
                + (boosted
                    ? [
                        TextTable.Cell(
                            line.boosted.map { "\($0) (\(line.stage > 0 ? "+" : "")\(line.stage))" } ?? "")
                    ] : [])
        }
        return ([heading, ""] + table.render(rows, style: style, width: options.width, indent: "")).joined(
            separator: "\n") + "\n"
    }

    static func json(_ model: StatsViewModel, labels: ScreenLabels = .english) -> JSONValue {
        func table(_ value: (StatsViewModel.Line) -> Int) -> JSONValue {
            .object(model.lines.map { (key: $0.key, value: .int(value($0))) })
        }
        return .object([
            (key: "pokemon", value: JSONViews.row(model.pokemon, labels: labels)),
            (key: "level", value: .int(model.level)),
            (key: "nature", value: model.nature.map(JSONValue.string) ?? .null),
            (key: "stats", value: table(\.value)),
            (key: "base_stats", value: table(\.base)),
            (key: "ivs", value: table(\.iv)),
            (key: "evs", value: table(\.ev)),
            (key: "boosts", value: table(\.stage)),
            (key: "boosted", value: table { $0.boosted ?? $0.value }),
        ])
    }
}
