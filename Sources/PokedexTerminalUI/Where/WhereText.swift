import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `where` and `location`: a section per game (games with the same encounters share one), a
/// line per place and way; tab-separated rows in a pipe; PokeAPI's encounters in JSON.
enum WhereText {
    /// `english`: the places shown in English for want of a name in the reader's language;
    /// `terms`: the species and items conditions name, by their names in it.
    static func table(
        _ lines: [EncounterLine], pokemon: Bool, style: TerminalStyle, width: Int, labels: ScreenLabels,
        english: Set<String> = [], terms: ConditionNames = .english
    ) -> [String] {
        let table = TextTable(
            header: [pokemon ? .pokemon : .place, .how, .levels, .chance, .when].map(labels.say),
            alignments: [.left, .left, .right, .right, .left], shrinks: 4, wraps: true)
        return table.render(
            lines.map { line in
                [
                    TextTable.Cell(
                        pokemon
                            ? line.pokemon?.displayName ?? ""
                            : labels.marked(line.place, english: english.contains(line.place))),
                    TextTable.Cell(labels.encounter(.encounterMethod, line.method, english: line.methodDisplayName)),
                    TextTable.Cell(levels(line, labels: labels)),
                    // The games' own tables give no rates.
                    TextTable.Cell(line.chance == 0 ? "—" : labels.numbers("\(line.chance)%")),
                    TextTable.Cell(conditions(line, labels: labels, terms: terms)),
                ]
            }, style: style, width: width)
    }

    /// A line's conditions in the reader's words. The games a slot is in with every other in
    /// the second slot (Platinum's Ralts on Route 209, which Vulpix takes with LeafGreen) are
    /// said as the ones it is not: `Not with LeafGreen in slot 2`.
    static func conditions(_ line: EncounterLine, labels: ScreenLabels, terms: ConditionNames) -> String {
        var said = zip(line.conditions, line.conditionDisplayNames).map { ($0, $1) }
        let games = slotGames.filter { game in line.conditions.contains("slot2-" + game.name) }
        if line.conditions.contains("slot2-none"), games.count >= 3, games.count < slotGames.count {
            let missing = slotGames.filter { game in !games.contains { $0.name == game.name } }
            let names = missing.map { labels.version($0.name, english: $0.english) }
            let first = said.firstIndex { $0.0.hasPrefix("slot2-") } ?? said.count
            said.removeAll { $0.0.hasPrefix("slot2-") }
            said.insert(
                ("", labels.say(.notWithInSlot2, names.joined(separator: labels.separator))), at: min(first, said.count)
            )
        }
        return said.map { name, english in name.isEmpty ? english : condition(name, english, labels, terms: terms) }
            .joined(separator: labels.separator)
    }

    /// The games of the second slot, in PokeAPI's order of its conditions.
    static let slotGames: [(name: String, english: String)] = [
        ("ruby", "Ruby"), ("sapphire", "Sapphire"), ("emerald", "Emerald"), ("firered", "FireRed"),
        ("leafgreen", "LeafGreen"),
    ]

    /// A condition in the reader's words: `At night` → `夜`; one named by a pattern with its
    /// number or name in place (`coins-620`, `trade-abra` with the species' name).
    static func condition(_ name: String, _ english: String, _ labels: ScreenLabels, terms: ConditionNames) -> String {
        guard labels.language != .en, let pattern = EncounterConditionName(name, english: english) else {
            return labels.encounter(.encounterCondition, name, english: english)
        }
        func species(_ name: String) -> String {
            terms.species[name] ?? labels.marked(DisplayName.titleCase(name), english: true)
        }
        switch pattern {
        case .coins(let coins): return labels.say(.coins, labels.numbers(String(coins)))
        case .trade(let asked): return labels.say(.giveInTrade, asked.map(species).joined(separator: "/"))
        case .starter(let starter): return labels.say(.asStarter, species(starter))
        case .secondSlot(let game):
            let english = slotGames.first { $0.name == game }?.english ?? DisplayName.titleCase(game)
            return labels.say(.inSlot2, labels.version(game, english: english))
        case .item(let item):
            // Black 2 and White 2's keys are no items of PokeAPI's: the conditions' own words.
            guard let own = terms.items[item] else {
                return labels.encounter(.encounterCondition, name, english: english)
            }
            return labels.say(.inTheBag, own)
        case .greatMarshDaily(let chance): return labels.say(.greatMarshDaily, String(chance))
        case .alolanDiglettFound(let found): return labels.say(.alolanDiglettFound, labels.numbers(String(found)))
        case .safariBlocks(let kind, let points):
            let word: EncounterWord =
                switch kind {
                case .plains: .safariPlains
                case .forest: .safariForest
                case .peak: .safariPeak
                case .water: .safariWater
                }
            return labels.say(.safariBlocks, String(points), labels.say(word))
        case .minutes(let from, let to): return labels.say(.currentMinutes, from, to)
        case .time(let from, let to): return labels.say(.currentTime, from, to)
        }
    }

    /// A section's games: `Red, Blue`, `赤、青`.
    static func sectionTitle(_ section: EncounterSection, labels: ScreenLabels) -> String {
        labels.versions(section.versions, english: section.versionDisplayNames)
    }

    /// `Lv. 5`, `Lv. 3–5`, `N. 5`.
    static func levels(_ line: EncounterLine, labels: ScreenLabels) -> String {
        labels.level + " " + (line.minLevel == line.maxLevel ? "\(line.minLevel)" : "\(line.minLevel)–\(line.maxLevel)")
    }

