import PokedexDomain
import PokedexPresentation
import PokedexWords

/// `list` as text: aligned rows and a footer on a terminal, tab-separated rows in a pipe.
enum ListText {
    static func render(_ model: ListViewModel, options: RenderOptions) -> String {
        switch options.layout {
        case .tabular:
            // The columns the list is sorted and filtered by follow the types. Hundreds of rows:
            // written field by field as bytes, made a string once (a string grown by each
            // field, some 340 instructions a field, was a sixth of the filtered list).
            var out: [UInt8] = []
            out.reserveCapacity(model.rows.count * 40)
            let (tab, newline) = (UInt8(ascii: "\t"), UInt8(ascii: "\n"))
            for (position, row) in model.rows.enumerated() {
                TabularRow.append(row, to: &out)
                for column in model.columns {
                    out.append(tab)
                    if position < column.values.count { out.append(contentsOf: column.values[position].utf8) }
                }
                if let marks = model.marks {
                    out.append(tab)
                    if position < marks.count { out.append(contentsOf: marks[position].rawValue.utf8) }
                }
                for name in MoveText.readers(row.displayName, options) {
                    out.append(tab)
                    TerminalSafe.append(name, to: &out)
                }
                out.append(newline)
            }
            return String(decoding: out, as: UTF8.self)
        case .human:
            let widths = model.columns.map { column in column.values.map(TextWidth.columns).max() ?? 0 }
            let table = RowTable.render(model.rows, options: options) { position, _ in
                let mark =
                    model.marks.map { marks in
                        position < marks.count
                            ? [marks[position] == .none ? options.style.dim("·") : marks[position].glyph] : []
                    } ?? []
                return
                    (mark
                    + zip(model.columns, widths).map { column, width in
                        let value = position < column.values.count ? column.values[position] : ""
                        let padding = TextWidth.spaces(max(0, width - TextWidth.columns(value)))
                        return options.style.dim(column.label) + " " + padding + value
                    }).joined(separator: "  ")
            }
            return table + "\n"
                + footer(model, labels: options.labels, width: options.width).map(options.style.dim)
                .joined(separator: "\n")
                + "\n"
        }
    }
}

extension ListText {
    /// `Showing 1–20 of 1351. Next: pokedex list --offset 20 --limit 20` on one line where it
    /// fits; else the next page's command on a line of its own, whole: a command cut short
    /// could not be copied.
    static func footer(_ model: ListViewModel, labels: ScreenLabels, width: Int) -> [String] {
        guard !model.rows.isEmpty else {
            return [labels.say(.nothingAtOffset, String(model.offset), String(model.count))]
        }
        let shown = labels.say(
            .showing, String(model.offset + 1), String(model.offset + model.rows.count), String(model.count))
        guard let next = model.nextOffset else { return [shown] }
        let command =
            (["pokedex", "list"] + (model.filter.isEmpty ? [] : [model.filter])).joined(separator: " ")
            + " --offset \(next) --limit \(model.limit)"
        // `下一页：pokedex …`: a full-width colon takes no space after it, and Chinese and
        // Japanese put none between sentences.
        let label = labels.say(.next)
        let line = label + (label.hasSuffix("：") ? "" : " ") + command
        let whole = shown + labels.sentenceGap + line
        return TextWidth.columns(whole) > width ? [shown, line] : [whole]
    }
}

/// `id<TAB>name<TAB>type,type`, the row shape for `cut` and `awk`.
enum TabularRow {
    /// `id  name  types`, with no newline: the fields every row of a list or search starts
    /// with, as UTF-8 bytes.
    static func append(_ row: PokemonRow, to out: inout [UInt8]) {
        appendDigits(row.id, to: &out)
        out.append(UInt8(ascii: "\t"))
        TerminalSafe.append(row.name, to: &out)
        out.append(UInt8(ascii: "\t"))
        for (index, type) in row.types.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            TerminalSafe.append(type, to: &out)
        }
    }

    /// `String(number)`'s digits appended, with no string made.
    static func appendDigits(_ number: Int, to bytes: inout [UInt8]) {
        guard number >= 0 else {
            bytes.append(contentsOf: String(number).utf8)
            return
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}

/// Aligned `#0001  Bulbasaur  Grass · Poison` rows, fitted to the width.
enum RowTable {
    /// `number` writes each row's number: a Pokédex number (`#0025`) unless told otherwise.
    static func render(
        _ rows: [PokemonRow], options: RenderOptions,
        number: (_ position: Int, PokemonRow) -> String = { Renderer.number($1.id) },
        trailer: (_ position: Int, PokemonRow) -> String
    ) -> String {
        let style = options.style
        let numbers = rows.enumerated().map { number($0.offset, $0.element) }
        let numberWidth = numbers.map { TextWidth.columns($0) }.max() ?? 5
        let typesWidth =
            rows.map { TextWidth.columns($0.types.map(options.labels.type).joined(separator: " · ").terminalSafe) }
            .max() ?? 0
        let longestName = rows.map { TextWidth.columns($0.displayName.terminalSafe) }.max() ?? 0
        // Names give way first when the terminal is narrow; never below eight columns.
        let nameWidth = max(8, min(longestName, options.width - numberWidth - typesWidth - 4))
        var text = ""
        for (position, row) in rows.enumerated() {
            let name = TextWidth.truncate(row.displayName.terminalSafe, to: nameWidth)
            let namePadding = TextWidth.spaces(max(0, nameWidth - TextWidth.columns(name)))
            let typesPlain = row.types.map(options.labels.type).joined(separator: " · ").terminalSafe
            let typesPadding = TextWidth.spaces(max(0, typesWidth - TextWidth.columns(typesPlain)))
            let trailing = trailer(position, row)
            var line =
                style.dim(TextWidth.pad(numbers[position], to: numberWidth)) + "  "
                + style.bold(name) + namePadding + "  "
                + Renderer.types(row.types, style: style, labels: options.labels)
            if !trailing.isEmpty { line += typesPadding + "  " + trailing }
            text += line + "\n"
        }
        return text
    }
}
