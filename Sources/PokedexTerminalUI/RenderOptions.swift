import PokedexDomain
import PokedexWords

/// How the view writes a view state.
package struct RenderOptions: Sendable, Equatable {
    package enum Format: Sendable, Equatable {
        /// Text for people (or, when piped, tab-separated rows for tools).
        case text
        /// One pretty-printed JSON document.
        case json
        /// One compact JSON object per line (for list and search: one per result).
        case jsonLines
    }

    package enum Layout: Sendable, Equatable {
        /// Aligned columns, headers and footers: stdout is a terminal.
        case human
        /// `list` and `search` print tab-separated rows with no header: stdout is a pipe.
        case tabular
    }

    package var format: Format
    package var layout: Layout
    package var style: TerminalStyle
    /// Columns available; text is fitted to this.
    package var width: Int
    /// Whether text points to the next command to run (`Moves: pokedex moves pikachu`); off
    /// where a key opens it instead.
    var commandHints = true
    /// How pictures are drawn, if at all.
    package var pictures: PictureMode = .none
    /// Types, stats, games and move classes in the reader's language.
    package var labels = ScreenLabels.english
    /// Whether what goes on stderr beside the text (a team's problems) is shown with it, as
    /// the full screen has no stderr to point to.
    package var notesInline = false
    /// The pager a tall text answer goes through on a terminal (`less -FRX`); nil for none.
    package var pager: String?

    package init(format: Format = .text, layout: Layout = .human, style: TerminalStyle = .plain, width: Int = 80) {
        self.format = format
        self.layout = layout
        self.style = style
        self.width = width
    }
}

/// What the view produced: data for stdout, diagnostics for stderr.
package struct RenderedOutput: Sendable, Equatable {
    package var stdout: String
    package var stderr: String

    package init(stdout: String = "", stderr: String = "") {
        self.stdout = stdout
        self.stderr = stderr
    }
}
