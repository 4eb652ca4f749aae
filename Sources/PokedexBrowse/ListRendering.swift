import PokedexDomain
import PokedexPresentation
import PokedexTerminalUI
import PokedexWords

extension BrowseRenderer {
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
                // What the player has of it (`m` marks it), once they have marks.
                let had =
                    screen.marks.isEmpty ? "" : (screen.marks[row.id].map { $0 == .none ? " " : $0.glyph } ?? " ") + " "
                text = number(row.id) + " " + had + name + (listWidth >= 50 ? "  " + types : "")
            } else {
                text = "…"
            }
            let line = TextWidth.pad(TextWidth.truncate(text, to: listWidth), to: listWidth)
            switch (position == screen.cursor, screen.focus) {
            case (true, .list): lines.append(style.inverse(line))
            // The entry beside it has the keys: the row marked in its own columns.
            case (true, .entry): lines.append(style.bold("▸" + String(line.dropFirst())))
            case (false, _): lines.append(text)
            }
        }
        guard let preview else { return lines }
        lines += Array(repeating: "", count: max(0, min(height, preview.lines.count) - lines.count))
        return lines.enumerated().map { row, line in
            guard row < preview.lines.count else { return line }
            let left = fitted(line, listWidth)
            return left.text + TextWidth.spaces(listWidth - left.columns + previewGap) + preview.lines[row]
        }
    }

    static let previewGap = 2

    /// `#0025 `, `#10001`: Pokédex numbers in a column as wide as five digits.
    static func number(_ id: Int) -> String {
        TextWidth.pad(Renderer.number(id), to: 6)
    }

    /// The list with the highlighted Pokémon's entry beside it, and from 140 columns its
    /// picture beside that: three columns of `height` lines, each pane scrolled on its own.
    static func paneBody(
        _ screen: ListScreen, height: Int, width: Int, style: TerminalStyle, pictures: PictureMode,
        labels: ScreenLabels = .english, hint: String? = nil, memo: FrameMemo? = nil
    ) -> Body {
        let layout = PaneLayout(width: width)
        var frame = FrameLayout()
        frame.entryPaneColumn = layout.list + 1
        let list = listLines(screen, height: height, width: layout.list, style: style, labels: labels)
        let row = screen.rows[screen.cursor]
        /// Lines made `columns` wide: cut where longer, padded where shorter.
        func cells(_ lines: [String], _ columns: Int) -> [String] {
            lines.map { line in
                let fitted = fitted(line, columns)
                return fitted.text + TextWidth.spaces(max(0, columns - fitted.columns))
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
                frame.paneScrollLimit = max(0, column.count - height)
                entry = Array(column.dropFirst(min(screen.paneScroll, frame.paneScrollLimit)).prefix(height))
            } else {
                let body = linked(
                    render(), links: hint == nil ? [] : model.links.map(\.label), selected: -1,
                    scroll: screen.paneScroll, height: height, width: layout.entry, style: style, hint: hint,
                    labels: labels)
                frame.paneScrollLimit = body.layout.scrollLimit
                entry = cells(body.lines, layout.entry)
            }
        } else if let row {
            entry = cells([style.dim(labels.say(.loading) + " " + row.displayName.terminalSafe + "…")], layout.entry)
        }
        let blank = TextWidth.spaces(layout.entry)
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
        let lines = (0..<height).map { index in
            columns.enumerated().map { pane, lines in
                index < lines.count
                    ? lines[index]
                    : pane < widths.count ? (pane == 0 ? TextWidth.spaces(widths[0]) : blank) : ""
            }.joined(separator: separator).trimmingTrailingSpaces()
        }
        return Body(lines: lines, layout: frame)
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
        let middle = TextWidth.spaces(gap / 2) + note + TextWidth.spaces(gap - gap / 2)
        let blank = TextWidth.spaces(inner)
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
        guard width >= PaneLayout.previewMinimumWidth, height >= 4, let card = screen.preview,
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
}