    /// `version  area  method  min  max  chance  conditions`, a row per line and version, with
    /// the Pokémon after the version on a location's rows. Hundreds of rows are written: each
    /// line's fields made once for all the versions of its section (numbers need no safety
    /// check), then the whole text copied once into a string of its exact length.
    static func rows(_ sections: [EncounterSection], pokemon: Bool, into out: inout String) {
        // Fields written as bytes, each copied whole: a String grown field by field checks
        // every piece it is given. Written into a byte array grown past a guess and then copied
        // into a string, `where pikachu`'s 31 KB took 114 KB of fresh memory.
        let (tab, comma, newline) = (UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "\n"))
        /// A section's lines after the version, where each ends, and its versions.
        struct Part {
            var fields: [UInt8] = []
            var ends: [Int] = []
            var versions: [String] = []
        }
        var parts: [Part] = []
        parts.reserveCapacity(sections.count)
        var total = 0
        for section in sections {
            var part = Part()
            part.ends.reserveCapacity(section.lines.count)
            let lines = section.lines
            for index in lines.indices {
                // Each field after a tab: a name made safe, a number written as its digits. The
                // line read in place: bound whole, it is copied and its names retained.
                if pokemon {
                    part.fields.append(tab)
                    TabularRow.appendDigits(lines[index].pokemon?.id ?? 0, to: &part.fields)
                    part.fields.append(tab)
                    TerminalSafe.append(lines[index].pokemon?.name ?? "", to: &part.fields)
                }
                part.fields.append(tab)
                TerminalSafe.append(lines[index].area, to: &part.fields)
                part.fields.append(tab)
                TerminalSafe.append(lines[index].method, to: &part.fields)
                for number in [lines[index].minLevel, lines[index].maxLevel, lines[index].chance] {
                    part.fields.append(tab)
                    TabularRow.appendDigits(number, to: &part.fields)
                }
                part.fields.append(tab)
                for (position, condition) in lines[index].conditions.enumerated() {
                    if position > 0 { part.fields.append(comma) }
                    TerminalSafe.append(condition, to: &part.fields)
                }
                part.fields.append(newline)
                part.ends.append(part.fields.count)
            }
            part.versions = section.versions.map(\.terminalSafe)
            for version in part.versions { total += version.utf8.count * part.ends.count + part.fields.count }
            parts.append(part)
        }
        guard total > 0 else { return }
        out += String(unsafeUninitializedCapacity: total) { text in
            var at = 0
            func copy(_ bytes: some Collection<UInt8>) {
                at = text[at...].initialize(fromContentsOf: bytes)
            }
            for part in parts {
                for version in part.versions {
                    var start = 0
                    for end in part.ends {
                        copy(version.utf8)
                        copy(part.fields[start..<end])
                        start = end
                    }
                }
            }
            return at
        }
    }
}

extension WhereText {
    static func find(_ model: WhereViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            var out = ""
            rows(model.sections, pokemon: false, into: &out)
            return out
        }
        let style = options.style
        let labels = options.labels
        // The version asked about, else the part or game, named in the language.
        var place: String?
        if let scope = model.scope, scope.count == 1, let name = model.scopeName {
            place = labels.version(scope[0], english: name)
        } else if let game = model.scopePart ?? model.game, let name = model.scopeName ?? model.gameDisplayName {
            place = labels.game(game, english: name)
        }
        let title = labels.whereToFindIt(in: place, english: model.scopeName ?? model.gameDisplayName, by: model.method)
        var lines = [
            style.dim(Renderer.number(model.pokemon.id)) + " " + style.bold(model.pokemon.displayName.terminalSafe)
                + " · " + title
        ]
        let width = min(options.width, 100)
        let ways = ways(model, style: style, width: width, labels: labels)
        if !ways.isEmpty {
            lines.append("")
            lines += ways
        }
        for section in model.sections {
            lines.append("")
            lines.append(style.bold(sectionTitle(section, labels: labels).terminalSafe))
            lines +=
                section.folded.isEmpty
                ? table(
                    section.lines, pokemon: false, style: style, width: options.width, labels: labels,
                    english: model.englishPlaces, terms: model.conditionTerms)
                : folded(
                    section.folded, style: style, width: options.width, labels: labels, english: model.englishPlaces,
                    terms: model.conditionTerms)
        }
        if let game = model.game, let english = model.gameDisplayName {
            // One game: whether its Pokédex has it, and whether PokeAPI has its locations.
            let name = labels.game(game, english: english)
            var text: String?
            if model.gamesWithoutLocations.contains(game) {
                text = labels.say(.inDexNoLocations, name)
            } else if model.sections.isEmpty, let scope = model.scopeName, model.gamesInDex.contains(game) {
                // A version or a part asked about: not there (never the rest of the game instead).
                let scopeName =
                    model.scope?.count == 1
                    ? labels.version(model.scope?.first ?? "", english: scope)
                    : labels.game(model.scopePart ?? game, english: scope)
                text = labels.say(.notMetIn, scopeName)
            } else if model.sections.isEmpty {
                text = labels.say(model.gamesInDex.contains(game) ? .inDexNotWild : .notInDex, name)
                // Which games have it instead.
                if !model.gamesMet.isEmpty, let said = text {
                    let games = zip(model.gamesMet, model.gamesMetDisplayNames).map {
                        TextWidth.unbreakable(labels.game($0, english: $1), width: width)
                    }
                    text =
                        said + labels.sentenceGap + labels.say(.metInGames, games.joined(separator: labels.separator))
                }
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
                zip(names, english).map { TextWidth.unbreakable(labels.game($0, english: $1), width: width) }
                    .joined(separator: labels.separator)
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
        if let other = otherVersion(model, labels: labels) {
            lines.append("")
            lines += TextWidth.wrap(other.terminalSafe, to: width)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
