import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension ListViewModel: DrawnModel { typealias View = ListView }
extension ScreenDrawing { package static var list: ScreenDrawing { ScreenDrawing(ListView.self) } }

/// `list`: rows and a footer, or tab-separated rows; JSON with every row's stats.
enum ListView: ScreenView {
    static func text(_ model: ListViewModel, options: RenderOptions) -> String {
        ListText.render(model, options: options)
    }
    static func json(_ model: ListViewModel, options: RenderOptions) -> JSONValue {
        JSONViews.list(model, labels: options.labels)
    }
    static func writeJSON(_ model: ListViewModel, options: RenderOptions, to writer: inout JSONWriter) {
        JSONViews.writeList(model, labels: options.labels, into: &writer)
    }
    /// The rows as values, the general way: `--jsonl` writes them as fragments, which the tests
    /// hold to these.
    static func jsonLines(_ model: ListViewModel, options: RenderOptions) -> [JSONValue] {
        JSONTreeBuilder.values { JSONViews.writeResults(model, labels: options.labels, into: &$0) }
    }
    static func writeJSONLines(_ model: ListViewModel, options: RenderOptions, to writer: inout JSONWriter) {
        JSONViews.writeCompactResults(model, labels: options.labels, asLines: true, into: &writer)
    }
}
