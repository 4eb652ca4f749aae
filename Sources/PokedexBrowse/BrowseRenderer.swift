import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

/// Draws a whole frame — exactly `height` lines of at most `width` columns — from the state.
/// A pure function, so frames can be checked in tests without a terminal.
package enum BrowseRenderer {
    package static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// `labels`: types, stats and games in the reader's language. `memo`: what the last frames
    /// drew, to draw again without rendering it (the frame is the same without it).
    package static func frame(
        _ state: BrowseState, width: Int, height: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english, memo: FrameMemo? = nil
    ) -> [String] {
        let width = max(20, width)
        let height = max(5, height)
        var lines = [fit(style.bold(breadcrumb(state, labels: labels)), width)]
        let bodyHeight = height - 2
        var body: [String]
        var panes = false
        if state.showHelp {
            body = KeyMap.helpLines(labels: labels)
        } else if case .game(let cursor)? = state.prompt, case .detail(let detail)? = state.top,
            let learnset = detail.learnset
        {
            body = gamePickerLines(
                learnset, cursor: cursor, height: bodyHeight, width: width, style: style, labels: labels)
        } else {
            switch state.top {
            case .list(let screen) where width >= BrowseController.entryPaneMinimumWidth:
                panes = true
                body = paneLines(
                    screen, height: bodyHeight, width: width, style: style, pictures: pictures, labels: labels,
                    hint: state.hint, memo: memo)
            case .list(let screen):
                body = listLines(
                    screen, height: bodyHeight, width: width, style: style, pictures: pictures, labels: labels)
            case .detail(let screen):
                body = detailLines(
                    screen, height: bodyHeight, width: width, style: style, pictures: pictures, hint: state.hint,
                    labels: labels)
            case .search(let screen):
                body = searchLines(screen, height: bodyHeight, width: width, style: style, labels: labels)
            case .reference(let screen):
                body = referenceLines(
                    screen, height: bodyHeight, width: width, style: style, hint: state.hint, labels: labels)
            case nil: body = []
            }
        }
        body = Array(body.prefix(bodyHeight))
        body += Array(repeating: "", count: bodyHeight - body.count)
        // Panes are each fitted to their columns already; any other body is fitted here.
        lines += panes ? body : body.map { fit($0, width) }
        lines.append(
            fit(
                statusLine(
                    state, style: style, pictures: pictures != .none,
                    panes: width >= BrowseController.entryPaneMinimumWidth, width: width, labels: labels), width))
        // The last word on what reaches the terminal: a control character a section let
        // through is made visible, and its line fitted again.
        let allowed = TerminalSafe.Allowed(style: style, pictures: pictures)
        return lines.map { line in
            let safe = TerminalSafe.output(line, allowing: allowed)
            return safe.utf8.count == line.utf8.count ? line : fit(safe, width)
        }
    }

    /// `Pokédex › Eevee › Sylveon`.
    static func breadcrumb(_ state: BrowseState, labels: ScreenLabels = .english) -> String {
        state.router.breadcrumb(labels).map(\.terminalSafe).joined(separator: " › ")
    }

    static func statusLine(
        _ state: BrowseState, style: TerminalStyle, pictures: Bool = false, panes: Bool = false, width: Int = .max,
        labels: ScreenLabels = .english
    ) -> String {
        func fit(_ hints: String) -> String { KeyMap.hints(fitting: width, hints) }
        if case .type(let text)? = state.prompt { return labels.say(.type) + ": " + text.terminalSafe + "▏" }
        if let hint = state.hint {
            return openPrefix(labels) + hint.terminalSafe + "▏ " + labels.say(.typeLinkLetters)
        }
        if case .game? = state.prompt {
            return style.dim([Phrase.hintPick, .hintItsMoves, .hintKeepGame].map(labels.say).joined(separator: " · "))
        }
        if case .command(let text, _)? = state.prompt { return ":" + text.terminalSafe + "▏" }
        if case .search(let search)? = state.top, search.editing {
            return "/" + search.query.terminalSafe + "▏"
        }
        if let message = state.message { return style.color(message.terminalSafe, 203) }
        if state.pendingLoads > 0 {
            return spinner[state.tick % spinner.count] + " " + labels.say(.loading) + "…"
        }
        if !state.numberBuffer.isEmpty { return "#" + state.numberBuffer }
        switch state.top {
        case .list(let list) where list.focus == .entry:
            return style.dim(fit(KeyMap.hints(on: .entryPane, labels: labels)))
        case .detail: return style.dim(fit(KeyMap.hints(on: .entry, pictures: pictures, labels: labels)))
        case .reference: return style.dim(fit(KeyMap.hints(on: .reference, labels: labels)))
        case .search: return style.dim(fit(KeyMap.hints(on: .search, labels: labels)))
        default: return style.dim(fit(KeyMap.hints(on: .list, panes: panes, labels: labels)))
        }
    }

    static func listLines(
        _ screen: ListScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english
    ) -> [String] {
        guard let total = screen.total else { return [] }
        guard total > 0 else { return [labels.say(.noPokemonMatch)] }
        let preview = previewLines(screen, height: height, width: width, style: style, pictures: pictures)
        let listWidth = preview.map { width - $0.columns - previewGap } ?? width
        var lines: [String] = []
        // A list opened at an offset past its end (`:list --offset 2000`) shows its note.
        guard screen.top < total else {
            return TextWidth.wrap(labels.say(.nothingAtOffset, String(screen.top), String(total)), to: width)
        }
        for position in screen.top..<(screen.top + min(height, total - screen.top)) {
            let text: String
            if let row = screen.rows[position] {
                let name = TextWidth.pad(TextWidth.truncate(row.displayName.terminalSafe, to: 24), to: 24)
                // Types only where they fit whole: a narrow pane has the entry beside it.
                let types = row.types.map { labels.type($0).terminalSafe }.joined(separator: " · ")
                text = number(row.id) + " " + name + (listWidth >= 50 ? "  " + types : "")
            } else {
                text = "…"
            }
            let line = TextWidth.pad(TextWidth.truncate(text, to: listWidth), to: listWidth)
            switch (position == screen.cursor, screen.focus) {
            case (true, .list): lines.append(style.inverse(line))
            case (true, .entry): lines.append(style.bold("▸" + String(line.dropLast())))
            case (false, _): lines.append(text)
            }
        }
        guard let preview else { return lines }
        lines += Array(repeating: "", count: max(0, min(height, preview.lines.count) - lines.count))
        return lines.enumerated().map { row, line in
            guard row < preview.lines.count else { return line }
            let left = fitted(line, listWidth)
            return left.text + String(repeating: " ", count: listWidth - left.columns + previewGap) + preview.lines[row]
        }
    }

    static let previewGap = 2

    /// `#0025 `, `#10001`: Pokédex numbers in a column as wide as five digits.
    static func number(_ id: Int) -> String {
        TextWidth.pad(Renderer.number(id), to: 6)
    }

    /// The columns of the list screen's panes on a terminal `width` wide: the list (with the
    /// types where there is room), the entry, and from 140 columns the picture.
    struct PaneLayout: Equatable {
        let list: Int
        let entry: Int
        let picture: Int

        static let separator = 3

        init(width: Int) {
            list = width >= 180 ? 52 : 34
            picture = width >= BrowseController.picturePaneMinimumWidth ? min(48, max(30, width / 5)) : 0
            entry = width - list - Self.separator - (picture > 0 ? picture + Self.separator : 0)
        }
    }

    /// The list with the highlighted Pokémon's entry beside it, and from 140 columns its
    /// picture beside that: three columns of `height` lines, each pane scrolled on its own.
    static func paneLines(
        _ screen: ListScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode,
        labels: ScreenLabels = .english, hint: String? = nil, memo: FrameMemo? = nil
    ) -> [String] {
        let layout = PaneLayout(width: width)
        let list = listLines(screen, height: height, width: layout.list, style: style, labels: labels)
        let row = screen.rows[screen.cursor]
        /// Lines made `columns` wide: cut where longer, padded where shorter.
        func cells(_ lines: [String], _ columns: Int) -> [String] {
            lines.map { line in
                let fitted = fitted(line, columns)
                return fitted.text + String(repeating: " ", count: max(0, columns - fitted.columns))
            }
        }
        var entry: [String] = []
        // The last entry stays until the highlighted one's comes (a tenth of a second once the
        // cursor rests): a cursor that moves rewrites two lines of the list, not the screen.
        if let model = screen.pane {
            // With `f` given to it, its links wear their labels below it.
            let hint = screen.focus == .entry ? hint : nil
            let render = { entryPane(model, width: layout.entry, style: style, labels: labels) }
            if hint == nil, let memo {
                // Fitted once for all the frames that show it, then scrolled as `linked` would.
                let key = FrameMemo.EntryKey(model: model, width: layout.entry, style: style, labels: labels)
                let column = memo.entry(key) { cells(render(), layout.entry) }
                entry = Array(column.dropFirst(min(screen.paneScroll, max(0, column.count - height))).prefix(height))
            } else {
                entry = cells(
                    linked(
                        render(), links: hint == nil ? [] : BrowseController.links(of: model).map(\.label),
                        selected: -1,
                        scroll: screen.paneScroll, height: height, width: layout.entry, style: style, hint: hint,
                        labels: labels),
                    layout.entry)
            }
        } else if let row {
            entry = cells([style.dim(labels.say(.loading) + " " + row.displayName.terminalSafe + "…")], layout.entry)
        }
        let blank = String(repeating: " ", count: layout.entry)
        var columns = [cells(list, layout.list), entry]
        let widths = [layout.list, layout.entry]
        if layout.picture > 0 {
            // Drawn to its width already: the last column is neither cut nor padded.
            columns.append(
                pictureLines(
                    screen, height: height, width: layout.picture, style: style, pictures: pictures, labels: labels,
                    memo: memo))
        }
        let separator = style.dim(" │ ")
        return (0..<height).map { index in
            columns.enumerated().map { pane, lines in
                index < lines.count
                    ? lines[index]
                    : pane < widths.count ? (pane == 0 ? String(repeating: " ", count: widths[0]) : blank) : ""
            }.joined(separator: separator).trimmingTrailingSpaces()
        }
    }

    /// The entry beside the list, as its own screen writes it (its picture has a pane of its own).
    static func entryPane(
        _ model: DetailViewModel, width: Int, style: TerminalStyle, labels: ScreenLabels = .english
    ) -> [String] {
        text(.content(model), width: width, style: style, labels: labels)
    }

    /// The picture of the entry beside the list in a pane `width` wide, its name and number
    /// under it; a framed placeholder when there is none to draw (not yet come, none cached
    /// offline, or pictures off), never an empty hole.
    static func pictureLines(
        _ screen: ListScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode,
        labels: ScreenLabels = .english, memo: FrameMemo? = nil
    ) -> [String] {
        let shown =
            screen.pane.map { ($0.displayName, $0.id) } ?? screen.rows[screen.cursor].map { ($0.displayName, $0.id) }
        guard let (name, id) = shown else { return [] }
        let caption = TextWidth.truncate(name.terminalSafe + " " + Renderer.number(id), to: width)
        if let sprite = screen.pane?.sprite {
            let key = FrameMemo.PictureKey(sprite: sprite, mode: pictures, columns: width, rows: height - 1)
            let fit = { fitted(sprite, mode: pictures, columns: width, rows: height - 1)?.lines }
            if let lines = memo.map({ $0.picture(key, fit: fit) }) ?? fit() {
                return lines + [style.bold(caption)]
            }
        }
        let note: String
        switch (pictures, screen.pane) {
        case (.none, _): note = labels.say(.picturesOff)
        case (_, nil): note = "…"
        default: note = labels.say(.noPicture)
        }
        let inner = max(1, width - 2)
        let rows = max(1, min(height - 3, inner / 2 - 1))
        let gap = max(0, inner - TextWidth.columns(note))
        let middle = String(repeating: " ", count: gap / 2) + note + String(repeating: " ", count: gap - gap / 2)
        let blank = String(repeating: " ", count: inner)
        let body = (0..<rows).map { $0 == rows / 2 ? middle : blank }
        return [style.dim("┌" + String(repeating: "─", count: inner) + "┐")]
            + body.map { style.dim("│") + style.dim($0) + style.dim("│") }
            + [style.dim("└" + String(repeating: "─", count: inner) + "┘"), style.bold(caption)]
    }

    /// The picture of the Pokémon under the cursor, with its name under it, sized to the
    /// columns the list leaves and the rows there are; nil when there is none to draw.
    static func previewLines(
        _ screen: ListScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode
    ) -> (lines: [String], columns: Int)? {
        guard width >= BrowseController.previewMinimumWidth, height >= 4, let card = screen.preview,
            card.id == screen.rows[screen.cursor]?.id, let sprite = card.sprite
        else { return nil }
        // The list's own columns (number, name, types) keep about 52.
        let room = min(40, width - 52 - previewGap)
        guard let picture = fitted(sprite, mode: pictures, columns: room, rows: height - 1) else { return nil }
        let caption = TextWidth.truncate(card.displayName.terminalSafe + " " + Renderer.number(card.id), to: room)
        let columns = max(picture.columns, TextWidth.columns(caption))
        return (picture.lines + [style.bold(caption)], columns)
    }

    /// `sprite` in at most `columns` and `rows`, narrowed to keep its shape when it is too tall;
    /// nil when there is nothing to draw.
    static func fitted(_ sprite: Sprite, mode: PictureMode, columns: Int, rows: Int) -> FittedPicture? {
        guard let picture = FittedPicture.make(sprite, mode: mode, maxColumns: columns) else { return nil }
        guard picture.rows > rows else { return picture }
        return FittedPicture.make(sprite, mode: mode, maxColumns: max(1, picture.columns * rows / picture.rows))
    }

    static func detailLines(
        _ screen: DetailScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode = .none,
        hint: String? = nil, labels: ScreenLabels = .english
    ) -> [String] {
        linked(
            detailContent(screen, width: width, style: style, pictures: pictures, labels: labels),
            links: screen.links.map(\.label),
            selected: screen.link, scroll: screen.scroll, height: height, width: width, style: style, hint: hint,
            labels: labels)
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

    static func referenceLines(
        _ screen: ReferenceScreen, height: Int, width: Int, style: TerminalStyle, hint: String? = nil,
        labels: ScreenLabels = .english
    ) -> [String] {
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
        let movesIn = labels.movesIn
        return lines.indices.filter { index in
            var text = Substring(lines[index].replacing(/\u{1B}\[[0-9;]*m/, with: ""))
            text = text.drop { " ▀▄█".contains($0) }
            if text.contains(movesIn) { return true }
            return sectionTitles.contains { title in
                text.hasPrefix(title) && (text.count == title.count || text.dropFirst(title.count).hasPrefix("  "))
            }
        }
    }

    /// A view state as the one-shot command writes it on a terminal, line by line.
    private static func text(
        _ state: ViewState, width: Int, style: TerminalStyle, pictures: PictureMode = .none,
        labels: ScreenLabels = .english
    ) -> [String] {
        var options = RenderOptions(format: .text, layout: .human, style: style, width: width)
        options.pictures = pictures
        options.labels = labels
        var lines = Renderer.render(state, options: options)
            .stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `content` scrolled, with the links below it: they wrap onto up to three lines, the
    /// selected one always among them.
    private static func linked(
        _ content: [String], links: [String], selected: Int, scroll: Int, height: Int, width: Int, style: TerminalStyle,
        hint: String? = nil, labels: ScreenLabels
    ) -> [String] {
        var footer: [String] = []
        let prefix = openPrefix(labels)
        let indent = String(repeating: " ", count: TextWidth.columns(prefix))
        if let hint, !links.isEmpty {
            footer = [""] + hintRows(links, typed: hint, width: width, rows: max(1, height / 2), style: style)
        } else if !links.isEmpty {
            footer =
                [""]
                + linkRows(links, selected: selected, width: width, labels: labels).enumerated().map {
                    offset, items in
                    (offset == 0 ? prefix : indent)
                        + items.map { item in
                            let label = " " + links[item.index].terminalSafe + " "
                            return item.index == selected ? style.inverse(label) : label
                        }.joined(separator: " ")
                }
        }
        let room = max(1, height - footer.count)
        let scroll = min(scroll, max(0, content.count - room))
        return Array(content.dropFirst(scroll).prefix(room)) + footer
    }

    /// `Open: `, `開く: `: what the first row of links starts with.
    static func openPrefix(_ labels: ScreenLabels) -> String {
        labels.say(.openLinks) + " "
    }

    /// The rows of links `linked` shows: up to three, the selected link's among them; each
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
        let first = max(0, min(selectedRow - 1, rows.count - 3))
        return Array(rows[first..<min(rows.count, first + 3)])
    }

    /// The link drawn at `row` and `column` (from 0) of a body `linked` drew from
    /// `contentCount` lines: what a click there opens.
    static func link(
        atRow row: Int, column: Int, contentCount: Int, links: [String], selected: Int, scroll: Int, height: Int,
        width: Int, labels: ScreenLabels = .english
    ) -> Int? {
        guard !links.isEmpty else { return nil }
        let rows = linkRows(links, selected: selected, width: width, labels: labels)
        let room = max(1, height - rows.count - 1)
        let scroll = min(scroll, max(0, contentCount - room))
        let first = min(room, max(0, contentCount - scroll)) + 1
        guard rows.indices.contains(row - first) else { return nil }
        return rows[row - first].first { $0.columns.contains(column) }?.index
    }

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

    /// Every link with its label (`[a] Ivysaur`), wrapped to `width`, in at most `rows`
    /// rows; those whose label does not start with what is typed are dimmed.
    static func hintRows(_ links: [String], typed: String, width: Int, rows: Int, style: TerminalStyle) -> [String] {
        let labels = LinkHints.labels(count: links.count)
        var lines: [String] = [""]
        var used = 0
        for (label, link) in zip(labels, links) {
            let item = "[" + label + "] " + link.terminalSafe
            let columns = TextWidth.columns(item) + 2
            if used + columns > width, used > 0 {
                guard lines.count < rows else { break }
                lines.append("")
                used = 0
            }
            lines[lines.count - 1] +=
                (used > 0 ? "  " : "") + (label.hasPrefix(typed) ? style.bold(item) : style.dim(item))
            used += columns
        }
        return lines
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

    /// `line` cut to `width` columns (escape codes do not count), then cleared to the end.
    static func fit(_ line: String, _ width: Int) -> String {
        fitted(line, width).text
    }

    /// `line` cut to `width` columns, and the columns it takes.
    private static func fitted(_ line: String, _ width: Int) -> (text: String, columns: Int) {
        var visible = 0
        var out = ""
        var inEscape = false
        for character in line {
            if character == "\u{1B}" { inEscape = true }
            if inEscape {
                out.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            let columns = TextWidth.columns(String(character))
            if visible + columns > width { break }
            visible += columns
            out.append(character)
        }
        return (out + (line.contains("\u{1B}") ? "\u{1B}[0m" : ""), visible)
    }
}

extension String {
    /// Without the spaces at its end: a pane with nothing on a row leaves none.
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
