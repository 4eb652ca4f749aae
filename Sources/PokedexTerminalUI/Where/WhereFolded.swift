import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `where` for the games' own tables: how to get it first, then a line per place and level band.
extension WhereText {
    /// The folded lines: place, how, levels and when (no chance: the tables give none), the
    /// crossings into the place and the parts of it after the conditions.
    static func folded(
        _ lines: [FoldedEncounterLine], style: TerminalStyle, width: Int, labels: ScreenLabels,
        english: Set<String> = [], terms: ConditionNames = .english
    ) -> [String] {
        let table = TextTable(
            header: [.place, .how, .levels, .when].map(labels.say), alignments: [.left, .left, .right, .left],
            shrinks: 3, wraps: true)
        return table.render(
            lines.map { line in
                [
                    TextTable.Cell(labels.marked(line.place, english: english.contains(line.place))),
                    TextTable.Cell(labels.encounter(.encounterMethod, line.method, english: line.methodDisplayName)),
                    TextTable.Cell(levels(line.minLevel, line.maxLevel, labels: labels)),
                    TextTable.Cell(when(line, labels: labels, terms: terms)),
                ]
            }, style: style, width: width)
    }

    /// A folded line's conditions, its weathers said as the ones it is not met in where it is
    /// met in most, then where it wanders in from (met only so) and the spots of the place.
    static func when(_ line: FoldedEncounterLine, labels: ScreenLabels, terms: ConditionNames) -> String {
        let weathers = line.conditions.filter { $0.hasPrefix("weather-") }
        var said: [String] = []
        for (name, english) in zip(line.conditions, line.conditionDisplayNames) where !name.hasPrefix("weather-") {
            said.append(condition(name, english, labels, terms: terms))
        }
        let every = EncounterWeathers.paldea
        if weathers.count > every.count / 2 {
            let missing = every.filter { !weathers.contains($0.name) }.map {
                whole(labels.encounter(.encounterCondition, $0.name, english: $0.english))
            }
            said.append(labels.say(.anyWeatherBut, missing.joined(separator: labels.separator)))
        } else {
            for (name, english) in zip(line.conditions, line.conditionDisplayNames) where name.hasPrefix("weather-") {
                said.append(whole(labels.encounter(.encounterCondition, name, english: english)))
            }
        }
        // Met in the place itself, it is had there: where else it comes from adds nothing.
        if !line.crossings.isEmpty, !line.inPlace {
            said.append(labels.say(.wandersIn, few(line.crossings, labels: labels)))
        }
        // A spot or two of the place say where in it; more are most of it (`--all` lists them).
        if !line.parts.isEmpty, line.parts.count <= 2 {
            said.append(labels.say(.inParts, line.parts.map(whole).joined(separator: labels.separator)))
        }
        return said.joined(separator: labels.separator)
    }

    /// The first three names, and how many more: `A, B, C, +2`.
    static func few(_ names: [String], labels: ScreenLabels) -> String {
        let shown =
            names.prefix(3).map(whole) + (names.count > 3 ? [labels.say(.moreCount, String(names.count - 3))] : [])
        return shown.joined(separator: labels.separator)
    }

    /// A name never split by wrapping (but one wider than a column could be).
    static func whole(_ name: String) -> String { TextWidth.unbreakable(name, width: 28) }

    /// `Lv. 5`, `Lv. 3–5`, `N. 5`.
    static func levels(_ minLevel: Int, _ maxLevel: Int, labels: ScreenLabels) -> String {
        labels.level + " " + (minLevel == maxLevel ? "\(minLevel)" : "\(minLevel)–\(maxLevel)")
    }

    /// How to get it, a line a way: `Wild  31 places · Lv. 20–60 · Violet`.
    static func ways(_ model: WhereViewModel, style: TerminalStyle, width: Int, labels: ScreenLabels) -> [String] {
        guard !model.ways.isEmpty else { return [] }
        let names = Dictionary(
            zip(model.onlyIn + model.notIn, model.onlyInDisplayNames + model.notInDisplayNames).map { ($0, $1) },
            uniquingKeysWith: { first, _ in first })
        let rows = model.ways.map { way -> [TextTable.Cell] in
            var parts: [String] = []
            if let from = way.from {
                parts.append(labels.say(.fromSpecies, from.displayName))
            } else {
                parts.append(
                    way.places.count > 2
                        ? labels.say(.placesCount, String(way.places.count))
                        : way.places.map { whole(labels.marked($0, english: model.englishPlaces.contains($0))) }
                            .joined(separator: labels.separator))
                parts.append(
                    way.stars.map { $0.count == 1 ? "★\($0.lowerBound)" : "★\($0.lowerBound)–★\($0.upperBound)" }
                        ?? levels(way.minLevel, way.maxLevel, labels: labels))
            }
            if !way.versions.isEmpty {
                parts.append(
                    way.versions.map { labels.version($0, english: names[$0] ?? DisplayName.titleCase($0)) }
                        .joined(separator: labels.separator))
            }
            return [TextTable.Cell(wayName(way.kind, labels: labels)), TextTable.Cell(parts.joined(separator: " · "))]
        }
        let table = TextTable(header: ["", ""], alignments: [.left, .left], shrinks: 1, wraps: true)
        // No header: the table's first line is its (empty) header.
        return [style.bold(labels.say(.howToGetIt).terminalSafe)]
            + Array(table.render(rows, style: style, width: width).dropFirst())
    }

    /// A way's name: the method's where the games name it so.
    static func wayName(_ kind: WhereWay.Kind, labels: ScreenLabels) -> String {
        switch kind {
        case .wild: labels.say(.wildWay)
        case .starter: labels.say(.starterMethod)
        case .gift: labels.say(.gift)
        case .egg: labels.say(.giftEgg)
        case .fossil: labels.say(.fossilMethod)
        case .once: labels.say(.staticEncounter)
        case .roaming: labels.say(.roamingGrass)
        case .trade: labels.say(.npcTrade)
        case .raid: labels.say(.teraRaid)
        case .evolve: labels.say(.evolveWay)
        }
    }

    /// Of a game of two versions that has it in one: how to get it in the other.
    static func otherVersion(_ model: WhereViewModel, labels: ScreenLabels) -> String? {
        guard !model.onlyIn.isEmpty, !model.notIn.isEmpty else { return nil }
        let only = zip(model.onlyIn, model.onlyInDisplayNames).map { labels.version($0, english: $1) }
        let not = zip(model.notIn, model.notInDisplayNames).map { labels.version($0, english: $1) }
        // Scarlet and Violet's players meet the other version's Pokémon in a Union Circle.
        let phrase: Phrase = (model.onlyIn + model.notIn).contains("scarlet") ? .onlyInUnionCircle : .onlyInTrade
        return labels.say(phrase, only.joined(separator: labels.separator), not.joined(separator: labels.separator))
    }
}

/// Scarlet/Violet's weathers, in the order of the games' flags, with their English short names.
enum EncounterWeathers {
    static let paldea: [(name: String, english: String)] = [
        ("weather-normal", "Normal weather"), ("weather-overcast", "Overcast"), ("weather-raining", "Rain"),
        ("weather-thunderstorm", "Thunderstorm"), ("weather-fog", "Fog"), ("weather-snowing", "Snow"),
        ("weather-snowstorm", "Snowstorm"), ("weather-sandstorm", "Sandstorm"),
    ]
}
