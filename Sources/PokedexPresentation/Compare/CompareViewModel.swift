import PokedexDomain
import PokedexWords

/// `compare`: entries side by side, in the order asked for.
package struct CompareViewModel: Sendable, Equatable, ScreenModel {
    package let entries: [DetailViewModel]

    init(_ entries: [DetailViewModel]) {
        self.entries = entries
    }

    package func title(_ labels: ScreenLabels) -> String { entries.map(\.displayName).joined(separator: " vs ") }

    package var links: [ScreenLink] { entries.map { ScreenLink($0.displayName, .show(name: $0.name)) } }
}
