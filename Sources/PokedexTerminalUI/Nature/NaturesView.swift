import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension NaturesViewModel: DrawnModel { typealias View = NaturesView }
extension ScreenDrawing { package static var natures: ScreenDrawing { ScreenDrawing(NaturesView.self) } }

/// `nature`: one nature, or the table of all.
enum NaturesView: ScreenView {
    static func text(_ model: NaturesViewModel, options: RenderOptions) -> String {
        MoveText.natures(model.natures, single: model.single, options: options)
    }
    static func json(_ model: NaturesViewModel, options: RenderOptions) -> JSONValue {
        model.single && model.natures.count == 1
            ? MoveJSON.nature(model.natures[0], labels: options.labels)
            : .array(model.natures.map { MoveJSON.nature($0, labels: options.labels) })
    }
    static func jsonLines(_ model: NaturesViewModel, options: RenderOptions) -> [JSONValue] {
        model.natures.map { MoveJSON.nature($0, labels: options.labels) }
    }
}
