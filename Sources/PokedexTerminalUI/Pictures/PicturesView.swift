import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension PicturesViewModel: DrawnModel { typealias View = PicturesView }
extension ScreenDrawing { package static var pictures: ScreenDrawing { ScreenDrawing(PicturesView.self) } }

/// `sprite` and `random`: pictures with their captions.
enum PicturesView: ScreenView {
    static func text(_ model: PicturesViewModel, options: RenderOptions) -> String {
        PicturesText.render(model, options: options)
    }
    static func json(_ model: PicturesViewModel, options: RenderOptions) -> JSONValue {
        model.isRandom && model.cards.count == 1
            ? JSONViews.picture(model.cards[0], labels: options.labels)
            : .object([("pokemon", .array(jsonLines(model, options: options)))])
    }
    static func jsonLines(_ model: PicturesViewModel, options: RenderOptions) -> [JSONValue] {
        model.cards.map { JSONViews.picture($0, labels: options.labels) }
    }
    /// A line for each picture that could not be had.
    static func notes(_ model: PicturesViewModel) -> String {
        model.missing.map { TerminalSafe.text($0) + "\n" }.joined()
    }
}
