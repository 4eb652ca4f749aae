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

    func render(_ rows: [[Cell]], style: TerminalStyle, width: Int, indent: String = "  ") -> [String] {
        var widths = header.map(TextWidth.columns)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], TextWidth.columns(cell.plain))
            }
        }
        func total() -> Int { widths.reduce(0, +) + 2 * (widths.count - 1) + TextWidth.columns(indent) }
        if total() > width, shrinks < widths.count {
            widths[shrinks] = max(8, widths[shrinks] - (total() - width))
        }
        // Still too wide (a narrow terminal, long names in another language): the widest
        // column of words gives way next, each to no less than 6, so that rows stay rows.
        while total() > width,
            let widest = widths.indices.filter({ alignments[$0] == .left && widths[$0] > 6 })
                .max(by: { widths[$0] < widths[$1] })
        {
            widths[widest] = max(6, widths[widest] - (total() - width))
        }
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
            return indent + parts.joined(separator: "  ")
        }
        let head = line(header.map { Cell($0) })
        return [style.dim(head)] + rows.map(line)
    }
}
