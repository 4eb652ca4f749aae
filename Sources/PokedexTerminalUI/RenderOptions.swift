/// How the view writes a view state.
public struct RenderOptions: Sendable, Equatable {
    public enum Format: Sendable, Equatable {
        /// Text for people (or, when piped, tab-separated rows for tools).
        case text
        /// One pretty-printed JSON document.
        case json
        /// One compact JSON object per line (for list and search: one per result).
        case jsonLines
    }

    public enum Layout: Sendable, Equatable {
        /// Aligned columns, headers and footers: stdout is a terminal.
        case human
        /// `list` and `search` print tab-separated rows with no header: stdout is a pipe.
        case tabular
    }

    public var format: Format
    public var layout: Layout
    public var style: TerminalStyle
    /// Columns available; text is fitted to this.
    public var width: Int
    /// Whether text points to the next command to run (`Moves: pokedex moves pikachu`); off
    /// where a key opens it instead.
    public var commandHints = true
    /// How pictures are drawn, if at all.
    public var pictures: PictureMode = .none

    public init(format: Format = .text, layout: Layout = .human, style: TerminalStyle = .plain, width: Int = 80) {
        self.format = format
        self.layout = layout
        self.style = style
        self.width = width
    }
}

/// What the view produced: data for stdout, diagnostics for stderr.
public struct RenderedOutput: Sendable, Equatable {
    public var stdout: String
    public var stderr: String

    public init(stdout: String = "", stderr: String = "") {
        self.stdout = stdout
        self.stderr = stderr
    }
}
