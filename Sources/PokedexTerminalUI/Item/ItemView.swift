import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `item`: an item.
enum ItemView: ScreenView {
    static func text(_ model: ItemViewModel, options: RenderOptions) -> String {
        MoveText.item(model, options: options)
    }
    static func json(_ model: ItemViewModel, options: RenderOptions) -> JSONValue {
        MoveJSON.item(model, labels: options.labels)
    }
    /// Piped, where neither the engine nor the cache says what it does: how to have it.
    static func notes(_ model: ItemViewModel, options: RenderOptions) -> String {
        MoveText.effectNote(model.effect, battle: model.battle, options: options)
    }
}
