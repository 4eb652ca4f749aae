import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension TypeViewModel: DrawnModel { typealias View = TypeView }
extension ScreenDrawing { package static var type: ScreenDrawing { ScreenDrawing(TypeView.self) } }

/// `type`: a type's matchups.
enum TypeView: ScreenView {
    static func text(_ model: TypeViewModel, options: RenderOptions) -> String {
        TypeText.render(model, options: options)
    }
    static func json(_ model: TypeViewModel, options: RenderOptions) -> JSONValue {
        JSONViews.type(model, labels: options.labels.unmarked)
    }
}
