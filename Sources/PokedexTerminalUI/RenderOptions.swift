import PokedexDomain
import PokedexJSON
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
    /// Data for stdout: text, or a JSON document's text (`document`).
    package var stdout: String {
        get { document?.text ?? text }
        set {
            text = newValue
            document = nil
        }
    }
    package var stderr: String
    /// A JSON document not written yet: a sink that writes bytes streams it (`write(to:)`), so
    /// that the whole dex is never a string; reading `stdout` (or comparing two outputs) writes
    /// it into one each time, which tests do.
    package private(set) var document: JSONDocument?
    private var text: String

    package init(stdout: String = "", stderr: String = "") {
        text = stdout
        self.stderr = stderr
    }

    package init(document: JSONDocument, stderr: String = "") {
        text = ""
        self.document = document
        self.stderr = stderr
    }

    package static func == (lhs: RenderedOutput, rhs: RenderedOutput) -> Bool {
        lhs.stderr == rhs.stderr && lhs.stdout == rhs.stdout
    }
}

/// A JSON document as the view describes it, ended with a newline as a document on stdout is
/// (JSON lines end their own): written into a string (`text`), or handed on as it is produced
/// (`write(to:)`).
package struct JSONDocument: Sendable {
    private let pretty: Bool
    private let endsWithNewline: Bool
    private let body: @Sendable (inout JSONWriter) -> Void

    package init(
        pretty: Bool, endsWithNewline: Bool = true, body: @escaping @Sendable (inout JSONWriter) -> Void
    ) {
        self.pretty = pretty
        self.endsWithNewline = endsWithNewline
        self.body = body
    }

    package var text: String {
        var writer = JSONWriter(pretty: pretty)
        body(&writer)
        return writer.text(line: endsWithNewline)
    }

    /// The document handed to `sink` `buffering` bytes at a time (a few pages); false when the
    /// sink refused some.
    @discardableResult
    package func write(
        buffering: Int = JSONWriter.streamedBytes, to sink: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var writer = JSONWriter(pretty: pretty, buffering: buffering, sink: sink)
        body(&writer)
        return writer.finish(line: endsWithNewline)
    }
}
