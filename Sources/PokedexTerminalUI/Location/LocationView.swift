import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension LocationViewModel: DrawnModel { typealias View = LocationView }
extension ScreenDrawing { package static var location: ScreenDrawing { ScreenDrawing(LocationView.self) } }

/// `location`: who lives in a place, by area and game.
enum LocationView: ScreenView {
    static func text(_ model: LocationViewModel, options: RenderOptions) -> String {
        WhereText.location(model, options: options)
    }
    static func json(_ model: LocationViewModel, options: RenderOptions) -> JSONValue {
        WhereJSON.location(model, labels: options.labels)
    }
}
