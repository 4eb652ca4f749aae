import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// The terminal view: a pure function from view state and options to text. Nothing here
/// prints; the caller writes the result.
package enum Renderer {
    /// What `state` looks like, made safe for a terminal as a whole (`TerminalSafe.output`):
    /// only the view's own colours and pictures are escape sequences.
    package static func render(_ state: ViewState, options: RenderOptions) -> RenderedOutput {
        let output = unchecked(state, options: options)
        let allowed = TerminalSafe.Allowed(style: options.style, pictures: options.pictures)
        return RenderedOutput(
            stdout: TerminalSafe.output(output.stdout, allowing: allowed),
            stderr: TerminalSafe.output(
                output.stderr, allowing: TerminalSafe.Allowed(style: options.style, pictures: .none)))
    }

    private static func unchecked(_ state: ViewState, options: RenderOptions) -> RenderedOutput {
        switch (state, options.format) {
        case (.loading(let message), _):
            return RenderedOutput(stderr: options.style.dim(message) + "\n")

        case (.list(let model), .text):
            return RenderedOutput(stdout: ListText.render(model, options: options))
        case (.list(let model), .json):
            return RenderedOutput(stdout: document(JSONViews.list(model, labels: options.labels), options))
        case (.list(let model), .jsonLines):
            return RenderedOutput(stdout: lines(JSONViews.results(model, labels: options.labels)))

        case (.detail(let model), .text):
            return RenderedOutput(stdout: DetailText.render(model, options: options))
        case (.detail(let model), .json):
            return RenderedOutput(stdout: document(JSONViews.detail(model, labels: options.labels), options))
        case (.detail(let model), .jsonLines):
            return RenderedOutput(stdout: lines([JSONViews.detail(model, labels: options.labels)]))

        case (.search(let model), .text):
            return RenderedOutput(stdout: SearchText.render(model, options: options))
        case (.search(let model), .json):
            return RenderedOutput(stdout: document(JSONViews.search(model, labels: options.labels), options))
        case (.search(let model), .jsonLines):
            return RenderedOutput(stdout: lines(model.hits.map { JSONViews.hit($0, labels: options.labels) }))

        case (.type(let model), .text):
            return RenderedOutput(stdout: TypeText.render(model, options: options))
        case (.type(let model), .json), (.type(let model), .jsonLines):
            return RenderedOutput(stdout: document(JSONViews.type(model, labels: options.labels.unmarked), options))

        case (.learnset(let model), .text):
            return RenderedOutput(stdout: MoveText.learnset(model, options: options))
        case (.learnset(let model), .json):
            return RenderedOutput(stdout: document(MoveJSON.learnset(model, labels: options.labels), options))
        case (.learnset(let model), .jsonLines):
            return RenderedOutput(stdout: lines(model.rows.map { MoveJSON.learnsetRow($0, labels: options.labels) }))

        case (.move(let model), .text):
            return RenderedOutput(stdout: MoveText.move(model, options: options))
        case (.move(let model), .json), (.move(let model), .jsonLines):
            return RenderedOutput(stdout: document(MoveJSON.move(model, labels: options.labels), options))

        case (.ability(let model), .text):
            return RenderedOutput(stdout: MoveText.ability(model, options: options))
        case (.ability(let model), .json), (.ability(let model), .jsonLines):
            return RenderedOutput(stdout: document(MoveJSON.ability(model, labels: options.labels), options))

        case (.natures(let models, let single), .text):
            return RenderedOutput(stdout: MoveText.natures(models, single: single, options: options))
        case (.natures(let models, let single), .json):
            let value =
                single && models.count == 1
                ? MoveJSON.nature(models[0], labels: options.labels)
                : .array(models.map { MoveJSON.nature($0, labels: options.labels) })
            return RenderedOutput(stdout: document(value, options))
        case (.natures(let models, _), .jsonLines):
            return RenderedOutput(stdout: lines(models.map { MoveJSON.nature($0, labels: options.labels) }))

        case (.where(let model), .text):
            return RenderedOutput(stdout: WhereText.find(model, options: options))
        case (.where(let model), .json):
            return RenderedOutput(stdout: document(WhereJSON.find(model, labels: options.labels), options))
        case (.where(let model), .jsonLines):
            return RenderedOutput(stdout: lines(model.records.map { WhereJSON.record($0, labels: options.labels) }))
        case (.stats(let model), .text):
            return RenderedOutput(stdout: StatsText.render(model, options: options))
        case (.stats(let model), .json), (.stats(let model), .jsonLines):
            return RenderedOutput(stdout: document(StatsText.json(model, labels: options.labels), options))
        case (.damage(let model), .text):
            return RenderedOutput(stdout: DamageText.render(model, options: options))
        case (.damage(let model), .json), (.damage(let model), .jsonLines):
            return RenderedOutput(stdout: document(DamageText.json(model), options))
        case (.location(let model), .text):
            return RenderedOutput(stdout: WhereText.location(model, options: options))
        case (.location(let model), .json), (.location(let model), .jsonLines):
            return RenderedOutput(stdout: document(WhereJSON.location(model, labels: options.labels), options))

        case (.item(let model), .text):
            return RenderedOutput(stdout: MoveText.item(model, options: options))
        case (.item(let model), .json), (.item(let model), .jsonLines):
            return RenderedOutput(stdout: document(MoveJSON.item(model, labels: options.labels), options))

        case (.compare(let models), .text):
            return RenderedOutput(stdout: CompareText.render(models, options: options))
        case (.compare(let models), .json):
            return RenderedOutput(
                stdout: document(
                    .object([("pokemon", .array(models.map { JSONViews.compared($0, labels: options.labels) }))]),
                    options))
        case (.compare(let models), .jsonLines):
            return RenderedOutput(stdout: lines(models.map { JSONViews.compared($0, labels: options.labels) }))

        case (.team(let model), .text):
            return RenderedOutput(stdout: TeamText.render(model, options: options), stderr: warnings(model))
        case (.team(let model), .json), (.team(let model), .jsonLines):
            return RenderedOutput(
                stdout: document(TeamText.json(model, labels: options.labels), options), stderr: warnings(model))

        case (.pictures(let model), .text):
            return RenderedOutput(stdout: PicturesText.render(model, options: options), stderr: missing(model))
        case (.pictures(let model), .json):
            let value =
                model.isRandom && model.cards.count == 1
                ? JSONViews.picture(model.cards[0], labels: options.labels)
                : .object([("pokemon", .array(model.cards.map { JSONViews.picture($0, labels: options.labels) }))])
            return RenderedOutput(stdout: document(value, options), stderr: missing(model))
        case (.pictures(let model), .jsonLines):
            return RenderedOutput(
                stdout: lines(model.cards.map { JSONViews.picture($0, labels: options.labels) }), stderr: missing(model)
            )

        case (.empty(let model), _):
            return RenderedOutput(
                stdout: emptyDocument(model, options: options), stderr: TerminalSafe.text(model.message) + "\n")

        case (.error(let model), _):
            return RenderedOutput(stderr: TerminalSafe.text(model.line) + "\n")

        case (.cache(let model), .text):
            return RenderedOutput(stdout: CacheText.render(model))
        case (.cache(let model), .json), (.cache(let model), .jsonLines):
            return RenderedOutput(stdout: CacheText.json(model).serialized() + "\n")

        case (.sync(let model), .text):
            return RenderedOutput(stdout: CacheText.render(model))
        case (.sync(let model), .json), (.sync(let model), .jsonLines):
            return RenderedOutput(stdout: CacheText.json(model).serialized() + "\n")

        case (.text(let text), _):
            return RenderedOutput(stdout: text)
        case (.done, _):
            return RenderedOutput()
        }
    }

    /// Names a team's export gave that match nothing: the rest of the team is analysed.
    private static func warnings(_ model: TeamViewModel) -> String {
        model.warnings.map { "warning: " + TerminalSafe.text($0) + "\n" }.joined()
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
        value.serialized(pretty: options.layout == .human) + "\n"
    }

    private static func lines(_ values: [JSONValue]) -> String {
        values.map { $0.serialized() + "\n" }.joined()
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

extension Renderer {
    /// A line on stderr for each picture that could not be had.
    fileprivate static func missing(_ model: PicturesViewModel) -> String {
        model.missing.map { TerminalSafe.text($0) + "\n" }.joined()
    }
}
