import PokedexDomain
import PokedexWords

extension LearnsetViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { labels.say(.moves) + labels.colon + pokemon.displayName }

    /// Its moves, each opening the move in this game.
    package var links: [ScreenLink] { rows.map { ScreenLink($0.displayName, .move(name: $0.name, game: game)) } }
}
