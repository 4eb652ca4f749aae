import PokedexJSON
import PokedexPresentation

/// How a screen's model is drawn: as text for people (tab-separated rows when piped), as one
/// JSON document, as JSON lines. Each screen's view sits in its folder (`Where/WhereView.swift`)
/// and its model names it there (`extension WhereViewModel: DrawnModel`): the renderer asks the
/// model for its view, unless a command named it (`ScreenDrawing`), so no list of every view is
/// kept.
protocol ScreenView: Sendable {
    associatedtype Model: ScreenModel

    /// Text for people, or tab-separated rows when piped (`options.layout`).
    static func text(_ model: Model, options: RenderOptions) -> String
    /// One JSON document (`--json`).
    static func json(_ model: Model, options: RenderOptions) -> JSONValue
    /// The same document written as it is produced: a view of thousands of rows writes them
    /// without building them as a tree first (`json`'s, written, by default).
    static func writeJSON(_ model: Model, options: RenderOptions, to writer: inout JSONWriter)
    /// One compact JSON object a line (`--jsonl`): one a result where it lists results.
    static func jsonLines(_ model: Model, options: RenderOptions) -> [JSONValue]
    /// The same lines written as they are produced, each ended with a newline (`jsonLines`',
    /// written, by default).
    static func writeJSONLines(_ model: Model, options: RenderOptions, to writer: inout JSONWriter)
    /// What goes on stderr beside it in every format: a team's warnings, pictures not had.
    static func notes(_ model: Model) -> String
    /// The same, knowing the format: what a pipe that gets no rows is told (`where`'s).
    static func notes(_ model: Model, options: RenderOptions) -> String
    /// Whether its lines are wrapped to a terminal's width (`damage`'s line is Smogon's, to be
    /// copied whole: the terminal wraps it).
    static var fitsToWidth: Bool { get }
}

extension ScreenView {
    static func writeJSON(_ model: Model, options: RenderOptions, to writer: inout JSONWriter) {
        writer.value(json(model, options: options))
    }

    static func jsonLines(_ model: Model, options: RenderOptions) -> [JSONValue] {
        [json(model, options: options)]
    }

    static func writeJSONLines(_ model: Model, options: RenderOptions, to writer: inout JSONWriter) {
        for line in jsonLines(model, options: options) {
            writer.value(line)
            writer.fragment("\n")
        }
    }

    static func notes(_ model: Model) -> String { "" }

    static func notes(_ model: Model, options: RenderOptions) -> String { notes(model) }

    static var fitsToWidth: Bool { true }

    /// `model`, drawn in `options`' format.
    static func render(_ model: Model, options: RenderOptions) -> RenderedOutput {
        let stdout: String
        switch options.format {
        case .text:
            let drawn = text(model, options: options)
            stdout = TextWidth.unjoined(
                options.layout == .human && fitsToWidth ? FittedLines.fit(drawn, width: options.width) : drawn)
        case .json:
            // Described, not written: the sink writes it as it is produced.
            let document = JSONDocument(pretty: options.layout == .human) { writer in
                writeJSON(model, options: options, to: &writer)
            }
            return RenderedOutput(document: document, stderr: notes(model, options: options))
        case .jsonLines:
            // Written as they are produced too, each line ended by its own newline.
            let lines = JSONDocument(pretty: false, endsWithNewline: false) { writer in
                writeJSONLines(model, options: options, to: &writer)
            }
            return RenderedOutput(document: lines, stderr: notes(model, options: options))
        }
        let notes = notes(model, options: options)
        if options.notesInline, options.format == .text, !notes.isEmpty {
            let lines = notes.split(separator: "\n").map { options.style.dim(String($0)) + "\n" }
            return RenderedOutput(stdout: stdout + "\n" + lines.joined())
        }
        return RenderedOutput(stdout: stdout, stderr: notes)
    }
}

/// A screen's model this layer draws, and the view that draws it. The conformance is declared
/// beside the view, in its folder (`extension GamesViewModel: DrawnModel { typealias View =
/// GamesView }`), so that a new screen is drawn without a line anywhere else.
protocol DrawnModel: ScreenModel {
    associatedtype View: ScreenView where View.Model == Self
}

extension DrawnModel {
    /// Drawn by its view.
    fileprivate func rendered(_ options: RenderOptions) -> RenderedOutput { View.render(self, options: options) }
}

enum ScreenViews {
    /// `model` drawn by its view: by `drawing` when it draws models of its type, else by the
    /// view its model names; nothing for a model no view draws (none: every model's view
    /// declares it, and `ScreenGoldenTests` draws every screen).
    static func render(_ model: any ScreenModel, options: RenderOptions, drawing: ScreenDrawing?) -> RenderedOutput {
        if let drawn = drawing?.draw(model, options) { return drawn }
        return (model as? any DrawnModel)?.rendered(options) ?? RenderedOutput()
    }
}

/// A screen's view, named by whoever knows ahead of time which screen it shows: a command
/// (`ShowCommand`'s is `.entry`). Its model is then drawn with no question to the runtime:
/// finding the view through the model (`as? any DrawnModel`) makes the runtime look through
/// every protocol conformance of the binary, some 4 400, the first time in a process, 3–7% of
/// a command (docs/BENCHMARKS.md); a model of the view's own type is a cast to that type. Each
/// view names its own beside it (`extension ScreenDrawing { package static var entry … }`),
/// and a model of another type is drawn as before.
package struct ScreenDrawing: Sendable {
    fileprivate let draw: @Sendable (any ScreenModel, RenderOptions) -> RenderedOutput?
    /// The type of model its view draws.
    private let model: any ScreenModel.Type

    init<View: ScreenView>(_: View.Type) {
        draw = { model, options in (model as? View.Model).map { View.render($0, options: options) } }
        model = View.Model.self
    }

    /// Whether `model` is of the type its view draws.
    package func draws(_ model: any ScreenModel) -> Bool {
        ObjectIdentifier(Swift.type(of: model)) == ObjectIdentifier(self.model)
    }
}
