import PokedexDomain
import PokedexWords

extension StatsViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { labels.say(.stats) + labels.colon + pokemon.displayName }
}
