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
    /// Piped with no row to print, the answer is said on stderr: no command answers with nothing.
    /// Its lines are joined as the language joins sentences (none between Japanese ones).
    static func notes(_ model: LocationViewModel, options: RenderOptions) -> String {
        guard options.format == .text, options.layout == .tabular, model.areas.allSatisfy(\.sections.isEmpty)
        else { return "" }
        var human = options
        human.layout = .human
        let said = WhereText.location(model, options: human).split(separator: "\n").dropFirst()
            .filter { !$0.isEmpty }.joined(separator: options.labels.sentenceGap)
        return said.isEmpty ? "" : "pokedex: " + said + "\n"
    }
}
