import PokedexDomain
import PokedexWords

extension WhereViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String {
        labels.say(.whereFound) + labels.colon + pokemon.displayName
    }

    /// Each place once, opening who lives there in the game asked about.
    package var links: [ScreenLink] {
        var links: [ScreenLink] = []
        for line in sections.flatMap(\.lines) where !links.contains(where: { $0.label == line.place }) {
            links.append(ScreenLink(line.place, .location(name: line.area, game: game)))
        }
        return links
    }
}
