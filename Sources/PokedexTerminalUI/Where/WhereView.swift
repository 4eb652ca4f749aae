import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

extension WhereViewModel: DrawnModel { typealias View = WhereView }
extension ScreenDrawing { package static var whereFound: ScreenDrawing { ScreenDrawing(WhereView.self) } }

/// `where`: where a Pokémon is met, by game.
enum WhereView: ScreenView {
    static func text(_ model: WhereViewModel, options: RenderOptions) -> String {
        WhereText.find(model, options: options)
    }
    static func json(_ model: WhereViewModel, options: RenderOptions) -> JSONValue {
        WhereJSON.find(model, labels: options.labels)
    }
    static func jsonLines(_ model: WhereViewModel, options: RenderOptions) -> [JSONValue] {
        model.records.map { WhereJSON.record($0, labels: options.labels) }
    }
    /// Piped with no row to print, the answer is said on stderr: no command answers with nothing.
    /// Its paragraphs are drawn unwrapped and joined as the language joins sentences.
    static func notes(_ model: WhereViewModel, options: RenderOptions) -> String {
        guard options.format == .text, options.layout == .tabular, model.sections.isEmpty else { return "" }
        var human = options
        human.layout = .human
        human.width = 100_000
        let said = WhereText.find(model, options: human).split(separator: "\n").dropFirst()
            .filter { !$0.isEmpty }.joined(separator: options.labels.sentenceGap)
        return said.isEmpty ? "" : "pokedex: " + said + "\n"
    }
}
