import PokedexDomain
import PokedexJSON
import PokedexPresentation
import PokedexWords

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
}
