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
    /// The games and places left out for a damaged bundle: which file, and what is wrong.
    static func notes(_ model: DetailViewModel) -> String {
        model.unreadable.map { TerminalSafe.text($0) + "\n" }.joined()
    }
}
