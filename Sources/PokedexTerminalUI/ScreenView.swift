import PokedexJSON
import PokedexPresentation

/// How a screen's model is drawn: as text for people (tab-separated rows when piped), as one
/// JSON document, as JSON lines. Each screen's view sits in its folder (`Where/WhereView.swift`)
/// and is listed once in `ScreenViews.all`; the renderer finds it by its model's type.
package protocol ScreenView: Sendable {
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

    package static func jsonLines(_ model: Model, options: RenderOptions) -> [JSONValue] {
        [json(model, options: options)]
    }

    package static func notes(_ model: Model) -> String { "" }

    package static func notes(_ model: Model, options: RenderOptions) -> String { notes(model) }

    static var fitsToWidth: Bool { true }

    /// `model`, drawn in `options`' format; nil when it is not this view's.
    static func render(_ model: any ScreenModel, options: RenderOptions) -> RenderedOutput? {
        guard let model = model as? Model else { return nil }
        let stdout: String
        switch options.format {
        case .text:
            let drawn = text(model, options: options)
            stdout = TextWidth.unjoined(
                options.layout == .human && fitsToWidth ? FittedLines.fit(drawn, width: options.width) : drawn)
        case .json:
            var writer = JSONWriter(pretty: options.layout == .human)
            writeJSON(model, options: options, to: &writer)
            stdout = writer.text(line: true)
        case .jsonLines: stdout = jsonLines(model, options: options).map { $0.serialized(line: true) }.joined()
        }
        let notes = notes(model, options: options)
        if options.notesInline, options.format == .text, !notes.isEmpty {
            let lines = notes.split(separator: "\n").map { options.style.dim(String($0)) + "\n" }
            return RenderedOutput(stdout: stdout + "\n" + lines.joined())
        }
        return RenderedOutput(stdout: stdout, stderr: notes)
    }
}

/// Every screen's view: a new screen adds its view here.
package enum ScreenViews {
    static let all: [any ScreenView.Type] = [
        ListView.self, EntryView.self, SearchView.self, TypeView.self, LearnsetView.self, MoveView.self,
        AbilityView.self, NaturesView.self, ItemView.self, GamesView.self, WhereView.self, LocationView.self,
        StatsView.self,
        DamageView.self, CompareView.self, TeamView.self, PicturesView.self, CacheView.self, SyncView.self,
        CaughtView.self, ProgressView.self,
    ]

    /// `model` drawn by its view: the first whose model it is. A command draws one screen, so
    /// the views are tried in turn (the commonest first) rather than indexed: an index would
    /// make every view's model type at start-up.
    static func render(_ model: any ScreenModel, options: RenderOptions) -> RenderedOutput {
        let wanted = ObjectIdentifier(type(of: model))
        for view in all where ObjectIdentifier(view.modelType) == wanted {
            return view.render(model, options: options) ?? RenderedOutput()
        }
        return RenderedOutput()
    }
}

extension ScreenView {
    static var modelType: any ScreenModel.Type { Model.self }
}
