import PokedexDomain
import PokedexWords

extension DamageViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { labels.say(.damage) }
}
