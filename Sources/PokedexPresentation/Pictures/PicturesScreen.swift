import PokedexDomain
import PokedexWords

extension PicturesViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String {
        cards.map(\.displayName).joined(separator: labels.separator)
    }

    package var links: [ScreenLink] { cards.map { ScreenLink($0.displayName, .show(name: String($0.id))) } }
}
