import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension StatsViewModel: DrawnModel { typealias View = StatsView }
extension ScreenDrawing { package static var stats: ScreenDrawing { ScreenDrawing(StatsView.self) } }

/// `stats`: six stats in battle.
enum StatsView: ScreenView {
    static func text(_ model: StatsViewModel, options: RenderOptions) -> String {
        StatsText.render(model, options: options)
    }
    static func json(_ model: StatsViewModel, options: RenderOptions) -> JSONValue {
        StatsText.json(model, labels: options.labels)
    }
}
