import PokedexDomain
import PokedexWords

extension CacheViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { "Cache" }

    package var failure: ErrorViewModel.Kind? { failed ? .data : nil }
}

extension SyncViewModel: ScreenModel {
    package func title(_ labels: ScreenLabels) -> String { "Sync" }

    package var failure: ErrorViewModel.Kind? { interrupted ? .interrupted : failures.isEmpty ? nil : .network }
}
