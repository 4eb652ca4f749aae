import PokedexDomain
import PokedexInteractors
import PokedexWords

/// The type chart.
struct ChartRoute: ScreenRoute {
    func title(_ labels: ScreenLabels) -> String { labels.say(.typeChart) }

    package func present(with presenter: Presenter) async throws(PokedexError) -> ViewState {
        try await presenter.chart()
    }
}

extension Route {
    /// The type chart.
    package static var chart: Route { Route(ChartRoute()) }
}
