import PokedexDomain
import PokedexWords

extension TypeViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String {
        ([name] + partner.map(\.name)).map(labels.type).joined(separator: labels.separator)
    }
}
