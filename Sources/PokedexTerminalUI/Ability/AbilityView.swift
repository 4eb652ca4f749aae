import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

/// `ability`: an ability and who has it.
enum AbilityView: ScreenView {
    static func text(_ model: AbilityViewModel, options: RenderOptions) -> String {
        MoveText.ability(model, options: options)
    }
    static func json(_ model: AbilityViewModel, options: RenderOptions) -> JSONValue {
        MoveJSON.ability(model, labels: options.labels)
    }
    /// Piped, where neither the engine nor the cache says what it does: how to have it.
    static func notes(_ model: AbilityViewModel, options: RenderOptions) -> String {
        MoveText.effectNote(model.effect, battle: model.battle, options: options)
    }
}
