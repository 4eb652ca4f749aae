import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `location` as text.
extension WhereText {
    static func location(_ model: LocationViewModel, options: RenderOptions) -> String {
        if options.layout == .tabular {
            var out = ""
            rows(model.areas.flatMap(\.sections), pokemon: true, into: &out)
            return out
        }
        let style = options.style
        let labels = options.labels
        func place(_ name: String) -> String { labels.marked(name, english: model.englishPlaces.contains(name)) }
        var heading = style.bold(place(model.displayName).terminalSafe)
        if let region = model.region { heading += style.dim(" · " + labels.word(.region, region)) }
        if let game = model.game, let english = model.gameDisplayName {
            heading += " · " + labels.inGame(game, english: english).terminalSafe
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
                    terms: model.conditionTerms
                )
                .map { several ? "  " + $0 : $0 }
            }
            if area.sections.isEmpty {
                lines.append("")
                lines.append((several ? "  " : "") + labels.say(.noPokemonHere))
            }
        }
        if let absence = absence(model, labels: labels, width: options.width) {
            lines.append("")
            lines += TextWidth.wrap(absence.terminalSafe, to: min(options.width, 100))
        }
        if let namesakes = namesakes(model, labels: labels) {
            lines.append("")
            lines += TextWidth.wrap(namesakes.terminalSafe, to: min(options.width, 100)).map(style.dim)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A place with no area of Pokémon (in the game asked about), said, never left blank: with
    /// a game, the games it has some in, each name held whole on lines of `width` (0 for a line
    /// never wrapped: then held by nothing). Nil when it has some.
    static func absence(_ model: LocationViewModel, labels: ScreenLabels, width: Int) -> String? {
        guard model.areas.isEmpty else { return nil }
        guard let game = model.game, let english = model.gameDisplayName else { return labels.say(.noPokemonHere) }
        let text = labels.say(.noPokemonHereIn, labels.game(game, english: english))
        let games = zip(model.gamesMet, model.gamesMetDisplayNames).map {
            TextWidth.unbreakable(labels.game($0, english: $1), width: width)
        }
        guard !games.isEmpty else { return text }
        return text + labels.sentenceGap + labels.say(.pokemonHereIn, games.joined(separator: labels.separator))
    }

    /// The other places of this name, in a sentence; nil when there are none.
    static func namesakes(_ model: LocationViewModel, labels: ScreenLabels) -> String? {
        model.namesakes.isEmpty
            ? nil : labels.say(.alsoOfThisName, model.namesakes.joined(separator: labels.separator))
    }
}
