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
    /// Piped with no row to print, the answer is said on stderr, on one line: no command
    /// answers with nothing.
    static func notes(_ model: LocationViewModel, options: RenderOptions) -> String {
        guard options.format == .text, options.layout == .tabular, model.areas.allSatisfy({ $0.sections.isEmpty })
        else { return "" }
        let labels = options.labels
        let said = [WhereText.absence(model, labels: labels, width: 0), WhereText.namesakes(model, labels: labels)]
            .compactMap { $0 }.joined(separator: labels.sentenceGap)
        return said.isEmpty ? "" : "pokedex: " + said.terminalSafe + "\n"
    }
}
