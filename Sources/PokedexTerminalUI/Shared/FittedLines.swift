/// The last word on a terminal's width: a line a view drew wider than the terminal is wrapped
/// at its spaces, its continuation standing under the field the line broke in (fields start
/// after a run of two or more spaces: `Resists   ×½ Normal, …` goes on under `×½`), and a word
/// wider than a line is cut with `…`. Colours (`ESC [ … m`) take no columns. A line with any
/// other escape sequence (a picture), and a line holding a command to copy (`Next: pokedex
/// list --offset 20`), are left as they are: the terminal wraps those, and a copy stays whole.
enum FittedLines {
    static func fit(_ text: String, width: Int) -> String {
        guard width >= 20 else { return text }
        var out: [Substring] = []
        var changed = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard visibleColumns(line) > width, !hasOtherEscapes(line), !line.contains("pokedex ") else {
                out.append(line)
                continue
            }
            changed = true
            out += wrapped(String(line), width: width).map { Substring($0) }
        }
        return changed ? out.joined(separator: "\n") : text
    }

    private static func wrapped(_ line: String, width: Int) -> [String] {
        let starts = fieldStarts(line)
        var lines: [String] = []
        var rest = line
        var indent: Int?
        while visibleColumns(Substring(rest)) > width {
            guard let (cut, column) = lastBreak(in: rest, within: width, after: indent ?? 0) else {
                lines.append(truncated(rest, to: width))
                return lines
            }
            // The continuation stands under the field the line broke in (`Poison` under
            // `Grass ·`), where that leaves room.
            if indent == nil {
                let field = starts.filter { $0 < column }.max() ?? 0
                indent = field <= width - 12 ? field : 0
            }
            lines.append(String(rest[..<cut]).replacing(#/ +$/#, with: ""))
            rest = TextWidth.spaces(indent ?? 0) + rest[cut...].drop { $0 == " " }
        }
        lines.append(rest)
        return lines
    }

    /// Each character of `line` that takes columns, with the column it starts at; colours
    /// are stepped over.
    private static func visible(_ line: String, _ body: (String.Index, Character, Int) -> Bool) {
        var column = 0
        var escape = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if escape {
                if character == "m" { escape = false }
            } else if character == "\u{1B}" {
                escape = true
            } else {
                guard body(index, character, column) else { return }
                column += TextWidth.columns(String(character))
            }
            index = line.index(after: index)
        }
    }

    /// The columns where the fields of `line` start: after each run of two or more spaces
    /// that follows text.
    private static func fieldStarts(_ line: String) -> [Int] {
        var starts: [Int] = []
        var spaces = 0
        var sawText = false
        visible(line) { _, character, column in
            if character == " " {
                spaces += 1
            } else {
                if sawText, spaces >= 2 { starts.append(column) }
                sawText = true
                spaces = 0
            }
            return true
        }
        return starts
    }

    /// The last space at which `line` can break so that the part before it takes at most
    /// `width` columns, past the first `after` columns and its leading spaces: its index and
    /// column.
    private static func lastBreak(in line: String, within width: Int, after: Int) -> (String.Index, Int)? {
        var found: (String.Index, Int)?
        var sawText = false
        visible(line) { index, character, column in
            if character == " ", sawText, column > after, column <= width { found = (index, column) }
            if character != " " { sawText = true }
            return column + TextWidth.columns(String(character)) <= width
        }
        return found
    }

    /// `line` cut to `width` columns with `…`, its colours ended.
    private static func truncated(_ line: String, to width: Int) -> String {
        var end = line.startIndex
        visible(line) { index, character, column in
            guard column + TextWidth.columns(String(character)) <= width - 1 else { return false }
            end = line.index(after: index)
            return true
        }
        return String(line[..<end]) + "…" + (line.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }

    static func visibleColumns(_ line: Substring) -> Int {
        var total = 0
        visible(String(line)) { _, character, column in
            total = column + TextWidth.columns(String(character))
            return true
        }
        return total
    }

    /// An escape sequence other than a colour: a picture's.
    private static func hasOtherEscapes(_ line: Substring) -> Bool {
        var previousWasEscape = false
        for character in line {
            if previousWasEscape, character != "[" { return true }
            previousWasEscape = character == "\u{1B}"
        }
        return false
    }
}
