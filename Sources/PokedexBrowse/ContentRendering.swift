import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

extension BrowseRenderer {
    /// An entry scrolled, with its links below it, and where they and its sections are.
    static func detailBody(
        _ screen: DetailScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode = .none,
        hint: String? = nil, labels: ScreenLabels = .english
    ) -> Body {
        let content = detailContent(screen, width: width, style: style, pictures: pictures, labels: labels)
        var body = linked(
            content, links: screen.links.map(\.label), selected: screen.link, scroll: screen.scroll, height: height,
            width: width, style: style, hint: hint, labels: labels)
        body.layout.sectionStarts = sectionStarts(content, labels: labels)
        return body
    }

    /// An entry's lines, its moves below it.
    static func detailContent(
        _ screen: DetailScreen, width: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english
    ) -> [String] {
        guard let model = screen.model else { return [] }
        var content = text(.content(model), width: width, style: style, pictures: pictures, labels: labels)
        if let learnset = screen.learnset {
            content += [""] + text(.content(learnset), width: width, style: style, labels: labels)
        }
        return content
    }

    /// A screen of one thing scrolled, with its links below it.
    static func referenceBody(
        _ screen: ReferenceScreen, height: Int, width: Int, style: TerminalStyle, hint: String? = nil,
        labels: ScreenLabels = .english
    ) -> Body {
        linked(
            referenceContent(screen, width: width, style: style, labels: labels), links: screen.links.map(\.label),
            selected: screen.link, scroll: screen.scroll, height: height, width: width, style: style, hint: hint,
            labels: labels)
    }

    static func referenceContent(
        _ screen: ReferenceScreen, width: Int, style: TerminalStyle, labels: ScreenLabels = .english
    ) -> [String] {
        screen.state.map { text($0, width: width, style: style, labels: labels) } ?? []
    }

    /// The titles `1`–`9` jump to, in an entry's order.
    static let sectionTitles: [Phrase] = [.abilities, .baseStats, .typeDefences, .evolution, .species, .whereFound]

