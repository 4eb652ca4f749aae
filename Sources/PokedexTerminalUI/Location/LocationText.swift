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
        if model.areas.isEmpty {
            // No area with Pokémon met there (in the game asked about): said, never left blank.
            var text = labels.say(.noPokemonHere)
            if let game = model.game, let english = model.gameDisplayName {
                text = labels.say(.noPokemonHereIn, labels.game(game, english: english))
                let games = zip(model.gamesMet, model.gamesMetDisplayNames).map {
                    TextWidth.unbreakable(labels.game($0, english: $1), width: options.width)
                }
                if !games.isEmpty {
                    text += labels.sentenceGap + labels.say(.pokemonHereIn, games.joined(separator: labels.separator))
                }
            }
            lines.append("")
            lines += TextWidth.wrap(text.terminalSafe, to: min(options.width, 100))
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
}
