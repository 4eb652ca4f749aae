import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension DetailViewModel: DrawnModel { typealias View = EntryView }
extension ScreenDrawing { package static var entry: ScreenDrawing { ScreenDrawing(EntryView.self) } }

/// `show`: a Pokémon's entry.
enum EntryView: ScreenView {
    static func text(_ model: DetailViewModel, options: RenderOptions) -> String {
        DetailText.render(model, options: options)
    }
    static func json(_ model: DetailViewModel, options: RenderOptions) -> JSONValue {
        JSONViews.detail(model, labels: options.labels)
    }
}
