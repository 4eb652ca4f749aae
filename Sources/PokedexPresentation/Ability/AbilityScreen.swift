import PokedexDomain
import PokedexWords

extension AbilityViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { displayName }

    /// Who has it.
    package var links: [ScreenLink] { pokemon.map { ScreenLink($0.row.displayName, .show(name: $0.row.name)) } }
}
