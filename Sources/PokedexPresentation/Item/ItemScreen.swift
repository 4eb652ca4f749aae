import PokedexDomain
import PokedexWords

extension ItemViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { displayName }
}
