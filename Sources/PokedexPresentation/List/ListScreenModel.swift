import PokedexDomain
import PokedexWords

extension ListViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { "Pokédex" }

    package var links: [ScreenLink] { rows.map { ScreenLink($0.displayName, .show(name: String($0.id))) } }
}
