import PokedexDomain
import PokedexWords

extension MoveViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { displayName }

    /// Who learns it.
    package var links: [ScreenLink] { learnedBy.map { ScreenLink($0.row.displayName, .show(name: $0.row.name)) } }
}
