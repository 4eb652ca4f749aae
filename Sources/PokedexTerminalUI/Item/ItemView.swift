import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension ItemViewModel: DrawnModel { typealias View = ItemView }
extension ScreenDrawing { package static var item: ScreenDrawing { ScreenDrawing(ItemView.self) } }

/// `item`: an item.
enum ItemView: ScreenView {
    static func text(_ model: ItemViewModel, options: RenderOptions) -> String {
        MoveText.item(model, options: options)
    }
    static func json(_ model: ItemViewModel, options: RenderOptions) -> JSONValue {
        MoveJSON.item(model, labels: options.labels)
    }
    /// Piped without the effect text cached: how to have it, as `show` says of its entry.
    static func notes(_ model: ItemViewModel, options: RenderOptions) -> String {
        MoveText.effectNote(model.effect, options: options)
    }
}
