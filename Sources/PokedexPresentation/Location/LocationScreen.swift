import PokedexDomain
import PokedexWords

extension LocationViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { displayName }

    /// Each Pokémon met there once.
    package var links: [ScreenLink] {
        var links: [ScreenLink] = []
        for line in areas.flatMap(\.sections).flatMap(\.lines) {
            guard let pokemon = line.pokemon, !links.contains(where: { $0.label == pokemon.displayName }) else {
                continue
            }
            links.append(ScreenLink(pokemon.displayName, .show(name: pokemon.name)))
        }
        return links
    }
}
