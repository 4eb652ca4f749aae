import PokedexDomain
import PokedexWords

extension NaturesViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String {
        single ? natures.first?.displayName ?? labels.say(.nature) : labels.say(.natures)
    }
}
