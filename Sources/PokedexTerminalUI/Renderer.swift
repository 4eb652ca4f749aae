import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The terminal view: a pure function from view state and options to text. Nothing here
/// prints; the caller writes the result.
package enum Renderer {
    /// What `state` looks like, made safe for a terminal as a whole (`TerminalSafe.output`):
    /// only the view's own colours and pictures are escape sequences. JSON is safe as
    /// `JSONWriter` writes it (every control character and separator escaped), and stays
    /// valid JSON.
    /// `drawing`: the view of the screen the caller expects (`ScreenDrawing`).
    package static func render(_ state: ViewState, options: RenderOptions, drawing: ScreenDrawing? = nil)
        -> RenderedOutput
    {
        var output = unchecked(state, options: options, drawing: drawing)
        let allowed = TerminalSafe.Allowed(style: options.style, pictures: options.pictures)
        let written: Bool
        switch state {
        case .content, .empty: written = options.format != .text
        default: written = false
        }
        if !written { output.stdout = TerminalSafe.output(output.stdout, allowing: allowed) }
        output.stderr = TerminalSafe.output(
            output.stderr, allowing: TerminalSafe.Allowed(style: options.style, pictures: .none))
        return output
    }

    private static func unchecked(_ state: ViewState, options: RenderOptions, drawing: ScreenDrawing?)
        -> RenderedOutput
    {
        switch (state, options.format) {
        case (.loading(let message), _):
            return RenderedOutput(stderr: options.style.dim(message) + "\n")
        case (.content(let model), _):
            return ScreenViews.render(model, options: options, drawing: drawing)
        case (.empty(let model), _):
            // No match is the command's failure (exit 1), said as every failure is; a page past
            // the end is a note beside an empty page.
            let failed = if case .noMatches = model { "pokedex: " } else { "" }
            return RenderedOutput(
                stdout: emptyDocument(model, options: options),
                stderr: failed + TerminalSafe.text(model.message) + "\n")

        case (.error(let model), _):
            return RenderedOutput(stderr: TerminalSafe.text(model.line) + "\n")

        case (.text(let text), _):
            return RenderedOutput(stdout: text)
        case (.done, _):
            return RenderedOutput()
        }
    }

    /// Scripts reading JSON still get a document (with no results) when nothing matched.
    private static func emptyDocument(_ model: EmptyViewModel, options: RenderOptions) -> String {
        guard options.format == .json else { return "" }
        switch model {
        case .noMatches(let query):
            return document(JSONViews.search(SearchViewModel(query: query, hits: [])), options)
        case .pageOutOfRange(let page):
            return document(JSONViews.list(page, labels: options.labels), options)
        }
    }

    /// A `--json` document: pretty-printed for a person at a terminal, one compact line for
    /// a pipe (as `gh` does); the same JSON either way.
    private static func document(_ value: JSONValue, _ options: RenderOptions) -> String {
        value.serialized(pretty: options.layout == .human, line: true)
    }

    /// `Grass · Poison`, each in its colour.
    static func types(_ types: [String], style: TerminalStyle, labels: ScreenLabels = .english) -> String {
        types.map { style.type(labels.type($0).terminalSafe, $0) }.joined(separator: style.dim(" · "))
    }

    /// `#0025`; ids past four digits are written whole.
    package static func number(_ id: Int) -> String {
        let digits = String(id)
        return "#" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
