/// Aligned columns: a dim header, then rows, each cell padded by its plain text's width (so
/// colours do not count). The column marked `shrinks` gives way when the width is short.
struct TextTable {
    struct Cell {
        let plain: String
        let styled: String

        init(_ plain: String, styled: String? = nil) {
            self.plain = plain.terminalSafe
            self.styled = styled ?? self.plain
        }
    }

    enum Alignment { case left, right }

    var header: [String]
    var alignments: [Alignment]
    /// The column that is cut first when the rows are wider than the terminal.
    var shrinks: Int
    /// Whether columns of words too long for their width wrap onto lines of their own rather
    /// than being cut (`where`'s places and conditions); the shrinking column keeps at least 16.
    var wraps = false
    /// Whether, still too wide with every column of words given way, one space stands between
    /// columns rather than two (`team`'s defence table: thirteen columns of numbers).
    var tightens = false

    func render(_ rows: [[Cell]], style: TerminalStyle, width: Int, indent: String = "  ") -> [String] {
        var widths = header.map(TextWidth.columns)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], TextWidth.columns(cell.plain))
            }
        }
        func total() -> Int { widths.reduce(0, +) + 2 * (widths.count - 1) + TextWidth.columns(indent) }
        // When columns wrap, those that can (no word marked as English, which is cut with its
        // mark) give way first, to no less than 10, and the shrinking one keeps 16.
        let marked = widths.indices.map { column in
            rows.contains { column < $0.count && $0[column].plain.contains("(en)") }
        }
        if total() > width, shrinks < widths.count {
            let least = wraps && !marked[shrinks] ? 16 : 8
            widths[shrinks] = max(min(least, widths[shrinks]), widths[shrinks] - (total() - width))
        }
        // Still too wide (a narrow terminal, long names in another language): the widest
        // column of words gives way next, each to no less than 6, so that rows stay rows.
        while wraps, total() > width,
            let widest = widths.indices.filter({ alignments[$0] == .left && !marked[$0] && widths[$0] > 10 })
                .max(by: { widths[$0] < widths[$1] })
        {
            widths[widest] = max(10, widths[widest] - (total() - width))
        }
        while total() > width,
            let widest = widths.indices.filter({ alignments[$0] == .left && widths[$0] > 6 })
                .max(by: { widths[$0] < widths[$1] })
        {
            widths[widest] = max(6, widths[widest] - (total() - width))
        }
        // Wrapping, the conditions and the places share what is left: the conditions take up to
        // 24 columns from a wider column of words that wraps too, so a row is fewer lines.
        if wraps, shrinks < widths.count, !marked[shrinks] {
            let wanted = rows.map { shrinks < $0.count ? TextWidth.columns($0[shrinks].plain) : 0 }.max() ?? 0
            while widths[shrinks] < min(24, wanted),
                let donor = widths.indices.first(where: { column in
                    column != shrinks && alignments[column] == .left && !marked[column] && widths[column] > 22
                })
            {
                widths[donor] -= 1
                widths[shrinks] += 1
            }
        }
        // Columns that cannot give way (numbers) and still too wide: one space between columns.
        let gap = tightens && total() > width ? " " : "  "
        func line(_ cells: [Cell]) -> String {
            var parts: [String] = []
            for (column, cell) in cells.enumerated() where column < widths.count {
                let plain =
                    TextWidth.columns(cell.plain) > widths[column]
                    ? TextWidth.truncate(cell.plain, to: widths[column]) : nil
                let shown = plain ?? cell.styled
                let padding = String(
                    repeating: " ", count: max(0, widths[column] - TextWidth.columns(plain ?? cell.plain)))
                let isLast = column == cells.count - 1
                switch alignments[column] {
                case .left: parts.append(shown + (isLast ? "" : padding))
                case .right: parts.append(padding + shown)
                }
            }
            return indent + parts.joined(separator: gap)
        }
        let head = line(header.map { Cell($0) })
        guard wraps else { return [style.dim(head)] + rows.map(line) }
        var lines = [style.dim(head)]
        for row in rows {
            // A column of words too long for its width wraps: its first piece beside the row,
            // the rest under it.
            let pieces = row.enumerated().map { column, cell -> [Cell]? in
                // Words marked as English are cut, not wrapped: the mark stays with them.
                guard column < widths.count, alignments[column] == .left, widths[column] >= 10,
                    TextWidth.columns(cell.plain) > widths[column], !cell.plain.contains("(en)")
                else { return nil }
                return TextWidth.wrap(cell.plain, to: widths[column]).map { Cell($0) }
            }
            let height = pieces.map { $0?.count ?? 1 }.max() ?? 1
            for index in 0..<height {
                lines.append(
                    line(
                        row.enumerated().map { column, cell in
                            if let wrapped = pieces[column] { return index < wrapped.count ? wrapped[index] : Cell("") }
                            return index == 0 ? cell : Cell("")
                        }))
            }
        }
        return lines
    }
}
