import PokedexDomain
import PokedexWords

extension TeamViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String {
        labels.say(.team) + labels.colon + members.map(\.displayName).joined(separator: labels.separator)
    }

    package var links: [ScreenLink] { members.map { ScreenLink($0.displayName, .show(name: $0.species)) } }

    /// A team that breaks a rule of `--format`'s format: its own exit code, the analysis shown.
    package var failure: ErrorViewModel.Kind? { formatProblems.isEmpty ? nil : .rules }
}
