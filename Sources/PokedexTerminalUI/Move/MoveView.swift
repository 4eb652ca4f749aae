import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension MoveViewModel: DrawnModel { typealias View = MoveView }
extension ScreenDrawing { package static var move: ScreenDrawing { ScreenDrawing(MoveView.self) } }

/// `move`: a move and who learns it.
enum MoveView: ScreenView {
    static func text(_ model: MoveViewModel, options: RenderOptions) -> String {
        MoveText.move(model, options: options)
    }
    static func json(_ model: MoveViewModel, options: RenderOptions) -> JSONValue {
        MoveJSON.move(model, labels: options.labels)
    }
    /// Piped without the effect text cached: how to have it, as `show` says of its entry.
    static func notes(_ model: MoveViewModel, options: RenderOptions) -> String {
        MoveText.effectNote(model.effect, options: options)
    }
}