    /// Where each section of `lines` starts: a line that is a title in the reader's words (a
    /// picture beside it aside), or the moves' heading.
    static func sectionStarts(_ lines: [String], labels: ScreenLabels = .english) -> [Int] {
        let sectionTitles = Self.sectionTitles.map(labels.say)
        let sectionInitials = Set(sectionTitles.compactMap(\.first))
        let movesIn = labels.movesIn
        return lines.indices.filter { index in
            var text = Substring(lines[index])
            // Colours (and a picture's blocks) before the title are not part of it.
            if text.contains("\u{1B}") { text = Substring(text.replacing(/\u{1B}\[[0-9;]*m/, with: "")) }
            text = text.drop { " ▀▄█".contains($0) }
            guard let first = text.first, sectionInitials.contains(first) || text.contains(movesIn) else {
                return false
            }
            if text.contains(movesIn) { return true }
            return sectionTitles.contains { title in
                text.hasPrefix(title) && (text.count == title.count || text.dropFirst(title.count).hasPrefix("  "))
            }
        }
    }

    /// A view state as the one-shot command writes it on a terminal, line by line.
    static func text(
        _ state: ViewState, width: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english
    ) -> [String] {
        var options = RenderOptions(format: .text, layout: .human, style: style, width: width)
        options.notesInline = true
        options.pictures = pictures
        options.labels = labels
        var lines = Renderer.render(state, options: options)
            .stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        // A sentence wider than the screen wraps, as a terminal would wrap it (the calculator's
        // line); a table's row (columns apart by two spaces or more) is cut with "…".
        return lines.flatMap { line in
            TextWidth.columns(line) > width && !line.contains("  ") ? TextWidth.wrap(line, to: width) : [line]
        }
    }

    /// `content` scrolled, with the links below it: they wrap onto up to two lines, the
    /// selected one always among them; where each link is drawn, and how far it scrolls.
    static func linked(
        _ content: [String], links: [String], selected: Int, scroll: Int, height: Int, width: Int, style: TerminalStyle,
        hint: String? = nil, labels: ScreenLabels
    ) -> Body {
        var footer: [String] = []
        var targets: [[(index: Int, columns: Range<Int>)]] = []
        let prefix = openPrefix(labels)
        let indent = TextWidth.spaces(TextWidth.columns(prefix))
        if let hint, !links.isEmpty {
            footer = [""] + hintRows(links, typed: hint, width: width, rows: max(1, height / 2), style: style)
        } else if !links.isEmpty {
            targets = linkRows(links, selected: selected, width: width, labels: labels)
            footer =
                [""]
                + targets.enumerated().map { offset, items in
                    (offset == 0 ? prefix : indent)
                        + items.map { item in
                            let label = " " + links[item.index].terminalSafe + " "
                            return item.index == selected ? style.inverse(label) : label
                        }.joined(separator: " ")
                }
        }
        let room = max(1, height - footer.count)
        let limit = max(0, content.count - room)
        let scroll = min(scroll, limit)
        let shown = Array(content.dropFirst(scroll).prefix(room))
        var layout = FrameLayout()
        layout.scrollLimit = limit
        // The links' rows come after what is shown and the blank line.
        for (offset, items) in targets.enumerated() {
            for item in items {
                layout.links.append(.init(row: shown.count + 1 + offset, columns: item.columns, index: item.index))
            }
        }
        return Body(lines: shown + footer, layout: layout)
    }

    /// `Open: `, `開く: `: what the first row of links starts with.
    static func openPrefix(_ labels: ScreenLabels) -> String {
        let label = labels.say(.openLinks)
        return label.hasSuffix("：") ? label : label + " "
    }

    /// The rows of links `linked` shows: up to two, the selected link's among them; each
    /// link with the columns it takes (from 0, after `Open: ` in the reader's words).
    static func linkRows(
        _ links: [String], selected: Int, width: Int, labels: ScreenLabels
    ) -> [[(index: Int, columns: Range<Int>)]] {
        let indent = TextWidth.columns(openPrefix(labels))
        var rows: [[(index: Int, columns: Range<Int>)]] = [[]]
        var used = indent
        var selectedRow = 0
        for (index, link) in links.enumerated() {
            let columns = TextWidth.columns(" " + link.terminalSafe + " ")
            if used + columns + 1 > width, !rows[rows.count - 1].isEmpty {
                rows.append([])
                used = indent
            }
            rows[rows.count - 1].append((index, used..<(used + columns)))
            used += columns + 1
            if index == selected { selectedRow = rows.count - 1 }
        }
        // Two rows at most (the rest a key away: ←→, or `f`), the selected link's among them.
        let first = max(0, min(selectedRow - 1, rows.count - 2))
        return Array(rows[first..<min(rows.count, first + 2)])
    }

    /// Every link with its label (`[a] Ivysaur`), wrapped to `width`, in at most `rows`
    /// rows; those whose label does not start with what is typed are dimmed.
    static func hintRows(_ links: [String], typed: String, width: Int, rows: Int, style: TerminalStyle) -> [String] {
        // The labels that still fit what is typed, in as many rows as there are; past them,
        // how many more (a first letter narrows two-letter labels to one page).
        let rows = max(1, min(rows, 3))
        let labels = LinkHints.labels(count: links.count)
        let open = zip(labels, links).filter { $0.0.hasPrefix(typed) }
        var lines: [String] = [""]
        var used = 0
        var shown = 0
        for (label, link) in open {
            let item = "[" + label + "] " + link.terminalSafe
            let columns = TextWidth.columns(item) + 2
            if used + columns > width, used > 0 {
                guard lines.count < rows else { break }
                lines.append("")
                used = 0
            }
            lines[lines.count - 1] += (used > 0 ? "  " : "") + style.bold(item)
            used += columns
            shown += 1
        }
        if shown < open.count { lines[lines.count - 1] += style.dim("  +\(open.count - shown)") }
        return lines
    }
}
