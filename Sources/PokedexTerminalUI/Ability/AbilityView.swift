import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension AbilityViewModel: DrawnModel { typealias View = AbilityView }
extension ScreenDrawing { package static var ability: ScreenDrawing { ScreenDrawing(AbilityView.self) } }

/// `ability`: an ability and who has it.
enum AbilityView: ScreenView {
    static func text(_ model: AbilityViewModel, options: RenderOptions) -> String {
        MoveText.ability(model, options: options)
    }
    static func json(_ model: AbilityViewModel, options: RenderOptions) -> JSONValue {
        MoveJSON.ability(model, labels: options.labels)
    }
    /// Piped without the effect text cached: how to have it, as `show` says of its entry.
    static func notes(_ model: AbilityViewModel, options: RenderOptions) -> String {
        MoveText.effectNote(model.effect, options: options)
    }
}
