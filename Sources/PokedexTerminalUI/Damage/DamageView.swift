import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension DamageViewModel: DrawnModel { typealias View = DamageView }
extension ScreenDrawing { package static var damage: ScreenDrawing { ScreenDrawing(DamageView.self) } }

/// `damage`: the calculator's line.
enum DamageView: ScreenView {
    static let fitsToWidth = false

    static func text(_ model: DamageViewModel, options: RenderOptions) -> String {
        DamageText.render(model, options: options)
    }
    static func json(_ model: DamageViewModel, options: RenderOptions) -> JSONValue { DamageText.json(model) }
}
