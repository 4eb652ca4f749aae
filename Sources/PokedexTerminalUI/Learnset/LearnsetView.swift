import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension LearnsetViewModel: DrawnModel { typealias View = LearnsetView }
extension ScreenDrawing { package static var learnset: ScreenDrawing { ScreenDrawing(LearnsetView.self) } }

/// `moves`: a learnset, by how the moves are learned.
enum LearnsetView: ScreenView {
    static func text(_ model: LearnsetViewModel, options: RenderOptions) -> String {
        MoveText.learnset(model, options: options)
    }
    static func json(_ model: LearnsetViewModel, options: RenderOptions) -> JSONValue {
        MoveJSON.learnset(model, labels: options.labels)
    }
    static func jsonLines(_ model: LearnsetViewModel, options: RenderOptions) -> [JSONValue] {
        model.rows.map { MoveJSON.learnsetRow($0, labels: options.labels) }
    }
}
