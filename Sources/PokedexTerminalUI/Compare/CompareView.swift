import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension CompareViewModel: DrawnModel { typealias View = CompareView }
extension ScreenDrawing { package static var compare: ScreenDrawing { ScreenDrawing(CompareView.self) } }

/// `compare`: entries side by side.
enum CompareView: ScreenView {
    static func text(_ model: CompareViewModel, options: RenderOptions) -> String {
        CompareText.render(model.entries, options: options)
    }
    static func json(_ model: CompareViewModel, options: RenderOptions) -> JSONValue {
        .object([("pokemon", .array(jsonLines(model, options: options)))])
    }
    static func jsonLines(_ model: CompareViewModel, options: RenderOptions) -> [JSONValue] {
        model.entries.map { JSONViews.compared($0, labels: options.labels) }
    }
}
