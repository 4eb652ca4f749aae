import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

extension BrowseRenderer {
    /// The games an entry's Pokémon learns moves in, newest last, the one shown marked, the
    /// cursor's highlighted; scrolled so the cursor shows.
    static func gamePickerLines(
        _ learnset: LearnsetViewModel, cursor: Int, height: Int, width: Int, style: TerminalStyle,
        labels: ScreenLabels = .english
    ) -> [String] {
        let english =
            learnset.gameDisplayNames.count == learnset.games.count ? learnset.gameDisplayNames : learnset.games
        let names = zip(learnset.games, english).map { labels.game($0, english: $1) }
        let name = learnset.pokemon.displayName.terminalSafe
        let title = style.bold(labels.say(.movesInWhichGame, name))
        let room = max(1, height - 2)
        let first = max(0, min(cursor - room / 2, names.count - room))
        let rows = names.indices.dropFirst(first).prefix(room).map { index in
            let mark = learnset.games[index] == learnset.game ? "• " : "  "
            let line = TextWidth.pad(mark + names[index].terminalSafe, to: min(width, 40))
            return index == cursor ? style.inverse(line) : line
        }
        return [title, ""] + rows
    }

    static func searchLines(
        _ screen: SearchScreen, height: Int, width: Int, style: TerminalStyle, labels: ScreenLabels = .english
    ) -> [String] {
        if screen.query.isEmpty { return [style.dim(labels.say(.typeAName))] }
        if screen.hits.isEmpty { return [labels.say(.nothingMatches, screen.query.terminalSafe)] }
        return screen.hits.prefix(height).enumerated().map { index, hit in
            let number = number(hit.row.id)
            let text =
                number + " " + TextWidth.pad(TextWidth.truncate(hit.row.displayName.terminalSafe, to: 24), to: 24)
                + "  "
                + style.dim(labels.match(hit.match, kind: hit.kind))
            return index == screen.cursor && !screen.editing ? style.inverse(TextWidth.pad(text, to: width)) : text
        }
    }

    /// Page `page` of the help screen: as much as fits, and what turns to the next page.
    static func helpPage(_ page: Int, width: Int, height: Int, style: TerminalStyle, labels: ScreenLabels) -> [String] {
        let lines = KeyMap.helpLines(labels: labels, width: width)
        guard lines.count > height else { return lines }
        let room = max(1, height - 1)
        let pages = (lines.count + room - 1) / room
        let shown = page % pages
        let more = labels.say(.helpMore, String(shown + 1), String(pages))
        return Array(lines.dropFirst(shown * room).prefix(room)) + [style.dim(more)]
    }
}
